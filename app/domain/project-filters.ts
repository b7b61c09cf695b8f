// zod itself, not ~/lib/zod: the schema here is built on first use and only by the server, and ~/lib/zod's
// browser set-up (a side effect) would keep zod in /projects' scripts, which only serialize filters.
import { z } from "zod";
import { AMOUNT_MAX, CURRENCIES, type Currency, formatAmount } from "./money";

import {
  isProjectStatus,
  normalizeStatus,
  PROJECT_STATUS_OPTIONS,
  type ProjectStatus,
  statusLabel,
} from "./project-status";
import {
  ORGANIZATION_TYPES,
  REGIONS,
  SDG_GOALS,
  SDG_OPTIONS,
  SECTORS,
  sdgLabel,
  TARGET_GROUPS,
  targetGroupLabel,
} from "./reference";

/**
 * The ONE definition of the public project list's filters (spec §5 "Project filtering (public list)", issue 22):
 * /projects, the JSON API (/api/v1/projects) and the exports (CSV, RSS, IATI) read the same parameters with the
 * same meaning through `projectFilterSchema`, and `db/queries/project-search.server.ts` turns them into SQL.
 *
 * - `q`: words over name, organization, location, sector, brief (each word a substring, or a near spelling);
 *   `location`, `name`: substrings.
 * - Facets, each repeatable (`sector=Health&sector=Energy`): several values of one facet combine with OR,
 *   facets with AND. `sector`, `sdg`, `region`, `status`, `org_type` take the values of their reference lists
 *   (region and status in any case or spelling); `target` a target group's value (or label), any other text
 *   matching target groups that contain it; `district` any district name, whole, any case; `year` a start year.
 * - Budget range: `budget_min` and/or `budget_max` (amounts, inclusive) in `budget_currency` (UGX, the default, or
 *   USD): projects whose budget is in that currency and within the range (amounts are never converted).
 * - `sort`: relevance ("Best match", the default while searching), newest (by start date), alphabetical.
 *
 * A value that does not exist (`status=bogus`) is refused by the schema with the parameter named: the API and
 * the exports answer 400, the page shows a notice and leaves the value out (`readProjectFilters`).
 */

