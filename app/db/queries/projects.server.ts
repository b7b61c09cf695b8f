import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  indicatorPeriods,
  organizations,
  profiles,
  projectResults,
  projectStatusKey,
  projects,
  projectUpdates,
  resultIndicators,
} from "~/db/schema";
import { OWN_PROJECTS_PAGE_SIZE, type OwnProjectFilters } from "~/domain/own-projects";
import { type ListPage, pageOffset } from "~/domain/paging";
import type { FirstTargetRecord, ProjectCardData } from "~/domain/project-card-data";
import type { FacetCount, FacetCounts } from "~/domain/project-filter-facets";
import { PROJECTS_PAGE_SIZE, type ProjectFilters } from "~/domain/project-filters";
import { type ProjectMetadata, projectImageUrls } from "~/domain/projects";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "./executor.server";
import { paginate, rowsAndTotal } from "./paginate.server";
import { projectCoverImage } from "./project-cover.server";
import {
  containsPattern,
  type FacetResult,
  facetCountsSql,
  getFacetCounts,
  type ListOrderKey,
  orderByKey,
  projectFilterConditions,
  projectLastActivity,
  projectListKeys,
  projectListOrder,
  type ResolvedFilters,
  resolveFilters,
  type SearchCorrection,
} from "./project-search.server";

// The filters' SQL lives in project-search.server.ts; the exports' reads take it from here too.
export { containsPattern, projectFilterConditions, projectListOrder };

/**
 * Project reads for the public screens. Filtering, sorting and paging run in the database (spec §5 "Project
 * filtering"); the filters' conditions, the orders and the facet counts are built in project-search.server.ts
 * (the one query builder the page, the API and the exports share).
 */

/**
 * What a project card shows (ProjectCardData, with `brief` cut to BRIEF_PREVIEW characters — cards clamp it to
 * three lines — and `image` the image column, else the first of metadata.images), plus the owner's user id.
 */
export type ProjectListItem = ProjectCardData & {
  /** The owner's user id (= profile id). */
  organizationId: string;
};

export type ProjectDetail = Omit<ProjectListItem, "brief" | "image"> & {
  brief: string;
  image: string | null;
  metadata: ProjectMetadata;
  /** The exact place (issue 38), or both null. */
  latitude: number | null;
  longitude: number | null;
  /** The owner's profile's organization record, when it has one. */
  organizationRecordId: string | null;
  organizationRecordName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * A row of the public list (/projects): a card's fields and what its facts are written from (the last change,
 * the budget, the first target with a reported value; `projectCardFacts` in domain/project-card-data.ts).
 */
export type ProjectSearchItem = ProjectListItem & {
  lastActivityAt: string | Date;
  budgetCurrency: string | null;
  budgetAmount: number | null;
  firstTarget: FirstTargetRecord | null;
};

/** A page of projects (ListPage, its rows named `projects`): the requested page, or the last when that was beyond the end. */
export type ProjectSearchResult<T = ProjectListItem> = Omit<ListPage<T>, "items"> & { projects: T[] };

export const BRIEF_PREVIEW = 240;

/**
 * The columns every read of projects shares (the list, the detail page, the exports), with what names the
 * organization: the owner's profile (joined as `profiles`) and the implementer named on the project.
 */
export const projectSummaryColumns = {
  id: projects.id,
  name: projects.name,
  location: projects.location,
  sector: projects.sector,
  sdg: projects.sdg,
  targetGroups: projects.targetGroups,
  status: projects.status,
  startDate: projects.startDate,
  endDate: projects.endDate,
  organizationId: projects.organizationId,
  profileOrganizationName: profiles.organizationName,
  projectImplementer: sql<string | null>`${projects.metadata}->>'projectImplementer'`,
};

const listColumns = {
  ...projectSummaryColumns,
  brief: sql<string>`case when length(${projects.brief}) > ${BRIEF_PREVIEW}
    then rtrim(left(${projects.brief}, ${BRIEF_PREVIEW - 1})) || '…' else ${projects.brief} end`,
  image: projectCoverImage,
};

/**
 * The first target a project reports progress toward, for its card: the first indicator (results and their
 * indicators in the order they were added) with a number or percentage target and a reported value, with its
 * latest period (latest end, then start, as `sortPeriods`). One subquery per row of the page: in the select list
 * only, so the planner works it out after the sort and the limit, for the page's twelve rows.
 */
