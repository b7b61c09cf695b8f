import {
  BUDGET_RANGE_KEYS,
  defaultSort,
  FACET_KEYS,
  type FacetKey,
  type ProjectFilters,
  TEXT_FILTER_KEYS,
} from "./project-filters";

// The project list's addresses: the query string of a set of filters, the search form's query, a link to the
// list with a filter changed, and the pager's page numbers. The browser's links and forms use them (no zod).

/** The query string for filters (without "?"): defaults (sort, page 1) and blanks left out, stable order. */
export function serializeProjectFilters(filters: Partial<ProjectFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  for (const key of TEXT_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  for (const key of FACET_KEYS) {
    for (const value of filters[key] ?? []) params.append(key, String(value));
  }
  if (filters.budget_min !== undefined || filters.budget_max !== undefined) {
    params.set("budget_currency", filters.budget_currency ?? "UGX");
    if (filters.budget_min !== undefined) params.set("budget_min", String(filters.budget_min));
    if (filters.budget_max !== undefined) params.set("budget_max", String(filters.budget_max));
  }
  if (filters.sort && filters.sort !== defaultSort(filters)) params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params.toString();
}

/**
 * The search form's fields as the query to navigate to: trimmed, blanks and the default sort dropped, repeated
 * keys kept (a facet's checked boxes), page left out so a new search starts at page 1. The loader parses the
 * result again; no zod in the browser.
 */
export function searchFormQuery(entries: Iterable<[string, unknown]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (typeof value !== "string" || key === "page") continue;
    const trimmed = value.trim();
    if (!trimmed) continue;
    const repeatable = (FACET_KEYS as readonly string[]).includes(key) || key === MORE_PARAM;
    if (!repeatable && params.has(key)) continue;
    if (repeatable && params.getAll(key).includes(trimmed)) continue;
    params.append(key, trimmed);
  }
  // A currency alone narrows nothing (the form always sends one).
  if (!params.has("budget_min") && !params.has("budget_max")) params.delete("budget_currency");
  const sort = params.get("sort");
  if (sort && sort === defaultSort({ q: params.get("q") ?? undefined })) params.delete("sort");
  // Best match only while searching: without words it is the default order anyway.
  if (sort === "relevance" && !params.get("q")) params.delete("sort");
  // One order for one set of filters, whatever the form's layout (the same as serializeProjectFilters): the
  // same address for the same list, to share, to cache and to compare.
  const order = ["q", ...TEXT_FILTER_KEYS, ...FACET_KEYS, ...BUDGET_RANGE_KEYS, "sort"] as string[];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const canonical = new URLSearchParams();
  for (const [key, value] of [...params].sort(([a], [b]) => rank(a) - rank(b))) canonical.append(key, value);
  return canonical.toString();
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

/**
 * The address's `more`: the facets whose every option the panel draws (facetPanel), once asked with "Show N more".
 * Not a filter: the list is the same; unknown and repeated values are dropped.
 */
export const MORE_PARAM = "more";

export function readExpandedFacets(search: URLSearchParams): FacetKey[] {
  const asked = new Set(search.getAll(MORE_PARAM));
  return FACET_KEYS.filter((key) => asked.has(key));
}

/**
 * The list as it is (its page too) with a facet's options all drawn or folded again: "Show N more" and "Show
 * fewer" are links, so they work without script.
 */
export function facetFoldHref(filters: ProjectFilters, expanded: readonly FacetKey[], key: FacetKey): string {
  const next = expanded.includes(key) ? expanded.filter((item) => item !== key) : [...expanded, key];
  const params = new URLSearchParams(serializeProjectFilters(filters));
  for (const item of FACET_KEYS) if (next.includes(item)) params.append(MORE_PARAM, item);
  const query = params.toString();
  return query ? `/projects?${query}` : "/projects";
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
