import type { Currency } from "./money";
import type { ProjectStatus } from "./project-status";

/**
 * The ONE definition of the public project list's filters (spec §5 "Project filtering (public list)", issue 22):
 * /projects, the JSON API (/api/v1/projects) and the exports (CSV, RSS, IATI) read the same parameters with the
 * same meaning through `projectFilterSchema`, and `db/queries/project-search.server.ts` turns them into SQL.
 *
 * This module is the filters' shape (keys, limits, defaults), which the browser's links and forms share.
 * Beside it: `project-filter-schema.ts` (the zod schema and the readings, the server's),
 * `project-list-address.ts` (the list's addresses and the search form's query), `project-filter-facets.ts` (the
 * facets and the facet panel) and `project-filter-labels.ts` (the chips and notices the page's loader writes).
 *
 * - `q`: words over name, organization, location, sector, brief (each word a substring, or a near spelling);
 *   `location`, `name`: substrings.
 * - Facets, each repeatable (`sector=Health&sector=Energy`): several values of one facet combine with OR,
 *   facets with AND. `sector`, `sdg`, `region`, `status`, `org_type` take the values of their reference lists
 *   (region and status in any case or spelling); `target` a target group's value (or label), any other text
 *   matching target groups that contain it; `district` any district name, whole, any case; `year` a start year.
 * - Budget range: `budget_min` and/or `budget_max` (amounts, inclusive) in `budget_currency` (UGX, the default, or
 *   USD): projects whose budget is in that currency and within the range (amounts are never converted).
 * - `sort`: relevance ("Best match", the default while searching), newest (by start date), updated ("Recently
 *   updated": the latest edit or progress update first), alphabetical, budget (the largest first within a
 *   currency, UGX before USD, projects without a budget last). Every order ends on the id.
 *
 * A value that does not exist (`status=bogus`) is refused by the schema with the parameter named: the API and
 * the exports answer 400, the page shows a notice and leaves the value out (`readProjectFilters`).
 */

export const PROJECT_SORTS = ["relevance", "newest", "updated", "alphabetical", "budget"] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const PROJECT_SORT_OPTIONS: { value: ProjectSort; label: string }[] = [
  { value: "relevance", label: "Best match" },
  { value: "newest", label: "Newest" },
  { value: "updated", label: "Recently updated" },
  { value: "alphabetical", label: "Alphabetical" },
  { value: "budget", label: "Budget (largest first)" },
];

export const PROJECTS_PAGE_SIZE = 12;
/** Longest text kept from a filter value; the rest is cut. */
export const MAX_FILTER_LENGTH = 100;
/** Highest page number a list link may ask for; a higher one reads as page 1. */
export const MAX_LIST_PAGE = 100_000;
/** Most values one facet parameter may carry. */
export const MAX_FACET_VALUES = 30;
/** The start years a `year` may name. */
export const MIN_START_YEAR = 1950;
export const MAX_START_YEAR = 2100;

/** The facets, in the order the page shows them. */
export const FACET_KEYS = [
  "sector",
  "sdg",
  "region",
  "district",
  "target",
  "status",
  "org_type",
  "year",
  "budget",
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];
/** The text filters besides `q` (the landing search's location and name). */
export const TEXT_FILTER_KEYS = ["location", "name"] as const;
/** The budget range's parameters, in the order an address gives them. */
export const BUDGET_RANGE_KEYS = ["budget_currency", "budget_min", "budget_max"] as const;
export type BudgetRangeKey = (typeof BUDGET_RANGE_KEYS)[number];

export type ProjectFilters = {
  q?: string;
  location?: string;
  name?: string;
  sector?: string[];
  sdg?: string[];
  region?: string[];
  district?: string[];
  target?: string[];
  status?: ProjectStatus[];
  org_type?: string[];
  year?: number[];
  /** "yes": a budget is given; "no": none is. */
  budget?: ("yes" | "no")[];
  /** The budget range's currency: set exactly when a lowest or highest budget is. */
  budget_currency?: Currency;
  budget_min?: number;
  budget_max?: number;
  sort: ProjectSort;
  page: number;
};

export const DEFAULT_PROJECT_FILTERS: ProjectFilters = { sort: "newest", page: 1 };

/** The sort a list has when none is asked for: the best match while searching, else the newest. */
export function defaultSort(filters: Pick<ProjectFilters, "q">): ProjectSort {
  return filters.q ? "relevance" : "newest";
}

/**
 * A filter's text as the lists use it: control characters removed, trimmed, inner whitespace collapsed, cut to
 * MAX_FILTER_LENGTH; blank → undefined (no filter).
 */
export function cleanFilterText(value: string | null | undefined): string | undefined {
  const cleaned = (value ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .replace(/\s+/g, " ")
    .slice(0, MAX_FILTER_LENGTH)
    .trim();
  return cleaned || undefined;
}

/** True for the budget range's parameters (budget_currency, budget_min, budget_max). */
export const isBudgetRangeKey = (key: string): key is BudgetRangeKey =>
  (BUDGET_RANGE_KEYS as readonly string[]).includes(key);

/** True when anything narrows the list (the sort and page do not). */
export function hasActiveFilters(filters: ProjectFilters): boolean {
  return Boolean(
    filters.q ||
      TEXT_FILTER_KEYS.some((key) => filters[key]) ||
      FACET_KEYS.some((key) => (filters[key]?.length ?? 0) > 0) ||
      filters.budget_min !== undefined ||
      filters.budget_max !== undefined,
  );
}

/** How many choices the filters hold: each facet value, and the budget range as one. */
export function chosenFilterCount(filters: ProjectFilters): number {
  const ranged = filters.budget_min !== undefined || filters.budget_max !== undefined;
  return FACET_KEYS.reduce((sum, key) => sum + (filters[key]?.length ?? 0), ranged ? 1 : 0);
}