const firstTarget = sql<FirstTargetRecord | null>`(
  select json_build_object(
    'title', ${resultIndicators.title}, 'measure', ${resultIndicators.measure},
    'baselineYear', ${resultIndicators.baselineYear}, 'baselineValue', ${resultIndicators.baselineValue},
    'targetValue', ${resultIndicators.targetValue}, 'targetDate', ${resultIndicators.targetDate},
    'periodStart', latest.period_start, 'periodEnd', latest.period_end, 'value', latest.value)
  from ${projectResults}
  join ${resultIndicators} on ${resultIndicators.resultId} = ${projectResults.id}
  cross join lateral (
    select ${indicatorPeriods.periodStart} as period_start, ${indicatorPeriods.periodEnd} as period_end,
           ${indicatorPeriods.value} as value
    from ${indicatorPeriods} where ${indicatorPeriods.indicatorId} = ${resultIndicators.id}
    order by ${indicatorPeriods.periodEnd} desc, ${indicatorPeriods.periodStart} desc, ${indicatorPeriods.id}
    limit 1
  ) latest
  where ${projectResults.projectId} = ${projects.id} and ${resultIndicators.measure} <> 'qualitative'
    and ${resultIndicators.targetValue} is not null and latest.value is not null
  order by ${projectResults.createdAt}, ${projectResults.id}, ${resultIndicators.createdAt}, ${resultIndicators.id}
  limit 1)`;

/** The public list's columns: a card's, and what its facts (last change, budget, first target) are written from. */
const searchListColumns = {
  ...listColumns,
  lastActivityAt: projectLastActivity,
  budgetCurrency: projects.budgetCurrency,
  budgetAmount: projects.budgetAmount,
  firstTarget,
};

/** Newest first by creation, as the created_at indexes (NULLS LAST included: see projectListOrder). */
export const NEWEST_PROJECTS_FIRST = [sql`${projects.createdAt} desc nulls last`, asc(projects.id)] as const;

/**
 * The keys the page's ids are sorted on: the list's order (projectListKeys), but for recently updated the newest
 * update of every project is read once (`latestUpdates`, hashed) instead of once per project.
 */
function pageKeys(
  sort: ProjectFilters["sort"],
  terms: string[],
  latest: ReturnType<typeof latestUpdates>,
): ListOrderKey[] {
  if (sort !== "updated") return projectListKeys(sort, terms);
  return [
    { key: sql`greatest(${projects.updatedAt}, ${latest.at})`, descending: true },
    { key: sql`${projects.id}`, descending: false },
  ];
}

/** Each project's newest progress update (only those that have one). */
const latestUpdates = (db: Executor) =>
  db
    .select({ projectId: projectUpdates.projectId, at: sql<Date>`max(${projectUpdates.createdAt})`.as("at") })
    .from(projectUpdates)
    .groupBy(projectUpdates.projectId)
    .as("latest_update");

/**
 * The ids of the projects matching `where`, in the list's order, with the order's keys (`k0`, `k1`, …): narrow
 * rows to sort. The page's list takes a page of them; an export's walk in an order without an index of its own
 * (recently updated, budget) reads them all once, then the projects a batch at a time.
 */
export function orderedProjectIds(
  where: SQL | undefined,
  order: Pick<ProjectFilters, "sort"> & { terms: string[] },
  db: Executor = getDb(),
) {
  const latest = latestUpdates(db);
  const keys = pageKeys(order.sort, order.terms, latest);
  const ids = db
    .select({
      id: projects.id,
      ...Object.fromEntries(keys.map((item, index) => [`k${index}`, sql`${item.key}`.as(`k${index}`)])),
    })
    .from(projects)
    .$dynamic();
  const joined = order.sort === "updated" ? ids.leftJoin(latest, eq(latest.projectId, projects.id)) : ids;
  return { keys, query: joined.where(where).orderBy(...keys.map(orderByKey)) };
}

/**
 * One page of the public list: the page's ids are sorted in a narrow subquery (orderedProjectIds: the filters'
 * rows and the order's keys only), then the page's twelve rows are joined to what the cards show (organization,
 * short brief, cover, last change, first target), so that an order without an index of its own (recently
 * updated, budget, best match) sorts ids, not cards.
 */
function listQuery(
  db: Executor,
  where: SQL | undefined,
  order: Pick<ProjectFilters, "sort"> & { terms: string[] },
  limit: number,
  offset: number,
) {
  const { keys, query } = orderedProjectIds(where, order, db);
  const page = query.limit(limit).offset(offset).as("page");
  return db
    .select(searchListColumns)
    .from(page)
    .innerJoin(projects, eq(projects.id, page.id))
    .leftJoin(profiles, eq(profiles.id, projects.organizationId))
    .orderBy(...pageOrder(keys));
}

