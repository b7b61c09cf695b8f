import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { ProjectCardData } from "~/components/projects/project-card";
import { getDb } from "~/db/client.server";
import {
  organizations,
  profiles,
  projectDistrict,
  projectRegion,
  projectStatusKey,
  projects,
} from "~/db/schema";
import { OWN_PROJECTS_PAGE_SIZE, type OwnProjectFilters } from "~/domain/own-projects";
import { PROJECTS_PAGE_SIZE, type ProjectFilters } from "~/domain/project-filters";
import type { ProjectMetadata } from "~/domain/projects";
import type { Executor } from "./users.server";

/**
 * Project reads for the public screens. Filtering, sorting and paging run in the database (spec §5 "Project
 * filtering"), each filter on an index of the projects table:
 * - q: `search_text` (lower-cased name, organization, implementer, location, sector, brief, kept by triggers)
 *   LIKE lower('%q%') through its trigram index;
 * - location and name: substring of lower(location) / lower(name), trigram indexes;
 * - sector, sdg: exact, b-tree indexes; status: exact on the normalized stored status (projectStatusKey);
 * - target: any target group containing the text;
 * - newest: start_date desc, id (index projects_start_date_idx); alphabetical: lower(name), id (projects_name_idx).
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
  /** The owner's profile's organization record, when it has one. */
  organizationRecordId: string | null;
  organizationRecordName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type ProjectSearchResult = {
  projects: ProjectListItem[];
  total: number;
  /** The page shown: the requested one, or the last page when that was beyond the end. */
  page: number;
  pageCount: number;
  pageSize: number;
};

export const BRIEF_PREVIEW = 240;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** `%text%` for LIKE with the wildcards and the escape character of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const listColumns = {
  id: projects.id,
  name: projects.name,
  brief: sql<string>`case when length(${projects.brief}) > ${BRIEF_PREVIEW}
    then rtrim(left(${projects.brief}, ${BRIEF_PREVIEW - 1})) || '…' else ${projects.brief} end`,
  location: projects.location,
  sector: projects.sector,
  sdg: projects.sdg,
  targetGroups: projects.targetGroups,
  status: projects.status,
  startDate: projects.startDate,
  endDate: projects.endDate,
  image: sql<string | null>`coalesce(nullif(${projects.image}, ''), ${projects.metadata}->'images'->>0)`,
  organizationId: projects.organizationId,
  profileOrganizationName: profiles.organizationName,
  projectImplementer: sql<string | null>`${projects.metadata}->>'projectImplementer'`,
};

/** The WHERE conditions of the filters (page and sort aside). */
export function projectFilterConditions(filters: Omit<ProjectFilters, "page" | "sort">): SQL[] {
  const conditions: SQL[] = [];
  // search_text, lower(location) and lower(name) are lower-cased by the database, so the text is lower-cased
  // there too (the same lower() as the trigger; JavaScript's toLowerCase differs outside ASCII in a C locale),
  // and LIKE does the rest: cheaper than ILIKE on every row it has to check, and served by the same indexes.
  if (filters.q) {
    conditions.push(sql`${projects.searchText} like lower(${containsPattern(filters.q)})`);
  }
  if (filters.location) {
    conditions.push(sql`lower(${projects.location}) like lower(${containsPattern(filters.location)})`);
  }
  if (filters.name) {
    conditions.push(sql`lower(${projects.name}) like lower(${containsPattern(filters.name)})`);
  }
  // The place the project form stores (metadata), matched whole and case-insensitively: a region or district
  // is a name, not a search (expression indexes projects_region_idx and projects_district_idx).
  if (filters.region) conditions.push(sql`${projectRegion(projects.metadata)} = lower(${filters.region})`);
  if (filters.district)
    conditions.push(sql`${projectDistrict(projects.metadata)} = lower(${filters.district})`);
  if (filters.sector) conditions.push(eq(projects.sector, filters.sector));
  if (filters.sdg) conditions.push(eq(projects.sdg, filters.sdg));
  // Stored legacy spellings ("In Progress") count as the status they normalize to (index projects_status_key_idx).
  if (filters.status) conditions.push(sql`${projectStatusKey(projects.status)} = ${filters.status}`);
  if (filters.target) {
    conditions.push(
      sql`exists (select 1 from unnest(${projects.targetGroups}) as target_group
                  where target_group ilike ${containsPattern(filters.target)})`,
    );
  }
  return conditions;
}

/**
 * The orders match the indexes exactly, NULLS LAST included (drizzle writes its DESC indexes that way, and a
 * plain DESC means NULLS FIRST, which the planner cannot serve from them even on a NOT NULL column).
 */
function orderFor(sort: ProjectFilters["sort"]) {
  return sort === "alphabetical"
    ? [asc(sql`lower(${projects.name})`), asc(projects.id)]
    : [sql`${projects.startDate} desc nulls last`, asc(projects.id)];
}

