import { and, count, eq, gte, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { projectStatusKey, projects, subscriptions } from "~/db/schema";
import type { Count, ImpactCounts } from "~/domain/impact";
import { getUpcomingEventIds } from "./events.server";
import { countDirectoryByType } from "./organizations.server";

/** Counts of projects grouped by one expression, biggest first. */
async function projectsBy(expression: ReturnType<typeof sql>): Promise<Count[]> {
  const rows = await getDb()
    .select({ key: sql<string | null>`${expression}`, count: count() })
    .from(projects)
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
  return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

/**
 * The live figures of /impact: grouped counts, each one statement on the projects table (its indexes serve the
 * status, SDG and sector groups), the directory by type, subscriptions active today, and upcoming events.
 */
export async function getImpactCounts(now = new Date()): Promise<ImpactCounts> {
  const today = now.toISOString().slice(0, 10);
  const [byStatus, bySdg, bySector, byRegion, byDistrict, byType, active, upcoming] = await Promise.all([
    projectsBy(projectStatusKey(projects.status)),
    projectsBy(sql`${projects.sdg}`),
    projectsBy(sql`${projects.sector}`),
    projectsBy(sql`nullif(btrim(${projects.metadata}->>'region'), '')`),
    projectsBy(sql`nullif(btrim(${projects.metadata}->>'district'), '')`),
    countDirectoryByType(),
    getDb()
      .select({ count: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.isActive, true), gte(subscriptions.endDate, today))),
    getUpcomingEventIds(5000),
  ]);
  return {
    byStatus,
    bySdg,
    bySector,
    byRegion,
    byDistrict,
    byOrganizationType: byType.map((row) => ({ key: row.type, count: row.count })),
    activeSubscriptions: Number(active[0]?.count ?? 0),
    upcomingEvents: upcoming.length,
  };
}

/** The few totals the home page shows live: one cheap statement per figure. */
export async function getLiveTotals(): Promise<{
  projects: number;
  activeProjects: number;
  organizations: number;
}> {
  const [totals, organizations] = await Promise.all([
    getDb()
      .select({
        projects: count(),
        activeProjects: sql<number>`count(*) filter (where ${projectStatusKey(projects.status)} = 'active')`,
      })
      .from(projects),
    countDirectoryByType(),
  ]);
  return {
    projects: Number(totals[0]?.projects ?? 0),
    activeProjects: Number(totals[0]?.activeProjects ?? 0),
    organizations: organizations.reduce((sum, row) => sum + row.count, 0),
  };
}