/** The order of a page read through orderedProjectIds (`.as("page")`), on the keys it carries. */
export function pageOrder(keys: ListOrderKey[]): SQL[] {
  return keys.map((item, index) => orderByKey({ ...item, key: sql.raw(`"page"."k${index}"`) }));
}

/**
 * The statements behind one page of the list: the page's rows, the total count, and every facet's counts (which
 * carry the total too). Exposed so the benchmark (scripts/bench.ts) can time and EXPLAIN exactly what the page
 * runs; `filters` come with their search words looked up (resolveFilters).
 */
export function projectSearchQueries(
  filters: ResolvedFilters & Pick<ProjectFilters, "page" | "sort">,
  pageSize = PROJECTS_PAGE_SIZE,
  db: Executor = getDb(),
) {
  const where = and(...projectFilterConditions(filters));
  const order = projectListOrder(filters.sort, filters.terms);
  return {
    where,
    order,
    list: listQuery(db, where, filters, pageSize, pageOffset(filters.page, pageSize)),
    count: db.select({ total: count() }).from(projects).where(where),
    facets: facetCountsSql(filters),
  };
}

/** The list's search as corrected, or null (`resolveFilters`): the page says "Showing results for …". */
export type CorrectedSearch = { correction: SearchCorrection | null };

/** One page of the public list for the filters, with the total count. */
export async function searchProjects(
  filters: ProjectFilters,
  pageSize = PROJECTS_PAGE_SIZE,
  db: Executor = getDb(),
): Promise<ProjectSearchResult<ProjectSearchItem> & CorrectedSearch> {
  const resolved = await resolveFilters(filters, db);
  const where = and(...projectFilterConditions(resolved));
  const order = { sort: filters.sort, terms: resolved.terms };
  const rows = (limit: number, offset: number) => listQuery(db, where, order, limit, offset);
  const total = () => db.select({ total: count() }).from(projects).where(where);
  const { items, ...page } = await paginate(filters.page, pageSize, rowsAndTotal(rows, total));
  return { projects: items, ...page, correction: resolved.correction };
}

export type ProjectSearchWithFacets = ProjectSearchResult<ProjectSearchItem> &
  CorrectedSearch & { facets: FacetCounts; districts: FacetCount[] };

/**
 * /projects' data: one page of the list and every facet's counts. The facet statement gives the total too, so
 * a page needs two statements (three when it asked for a page past the end, which reads the last page).
 */
export async function searchProjectsWithFacets(
  filters: ProjectFilters,
  pageSize = PROJECTS_PAGE_SIZE,
  db: Executor = getDb(),
): Promise<ProjectSearchWithFacets> {
  const resolved = await resolveFilters(filters, db);
  const where = and(...projectFilterConditions(resolved));
  const order = { sort: filters.sort, terms: resolved.terms };
  let counts: FacetResult | undefined;
  const { items, ...page } = await paginate(filters.page, pageSize, async (limit, offset) => {
    const [rows, facets] = await Promise.all([
      listQuery(db, where, order, limit, offset),
      counts ? Promise.resolve(counts) : getFacetCounts(resolved, db),
    ]);
    counts = facets;
    return { items: rows, total: facets.total };
  });
  return {
    projects: items,
    ...page,
    facets: counts!.facets,
    districts: counts!.districts,
    correction: resolved.correction,
  };
}

/** The newest projects by creation (the home page's carousel). */
export async function getLatestProjects(limit = 3, db: Executor = getDb()): Promise<ProjectListItem[]> {
  return db
    .select(listColumns)
    .from(projects)
    .leftJoin(profiles, eq(profiles.id, projects.organizationId))
    .orderBy(...NEWEST_PROJECTS_FIRST)
    .limit(limit);
}

/** An organization's projects, newest first; `ownerId` is the owner's user (profile) id. */
export async function getProjectsByOwner(
  ownerId: string,
  db: Executor = getDb(),
): Promise<ProjectListItem[]> {
  return db
    .select(listColumns)
    .from(projects)
    .leftJoin(profiles, eq(profiles.id, projects.organizationId))
    .where(eq(projects.organizationId, ownerId))
    .orderBy(...NEWEST_PROJECTS_FIRST);
}

