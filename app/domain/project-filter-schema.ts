// zod itself, not ~/lib/zod: the schema here is built on first use and only by the server, and ~/lib/zod's
// browser set-up (a side effect) would keep zod in /projects' scripts, which only serialize filters (with
// project-list-address.ts), should one of them import this module.
import { z } from "zod";
import { AMOUNT_MAX, CURRENCIES } from "./money";
import { FACETS } from "./project-filter-facets";
import {
  type BUDGET_RANGE_KEYS,
  cleanFilterText,
  DEFAULT_PROJECT_FILTERS,
  defaultSort,
  FACET_KEYS,
  type FacetKey,
  isBudgetRangeKey,
  MAX_FACET_VALUES,
  MAX_FILTER_LENGTH,
  MAX_LIST_PAGE,
  MAX_START_YEAR,
  MIN_START_YEAR,
  PROJECT_SORTS,
  type ProjectFilters,
  TEXT_FILTER_KEYS,
} from "./project-filters";
import { isProjectStatus, normalizeStatus } from "./project-status";
import { ORGANIZATION_TYPES, REGIONS, SDG_GOALS, SECTORS, TARGET_GROUPS } from "./reference";

// The project list's filters read from a query string (issue 22): the one zod schema, the strict reading of
// the API and the exports, and the page's reading, which leaves out what does not exist (project-filters.ts
// says what each parameter means).

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
    q: text(
      'Words in the name, organization, location, sector or brief. A misspelt word is corrected when that finds far more; text in double quotes is searched as typed ("clean water").',
    ),
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
      description:
        "relevance (best match, the default with q), newest (by start date), updated (the latest edit or progress update first), alphabetical, or budget (the largest first: UGX budgets, then USD, never converted; projects without a budget last).",
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
