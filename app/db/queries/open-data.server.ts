import { and, count, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profiles, projects } from "~/db/schema";
import type { DirectoryFilter } from "~/domain/directory";
import type { IatiOrganization } from "~/domain/iati";
import type { ExportOrganization, ExportProject } from "~/domain/open-data";
import { projectOrganizationName } from "~/domain/organization-name";
import { pageOffset } from "~/domain/paging";
import type { ProjectFilters } from "~/domain/project-filters";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "./executor.server";
import { getDirectoryPage } from "./organizations.server";
import { projectCoverImage } from "./project-cover.server";
import { resolveFilters } from "./project-search.server";
import {
  NEWEST_PROJECTS_FIRST,
  orderedProjectIds,
  pageOrder,
  projectFilterConditions,
  projectListOrder,
  projectSummaryColumns,
} from "./projects.server";

/**
 * Reads for the open-data exports. Whole lists are walked in batches with keyset paging (each batch one short
 * query on the list's own index), so an export of 100,000 projects holds one batch in memory at a time and
 * never keeps a transaction open while a slow client downloads — on the embedded database one long query
 * would make every other visitor wait. For the same reason the walks take no executor: they never run inside
 * a caller's transaction.
 */

const exportColumns = {
  ...projectSummaryColumns,
  brief: projects.brief,
  region: sql<string | null>`nullif(btrim(${projects.metadata}->>'region'), '')`,
  district: sql<string | null>`nullif(btrim(${projects.metadata}->>'district'), '')`,
  image: projectCoverImage,
  organizationType: profiles.organizationType,
  organizationWebsite: profiles.website,
  organizationAddress: profiles.address,
  registrationAgency: profiles.registrationAgency,
  registrationNumber: profiles.registrationNumber,
  budgetCurrency: projects.budgetCurrency,
  budgetAmount: projects.budgetAmount,
  spentAmount: projects.spentAmount,
  latitude: projects.latitude,
  longitude: projects.longitude,
  createdAt: projects.createdAt,
  // What the project publishes last changed (its organization's name or registration, its results too).
  updatedAt: projects.openDataUpdatedAt,
  sortName: sql<string>`lower(${projects.name})`,
};

/** The export's columns of the projects (with their owners' profiles) that match `where`. */
function selectExportRows(where: SQL | undefined, db: Executor = getDb()) {
  return db
    .select(exportColumns)
    .from(projects)
    .leftJoin(profiles, eq(profiles.id, projects.organizationId))
    .where(where);
}
type ExportRow = Awaited<ReturnType<typeof selectExportRows>>[number];

export const EXPORT_BATCH = 500;

export type WalkOptions = {
  /** Only one organization's projects (its owner's profile id). */
  organizationId?: string;
  /** Leave out the projects of organizations that publish their own IATI files (the platform's IATI file). */
  withoutSelfPublished?: boolean;
  /** At most this many projects (the newest first when sorted by date). */
  limit?: number;
  batchSize?: number;
};

/** Where the next batch starts: after the last row of the previous one, in the list's order. */
function after(sort: ProjectFilters["sort"], last: ExportRow | undefined): SQL | undefined {
  if (!last) return undefined;
  if (sort === "alphabetical") {
    return sql`(lower(${projects.name}), ${projects.id}) > (${last.sortName}, ${last.id}::uuid)`;
  }
  // start_date desc, id asc: the plain bound lets the index start at the right date; the rest breaks ties.
  return sql`${projects.startDate} <= ${last.startDate} and (${projects.startDate} < ${last.startDate} or ${projects.id} > ${last.id}::uuid)`;
}

function toExportProject(row: ExportRow): ExportProject {
  const {
    profileOrganizationName,
    projectImplementer,
    sortName: _sortName,
    registrationAgency,
    registrationNumber,
    ...project
  } = row;
  return {
    ...project,
    organizationRegistration:
      registrationAgency && registrationNumber
        ? { agency: registrationAgency, number: registrationNumber }
        : null,
    targetGroups: project.targetGroups ?? [],
    organizationName: projectOrganizationName({ profileOrganizationName, projectImplementer }),
    createdAt: new Date(project.createdAt),
    updatedAt: new Date(project.updatedAt),
  };
}

