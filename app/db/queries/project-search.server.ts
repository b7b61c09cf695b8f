import { type AnyColumn, and, asc, inArray, or, type SQL, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  profiles,
  projectDistrict,
  projectFacetCounts,
  projectFacets,
  projectRegion,
  projectStatusKey,
  projects,
  projectUpdates,
  searchWords,
} from "~/db/schema";
import { CURRENCIES } from "~/domain/money";
import type { FacetCount, FacetCounts } from "~/domain/project-filter-facets";
import { FACET_KEYS, type FacetKey, type ProjectFilters } from "~/domain/project-filters";
import { TARGET_GROUPS } from "~/domain/reference";
import {
  asTypedSearch,
  CORRECTION_COUNT_CAP,
  correctedSearch,
  isCorrectable,
  searchTokens,
  shouldCorrect,
  typedSearch,
} from "~/domain/search-words";
import type { Executor } from "./executor.server";

/**
 * The ONE query builder of the public project filters (issue 22): /projects, the API and the exports turn
 * ProjectFilters (app/domain/project-filters.ts) into SQL here.
 *
 * - Search words (`q`, domain/search-words.ts): each term must be in search_text (a substring, through its
 *   trigram index). A word no project has is corrected to the closest word of search_words ("helth" → health)
 *   when the corrected words find far more (`resolveFilters`), and the page says so.
 * - Facets: OR within a facet, AND across. The list and its total read them from the projects table (its own
 *   indexes); the counts from project_facets, a narrow copy of the facet values kept by triggers (migration
 *   0019), so one pass over ~10 MB counts every facet at once; with nothing chosen and nothing searched, from
 *   project_facet_counts, the counts themselves kept by triggers on that copy (migration 0020).
 * - Relevance: ts_rank over projects.search_vector (name A, brief B, details C) for the terms searched.
 */

/** `%text%` for LIKE with the wildcards and the escape character of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** How alike (pg_trgm similarity) a known word must be to correct a word, and how much longer or shorter at most. */
const NEAR_SIMILARITY = 0.3;
const NEAR_LENGTH = 2;

/**
 * The closest known word (search_words: every word of the projects' texts) of each word that is in no project's
 * text, or undefined: trigram similarity at least NEAR_SIMILARITY, at most NEAR_LENGTH letters longer or
 * shorter, the most alike first, ties in byte order (the same on PGlite and PostgreSQL). One small query on the
 * words' trigram index; nothing is asked for no word.
 */
async function closestKnownWords(words: string[], db: Executor): Promise<(string | undefined)[]> {
  if (words.length === 0) return [];
  const list = sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const rows = await db.execute<{ word: string; known: string }>(sql`
    select q.word, near.word as known
    from unnest(${list}) as q(word)
    cross join lateral (
      select w.word from ${searchWords} w
      where not exists (select 1 from ${searchWords} known where known.word = lower(q.word))
        and w.word % lower(q.word) and similarity(w.word, lower(q.word)) >= ${NEAR_SIMILARITY}
        and abs(char_length(w.word) - char_length(q.word)) <= ${NEAR_LENGTH}
      order by similarity(w.word, lower(q.word)) desc, w.word collate "C"
      limit 1
    ) near`);
  const known = new Map(rows.rows.map((row) => [row.word, row.known]));
  return words.map((word) => known.get(word));
}

