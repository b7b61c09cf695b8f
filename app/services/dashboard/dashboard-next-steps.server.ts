import {
  followersByProject,
  indicatorsWithoutValue,
  newFollowersSince,
  organizationFollowerCount,
  paymentChangesSince,
  projectsWithoutRecentUpdate,
  teamChangesSince,
} from "~/db/queries/dashboard-next-steps.server";
import { type Actor, mayActInOrganization, mayActOnProject } from "~/domain/authorization";
import {
  CHANGES_LIMIT,
  capped,
  followedProjectItem,
  missingValueItem,
  NEXT_STEPS_LIST_LIMIT,
  type NextSteps,
  newestChanges,
  newFollowersItem,
  paymentChangeItem,
  reportingYear,
  staleProjectItem,
  staleUpdateCutoff,
  subscriptionEndedItem,
  teamChangeItem,
} from "~/domain/dashboard-next-steps";
import { formatDate, formatIsoDate, formatTime } from "~/domain/dates";
import type { SubscriptionState } from "~/domain/subscription-lifecycle";
import { logger } from "~/lib/logger.server";
import { recordDashboardVisit } from "./record-dashboard-visit.server";

/**
 * A member opens the dashboard: the visit is recorded (record-dashboard-visit), then what changed since the
 * previous one, followers per project, projects without a recent update and results without this year's value
 * are read, each only for a role that may act on it. "unavailable" when any of it cannot be read: the rest of
 * the page still shows.
 */
export async function loadNextSteps(input: {
  actor: Actor;
  /** The organization's profile id (the id its projects carry). */
  organizationId: string;
  projectCount: number;
  /** The subscription's state, read for a role that pays (null otherwise). */
  subscription: SubscriptionState | null;
  now?: Date;
}): Promise<NextSteps | "unavailable"> {
  const { actor, organizationId, projectCount, subscription, now = new Date() } = input;
  try {
    const project = { organizationId };
    const hasProjects = projectCount > 0;
    const mayPost = hasProjects && mayActOnProject(actor, "project.updates", project);
    const mayReport = hasProjects && mayActOnProject(actor, "project.results", project);
    const mayPay = actor.isAdmin || mayActInOrganization(actor, "organization.billing");
    const year = reportingYear(now);
    const read = NEXT_STEPS_LIST_LIMIT + 1;

    const [stamps, followed, organizationFollowers, stale, missing] = await Promise.all([
      recordDashboardVisit(actor.id, now),
      hasProjects ? followersByProject(organizationId, read) : [],
      hasProjects ? organizationFollowerCount(organizationId) : 0,
      mayPost ? projectsWithoutRecentUpdate(organizationId, staleUpdateCutoff(now), read) : null,
      mayReport ? indicatorsWithoutValue(organizationId, year, formatIsoDate(now), read) : null,
    ]);

    const since = stamps.previousVisitAt;
    const changes = since
      ? await Promise.all([
          teamChangesSince(organizationId, since, actor.id, CHANGES_LIMIT + 1),
          newFollowersSince(organizationId, since, CHANGES_LIMIT),
          mayPay ? paymentChangesSince(organizationId, since, actor.id, CHANGES_LIMIT) : [],
        ]).then(([team, newFollowers, payments]) =>
          newestChanges([
            ...team.map(teamChangeItem),
            ...newFollowers.map(newFollowersItem),
            ...payments.map(paymentChangeItem),
            mayPay && subscription?.kind === "expired"
              ? subscriptionEndedItem(subscription.endedOn, since)
              : null,
          ]),
        )
      : { items: [], more: false };

    const followedList = capped(followed.map(followedProjectItem));
    const staleList = stale && capped(stale.map(staleProjectItem));
    const missingList = missing && capped(missing.map(missingValueItem));
    return {
      since: { previousVisit: since ? `${formatDate(since)}, ${formatTime(since)}` : null, ...changes },
      followers: hasProjects
        ? { projects: followedList.items, organization: organizationFollowers, more: followedList.more }
        : null,
      stale: staleList,
      missing: missingList && { year: year.year, ...missingList },
    };
  } catch (error) {
    logger.error({ err: error }, "dashboard next steps failed");
    return "unavailable";
  }
}
