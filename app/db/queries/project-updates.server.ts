import { and, asc, count, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { followers, profiles, projects, projectUpdates, users } from "~/db/schema";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "./executor.server";

/**
 * Progress updates: the reads of the project page's timeline, the organization's and the home page's strips,
 * the feeds and the API, and the owner's dashboard (with the follower counts only the owner sees).
 */

export type ProjectUpdateRow = {
  id: string;
  projectId: string;
  title: string;
  body: string;
  photos: string[];
  createdAt: Date;
  updatedAt: Date;
};

/** Newest first, as the indexes hold them (NULLS LAST included: a plain DESC could not use them). */
const NEWEST_UPDATES_FIRST = [
  sql`${projectUpdates.createdAt} desc nulls last`,
  asc(projectUpdates.id),
] as const;

const updateColumns = {
  id: projectUpdates.id,
  projectId: projectUpdates.projectId,
  title: projectUpdates.title,
  body: projectUpdates.body,
  photos: projectUpdates.photos,
  createdAt: projectUpdates.createdAt,
  updatedAt: projectUpdates.updatedAt,
};

/** A project's updates, newest first (index project_updates_project_idx). */
export async function listProjectUpdates(
  projectId: string,
  { limit, offset = 0 }: { limit: number; offset?: number },
  db: Executor = getDb(),
): Promise<ProjectUpdateRow[]> {
  if (!isUuid(projectId)) return [];
  return db
    .select(updateColumns)
    .from(projectUpdates)
    .where(eq(projectUpdates.projectId, projectId.toLowerCase()))
    .orderBy(...NEWEST_UPDATES_FIRST)
    .limit(limit)
    .offset(offset);
}

/**
 * Who posted each of these updates (the member's name; null when the account is gone): for the organization's
 * own pages only. Publicly an update's author is its organization.
 */
export async function updateAuthorNames(
  updateIds: readonly string[],
  db: Executor = getDb(),
): Promise<Map<string, string | null>> {
  if (updateIds.length === 0) return new Map();
  const rows = await db
    .select({ id: projectUpdates.id, name: users.name })
    .from(projectUpdates)
    .leftJoin(users, eq(users.id, projectUpdates.authorId))
    .where(inArray(projectUpdates.id, [...updateIds]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function countProjectUpdates(projectId: string, db: Executor = getDb()): Promise<number> {
  if (!isUuid(projectId)) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(projectUpdates)
    .where(eq(projectUpdates.projectId, projectId.toLowerCase()));
  return row?.total ?? 0;
}

/** An update with the project and organization it belongs to (strips, feeds, mails). */
export type UpdateWithProject = ProjectUpdateRow & {
  projectName: string;
  organizationId: string;
  organizationName: string;
};

const withProjectColumns = {
  ...updateColumns,
  projectName: projects.name,
  organizationId: projects.organizationId,
  organizationName: sql<string>`coalesce(${profiles.organizationName}, '')`,
};

/**
 * The newest updates across projects (home), of one organization's projects (`ownerId`), or of the projects
 * some conditions on `projects` select (the projects RSS passes its filters' projectFilterConditions).
 */
export async function latestUpdates(
  { limit, ownerId, projectConditions = [] }: { limit: number; ownerId?: string; projectConditions?: SQL[] },
  db: Executor = getDb(),
): Promise<UpdateWithProject[]> {
  const conditions = [...projectConditions];
  if (ownerId !== undefined) conditions.push(eq(projects.organizationId, ownerId));
  return db
    .select(withProjectColumns)
    .from(projectUpdates)
    .innerJoin(projects, eq(projects.id, projectUpdates.projectId))
    .leftJoin(profiles, eq(profiles.id, projects.organizationId))
    .where(and(...conditions))
    .orderBy(...NEWEST_UPDATES_FIRST)
    .limit(limit);
}

/** Updates by id, with their project (the follower mails). */
export async function updatesByIds(
  ids: readonly string[],
  db: Executor = getDb(),
): Promise<UpdateWithProject[]> {
  if (ids.length === 0) return [];
  return db
    .select(withProjectColumns)
    .from(projectUpdates)
    .innerJoin(projects, eq(projects.id, projectUpdates.projectId))
    .leftJoin(profiles, eq(profiles.id, projects.organizationId))
    .where(inArray(projectUpdates.id, [...ids]))
    .orderBy(projectUpdates.createdAt, projectUpdates.id);
}

/** Every photo of a project's updates (what deleting the project removes after its commit). */
export async function projectUpdatePhotos(projectIds: readonly string[], db: Executor = getDb()) {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select({ photos: projectUpdates.photos })
    .from(projectUpdates)
    .where(inArray(projectUpdates.projectId, [...projectIds]));
  return rows.flatMap((row) => row.photos);
}

/** Confirmed followers of the project and of its organization: what only the owner sees. */
export async function followerCounts(
  { projectId, organizationId }: { projectId: string; organizationId: string },
  db: Executor = getDb(),
): Promise<{ project: number; organization: number }> {
  const [row] = await db
    .select({
      project: sql<number>`count(*) filter (where ${followers.projectId} = ${projectId})::int`,
      organization: sql<number>`count(*) filter (where ${followers.organizationId} = ${organizationId})::int`,
    })
    .from(followers)
    .where(
      and(
        isNotNull(followers.confirmedAt),
        sql`(${followers.projectId} = ${projectId} or ${followers.organizationId} = ${organizationId})`,
      ),
    );
  return { project: Number(row?.project ?? 0), organization: Number(row?.organization ?? 0) };
}
