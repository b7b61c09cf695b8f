import type { Count } from "./impact";
import { mapSvg, mapTable } from "./map-svg";
import { formatNumber } from "./numbers";
import type { MeasureTotal } from "./project-results";
import { REGIONS } from "./reference";
import { pluralize } from "./text";
import { markRadius, project, regionCentre } from "./uganda-map";

/** One region's row of /impact's map: its projects, and the people its projects report having reached. */
export type RegionImpact = { region: string; projects: number; people: number; href: string | null };

/**
 * Where results were reached (issue 38): per region, the projects published there and the people reached (the
 * latest reported "people reached" of their indicators, added up as the totals above are). Projects without a
 * region are a row of their own in the table, not a mark.
 */
export function regionImpact(byRegion: Count[], measures: MeasureTotal[]): RegionImpact[] {
  const projectsIn = (region: string | null) =>
    byRegion
      .filter((item) => (item.key ?? "").trim().toLowerCase() === (region ?? "").toLowerCase())
      .reduce((sum, item) => sum + item.count, 0);
  const peopleIn = (region: string | null) =>
    measures
      .filter(
        (item) =>
          item.measure === "people_reached" &&
          (item.group ?? "").trim().toLowerCase() === (region ?? "").toLowerCase(),
      )
      .reduce((sum, item) => sum + item.total, 0);
  const rows: RegionImpact[] = REGIONS.map((region) => ({
    region,
    projects: projectsIn(region),
    people: peopleIn(region),
    href: `/projects?region=${encodeURIComponent(region).replace(/%20/g, "+")}`,
  }));
  const known = new Set(REGIONS.map((region) => region.toLowerCase()));
  const elsewhere = byRegion.filter((item) => !known.has((item.key ?? "").trim().toLowerCase()));
  const unstated = elsewhere.reduce((sum, item) => sum + item.count, 0);
  const unstatedPeople = measures
    .filter(
      (item) => item.measure === "people_reached" && !known.has((item.group ?? "").trim().toLowerCase()),
    )
    .reduce((sum, item) => sum + item.total, 0);
  if (unstated > 0 || unstatedPeople > 0) {
    rows.push({ region: "Region not stated", projects: unstated, people: unstatedPeople, href: null });
  }
  return rows;
}

/** The words of a region's mark: "Northern Region: 12 projects, 3,400 people reached". */
function regionText(row: RegionImpact): string {
  return `${row.region}: ${pluralize(row.projects, "project")}, ${formatNumber(row.people)} ${row.people === 1 ? "person" : "people"} reached`;
}

/** /impact's map (a mark per region sized by its projects, a link to them) and its table, as markup. */
export function impactMapHtml(rows: RegionImpact[]): string {
  const placed = rows.filter((row) => row.href && row.projects > 0);
  const largest = Math.max(0, ...placed.map((row) => row.projects));
  const svg = mapSvg({
    label: "Map of Uganda: projects and people reached by region. Choose a region to see its projects.",
    marks: placed.map((row) => {
      const centre = regionCentre(row.region as (typeof REGIONS)[number]);
      return {
        label: row.region,
        count: row.projects,
        ...project(centre.latitude, centre.longitude),
        r: Math.max(16, markRadius(row.projects, largest) * 2),
        text: regionText(row),
        href: row.href ?? undefined,
      };
    }),
  });
  const table = mapTable({
    caption: "Projects and people reached by region",
    headers: ["Region", "Projects", "People reached"],
    rows: rows.map((row) => ({
      label: row.region,
      cells: [row.projects, row.people],
      href: row.href ?? undefined,
    })),
  });
  return `${svg}${table}`;
}