export const PROJECT_SORTS = ["relevance", "newest", "alphabetical"] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const PROJECT_SORT_OPTIONS: { value: ProjectSort; label: string }[] = [
  { value: "relevance", label: "Best match" },
  { value: "newest", label: "Newest" },
  { value: "alphabetical", label: "Alphabetical" },
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
type BudgetRangeKey = (typeof BUDGET_RANGE_KEYS)[number];
/** What a notice calls each of the budget range's parameters. */
const BUDGET_RANGE_NAMES: Record<BudgetRangeKey, string> = {
  budget_currency: "Budget currency",
  budget_min: "Lowest budget",
  budget_max: "Highest budget",
};

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

const known = (values: readonly string[]) => {
  const byKey = new Map(values.map((value) => [value.toLowerCase(), value]));
  return (text: string) => byKey.get(text.toLowerCase());
};
// Only the server's reading uses these two: marked pure so that the browser's bundle drops them.
const knownRegion = /* @__PURE__ */ known(REGIONS);
const targetByKey = /* @__PURE__ */ new Map(
  /* @__PURE__ */ TARGET_GROUPS.flatMap((group) => [
    [group.value, group.value],
    [group.label.toLowerCase(), group.value],
  ]),
);

/**
 * The filters' zod schema (zod 4), over the object `projectFilterParams` reads from a query string (facets as
 * arrays). Built on first use: a browser bundle that only serializes filters (links, chips) leaves zod out
 * (zod has no side effects, so an unused import is dropped). The API's OpenAPI document is generated from it.
 */
export function projectFilterSchema() {
  schema ??= buildSchema();
  return schema;
}
let schema: ReturnType<typeof buildSchema> | undefined;

function buildSchema() {
  const text = (description: string) =>
    z
      .string()
      .max(MAX_FILTER_LENGTH, `At most ${MAX_FILTER_LENGTH} characters`)
      .transform((value) => cleanFilterText(value))
      .optional()
      .meta({ description });
  const many = <T extends z.ZodType>(item: T, description: string) =>
    z
      .array(item)
      .max(MAX_FACET_VALUES, `At most ${MAX_FACET_VALUES} values`)
      .optional()
      .meta({ description: `${description} Repeat the parameter for several values (any of them).` });
  const oneOf = (values: readonly string[], noun: string) =>
    z.enum(values as [string, ...string[]], { error: `Not a known ${noun}` });
  const name = z.string().trim().min(1, "Empty value").max(MAX_FILTER_LENGTH, "At most 100 characters");
  const amount = (description: string) =>
    z.coerce
      .number({ error: "An amount, e.g. 5000000" })
      .min(0, "From 0")
      .max(AMOUNT_MAX, "Too large")
      .optional()
      .meta({ description });

  return z.object({
    q: text("Words in the name, organization, location, sector or brief (close spellings match too)."),
    location: text("Text in the location."),
    name: text("Text in the project name."),
    sector: many(oneOf(SECTORS, "sector"), "Sector, exactly as listed."),
    sdg: many(
      oneOf(SDG_GOALS, "Sustainable Development Goal"),
      "Sustainable Development Goal, by its name (e.g. Quality Education).",
    ),
    region: many(
      z.string().transform((value, context) => {
        const region = knownRegion(value.trim());
        if (region) return region;
        context.issues.push({ code: "custom", message: "Not a known region", input: value });
        return z.NEVER;
      }),
      "Region, whole name, any case (e.g. Northern Region).",
    ),
    district: many(name, "District, whole name, any case (e.g. Gulu)."),
    target: many(
      name.transform((value) => targetByKey.get(value.toLowerCase()) ?? value),
      "Target group by its value or label (e.g. women); other text matches target groups containing it.",
    ),
    status: many(
      z.string().transform((value, context) => {
        const status = normalizeStatus(value);
        if (isProjectStatus(status)) return status;
        context.issues.push({ code: "custom", message: "Not a known status", input: value });
        return z.NEVER;
      }),
      "Project status: planning, active, completed, on_hold or cancelled.",
    ),
    org_type: many(oneOf(ORGANIZATION_TYPES, "organization type"), "Type of the publishing organization."),
    year: many(
      z.coerce
        .number({ error: "A year, e.g. 2024" })
        .int("A year, e.g. 2024")
        .min(MIN_START_YEAR, `From ${MIN_START_YEAR}`)
        .max(MAX_START_YEAR, `At most ${MAX_START_YEAR}`),
      "Start year (e.g. 2024).",
    ),
    budget: many(
      z.enum(["yes", "no"], { error: "yes or no" }),
      "yes: projects that give a budget; no: those that do not.",
    ),
    budget_currency: z.enum(CURRENCIES, { error: "UGX or USD" }).optional().meta({
      description: "The budget range's currency: UGX (the default) or USD. Amounts are never converted.",
    }),
    budget_min: amount("Lowest total budget, in budget_currency (inclusive)."),
    budget_max: amount("Highest total budget, in budget_currency (inclusive)."),
    sort: z.enum(PROJECT_SORTS).optional().meta({
      description: "relevance (best match, the default with q), newest (by start date) or alphabetical.",
    }),
    page: z.coerce
      .number()
      .int("A whole number")
      .min(1, "From 1")
      .max(MAX_LIST_PAGE, `At most ${MAX_LIST_PAGE}`)
      .optional()
      .meta({ description: "Page number, from 1." }),
  });
}

type RawParams = Record<string, string | string[]>;
/**
 * The keys the schema reads that are not facets. Spelled out (checked against BUDGET_RANGE_KEYS): a spread
 * would stay in the browser's bundle, unused.
 */
const SINGLE_KEYS = [
  "q",
  "location",
  "name",
  "budget_currency",
  "budget_min",
  "budget_max",
  "sort",
  "page",
] as const satisfies readonly ["q", "location", "name", ...typeof BUDGET_RANGE_KEYS, "sort", "page"];

/**
 * The filter parameters of a query string as the schema reads them: a facet's values as an array (every
 * repetition; blank ones left out), any other key's first non-blank value. Other keys are left to the caller.
 */
export function projectFilterParams(search: URLSearchParams | string): RawParams {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const raw: RawParams = {};
  for (const key of SINGLE_KEYS) {
    const value = params.getAll(key).find((item) => item.trim() !== "");
    if (value !== undefined) raw[key] = value;
  }
  for (const key of FACET_KEYS) {
    const values = params.getAll(key).filter((item) => item.trim() !== "");
    if (values.length > 0) raw[key] = values;
  }
  return raw;
}

type Parsed = z.infer<ReturnType<typeof buildSchema>>;

/** The schema's output as ProjectFilters: empty facets left out, duplicates dropped, the sort made definite. */
export function toProjectFilters(parsed: Parsed): ProjectFilters {
  const filters: ProjectFilters = { sort: "newest", page: parsed.page ?? 1 };
  for (const key of ["q", ...TEXT_FILTER_KEYS] as const) {
    const value = parsed[key];
    if (value) filters[key] = value;
  }
  for (const key of FACET_KEYS) {
    const values = parsed[key];
    if (!values || values.length === 0) continue;
    const unique = [...new Set<string | number>(values)];
    (filters as Record<string, unknown>)[key] =
      key === "district" ? dedupeCaseless(unique as string[]) : unique;
  }
  // A range is in one currency (UGX unless asked); a currency alone narrows nothing.
  if (parsed.budget_min !== undefined || parsed.budget_max !== undefined) {
    filters.budget_currency = parsed.budget_currency ?? "UGX";
    if (parsed.budget_min !== undefined) filters.budget_min = parsed.budget_min;
    if (parsed.budget_max !== undefined) filters.budget_max = parsed.budget_max;
  }
  const sort = parsed.sort ?? defaultSort(filters);
  // Best match needs words to match: without them the list is the newest first.
  filters.sort = sort === "relevance" && !filters.q ? "newest" : sort;
  return filters;
}

function dedupeCaseless(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The refusal of a budget range whose highest budget is below its lowest (the one rule across two parameters,
 * checked after the schema: the API's schema extends it), or null.
 */
export function budgetRangeRefusal(
  parsed: Pick<Parsed, "budget_min" | "budget_max">,
): { parameter: "budget_max"; message: string } | null {
  const { budget_min: min, budget_max: max } = parsed;
  return min !== undefined && max !== undefined && max < min
    ? { parameter: "budget_max", message: "Below the lowest budget" }
    : null;
}

/** A value the page left out, and why (the schema's words). */
export type IgnoredFilter = { key: string; value: string; message: string };

export type ReadFilters =
  | { ok: true; filters: ProjectFilters }
  | { ok: false; parameter: string; message: string };

/** The strict reading (API, exports): the filters, or the first bad parameter with its message. */
export function readProjectFiltersStrict(raw: RawParams): ReadFilters {
  const parsed = projectFilterSchema().safeParse(raw);
  if (parsed.success) {
    const reversed = budgetRangeRefusal(parsed.data);
    if (reversed) return { ok: false, ...reversed };
    return { ok: true, filters: toProjectFilters(parsed.data) };
  }
  const issue = parsed.error.issues[0];
  const parameter = issue?.path[0];
  return {
    ok: false,
    parameter: parameter === undefined ? "" : String(parameter),
    message: issue?.message ?? "Bad parameters",
  };
}

/**
 * The page's reading: every value the strict schema refuses is left out — a facet value with a notice
 * (`ignored`), a bad page or sort silently (they fall back to page 1 and the default order) — and long text is
 * cut to MAX_FILTER_LENGTH. Never fails, so a hand-edited or stale link shows a page, never an error.
 */
export function readProjectFilters(search: URLSearchParams | string): {
  filters: ProjectFilters;
  ignored: IgnoredFilter[];
} {
  const raw = projectFilterParams(search);
  for (const key of ["q", ...TEXT_FILTER_KEYS] as const) {
    if (typeof raw[key] === "string") raw[key] = (raw[key] as string).slice(0, MAX_FILTER_LENGTH * 4);
    const cleaned = cleanFilterText(raw[key] as string | undefined);
    if (cleaned === undefined) delete raw[key];
    else raw[key] = cleaned;
  }
  const ignored: IgnoredFilter[] = [];
  const schemaNow = projectFilterSchema();
  for (;;) {
    const parsed = schemaNow.safeParse(raw);
    if (parsed.success) {
      const reversed = budgetRangeRefusal(parsed.data);
      if (reversed) {
        ignored.push({ key: "budget_max", value: String(raw.budget_max), message: reversed.message });
        delete raw.budget_max;
        continue;
      }
      return { filters: toProjectFilters(parsed.data), ignored };
    }
    // Drop what each issue points at: one value of a facet, or the whole parameter.
    const drops = new Map<string, Set<number> | "all">();
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      const index = issue.path[1];
      if (!(key in raw)) continue;
      if (typeof index === "number" && Array.isArray(raw[key])) {
        const set = drops.get(key);
        if (set !== "all") drops.set(key, (set ?? new Set<number>()).add(index));
        if (FACETS[key as FacetKey]) {
          ignored.push({ key, value: String((raw[key] as string[])[index]), message: issue.message });
        }
      } else {
        drops.set(key, "all");
        if (FACETS[key as FacetKey] && Array.isArray(raw[key])) {
          ignored.push({ key, value: (raw[key] as string[]).join(", "), message: issue.message });
        } else if (isBudgetRangeKey(key)) {
          ignored.push({ key, value: String(raw[key]), message: issue.message });
        }
      }
    }
    if (drops.size === 0) return { filters: { ...DEFAULT_PROJECT_FILTERS }, ignored };
    for (const [key, drop] of drops) {
      const values = raw[key];
      if (drop === "all" || !Array.isArray(values)) {
        delete raw[key];
        continue;
      }
      const kept = values.filter((_, index) => !drop.has(index));
      if (kept.length > 0) raw[key] = kept;
      else delete raw[key];
    }
  }
}

/** Reads the filters from a query string as the page does (bad values left out; see readProjectFilters). */
export function parseProjectFilters(search: URLSearchParams | string): ProjectFilters {
  return readProjectFilters(search).filters;
}

const isBudgetRangeKey = (key: string): key is BudgetRangeKey =>
  (BUDGET_RANGE_KEYS as readonly string[]).includes(key);

/** The notice for values the page left out: "Unknown status “bogus” ignored." */
export function ignoredFilterText(item: IgnoredFilter): string {
  const facet = FACETS[item.key as FacetKey];
  const name = facet ? facet.title : isBudgetRangeKey(item.key) ? BUDGET_RANGE_NAMES[item.key] : item.key;
  return `${name} “${item.value}” ignored: ${item.message.toLowerCase()}.`;
}

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
    const repeatable = (FACET_KEYS as readonly string[]).includes(key);
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

const TEXT_CHIP_NAMES: Record<(typeof TEXT_FILTER_KEYS)[number], string> = {
  location: "Location",
  name: "Project Name",
};

export type FilterChip = { key: string; name: string; value: string; removeHref: string };

/**
 * Every filter but the search words as a removable chip ("Target Group: Women"), one per facet value, each
 * with a link to the list without it.
 */
export function filterChips(filters: ProjectFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const key of TEXT_FILTER_KEYS) {
    const value = filters[key];
    if (value) {
      chips.push({
        key,
        name: TEXT_CHIP_NAMES[key],
        value,
        removeHref: projectsHref(filters, { [key]: undefined }),
      });
    }
  }
  for (const key of FACET_KEYS) {
    const values = (filters[key] ?? []) as (string | number)[];
    for (const value of values) {
      const rest = values.filter((item) => item !== value);
      chips.push({
        key: `${key}:${value}`,
        name: FACETS[key].chip,
        value: facetValueLabel(key, value),
        removeHref: projectsHref(filters, { [key]: rest.length > 0 ? rest : undefined }),
      });
    }
  }
  const range = budgetRangeText(filters);
  if (range) {
    chips.push({
      key: "budget_range",
      name: "Budget Range",
      value: range,
      removeHref: projectsHref(filters, {
        budget_currency: undefined,
        budget_min: undefined,
        budget_max: undefined,
      }),
    });
  }
  return chips;
}

/** The budget range in words: "UGX 1,000,000 to 5,000,000", "from USD 10,000", "up to UGX 500,000"; or null. */
export function budgetRangeText(filters: Pick<ProjectFilters, BudgetRangeKey>): string | null {
  const { budget_min: min, budget_max: max } = filters;
  const currency = filters.budget_currency ?? "UGX";
  if (min !== undefined && max !== undefined)
    return `${formatAmount(currency, min)} to ${formatAmount(currency, max).slice(currency.length + 1)}`;
  if (min !== undefined) return `from ${formatAmount(currency, min)}`;
  if (max !== undefined) return `up to ${formatAmount(currency, max)}`;
  return null;
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

/** One option of a facet with how many projects it would give under the other filters. */
export type FacetCount = { value: string; count: number };
export type FacetCounts = Record<FacetKey, FacetCount[]>;

/** An option of the facet panel as drawn: its label, how many projects it would give, and whether it is chosen. */
export type FacetOptionView = { value: string; label: string; count: number; checked: boolean };
/** A facet of the panel as drawn: its title and its options, in order. */
export type FacetGroupView = { key: FacetKey; title: string; options: FacetOptionView[] };

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
 * state under `filters`. A facet without any option is left out.
 */
export function facetPanel(filters: ProjectFilters, counts: FacetCounts): FacetGroupView[] {
  return FACET_KEYS.flatMap((key) => {
    const selected = (filters[key] ?? []).map(String);
    const options = facetOptions(key, counts[key], selected).map((item) => ({
      value: item.value,
      label: facetValueLabel(key, item.value),
      count: item.count,
      checked: selected.some((value) => value.toLowerCase() === item.value.toLowerCase()),
    }));
    return options.length > 0 ? [{ key, title: FACETS[key].title, options }] : [];
  });
}

/** How many choices the filters hold: each facet value, and the budget range as one. */
export function chosenFilterCount(filters: ProjectFilters): number {
  const ranged = filters.budget_min !== undefined || filters.budget_max !== undefined;
  return FACET_KEYS.reduce((sum, key) => sum + (filters[key]?.length ?? 0), ranged ? 1 : 0);
}
