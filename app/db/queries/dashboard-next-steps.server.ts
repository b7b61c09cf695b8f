import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  ne,
  notInArray,
  or,
  sql,
} from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  adminAuditLog,
  followers,
  indicatorPeriods,
  profiles,
  projectResults,
  projectStatusKey,
  projects,
  projectUpdates,
  resultIndicators,
  subscriptionRequestHistory,
  subscriptionRequests,
  users,
} from "~/db/schema";
import {
  FINISHED_STATUSES,
  type NewFollowersRow,
  type PaymentChangeRow,
  TEAM_CHANGE_ACTIONS,
  type TeamChangeRow,
} from "~/domain/dashboard-next-steps";
import type { Executor } from "./executor.server";

/**
 * What the dashboard's next steps read of one organization (issue 36 item 5; `organizationId` is its profile
 * id, the id its projects carry). Each list is scoped to the organization inside the query, walks indexes from
 * the organization's projects (projects_owner_created_at_idx, then each project's updates, results, indicators
 * and periods by their own indexes) and reads at most `limit` rows: the caller passes one more than it shows.
 */

/** A project not finished (FINISHED_STATUSES, in any stored spelling). */
const ongoing = notInArray(projectStatusKey(projects.status), [...FINISHED_STATUSES]);

/** The organization's projects with confirmed followers, most followed first. */
export async function followersByProject(
  organizationId: string,
  limit: number,
  db: Executor = getDb(),
): Promise<{ id: string; name: string; count: number }[]> {
  const count = sql<number>`count(*)::int`;
  const rows = await db
    .select({ id: projects.id, name: projects.name, count })
    .from(projects)
    .innerJoin(followers, eq(followers.projectId, projects.id))
    .where(and(eq(projects.organizationId, organizationId), isNotNull(followers.confirmedAt)))
    .groupBy(projects.id, projects.name)
    .orderBy(desc(count), asc(projects.name), asc(projects.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** How many people follow the organization itself (confirmed). */
export async function organizationFollowerCount(
  organizationId: string,
  db: Executor = getDb(),
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(followers)
    .where(and(eq(followers.organizationId, organizationId), isNotNull(followers.confirmedAt)));
  return Number(row?.count ?? 0);
}

/**
 * Ongoing projects with no update since `cutoff`: their last update is older, or they have none and were added
 * before it. Longest silent first (never updated, then the oldest last update).
 */
export async function projectsWithoutRecentUpdate(
  organizationId: string,
  cutoff: Date,
  limit: number,
  db: Executor = getDb(),
): Promise<{ id: string; name: string; createdAt: Date; lastUpdateAt: Date | null }[]> {
  const lastUpdate = max(projectUpdates.createdAt);
  // Bound as the column binds it (an ISO string): an aggregate has no column to encode a Date for the driver.
  const before = sql.param(cutoff, projectUpdates.createdAt);
  const rows = await db
    .select({ id: projects.id, name: projects.name, createdAt: projects.createdAt, lastUpdateAt: lastUpdate })
    .from(projects)
    .leftJoin(projectUpdates, eq(projectUpdates.projectId, projects.id))
    .where(and(eq(projects.organizationId, organizationId), lt(projects.createdAt, cutoff), ongoing))
    .groupBy(projects.id, projects.name, projects.createdAt)
    .having(or(isNull(lastUpdate), lt(lastUpdate, before)))
    .orderBy(sql`${lastUpdate} asc nulls first`, asc(projects.createdAt), asc(projects.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, lastUpdateAt: row.lastUpdateAt ?? null }));
}

/**
 * Indicators of ongoing, started projects (start date on or before `today`) with no reported period ending in
 * the year [`from`, `to`], by project name.
 */
export async function indicatorsWithoutValue(
  organizationId: string,
  year: { from: string; to: string },
  today: string,
  limit: number,
  db: Executor = getDb(),
): Promise<
  {
    indicatorId: string;
    indicatorTitle: string;
    resultTitle: string;
    projectId: string;
    projectName: string;
  }[]
> {
  return db
    .select({
      indicatorId: resultIndicators.id,
      indicatorTitle: resultIndicators.title,
      resultTitle: projectResults.title,
      projectId: projects.id,
      projectName: projects.name,
    })
    .from(projects)
    .innerJoin(projectResults, eq(projectResults.projectId, projects.id))
    .innerJoin(resultIndicators, eq(resultIndicators.resultId, projectResults.id))
    .where(
      and(
        eq(projects.organizationId, organizationId),
        ongoing,
        lte(projects.startDate, today),
        sql`not exists (select 1 from ${indicatorPeriods}
          where ${indicatorPeriods.indicatorId} = ${resultIndicators.id}
            and ${indicatorPeriods.periodEnd} >= ${year.from} and ${indicatorPeriods.periodEnd} <= ${year.to})`,
      ),
    )
    .orderBy(
      asc(projects.name),
      asc(projects.id),
      asc(projectResults.createdAt),
      asc(resultIndicators.createdAt),
      asc(resultIndicators.id),
    )
    .limit(limit);
}

/**
 * The organization's recorded writes after `since` by anyone but `exceptUserId` (its other members, or an
 * administrator), of TEAM_CHANGE_ACTIONS, newest first (admin_audit_log_organization_idx).
 */
export async function teamChangesSince(
  organizationId: string,
  since: Date,
  exceptUserId: string,
  limit: number,
  db: Executor = getDb(),
): Promise<TeamChangeRow[]> {
  return db
    .select({
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      targetId: adminAuditLog.targetId,
      targetLabel: adminAuditLog.targetLabel,
      detail: adminAuditLog.detail,
      actorName: users.name,
      actorEmail: adminAuditLog.actorEmail,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.actorId))
    .where(
      and(
        eq(adminAuditLog.organizationId, organizationId),
        gt(adminAuditLog.createdAt, since),
        inArray(adminAuditLog.action, [...TEAM_CHANGE_ACTIONS]),
        or(isNull(adminAuditLog.actorId), ne(adminAuditLog.actorId, exceptUserId)),
      ),
    )
    .orderBy(desc(adminAuditLog.createdAt), asc(adminAuditLog.id))
    .limit(limit);
}

/**
 * Followers confirmed after `since`: per project of the organization (most recent first), and of the
 * organization itself (projectId null), each with when the last one came.
 */
export async function newFollowersSince(
  organizationId: string,
  since: Date,
  limit: number,
  db: Executor = getDb(),
): Promise<NewFollowersRow[]> {
  const lastAt = sql<Date>`max(${followers.confirmedAt})`.mapWith(followers.confirmedAt);
  const count = sql<number>`count(*)::int`;
  const [perProject, [own]] = await Promise.all([
    db
      .select({ projectId: projects.id, projectName: projects.name, count, lastAt })
      .from(projects)
      .innerJoin(followers, eq(followers.projectId, projects.id))
      .where(and(eq(projects.organizationId, organizationId), gt(followers.confirmedAt, since)))
      .groupBy(projects.id, projects.name)
      .orderBy(desc(lastAt), asc(projects.id))
      .limit(limit),
    db
      .select({ count, lastAt })
      .from(followers)
      .where(and(eq(followers.organizationId, organizationId), gt(followers.confirmedAt, since))),
  ]);
  const rows: NewFollowersRow[] = perProject.map((row) => ({ ...row, count: Number(row.count) }));
  if (own && Number(own.count) > 0 && own.lastAt) {
    rows.push({ projectId: null, projectName: null, count: Number(own.count), lastAt: own.lastAt });
  }
  return rows;
}

/**
 * Changes of the organization's subscription requests after `since` by anyone but `exceptUserId`: another
 * member's payment, correction or withdrawal, an administrator's approval or rejection; newest first.
 */
export async function paymentChangesSince(
  organizationId: string,
  since: Date,
  exceptUserId: string,
  limit: number,
  db: Executor = getDb(),
): Promise<PaymentChangeRow[]> {
  return db
    .select({
      id: subscriptionRequestHistory.id,
      action: subscriptionRequestHistory.action,
      reason: subscriptionRequestHistory.reason,
      endDate: subscriptionRequests.endDate,
      actorName: users.name,
      actorEmail: subscriptionRequestHistory.actorEmail,
      createdAt: subscriptionRequestHistory.createdAt,
    })
    .from(subscriptionRequests)
    .innerJoin(subscriptionRequestHistory, eq(subscriptionRequestHistory.requestId, subscriptionRequests.id))
    .leftJoin(users, eq(users.id, subscriptionRequestHistory.actorId))
    .where(
      and(
        // The organization record of the profile (subscription_requests_organization_idx).
        eq(
          subscriptionRequests.organizationId,
          sql`(select ${profiles.organizationId} from ${profiles} where ${profiles.id} = ${organizationId})`,
        ),
        gt(subscriptionRequestHistory.createdAt, since),
        or(isNull(subscriptionRequestHistory.actorId), ne(subscriptionRequestHistory.actorId, exceptUserId)),
      ),
    )
    .orderBy(desc(subscriptionRequestHistory.createdAt), asc(subscriptionRequestHistory.id))
    .limit(limit);
}