/** One project with everything its detail page shows; null for an unknown or malformed id. */
export async function getProjectById(id: string, db: Executor = getDb()): Promise<ProjectDetail | null> {
  if (!isUuid(id)) return null;
  const rows = await db
    .select({
      ...projectSummaryColumns,
      brief: projects.brief,
      image: projects.image,
      metadata: projects.metadata,
      latitude: projects.latitude,
      longitude: projects.longitude,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
      organizationRecordId: organizations.id,
      organizationRecordName: organizations.name,
    })
    .from(projects)
    .leftJoin(profiles, eq(profiles.id, projects.organizationId))
    .leftJoin(organizations, eq(organizations.id, profiles.organizationId))
    .where(eq(projects.id, id.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

// ── The owner's own projects (the Project Panel) ───────────────────────────────────────────────────────

/**
 * The owner's projects matching the filters: q over name, brief and location (case-insensitive substring),
 * status on the normalized stored status. Always scoped to the owner here, whoever calls.
 */
function ownProjectsWhere(ownerId: string, filters: Omit<OwnProjectFilters, "page">): SQL | undefined {
  const conditions: SQL[] = [eq(projects.organizationId, ownerId)];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      sql`(lower(${projects.name}) like lower(${pattern})
        or lower(${projects.brief}) like lower(${pattern})
        or lower(${projects.location}) like lower(${pattern}))`,
    );
  }
  if (filters.status) conditions.push(sql`${projectStatusKey(projects.status)} = ${filters.status}`);
  return and(...conditions);
}

/**
 * One page of the owner's (`ownerId` = the owner's user id) own projects for /dashboard/projects, newest
 * first (as index projects_owner_created_at_idx: organization_id, created_at desc, id), with the total; a page
 * past the end shows the last page.
 */
export async function searchOwnProjects(
  ownerId: string,
  filters: OwnProjectFilters,
  pageSize = OWN_PROJECTS_PAGE_SIZE,
  db: Executor = getDb(),
): Promise<ProjectSearchResult> {
  const where = ownProjectsWhere(ownerId, filters);
  const rows = (limit: number, offset: number) =>
    db
      .select(listColumns)
      .from(projects)
      .leftJoin(profiles, eq(profiles.id, projects.organizationId))
      .where(where)
      .orderBy(...NEWEST_PROJECTS_FIRST)
      .limit(limit)
      .offset(offset);
  const total = () => db.select({ total: count() }).from(projects).where(where);
  const { items, ...page } = await paginate(filters.page, pageSize, rowsAndTotal(rows, total));
  return { projects: items, ...page };
}

export type DeletedProjectRow = {
  id: string;
  name: string;
  organizationId: string;
  image: string | null;
  metadata: ProjectMetadata;
};

/**
 * Deletes one project and returns what it held; null when there is no such project or it is outside `scope`
 * (the two cannot be told apart). `scope` is who may delete it, `projectScope(actor, "project.delete")`
 * (services/authorization.server.ts; undefined for an administrator): required, so no caller forgets it.
 */
export async function deleteProjectRow(
  { projectId, scope }: { projectId: string; scope: SQL | undefined },
  db: Executor = getDb(),
): Promise<DeletedProjectRow | null> {
  if (!isUuid(projectId)) return null;
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, projectId.toLowerCase()), scope))
    .returning({
      id: projects.id,
      name: projects.name,
      organizationId: projects.organizationId,
      image: projects.image,
      metadata: projects.metadata,
    });
  return rows[0] ?? null;
}

/**
 * Which of these file URLs some project still refers to (as its image or among its metadata images): files
 * that deleting another project must leave alone.
 */
export async function projectFileUrlsInUse(
  urls: readonly string[],
  db: Executor = getDb(),
): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const list = sql`array[${sql.join(
    urls.map((url) => sql`${url}`),
    sql`, `,
  )}]::text[]`;
  const rows = await db
    .select({ image: projects.image, images: sql<unknown>`${projects.metadata}->'images'` })
    .from(projects)
    .where(
      sql`${projects.image} = any(${list})
        or (jsonb_typeof(${projects.metadata}->'images') = 'array' and ${projects.metadata}->'images' ?| ${list})`,
    );
  const wanted = new Set(urls);
  const used = new Set<string>();
  for (const row of rows) {
    for (const url of projectImageUrls({ image: row.image, metadata: { images: row.images } })) {
      if (wanted.has(url)) used.add(url);
    }
  }
  return used;
}