function listQuery(where: SQL | undefined, sort: ProjectFilters["sort"], page: number, pageSize: number) {
  return getDb()
    .select(listColumns)
    .from(projects)
    .leftJoin(profiles, eq(profiles.id, projects.organizationId))
    .where(where)
    .orderBy(...orderFor(sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/**
 * The two statements behind one page of the list: the page's rows and the total count. Exposed so the
 * benchmark (scripts/bench.ts) can time and EXPLAIN exactly what the page runs.
 */
export function projectSearchQueries(filters: ProjectFilters, pageSize = PROJECTS_PAGE_SIZE) {
  const where = and(...projectFilterConditions(filters));
  return {
    where,
    list: listQuery(where, filters.sort, filters.page, pageSize),
    count: getDb().select({ total: count() }).from(projects).where(where),
  };
}

/** One page of the public list for the filters, with the total count. */
export async function searchProjects(
  filters: ProjectFilters,
  pageSize = PROJECTS_PAGE_SIZE,
): Promise<ProjectSearchResult> {
  const { where, list, count: countQuery } = projectSearchQueries(filters, pageSize);
  const [rows, totals] = await Promise.all([list, countQuery]);
  const total = Number(totals[0]?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A page past the end (an old link, a hand-typed number) shows the last page instead of nothing.
  if (rows.length === 0 && total > 0 && filters.page > pageCount) {
    return {
      projects: await listQuery(where, filters.sort, pageCount, pageSize),
      total,
      page: pageCount,
      pageCount,
      pageSize,
    };
  }
  return { projects: rows, total, page: filters.page, pageCount, pageSize };
}

/** The newest projects by creation (the home page's carousel). */
export async function getLatestProjects(limit = 3): Promise<ProjectListItem[]> {
  return getDb()
    .select(listColumns)
    .from(projects)
    .leftJoin(profiles, eq(profiles.id, projects.organizationId))
    .orderBy(sql`${projects.createdAt} desc nulls last`, asc(projects.id))
    .limit(limit);
}

/** An organization's projects, newest first; `ownerId` is the owner's user (profile) id. */
export async function getProjectsByOwner(ownerId: string): Promise<ProjectListItem[]> {
  return getDb()
    .select(listColumns)
    .from(projects)
    .leftJoin(profiles, eq(profiles.id, projects.organizationId))
    .where(eq(projects.organizationId, ownerId))
    .orderBy(sql`${projects.createdAt} desc nulls last`, asc(projects.id));
}

/** One project with everything its detail page shows; null for an unknown or malformed id. */
export async function getProjectById(id: string): Promise<ProjectDetail | null> {
  if (!isUuid(id)) return null;
  const rows = await getDb()
    .select({
      id: projects.id,
      name: projects.name,
      brief: projects.brief,
      location: projects.location,
      sector: projects.sector,
      sdg: projects.sdg,
      targetGroups: projects.targetGroups,
      status: projects.status,
      startDate: projects.startDate,
      endDate: projects.endDate,
      image: projects.image,
      organizationId: projects.organizationId,
      metadata: projects.metadata,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
      profileOrganizationName: profiles.organizationName,
      projectImplementer: sql<string | null>`${projects.metadata}->>'projectImplementer'`,
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

/** Newest first by creation, as index projects_owner_created_at_idx (organization_id, created_at desc, id). */
function ownListQuery(db: Executor, where: SQL | undefined, page: number, pageSize: number) {
  return db
    .select(listColumns)
    .from(projects)
    .leftJoin(profiles, eq(profiles.id, projects.organizationId))
    .where(where)
    .orderBy(sql`${projects.createdAt} desc nulls last`, asc(projects.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/**
 * One page of the owner's (`ownerId` = the owner's user id) own projects for /dashboard/projects, newest
 * first, with the total; a page past the end shows the last page.
 */
export async function searchOwnProjects(
  ownerId: string,
  filters: OwnProjectFilters,
  pageSize = OWN_PROJECTS_PAGE_SIZE,
  db: Executor = getDb(),
): Promise<ProjectSearchResult> {
  const where = ownProjectsWhere(ownerId, filters);
  const [rows, totals] = await Promise.all([
    ownListQuery(db, where, filters.page, pageSize),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  const total = Number(totals[0]?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (rows.length === 0 && total > 0 && filters.page > pageCount) {
    return {
      projects: await ownListQuery(db, where, pageCount, pageSize),
      total,
      page: pageCount,
      pageCount,
      pageSize,
    };
  }
  return { projects: rows, total, page: filters.page, pageCount, pageSize };
}

export type DeletedProjectRow = {
  id: string;
  name: string;
  organizationId: string;
  image: string | null;
  metadata: ProjectMetadata;
};

/**
 * Deletes one project and returns what it held; null when there is no such project or, with `ownerId`, when
 * it is not that owner's (the two cannot be told apart). `ownerId: null` means any owner (an administrator).
 */
export async function deleteProjectRow(
  db: Executor,
  { projectId, ownerId }: { projectId: string; ownerId: string | null },
): Promise<DeletedProjectRow | null> {
  if (!isUuid(projectId)) return null;
  const conditions = [eq(projects.id, projectId.toLowerCase())];
  if (ownerId !== null) conditions.push(eq(projects.organizationId, ownerId));
  const rows = await db
    .delete(projects)
    .where(and(...conditions))
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
export async function projectFileUrlsInUse(db: Executor, urls: readonly string[]): Promise<Set<string>> {
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
    for (const url of [row.image, ...(Array.isArray(row.images) ? row.images : [])]) {
      if (typeof url === "string" && wanted.has(url)) used.add(url);
    }
  }
  return used;
}
