import { dashboardVisitStamps, startDashboardVisit } from "~/db/queries/dashboard-visits.server";
import { newVisitCutoff, type VisitStamps } from "~/domain/dashboard-next-steps";

/**
 * Opening the dashboard (issue 36 item 5): when the last visit is older than DASHBOARD_VISIT_GAP_MS (or there
 * was none), a new visit starts — the previous visit := the last one, the last one := now — in one statement;
 * within a visit nothing moves, so reloading keeps showing what changed since the visit before. Returns the
 * stamps after opening: `previousVisitAt` is what "Since your last visit" counts from.
 */
export async function recordDashboardVisit(userId: string, now: Date = new Date()): Promise<VisitStamps> {
  const started = await startDashboardVisit(userId, now, newVisitCutoff(now));
  return started ?? dashboardVisitStamps(userId);
}
