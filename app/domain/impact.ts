/**
 * The live impact figures of /impact: the database's grouped counts shaped into charts — labels as the pages
 * write them, each figure's share of the largest one (the bar's length), the SDGs in their official order and
 * colours, and the filtered list each figure leads to.
 */
import { directoryHref } from "./directory";
import { DEFAULT_PROJECT_FILTERS } from "./project-filters";
import { projectsHref } from "./project-list-address";
import { isProjectStatus, PROJECT_STATUSES, statusLabel } from "./project-status";
import { ORGANIZATION_TYPES, REGIONS, SDG_GOALS, sdgLabel } from "./reference";

/** One group's count; `key` null for projects or organizations that left the field empty. */
export type Count = { key: string | null; count: number };

export type ImpactCounts = {
  byStatus: Count[];
  bySdg: Count[];
  bySector: Count[];
  byRegion: Count[];
  byDistrict: Count[];
  byOrganizationType: Count[];
  activeSubscriptions: number;
  upcomingEvents: number;
};

export type Bar = {
  label: string;
  count: number;
  /** count ÷ the chart's largest count (0–1): the bar's length. */
  share: number;
  /** The list of what is counted, filtered to this group; null where no filter selects it. */
  href: string | null;
  /** The bar's own colour (the SDGs' official ones); else the theme's. */
  color?: string;
};

export type Chart = {
  id: string;
  title: string;
  /** What one bar's group is called in the data table's header ("Status", "Sector"). */
  groupName: string;
  unit: "project" | "organization";
  bars: Bar[];
};

/** The 17 goals' official colours (UN SDG communications guidelines), in goal order. */
export const SDG_COLORS = [
  "#E5243B",
  "#DDA63A",
  "#4C9F38",
  "#C5192D",
  "#FF3A21",
  "#26BDE2",
  "#FCC30B",
  "#A21942",
  "#FD6925",
  "#DD1367",
  "#FD9D24",
  "#BF8B2E",
  "#3F7E44",
  "#0A97D9",
  "#56C02B",
  "#00689D",
  "#19486A",
] as const;

/** How many districts the district chart shows (the busiest). */
export const TOP_DISTRICTS = 12;
export const NOT_STATED = "Not stated";

/** /projects with one facet value chosen. */
const projectsWith = (filter: Partial<Record<"status" | "sdg" | "sector" | "region" | "district", string>>) =>
  projectsHref({
    ...DEFAULT_PROJECT_FILTERS,
    ...Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, [value]])),
  });

function countOf(counts: Count[], key: string): number {
  return counts
    .filter((row) => row.key?.toLowerCase() === key.toLowerCase())
    .reduce((sum, row) => sum + row.count, 0);
}

function withShares(bars: Omit<Bar, "share">[]): Bar[] {
  const largest = Math.max(0, ...bars.map((bar) => bar.count));
  return bars.map((bar) => ({ ...bar, share: largest > 0 ? bar.count / largest : 0 }));
}

/** Groups in a fixed order first (zeros kept), then any other stored value by count. */
function ordered(
  counts: Count[],
  known: readonly string[],
  bar: (key: string, count: number) => Omit<Bar, "share">,
): Omit<Bar, "share">[] {
  const lowerKnown = known.map((key) => key.toLowerCase());
  const others = counts.filter((row) => row.count > 0 && !lowerKnown.includes((row.key ?? "").toLowerCase()));
  return [
    ...known.map((key) => bar(key, countOf(counts, key))),
    ...others
      .sort((a, b) => b.count - a.count)
      .map((row) =>
        row.key ? bar(row.key, row.count) : { label: NOT_STATED, count: row.count, href: null },
      ),
  ];
}

/** Groups by count, biggest first, at most `limit`; the empty group as "Not stated" without a link. */
function byCount(counts: Count[], bar: (key: string, count: number) => Omit<Bar, "share">, limit = Infinity) {
  return counts
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || (a.key ?? "").localeCompare(b.key ?? ""))
    .slice(0, limit)
    .map((row) => (row.key ? bar(row.key, row.count) : { label: NOT_STATED, count: row.count, href: null }));
}

export function impactCharts(counts: ImpactCounts): Chart[] {
  return [
    {
      id: "status",
      title: "Projects by status",
      groupName: "Status",
      unit: "project",
      bars: withShares(
        ordered(counts.byStatus, PROJECT_STATUSES, (key, count) => ({
          label: statusLabel(key),
          count,
          href: isProjectStatus(key) ? projectsWith({ status: key }) : null,
        })),
      ),
    },
    {
      id: "sdg",
      title: "Projects by Sustainable Development Goal",
      groupName: "Goal",
      unit: "project",
      bars: withShares(
        ordered(counts.bySdg, SDG_GOALS, (key, count) => {
          const goal = SDG_GOALS.findIndex((name) => name.toLowerCase() === key.toLowerCase());
          return {
            label: sdgLabel(key),
            count,
            href: projectsWith({ sdg: key }),
            ...(goal >= 0 ? { color: SDG_COLORS[goal] } : {}),
          };
        }),
      ),
    },
    {
      id: "sector",
      title: "Projects by sector",
      groupName: "Sector",
      unit: "project",
      bars: withShares(
        byCount(counts.bySector, (key, count) => ({
          label: key,
          count,
          href: projectsWith({ sector: key }),
        })),
      ),
    },
    {
      id: "region",
      title: "Projects by region",
      groupName: "Region",
      unit: "project",
      bars: withShares(
        ordered(counts.byRegion, REGIONS, (key, count) => ({
          label: key,
          count,
          href: projectsWith({ region: key }),
        })),
      ),
    },
    {
      id: "district",
      title: `Projects by district (the ${TOP_DISTRICTS} with the most)`,
      groupName: "District",
      unit: "project",
      bars: withShares(
        byCount(
          counts.byDistrict.filter((row) => row.key !== null),
          (key, count) => ({ label: key, count, href: projectsWith({ district: key }) }),
          TOP_DISTRICTS,
        ),
      ),
    },
    {
      id: "organization-type",
      title: "Organizations by type",
      groupName: "Type",
      unit: "organization",
      bars: withShares(
        ordered(counts.byOrganizationType, ORGANIZATION_TYPES, (key, count) => ({
          label: key,
          count,
          href: directoryHref({ type: key as (typeof ORGANIZATION_TYPES)[number] }),
        })),
      ),
    },
  ];
}
