import { and, asc, count, eq, gte, type SQL, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profiles, projects } from "~/db/schema";
import type { DirectoryFilter } from "~/domain/directory";
import type { ExportOrganization, ExportProject } from "~/domain/open-data";
import { projectOrganizationName } from "~/domain/organization-name";
import type { ProjectFilters } from "~/domain/project-filters";
import { getDirectoryPage } from "./organizations.server";
import { isUuid, projectFilterConditions } from "./projects.server";

/**
 * Reads for the open-data exports. Whole lists are walked in batches with keyset paging (each batch one short
 * query on the list's own index), so an export of 100,000 projects holds one batch in memory at a time and
 * never keeps a transaction open while a slow client downloads — on the embedded database one long query
 * would make every other visitor wait.
 */

const exportColumns = {
  id: projects.id,
  name: projects.name,
  brief: projects.brief,
  location: projects.location,
  region: sql<string | null>`nullif(btrim(${projects.metadata}->>'region'), '')`,
  district: sql<string | null>`nullif(btrim(${projects.metadata}->>'district'), '')`,
  sector: projects.sector,
  sdg: projects.sdg,
  targetGroups: projects.targetGroups,
  status: projects.status,
  startDate: projects.startDate,
  endDate: projects.endDate,
  organizationId: projects.organizationId,
  image: sql<string | null>`coalesce(nullif(${projects.image}, ''), ${projects.metadata}->'images'->>0)`,
  profileOrganizationName: profiles.organizationName,
  projectImplementer: sql<string | null>`${projects.metadata}->>'projectImplementer'`,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  sortName: sql<string>`lower(${projects.name})`,
};

/** The export's columns of the projects (with their owners' profiles) that match `where`. */
function selectExportRows(where: SQL | undefined) {
  return getDb()
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

function orderFor(sort: ProjectFilters["sort"]) {
  return sort === "alphabetical"
    ? [asc(sql`lower(${projects.name})`), asc(projects.id)]
    : [sql`${projects.startDate} desc nulls last`, asc(projects.id)];
}

function toExportProject(row: ExportRow): ExportProject {
  const { profileOrganizationName, projectImplementer, sortName: _sortName, ...project } = row;
  return {
    ...project,
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
  const conditions = projectFilterConditions(filters);
  if (options.organizationId) conditions.push(eq(projects.organizationId, options.organizationId));
  let remaining = options.limit ?? Number.POSITIVE_INFINITY;
  let last: ExportRow | undefined;
  while (remaining > 0) {
    const rows = await selectExportRows(and(...conditions, after(filters.sort, last)))
      .orderBy(...orderFor(filters.sort))
      .limit(Math.min(batchSize, remaining));
    if (rows.length === 0) return;
    yield rows.map(toExportProject);
    remaining -= rows.length;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}

/** The newest projects by creation, for the feed (at most `limit`), with the /projects filters. */
export async function getNewestProjects(
  filters: Omit<ProjectFilters, "page" | "sort">,
  limit: number,
): Promise<ExportProject[]> {
  const rows = await selectExportRows(and(...projectFilterConditions(filters)))
    .orderBy(sql`${projects.createdAt} desc nulls last`, asc(projects.id))
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

/** One page of the filtered projects in the list's order (offset paging, as /projects), and their number. */
export async function getProjectsPage(
  filters: Omit<ProjectFilters, "page">,
  options: { page: number; perPage: number; updatedSince?: Date },
): Promise<{ projects: ExportProject[]; total: number }> {
  const conditions = projectFilterConditions(filters);
  if (options.updatedSince) conditions.push(gte(projects.updatedAt, options.updatedSince));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    selectExportRows(where)
      .orderBy(...orderFor(filters.sort))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    getDb().select({ total: count() }).from(projects).where(where),
  ]);
  return { projects: rows.map(toExportProject), total: Number(totals[0]?.total ?? 0) };
}

/** One project's public record; null for an unknown or malformed id. */
export async function getExportProject(id: string): Promise<ExportProject | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectExportRows(eq(projects.id, id)).limit(1);
  return row ? toExportProject(row) : null;
}
