import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import type { VisitStamps } from "~/domain/dashboard-next-steps";
import type { Executor } from "./executor.server";

/**
 * The dashboard's visit stamps of an account (users.dashboard_visit_at and dashboard_previous_visit_at): the
 * dashboard lists what changed after the previous visit.
 */

/**
 * Starts a new visit if the last one began before `cutoff` (or there was none): the previous visit becomes the
 * last one and the last one `now`, in one statement (two tabs opening at once move them once). Returns the
 * stamps after it, or null when no visit started (the last one is recent, or there is no such account).
 */
export async function startDashboardVisit(
  userId: string,
  now: Date,
  cutoff: Date,
  db: Executor = getDb(),
): Promise<VisitStamps | null> {
  const [row] = await db
    .update(users)
    .set({
      // The right-hand sides read the row as it was: the last visit becomes the previous one.
      dashboardPreviousVisitAt: sql`${users.dashboardVisitAt}`,
      dashboardVisitAt: now,
      // A visit is not a change of the account.
      updatedAt: sql`${users.updatedAt}`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.dashboardVisitAt), lt(users.dashboardVisitAt, cutoff))))
    .returning({ visitAt: users.dashboardVisitAt, previousVisitAt: users.dashboardPreviousVisitAt });
  return row ?? null;
}

/** The account's stamps as they are (both null for an account that never opened the dashboard). */
export async function dashboardVisitStamps(userId: string, db: Executor = getDb()): Promise<VisitStamps> {
  const [row] = await db
    .select({ visitAt: users.dashboardVisitAt, previousVisitAt: users.dashboardPreviousVisitAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { visitAt: null, previousVisitAt: null };
}
