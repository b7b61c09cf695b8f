import { count, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { projectStatusKey, projects } from "~/db/schema";
import { formatIsoDate } from "~/domain/dates";
import type { Count, ImpactCounts } from "~/domain/impact";
import { countActiveSubscriptions } from "./billing.server";
import { getUpcomingEventIds } from "./events.server";
import type { Executor } from "./executor.server";
import { countDirectoryByType } from "./organizations.server";

/** Counts of projects grouped by one expression, biggest first. */
async function projectsBy(expression: ReturnType<typeof sql>, db: Executor): Promise<Count[]> {
  const rows = await db
    .select({ key: sql<string | null>`${expression}`, count: count() })
    .from(projects)
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
  return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

/**
 * Counts of projects by status key. The key's expression (projectStatusKey) is costly per row, so the rows are
 * first counted by their stored status (an index-only scan of projects_status_idx) and only those few groups
 * are folded into keys.
 */
async function projectsByStatus(db: Executor): Promise<Count[]> {
  const perStatus = db
    .select({ status: projects.status, count: count().as("count") })
    .from(projects)
    .groupBy(projects.status)
    .as("per_status");
  const rows = await db
    .select({ key: projectStatusKey(perStatus.status), count: sql<string>`sum(${perStatus.count})` })
    .from(perStatus)
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
  return rows.map((row) => ({ key: row.key as string | null, count: Number(row.count) }));
}

/**
 * The live figures of /impact: grouped counts, each one statement on the projects table (its indexes serve the
 * status, SDG and sector groups), the directory by type, subscriptions active today, and upcoming events.
 */
export async function getImpactCounts(now = new Date(), db: Executor = getDb()): Promise<ImpactCounts> {
  // Kampala's day, as every subscription rule counts it.
  const today = formatIsoDate(now);
  const [byStatus, bySdg, bySector, byRegion, byDistrict, byType, active, upcoming] = await Promise.all([
    projectsByStatus(db),
    projectsBy(sql`${projects.sdg}`, db),
    projectsBy(sql`${projects.sector}`, db),
    projectsBy(sql`nullif(btrim(${projects.metadata}->>'region'), '')`, db),
    projectsBy(sql`nullif(btrim(${projects.metadata}->>'district'), '')`, db),
    countDirectoryByType(db),
    countActiveSubscriptions(today, db),
    getUpcomingEventIds(5000, db),
  ]);
  return {
    byStatus,
    bySdg,
    bySector,
    byRegion,
    byDistrict,
    byOrganizationType: byType.map((row) => ({ key: row.type, count: row.count })),
    activeSubscriptions: active,
    upcomingEvents: upcoming.length,
  };
}

/** The few totals the home page shows live: the projects by status (see projectsByStatus) and the directory. */
export async function getLiveTotals(db: Executor = getDb()): Promise<{
  projects: number;
  activeProjects: number;
  organizations: number;
}> {
  const [byStatus, organizations] = await Promise.all([projectsByStatus(db), countDirectoryByType(db)]);
  return {
    projects: byStatus.reduce((sum, row) => sum + row.count, 0),
    activeProjects: byStatus.find((row) => row.key === "active")?.count ?? 0,
    organizations: organizations.reduce((sum, row) => sum + row.count, 0),
  };
}