/** The search words' condition: every term in search_text (a substring, lower-cased by the database). */
function termsCondition(terms: string[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  return and(...terms.map((term) => sql`${projects.searchText} like lower(${containsPattern(term)})`));
}

/** The search words as one full-text query: any of them (for ranking only). */
function rankQuery(terms: string[]): SQL {
  return sql.join(
    terms.map((term) => sql`plainto_tsquery('english', ${term})`),
    sql` || `,
  );
}

/** The filters that narrow the list (sort and page aside). */
export type NarrowingFilters = Omit<ProjectFilters, "page" | "sort">;
/** Filters as the queries take them: the search terms decided (resolveFilters). */
export type ResolvedFilters = NarrowingFilters & { sort?: ProjectFilters["sort"]; terms: string[] };

/**
 * A search the list corrected: what it searched for instead (`q`), the search as the reader typed it (`typed`),
 * and that search with its corrected words in quotes (`asTyped`: the `q` of "Search instead for …").
 */
export type SearchCorrection = { q: string; typed: string; asTyped: string };

/**
 * Decides the search terms: the words as typed, or, when a word is in no project's text and the corrected words
 * find far more (search-words.ts, `shouldCorrect`, counted under every other filter, at most
 * CORRECTION_COUNT_CAP on each side, in one statement), the corrected words; the correction is then given for
 * the page to say. Every reader of the filters (the page, the API, the exports) decides alike.
 */
export async function resolveFilters<T extends NarrowingFilters>(
  filters: T,
  db: Executor = getDb(),
): Promise<T & { terms: string[]; correction: SearchCorrection | null }> {
  const tokens = searchTokens(filters.q);
  const typed = tokens.map((token) => token.text);
  const correctable = tokens.flatMap((token, index) => (isCorrectable(token) ? [index] : []));
  const closest = await closestKnownWords(
    correctable.map((index) => typed[index]!),
    db,
  );
  const corrections: (string | undefined)[] = tokens.map(() => undefined);
  correctable.forEach((index, n) => {
    corrections[index] = closest[n];
  });
  if (corrections.every((known) => known === undefined)) {
    return { ...filters, terms: typed, correction: null };
  }
  const corrected = typed.map((text, index) => corrections[index] ?? text);
  const others = projectFilterConditions({ ...filters, terms: [] });
  const capped = (terms: string[]) =>
    sql`(select count(*) from (select 1 from ${projects}
          where ${and(termsCondition(terms), ...others)} limit ${CORRECTION_COUNT_CAP}) as found)`;
  const counts = await db.execute<{ typed: number | string; corrected: number | string }>(
    sql`select ${capped(typed)} as typed, ${capped(corrected)} as corrected`,
  );
  const row = counts.rows[0];
  if (!shouldCorrect(Number(row?.typed ?? 0), Number(row?.corrected ?? 0))) {
    return { ...filters, terms: typed, correction: null };
  }
  return {
    ...filters,
    terms: corrected,
    correction: {
      q: correctedSearch(tokens, corrections),
      typed: typedSearch(tokens),
      asTyped: asTypedSearch(tokens, corrections),
    },
  };
}

const knownTargets = new Set<string>(TARGET_GROUPS.map((group) => group.value));

/** Target groups: a known value exactly (the GIN index), other text as a substring of any group. */
function targetCondition(column: AnyColumn | SQL, values: string[]): SQL | undefined {
  const exact = values.filter((value) => knownTargets.has(value));
  const loose = values.filter((value) => !knownTargets.has(value));
  const textList = (items: string[]) =>
    sql`array[${sql.join(
      items.map((item) => sql`${item}`),
      sql`, `,
    )}]::text[]`;
  return or(
    exact.length > 0 ? sql`${column} && ${textList(exact)}` : undefined,
    ...loose.map(
      (value) =>
        sql`exists (select 1 from unnest(${column}) as target_group where target_group ilike ${containsPattern(value)})`,
    ),
  );
}

const lowered = (values: string[]) => values.map((value) => value.toLowerCase());

/** Start years as date ranges (served by projects_start_date_idx). */
function yearsCondition(years: number[]): SQL | undefined {
  return or(
    ...years.map(
      (year) =>
        sql`(${projects.startDate} >= make_date(${year}::int, 1, 1) and ${projects.startDate} < make_date(${year + 1}::int, 1, 1))`,
    ),
  );
}

/** One facet's condition on the projects table (the list and its total). */
function facetCondition(key: FacetKey, filters: NarrowingFilters): SQL | undefined {
  const values = filters[key];
  if (!values || values.length === 0) return undefined;
  switch (key) {
    case "sector":
      return inArray(projects.sector, values as string[]);
    case "sdg":
      return inArray(projects.sdg, values as string[]);
    case "region":
      return inArray(projectRegion(projects.metadata), lowered(values as string[]));
    case "district":
      return inArray(projectDistrict(projects.metadata), lowered(values as string[]));
    case "target":
      return targetCondition(projects.targetGroups, values as string[]);
    // Stored legacy spellings ("In Progress") count as the status they normalize to (projects_status_key_idx).
    case "status":
      return inArray(projectStatusKey(projects.status), values as string[]);
    case "org_type":
      return sql`${projects.organizationId} in (select ${profiles.id} from ${profiles} where ${inArray(profiles.organizationType, values as string[])})`;
    case "year":
      return yearsCondition(values as number[]);
    case "budget":
      return budgetCondition(sql`${projects.budgetAmount} is not null`, values as string[]);
  }
}

/** "yes", "no" or both (everything) of a has-budget condition. */
function budgetCondition(has: SQL, values: string[]): SQL | undefined {
  const yes = values.includes("yes");
  const no = values.includes("no");
  if (yes && no) return undefined;
  return yes ? has : sql`not (${has})`;
}

/** The same facet's condition on project_facets (the counts): the values there are already normalized. */
function facetCountCondition(key: FacetKey, filters: NarrowingFilters): SQL | undefined {
  const values = filters[key];
  if (!values || values.length === 0) return undefined;
  switch (key) {
    case "sector":
      return inArray(projectFacets.sector, values as string[]);
    case "sdg":
      return inArray(projectFacets.sdg, values as string[]);
    case "region":
      return inArray(projectFacets.region, lowered(values as string[]));
    case "district":
      return inArray(projectFacets.district, lowered(values as string[]));
    case "target":
      return targetCondition(projectFacets.targetGroups, values as string[]);
    case "status":
      return inArray(projectFacets.status, values as string[]);
    case "org_type":
      return inArray(projectFacets.orgType, values as string[]);
    case "year":
      return inArray(projectFacets.startYear, values as number[]);
    case "budget":
      return budgetCondition(sql`${projectFacets.hasBudget}`, values as string[]);
  }
}

/**
 * The conditions that are not facets: the search words, location, name and the budget range (on the projects
 * table; the facet counts join it for them).
 */
function textConditions(filters: NarrowingFilters & { terms?: string[] }): SQL[] {
  const conditions: SQL[] = [];
  // search_text, lower(location) and lower(name) are lower-cased by the database, so the text is lower-cased
  // there too (the same lower() as the trigger; JavaScript's toLowerCase differs outside ASCII in a C locale),
  // and LIKE does the rest: cheaper than ILIKE on every row it has to check, and served by the same indexes.
  const words = termsCondition(filters.terms ?? searchTokens(filters.q).map((token) => token.text));
  if (words) conditions.push(words);
  if (filters.location) {
    conditions.push(sql`lower(${projects.location}) like lower(${containsPattern(filters.location)})`);
  }
  if (filters.name) {
    conditions.push(sql`lower(${projects.name}) like lower(${containsPattern(filters.name)})`);
  }
  const range = budgetRangeCondition(filters);
  if (range) conditions.push(range);
  return conditions;
}

/** The budget range: a budget in the range's currency, within it (inclusive); amounts are never converted. */
function budgetRangeCondition(filters: NarrowingFilters): SQL | undefined {
  const { budget_min: min, budget_max: max } = filters;
  if (min === undefined && max === undefined) return undefined;
  return and(
    sql`${projects.budgetCurrency} = ${filters.budget_currency ?? "UGX"}`,
    min === undefined ? undefined : sql`${projects.budgetAmount} >= ${min}`,
    max === undefined ? undefined : sql`${projects.budgetAmount} <= ${max}`,
  );
}

/**
 * The WHERE conditions of the filters on the projects table (page and sort aside). Without decided search
 * terms (`resolveFilters`), each word must appear as it is written.
 */
export function projectFilterConditions(filters: NarrowingFilters & { terms?: string[] }): SQL[] {
  const conditions = textConditions(filters);
  for (const key of FACET_KEYS) {
    const condition = facetCondition(key, filters);
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/**
 * When a project last changed for its readers: its latest edit or its latest progress update, whichever is
 * later (the "Recently updated" order and the cards' "Updated …"). The updates' newest one is read from
 * project_updates_project_idx, one probe per project.
 */
export const projectLastActivity = sql<string | Date>`greatest(${projects.updatedAt}, (
  select max(${projectUpdates.createdAt}) from ${projectUpdates} where ${projectUpdates.projectId} = ${projects.id}))`;

/**
 * The budget order's groups: budgets in UGX, then in USD (CURRENCIES' order: amounts are never converted, so
 * only budgets of one currency are compared), then any other currency, then projects without a budget.
 */
export const projectBudgetRank = sql<number>`(case when ${projects.budgetAmount} is null then ${sql.raw(
  String(CURRENCIES.length + 1),
)} ${sql.join(
  // The codes are the list's own constants, written into the statement as they are.
  CURRENCIES.map(
    (currency, index) =>
      sql`when ${projects.budgetCurrency} = ${sql.raw(`'${currency}'`)} then ${sql.raw(String(index))}`,
  ),
  sql` `,
)} else ${sql.raw(String(CURRENCIES.length))} end)`;
/** The budget order's amount key: the largest budget first within its group (ascending on the negated amount). */
export const projectBudgetKey = sql<string>`coalesce(-${projects.budgetAmount}, 0)`;

/**
 * The list orders, each ending on the id so that pages never overlap. Newest and alphabetical match their
 * indexes exactly, NULLS LAST included (drizzle writes its DESC indexes that way, and a plain DESC means NULLS
 * FIRST, which the planner cannot serve from them even on a NOT NULL column). Best match ranks by ts_rank (name
 * above brief above details), then newest; without search terms (the exports' walks, which page by keys) it is
 * the newest order. Recently updated (projectLastActivity, newest first) and budget (projectBudgetRank, then the
 * largest first) have no index of their own: the matching rows are sorted (a top-N sort for a page).
 */
export function projectListOrder(sort: ProjectFilters["sort"], terms: string[] = []): SQL[] {
  return projectListKeys(sort, terms).map(orderByKey);
}

/** One key of a list order: what is compared, and which way (the start date's NULLS LAST as its index has it). */
export type ListOrderKey = { key: SQL; descending: boolean; nullsLast?: boolean };

/** A key as ORDER BY writes it. */
export function orderByKey({ key, descending, nullsLast }: ListOrderKey): SQL {
  return descending ? sql`${key} desc${nullsLast ? sql` nulls last` : sql``}` : asc(key);
}

/** The keys of projectListOrder, in order: the page's query sorts on them in a narrow subquery. */
export function projectListKeys(sort: ProjectFilters["sort"], terms: string[] = []): ListOrderKey[] {
  const id: ListOrderKey = { key: sql`${projects.id}`, descending: false };
  if (sort === "alphabetical") return [{ key: sql`lower(${projects.name})`, descending: false }, id];
  if (sort === "updated") return [{ key: sql`${projectLastActivity}`, descending: true }, id];
  if (sort === "budget") {
    return [
      { key: sql`${projectBudgetRank}`, descending: false },
      { key: sql`${projectBudgetKey}`, descending: false },
      id,
    ];
  }
  const newest: ListOrderKey[] = [{ key: sql`${projects.startDate}`, descending: true, nullsLast: true }, id];
  if (sort !== "relevance" || terms.length === 0) return newest;
  return [{ key: sql`ts_rank(${projects.searchVector}, ${rankQuery(terms)})`, descending: true }, ...newest];
}

/**
 * Counts are exact; the facet lists these many districts (the busiest, and every chosen one), as the API gives
 * them. /projects' panel takes `districts` instead, every one, and folds them itself (facetPanel).
 */
export const DISTRICT_FACET_SIZE = 12;

type FacetRow = { facet: string; value: string | null; count: number | string };

/**
 * Every facet's counts and the filtered total in one statement over project_facets (joined to the projects
 * table only for the search words, location and name). Each facet counts under every other facet's choice but
 * not its own (the usual rule: ticking a second sector never shrinks the sectors' counts): one GROUPING SETS
 * pass over the rows that fail at most one chosen facet, with k + 1 filtered counts for k chosen facets, and
 * the target groups (an array) unnested in a second branch. (A filtered count per facet for every group, or
 * one GROUP BY per facet, UNION ALL, were several times slower on PGlite.)
 */
export function facetCountsSql(filters: ResolvedFilters): SQL {
  const text = textConditions(filters);
  const chosen = FACET_KEYS.flatMap((key) => {
    const condition = facetCountCondition(key, filters);
    return condition ? [{ key, condition }] : [];
  });
  // Nothing chosen and nothing searched: the counts the triggers keep (migration 0020), not 100,000 rows counted.
  if (text.length === 0 && chosen.length === 0) {
    return sql`select ${projectFacetCounts.facet} as facet, ${projectFacetCounts.value} as value,
                      ${projectFacetCounts.count} as count
               from ${projectFacetCounts}`;
  }
  // With search words (or location, name, a budget range) the matching rows are read once into `base`, each
  // chosen facet's condition as a column; without, the statement reads the narrow table itself.
  const viaBase = text.length > 0;
  const test = (item: (typeof chosen)[number]) => (viaBase ? sql.raw(`m_${item.key}`) : item.condition);
  /** The rows counted for a facet: those that pass every other chosen facet. */
  const others = (key: FacetKey | null) => {
    const parts = chosen.filter((item) => item.key !== key).map(test);
    return parts.length > 0 ? sql.join(parts, sql` and `) : undefined;
  };
  // Only rows that fail at most one chosen facet can count anywhere.
  const atMostOneMiss =
    chosen.length > 1
      ? sql`where ${sql.join(
          chosen.map((item) => sql`(case when ${test(item)} then 0 else 1 end)`),
          sql` + `,
        )} <= 1`
      : sql``;
  const source = viaBase ? sql`base` : sql`${projectFacets}`;
  const counted = (condition: SQL | undefined) =>
    condition ? sql`count(*) filter (where ${condition})` : sql`count(*)`;
  // One pass, GROUPING SETS: a facet that is chosen counts under the others; every other facet (and the
  // total) under all chosen facets. So a page with k chosen facets computes k + 1 counts a row, not one per
  // facet.
  const sets: { column: string; key: FacetKey; value: SQL }[] = [
    { column: "sector", key: "sector", value: sql`sector` },
    { column: "sdg", key: "sdg", value: sql`sdg` },
    { column: "status", key: "status", value: sql`status` },
    { column: "region", key: "region", value: sql`region` },
    { column: "district", key: "district", value: sql`district` },
    { column: "start_year", key: "year", value: sql`start_year::text` },
    { column: "org_type", key: "org_type", value: sql`org_type` },
    { column: "has_budget", key: "budget", value: sql`case when has_budget then 'yes' else 'no' end` },
  ];
  const all = counted(others(null));
  const isChosen = (key: FacetKey) => chosen.some((item) => item.key === key);
  const when = (pick: (set: (typeof sets)[number]) => SQL) =>
    sql.join(
      sets.map((set) => sql`when grouping(${sql.raw(set.column)}) = 0 then ${pick(set)}`),
      sql` `,
    );
  const grouped = sql`
    select case ${when((set) => sql.raw(`'${set.key}'`))} else 'total' end as facet,
           case ${when((set) => set.value)} else null end as value,
           case ${when((set) => (isChosen(set.key) ? counted(others(set.key)) : all))} else ${all} end as count
    from ${source} ${atMostOneMiss}
    group by grouping sets (${sql.join(
      sets.map((set) => sql.raw(`(${set.column})`)),
      sql`, `,
    )}, ())`;
  const targetRows = others("target");
  const targets = sql`
    select 'target' as facet, target_group as value, count(*) as count
    from ${source} cross join unnest(target_groups) as target_group
    ${targetRows ? sql`where ${targetRows}` : sql``}
    group by target_group`;
  const union = sql`${grouped} union all ${targets}`;
  if (!viaBase) return union;
  return sql`
    with base as materialized (
      select ${projectFacets.sector} as sector, ${projectFacets.sdg} as sdg, ${projectFacets.status} as status,
             ${projectFacets.region} as region, ${projectFacets.district} as district,
             ${projectFacets.startYear} as start_year, ${projectFacets.orgType} as org_type,
             ${projectFacets.hasBudget} as has_budget, ${projectFacets.targetGroups} as target_groups
             ${sql.join(
               chosen.map((item) => sql`, (${item.condition}) as ${sql.raw(`m_${item.key}`)}`),
               sql``,
             )}
      from ${projectFacets} join ${projects} on ${projects.id} = ${projectFacets.projectId}
      where ${and(...text)}
    )
    ${union}`;
}

/** `districts`: every district with projects under the other filters (the facet lists the busiest; the map all). */
export type FacetResult = { total: number; facets: FacetCounts; districts: FacetCount[] };

/** The counts as the page shows them: per facet, most projects first (years newest first), zeros left out. */
export function toFacetResult(rows: FacetRow[], filters: NarrowingFilters): FacetResult {
  const facets = Object.fromEntries(FACET_KEYS.map((key) => [key, []])) as unknown as FacetCounts;
  let total = 0;
  for (const row of rows) {
    const count = Number(row.count);
    if (row.facet === "total") {
      total = count;
      continue;
    }
    if (row.value === null || count === 0) continue;
    facets[row.facet as FacetKey]?.push({ value: row.value, count });
  }
  for (const key of FACET_KEYS) {
    facets[key].sort((a, b) =>
      key === "year"
        ? Number(b.value) - Number(a.value)
        : b.count - a.count || a.value.localeCompare(b.value),
    );
  }
  // Region and district are stored lower-cased in project_facets: show the chosen spelling, else the list's.
  facets.region = facets.region.map((item) => ({ ...item, value: displayPlace(item.value, filters.region) }));
  const chosenDistricts = filters.district ?? [];
  const districts = facets.district.map((item) => ({
    ...item,
    value: displayPlace(item.value, chosenDistricts),
  }));
  facets.district = districts.filter(
    (item, index) =>
      index < DISTRICT_FACET_SIZE ||
      chosenDistricts.some((chosen) => chosen.toLowerCase() === item.value.toLowerCase()),
  );
  return { total, facets, districts };
}

const REGION_NAMES = ["Central Region", "Western Region", "Eastern Region", "Northern Region"];

/** A stored lower-cased place as it is written: as chosen, as listed, else each word capitalised. */
function displayPlace(stored: string, chosen: string[] = []): string {
  const match = [...chosen, ...REGION_NAMES].find((name) => name.toLowerCase() === stored);
  if (match) return match;
  return stored.replace(
    /(^|[\s-])(\p{L})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** Every facet's counts and the total for the filters. */
export async function getFacetCounts(filters: ResolvedFilters, db: Executor = getDb()): Promise<FacetResult> {
  const result = await db.execute<FacetRow>(facetCountsSql(filters));
  return toFacetResult(result.rows, filters);
}