/** The projects the /projects filters select, in the list's order, a batch at a time. */
export async function* walkProjects(
  filters: Omit<ProjectFilters, "page">,
  options: WalkOptions = {},
): AsyncGenerator<ExportProject[]> {
  const batchSize = options.batchSize ?? EXPORT_BATCH;
  // The search corrected as the page corrects it; the walk pages by keys, so best match reads as newest here.
  const conditions = projectFilterConditions(await resolveFilters(filters));
  if (options.organizationId) conditions.push(eq(projects.organizationId, options.organizationId));
  // A subquery, not the joined profile: the walks in sorted ids select from projects alone.
  if (options.withoutSelfPublished) {
    conditions.push(
      sql`not exists (select 1 from ${profiles} where ${profiles.id} = ${projects.organizationId} and ${profiles.iatiSelfPublished})`,
    );
  }
  if (filters.sort === "updated" || filters.sort === "budget") {
    yield* walkInSortedIds(filters.sort, and(...conditions), options);
    return;
  }
  let remaining = options.limit ?? Number.POSITIVE_INFINITY;
  let last: ExportRow | undefined;
  while (remaining > 0) {
    const rows = await selectExportRows(and(...conditions, after(filters.sort, last)))
      .orderBy(...projectListOrder(filters.sort))
      .limit(Math.min(batchSize, remaining));
    if (rows.length === 0) return;
    yield rows.map(toExportProject);
    remaining -= rows.length;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}

/**
 * A walk in an order without an index of its own (recently updated, budget): keyset paging would sort every
 * matching row again for each batch, so the ids are sorted once (narrow rows: 100,000 ids are a few MB) and the
 * projects read a batch of ids at a time. A project deleted meanwhile is left out.
 */
async function* walkInSortedIds(
  sort: "updated" | "budget",
  where: SQL | undefined,
  options: WalkOptions,
): AsyncGenerator<ExportProject[]> {
  const batchSize = options.batchSize ?? EXPORT_BATCH;
  const { query } = orderedProjectIds(where, { sort, terms: [] });
  const ordered = await (options.limit === undefined ? query : query.limit(options.limit));
  for (let start = 0; start < ordered.length; start += batchSize) {
    const ids = ordered.slice(start, start + batchSize).map((row) => row.id);
    const rows = await selectExportRows(inArray(projects.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const batch = ids.flatMap((id) => byId.get(id) ?? []).map(toExportProject);
    if (batch.length > 0) yield batch;
  }
}

/** The newest projects by creation, for the feed (at most `limit`), with the /projects filters. */
export async function getNewestProjects(
  filters: Omit<ProjectFilters, "page" | "sort">,
  limit: number,
  db: Executor = getDb(),
): Promise<ExportProject[]> {
  const rows = await selectExportRows(and(...projectFilterConditions(await resolveFilters(filters, db))), db)
    .orderBy(...NEWEST_PROJECTS_FIRST)
    .limit(limit);
  return rows.map(toExportProject);
}

/** The directory (its public fields only: no email, no phone), a page at a time, in directory order. */
export async function* walkDirectory(
  filter: DirectoryFilter,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<ExportOrganization[]> {
  for (let page = 1; ; page++) {
    const { entries, pageCount } = await getDirectoryPage({ ...filter, page, pageSize: batchSize });
    yield entries.map((entry) => ({
      id: entry.id,
      name: entry.name,
      organizationType: entry.organizationType,
      brief: entry.brief,
      address: entry.address,
      website: entry.website,
      projectsCount: entry.projectsCount,
    }));
    if (page >= pageCount) return;
  }
}

/**
 * One page of the filtered projects in the list's order (offset paging, as /projects), and their number. Not
 * through paginate(): an API page past the end stays empty (that is how a client knows it has read them all).
 */
export async function getProjectsPage(
  filters: Omit<ProjectFilters, "page">,
  options: { page: number; perPage: number; updatedSince?: Date },
  db: Executor = getDb(),
): Promise<{ projects: ExportProject[]; total: number }> {
  // The search words with their near spellings (project-search.server.ts), as the page reads them.
  const resolved = await resolveFilters(filters, db);
  const conditions = projectFilterConditions(resolved);
  if (options.updatedSince) conditions.push(gte(projects.openDataUpdatedAt, options.updatedSince));
  const where = and(...conditions);
  // The page's ids sorted on narrow rows, then its projects read (as the /projects list does).
  const { keys, query } = orderedProjectIds(where, { sort: filters.sort, terms: resolved.terms }, db);
  const page = query.limit(options.perPage).offset(pageOffset(options.page, options.perPage)).as("page");
  const [rows, totals] = await Promise.all([
    db
      .select(exportColumns)
      .from(page)
      .innerJoin(projects, eq(projects.id, page.id))
      .leftJoin(profiles, eq(profiles.id, projects.organizationId))
      .orderBy(...pageOrder(keys)),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { projects: rows.map(toExportProject), total: Number(totals[0]?.total ?? 0) };
}

/** One project's public record; null for an unknown or malformed id. */
export async function getExportProject(id: string, db: Executor = getDb()): Promise<ExportProject | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectExportRows(eq(projects.id, id), db).limit(1);
  return row ? toExportProject(row) : null;
}

/**
 * When the open data last changed: the latest write to a project, profile, organization record, event, progress
 * update, result, indicator, period or funder, or the latest change the changes log holds (deletions too); and the number
 * of rows of the tables whose deletions the log does not list (a removed progress update or indicator changes
 * the count). Every export's validators come from it (ETag from both, Last-Modified from the time), so a client
 * that has a file gets 304 until something it could show changes. Each maximum reads one end of an index.
 */
export async function getOpenDataVersion(
  db: Executor = getDb(),
): Promise<{ lastModified: Date; counts: string }> {
  const result = await db.execute<{ at: string | Date | null; counts: string }>(sql`
    select greatest(
      (select max(updated_at) from projects),
      (select max(updated_at) from profiles),
      (select max(updated_at) from organizations),
      (select max(updated_at) from events),
      (select max(updated_at) from project_updates),
      (select max(updated_at) from project_results),
      (select max(updated_at) from result_indicators),
      (select max(updated_at) from indicator_periods),
      (select max(updated_at) from project_funders),
      (select max(at) from change_log)
    ) as at,
    concat_ws('/',
      (select count(*) from project_updates),
      (select count(*) from project_results),
      (select count(*) from result_indicators),
      (select count(*) from indicator_periods),
      (select count(*) from project_funders)
    ) as counts`);
  const row = result.rows[0];
  return { lastModified: row?.at ? new Date(row.at) : new Date(0), counts: String(row?.counts ?? "") };
}

/**
 * An organization as IATI sees it (its profile: name, type, registration, whether it publishes itself) and
 * when it last changed; null for an id that is no profile (an organization record has no registration).
 */
export async function getOrganizationIati(
  profileId: string,
  db: Executor = getDb(),
): Promise<(IatiOrganization & { updatedAt: Date }) | null> {
  const [row] = await db
    .select({
      name: profiles.organizationName,
      type: profiles.organizationType,
      agency: profiles.registrationAgency,
      number: profiles.registrationNumber,
      selfPublished: profiles.iatiSelfPublished,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  if (!row) return null;
  return {
    name: row.name.trim(),
    type: row.type,
    registration: { agency: row.agency, number: row.number },
    selfPublished: row.selfPublished,
    updatedAt: new Date(row.updatedAt),
  };
}
