import { describe, expect, it } from "vitest";
import { parseProjectFilters } from "./project-filter-schema";
import { projectsMapHtml } from "./projects-map";

describe("projectsMapHtml", () => {
  const counts = [
    { value: "Gulu", count: 3 },
    { value: "Kampala", count: 12 },
    { value: "By the <lake>", count: 1 },
  ];

  it("draws a linked mark per placed district, and a table row per district", () => {
    const { html, districts } = projectsMapHtml(parseProjectFilters("status=active"), counts);
    expect(html.match(/<circle /g)).toHaveLength(2);
    expect(html).toContain(
      '<a href="/projects?district=Gulu&amp;status=active" aria-label="Gulu: 3 projects">',
    );
    expect(html).toContain('aria-label="Kampala: 12 projects"');
    expect(districts).toBe(3);
    expect(html).toContain("By the &lt;lake&gt; (not on the map)");
    expect(html).not.toContain("<lake>");
    expect(html).toMatch(/<caption>Projects by district<\/caption>/);
  });

  it("marks a chosen district and un-chooses it on a second choice", () => {
    const { html } = projectsMapHtml(parseProjectFilters("district=gulu"), counts);
    expect(html).toContain('<a href="/projects" aria-label="Gulu: 3 projects, chosen" aria-current="true">');
    expect(html).toContain('class="mark chosen"');
    expect(html).toContain('href="/projects?district=gulu&amp;district=Kampala"');
  });
});
