import { z } from "zod";
import { isProjectStatus, normalizeStatus, type ProjectStatus, statusLabel } from "./project-status";
import { sdgLabel, targetGroupLabel } from "./reference";

/**
 * The public project list's filters (spec §5 "Project filtering (public list)"), as they live in the URL:
 * `q` (text over name, organization, location, sector, brief), `status`, `sort`, `page`, the landing
 * search's `location`, `sector`, `sdg`, `name`, `target`, and `region` / `district` (the project form's
 * optional place, which the impact figures link to). Parsing never fails: a bad value is dropped
 * (or falls back to its default), so a hand-edited or stale link shows a page, never an error.
 */

export const PROJECT_SORTS = ["newest", "alphabetical"] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const PROJECT_SORT_OPTIONS: { value: ProjectSort; label: string }[] = [
  { value: "newest", label: "Newest" },
  { value: "alphabetical", label: "Alphabetical" },
];

export const PROJECTS_PAGE_SIZE = 12;
/** Longest text kept from a filter value; the rest is cut. */
export const MAX_FILTER_LENGTH = 100;
/** Highest page number a list link may ask for; a higher one reads as page 1. */
export const MAX_LIST_PAGE = 100_000;

/** The landing search's filters, in the order their chips are shown. */
export const LANDING_FILTER_KEYS = [
  "location",
  "sector",
  "sdg",
  "name",
  "target",
  "region",
  "district",
] as const;
export type LandingFilterKey = (typeof LANDING_FILTER_KEYS)[number];

export type ProjectFilters = {
  q?: string;
  status?: ProjectStatus;
  sort: ProjectSort;
  page: number;
  location?: string;
  sector?: string;
  sdg?: string;
  name?: string;
  target?: string;
  region?: string;
  district?: string;
};

export const DEFAULT_PROJECT_FILTERS: ProjectFilters = { sort: "newest", page: 1 };

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

/**
 * Built on first use: a browser bundle that only serializes filters (links, chips) leaves zod out entirely
 * (zod has no side effects, so an unused import is dropped).
 */
let schema: ReturnType<typeof buildSchema> | undefined;

function buildSchema() {
  const text = z.string().transform(cleanFilterText).optional().catch(undefined);

  return z.object({
    q: text,
    status: z
      .string()
      .transform((value) => normalizeStatus(value))
      .refine((value): value is ProjectStatus => isProjectStatus(value))
      .optional()
      .catch(undefined),
    sort: z.enum(PROJECT_SORTS).catch("newest").default("newest"),
    page: z.coerce.number().int().min(1).max(MAX_LIST_PAGE).catch(1).default(1),
    location: text,
    sector: text,
    sdg: text,
    name: text,
    target: text,
    region: text,
    district: text,
  });
}

const KEYS = ["q", "status", "sort", "page", ...LANDING_FILTER_KEYS] as const;

/** Reads the filters from a query string; the first value of a repeated key counts. */
export function parseProjectFilters(search: URLSearchParams | string): ProjectFilters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  schema ??= buildSchema();
  const parsed = schema.parse(raw);
  const filters: ProjectFilters = { sort: parsed.sort, page: parsed.page };
  for (const key of ["q", "status", ...LANDING_FILTER_KEYS] as const) {
    const value = parsed[key];
    if (value !== undefined) (filters as Record<string, unknown>)[key] = value;
  }
  return filters;
}

/** The query string for filters (without "?"): defaults (newest, page 1) and blanks left out, stable order. */
export function serializeProjectFilters(filters: Partial<ProjectFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.sort && filters.sort !== "newest") params.set("sort", filters.sort);
  for (const key of LANDING_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params.toString();
}

/**
 * The search form's fields as the query to navigate to: trimmed, blanks and defaults (newest) dropped, page
 * left out so a new search starts at page 1. The loader parses the result again; no zod in the browser.
 */
export function searchFormQuery(entries: Iterable<[string, unknown]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (typeof value !== "string" || key === "page" || params.has(key)) continue;
    const trimmed = value.trim();
    if (!trimmed || (key === "sort" && trimmed === "newest")) continue;
    params.set(key, trimmed);
  }
  return params.toString();
}

/** `/projects?…` for the filters with some changed; changing a filter goes back to page 1 unless a page is given. */
export function projectsHref(filters: ProjectFilters, changes: Partial<ProjectFilters> = {}): string {
  const next: Partial<ProjectFilters> = { ...filters, page: 1, ...changes };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete next[key as keyof ProjectFilters];
  }
  const query = serializeProjectFilters(next);
  return query ? `/projects?${query}` : "/projects";
}

/** True when anything narrows the list (the sort and page do not). */
export function hasActiveFilters(filters: ProjectFilters): boolean {
  return Boolean(filters.q || filters.status || LANDING_FILTER_KEYS.some((key) => filters[key]));
}

const CHIP_NAMES: Record<LandingFilterKey, string> = {
  location: "Location",
  sector: "Sector",
  sdg: "SDG",
  name: "Project Name",
  target: "Target Group",
  region: "Region",
  district: "District",
};

export type FilterChip = { key: LandingFilterKey; name: string; value: string; removeHref: string };

/** The landing-search filters as removable chips: "Target Group: Women", each with a link that drops it. */
export function landingFilterChips(filters: ProjectFilters): FilterChip[] {
  return LANDING_FILTER_KEYS.flatMap((key) => {
    const value = filters[key];
    if (!value) return [];
    const shown = key === "sdg" ? sdgLabel(value) : key === "target" ? targetGroupLabel(value) : value;
    return [
      { key, name: CHIP_NAMES[key], value: shown, removeHref: projectsHref(filters, { [key]: undefined }) },
    ];
  });
}

/** Spec §8: the empty state when a status filter yields nothing. */
export function noStatusMatchText(status: string): string {
  return `No projects match the '${statusLabel(status)}' status criteria`;
}

/** Page numbers to link, with null for a gap: 1 … 4 5 6 … 20. */
export function paginationItems(page: number, pageCount: number, around = 1): (number | null)[] {
  if (pageCount <= 1) return [];
  const wanted = new Set<number>([1, pageCount]);
  for (let offset = -around; offset <= around; offset++) {
    const candidate = page + offset;
    if (candidate >= 1 && candidate <= pageCount) wanted.add(candidate);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous > 1) items.push(value - previous === 2 ? value - 1 : null);
    items.push(value);
  }
  return items;
}
