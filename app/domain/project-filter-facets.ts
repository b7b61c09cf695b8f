import { FACET_KEYS, type FacetKey, type ProjectFilters } from "./project-filters";
import { PROJECT_STATUS_OPTIONS, statusLabel } from "./project-status";
import {
  ORGANIZATION_TYPES,
  REGIONS,
  SDG_OPTIONS,
  SECTORS,
  sdgLabel,
  TARGET_GROUPS,
  targetGroupLabel,
} from "./reference";

// /projects' facets (issue 22): their titles, chips' names and options, each value's label, and the facet
// panel as the server decides it from the counts.

type Option = { value: string; label: string };
const plain = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/**
 * Each facet's title, its chip's name, and its options where a reference list fixes them (district and year
 * take theirs from the projects themselves). The server writes the panel and the chips from it (facetPanel,
 * filterChips): the calls are marked pure so that the browser's bundle, which does not use it, drops them.
 */
export const FACETS: Record<FacetKey, { title: string; chip: string; noun: string; options?: Option[] }> = {
  sector: { title: "Sector", chip: "Sector", noun: "sector", options: /* @__PURE__ */ plain(SECTORS) },
  sdg: { title: "SDG", chip: "SDG", noun: "Sustainable Development Goal", options: SDG_OPTIONS },
  region: { title: "Region", chip: "Region", noun: "region", options: /* @__PURE__ */ plain(REGIONS) },
  district: { title: "District", chip: "District", noun: "district" },
  target: {
    title: "Target group",
    chip: "Target Group",
    noun: "target group",
    options: /* @__PURE__ */ TARGET_GROUPS.map((group) => ({ value: group.value, label: group.label })),
  },
  status: { title: "Status", chip: "Status", noun: "status", options: PROJECT_STATUS_OPTIONS },
  org_type: {
    title: "Organization type",
    chip: "Organization Type",
    noun: "organization type",
    options: /* @__PURE__ */ plain(ORGANIZATION_TYPES),
  },
  year: { title: "Start year", chip: "Start Year", noun: "start year" },
  budget: {
    title: "Budget",
    chip: "Budget",
    noun: "budget choice",
    options: [
      { value: "yes", label: "Has a budget" },
      { value: "no", label: "No budget given" },
    ],
  },
};

/** What the page shows for a facet value (a chip, a checkbox): its label where the list has one. */
export function facetValueLabel(key: FacetKey, value: string | number): string {
  const text = String(value);
  if (key === "sdg") return sdgLabel(text);
  if (key === "target") return targetGroupLabel(text);
  if (key === "status") return statusLabel(text);
  if (key === "budget") return text === "yes" ? "Has a budget" : "No budget given";
  return text;
}

/** One option of a facet with how many projects it would give under the other filters. */
export type FacetCount = { value: string; count: number };
export type FacetCounts = Record<FacetKey, FacetCount[]>;

/** An option of the facet panel as drawn: its label, how many projects it would give, and whether it is chosen. */
export type FacetOptionView = { value: string; label: string; count: number; checked: boolean };
/**
 * A facet of the panel as drawn: its title, the options it draws (in the list's order), and its fold: how many
 * options it leaves out until asked ("Show N more"), or whether it draws them all on request ("Show fewer").
 */
export type FacetGroupView = {
  key: FacetKey;
  title: string;
  options: FacetOptionView[];
  fold: { more: number } | { fewer: true } | null;
};

/**
 * Options a facet draws before it is asked for the rest (issue 39): its most useful ones, those giving the most
 * projects, with every chosen one. A facet one option longer draws them all ("Show 1 more" saves nothing).
 */
export const SHOWN_FACET_OPTIONS = 6;

/** The options drawn, in the list's order: all when asked (or few enough), else the most used and the chosen. */
export function shownFacetOptions(options: FacetOptionView[], expanded: boolean): FacetOptionView[] {
  if (expanded || options.length <= SHOWN_FACET_OPTIONS + 1) return options;
  const mostUsed = new Set(
    options
      .map((option, index) => ({ option, index }))
      .sort((a, b) => b.option.count - a.option.count || a.index - b.index)
      .slice(0, SHOWN_FACET_OPTIONS)
      .map(({ option }) => option),
  );
  return options.filter((option) => option.checked || mostUsed.has(option));
}

/**
 * The options a facet lists: every one with projects, in the list's own order (districts alphabetically, start
 * years as counted), and every chosen one (count 0 if it has none).
 */
export function facetOptions(facet: FacetKey, counts: FacetCount[], selected: string[]): FacetCount[] {
  const byValue = new Map(counts.map((item) => [item.value.toLowerCase(), item]));
  const listed = FACETS[facet].options;
  const options: FacetCount[] = listed
    ? listed.flatMap((option) => {
        const found = byValue.get(option.value.toLowerCase());
        const isChosen = selected.some((value) => value.toLowerCase() === option.value.toLowerCase());
        return found || isChosen ? [{ value: option.value, count: found?.count ?? 0 }] : [];
      })
    : facet === "district"
      ? [...counts].sort((a, b) => a.value.localeCompare(b.value))
      : [...counts];
  for (const value of selected) {
    if (!options.some((item) => item.value.toLowerCase() === value.toLowerCase())) {
      options.push({ value, count: 0 });
    }
  }
  return options;
}

/**
 * /projects' facet panel (issue 22) as the server decides it, so that the page's script carries none of the
 * lists and labels it is made from: each facet with options, its title, and each option's label, count and
 * state under `filters`. A facet without any option is left out. Each draws its most useful options
 * (shownFacetOptions), and all of them when it is among `expanded` (the address's `more`): a page of 1,500
 * elements was costly to lay out and hydrate on a slow phone (issue 39).
 */
export function facetPanel(
  filters: ProjectFilters,
  counts: FacetCounts,
  expanded: readonly FacetKey[] = [],
): FacetGroupView[] {
  return FACET_KEYS.flatMap((key) => {
    const selected = (filters[key] ?? []).map(String);
    const options = facetOptions(key, counts[key], selected).map((item) => ({
      value: item.value,
      label: facetValueLabel(key, item.value),
      count: item.count,
      checked: selected.some((value) => value.toLowerCase() === item.value.toLowerCase()),
    }));
    if (options.length === 0) return [];
    const foldable = options.length > SHOWN_FACET_OPTIONS + 1;
    const isExpanded = expanded.includes(key);
    const shown = shownFacetOptions(options, isExpanded);
    const fold = !foldable
      ? null
      : isExpanded
        ? { fewer: true as const }
        : shown.length < options.length
          ? { more: options.length - shown.length }
          : null;
    return [{ key, title: FACETS[key].title, options: shown, fold }];
  });
}
