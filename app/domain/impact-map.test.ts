import { describe, expect, it } from "vitest";
import { impactMapHtml, regionImpact } from "./impact-map";

describe("/impact's map by region", () => {
  const byRegion = [
    { key: "Northern Region", count: 5 },
    { key: "central region", count: 2 },
    { key: null, count: 1 },
  ];
  const measures = [
    { group: "Northern Region", measure: "people_reached", total: 1200, projects: 2 },
    { group: "Northern Region", measure: "trees_planted", total: 900, projects: 1 },
    { group: "Central Region", measure: "people_reached", total: 300, projects: 1 },
    { group: null, measure: "people_reached", total: 40, projects: 1 },
  ];

  it("counts projects and people reached per region, whatever the case, and those without a region", () => {
    expect(regionImpact(byRegion, measures)).toEqual([
      { region: "Central Region", projects: 2, people: 300, href: "/projects?region=Central+Region" },
      { region: "Western Region", projects: 0, people: 0, href: "/projects?region=Western+Region" },
      { region: "Eastern Region", projects: 0, people: 0, href: "/projects?region=Eastern+Region" },
      { region: "Northern Region", projects: 5, people: 1200, href: "/projects?region=Northern+Region" },
      { region: "Region not stated", projects: 1, people: 40, href: null },
    ]);
  });

  it("draws a linked mark per region with projects, and a table with every row", () => {
    const html = impactMapHtml(regionImpact(byRegion, measures));
    expect(html.match(/<circle /g)).toHaveLength(2);
    expect(html).toContain('aria-label="Northern Region: 5 projects, 1,200 people reached"');
    expect(html).toContain("<caption>Projects and people reached by region</caption>");
    expect(html).toContain('<th scope="row">Region not stated</th><td>1</td><td>40</td>');
    expect(html).toContain(
      '<a href="/projects?region=Western+Region">Western Region</a></th><td>0</td><td>0</td>',
    );
  });
});
