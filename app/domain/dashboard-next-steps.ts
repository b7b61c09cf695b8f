import { formatDate, formatIsoDate, formatTime } from "./dates";
import { isOrganizationRole, ROLE_LABELS } from "./membership";
import type { RequestAction } from "./subscription-lifecycle";
import { pluralize } from "./text";

/**
 * The dashboard once getting started is done (issue 36 item 5): what the organization has to do next — projects
 * without a recent update, results without a value this year — who follows its projects, and what changed
 * since the member's last visit. The rules (90 days, this calendar year, when a visit starts) and the words;
 * the queries are in db/queries/dashboard-next-steps.server.ts.
 */

// ── Rules ───────────────────────────────────────────────────────────────────────────────────────────────

/** A visit starts when the dashboard opens this long after the last time it did (reloads inside one do not). */
export const DASHBOARD_VISIT_GAP_MS = 30 * 60_000;

/** A project with no update for this many days (or never updated, and older than that) asks for one. */
export const STALE_UPDATE_DAYS = 90;

/** Rows each list shows (one more is read to know there are more). */
export const NEXT_STEPS_LIST_LIMIT = 8;

/** Changes "Since your last visit" shows, newest first. */
export const CHANGES_LIMIT = 12;

/** Project statuses that are over: nothing more to post or report (stored keys, projectStatusKey). */
export const FINISHED_STATUSES = ["completed", "cancelled"] as const;

const DAY_MS = 24 * 60 * 60_000;

/** The dashboard's two visit stamps: the visit going on (or the last one) and the one before it. */
export type VisitStamps = { visitAt: Date | null; previousVisitAt: Date | null };

/** Whether opening the dashboard now starts a new visit: never opened, or not for DASHBOARD_VISIT_GAP_MS. */
export function startsNewVisit(visitAt: Date | null, now: Date): boolean {
  return visitAt === null || now.getTime() - visitAt.getTime() >= DASHBOARD_VISIT_GAP_MS;
}

/** A last visit before this instant means that opening the dashboard now starts a new visit. */
export function newVisitCutoff(now: Date): Date {
  return new Date(now.getTime() - DASHBOARD_VISIT_GAP_MS);
}

/** The stamps after opening the dashboard now: a new visit moves the last one back; within one, nothing moves. */
export function stampsAfterOpening(stamps: VisitStamps, now: Date): VisitStamps {
  return startsNewVisit(stamps.visitAt, now) ? { visitAt: now, previousVisitAt: stamps.visitAt } : stamps;
}

/** An update older than this (or none, on a project older than this) asks for a new one. */
export function staleUpdateCutoff(now: Date): Date {
  return new Date(now.getTime() - STALE_UPDATE_DAYS * DAY_MS);
}

/** Whether a project (not finished) asks for an update: its last one, or its creation, is before the cutoff. */
export function needsUpdate(project: { createdAt: Date; lastUpdateAt: Date | null }, now: Date): boolean {
  const cutoff = staleUpdateCutoff(now).getTime();
  return (project.lastUpdateAt ?? project.createdAt).getTime() < cutoff;
}

/** The calendar year a value is owed for, in Kampala: a period ending from its first to its last day counts. */
export function reportingYear(now: Date): { year: number; from: string; to: string } {
  const year = Number(formatIsoDate(now).slice(0, 4));
  return { year, from: `${year}-01-01`, to: `${year}-12-31` };
}

/** Whether a reported period's end (yyyy-MM-dd) falls in the reporting year. */
export function reportedThisYear(periodEnd: string, now: Date): boolean {
  const { from, to } = reportingYear(now);
  return periodEnd >= from && periodEnd <= to;
}

// ── Texts ───────────────────────────────────────────────────────────────────────────────────────────────

export const NEXT_STEPS_TEXTS = {
  todoHeading: "To do",
  todoLead: "What your projects are waiting for.",
  staleHeading: "Projects without a recent update",
  staleLead: `No update for ${STALE_UPDATE_DAYS} days: followers hear nothing, and the page looks forgotten.`,
  staleEmpty: `Every ongoing project has an update in the last ${STALE_UPDATE_DAYS} days.`,
  lastUpdate: (date: string) => `Last update ${date}`,
  neverUpdated: (date: string) => `No update yet · added ${date}`,
  postUpdate: "Post an update",
  missingHeading: (year: number) => `Results without a value for ${year}`,
  missingLead: "Report what each indicator reached this year, so the project page and /impact stay current.",
  missingEmpty: (year: number) => `Every result of your ongoing projects has a value reported for ${year}.`,
  reportValue: "Report a value",
  followersHeading: "Followers",
  followersLead: "People who follow your projects by email get each update you post.",
  followersEmpty: "No one follows your projects yet. Visitors follow a project from its page: share it.",
  followerCount: (count: number) => pluralize(count, "follower"),
  organizationFollowers: (count: number) =>
    `${pluralize(count, "person follows", "people follow")} your organization.`,
  sinceHeading: "Since your last visit",
  sinceLead: (date: string) => `Since ${date}.`,
  sinceEmpty: "Nothing has changed since your last visit.",
  sinceMore: `The ${CHANGES_LIMIT} newest changes.`,
  sinceFirst: "From your next visit, what your team changed and your new followers show here.",
  more: "More in My Projects",
  loadError: "Could not load your next steps. Reload the page to try again.",
} as const;

const TEXTS = NEXT_STEPS_TEXTS;

// ── What the page shows ─────────────────────────────────────────────────────────────────────────────────

/** A project that asks for an update, as the To do list shows it. */
export type StaleProjectItem = { id: string; name: string; detail: string; href: string };

export function staleProjectItem(row: {
  id: string;
  name: string;
  createdAt: Date;
  lastUpdateAt: Date | null;
}): StaleProjectItem {
  return {
    id: row.id,
    name: row.name,
    detail: row.lastUpdateAt
      ? TEXTS.lastUpdate(formatDate(row.lastUpdateAt))
      : TEXTS.neverUpdated(formatDate(row.createdAt)),
    href: `/dashboard/projects/${row.id}/updates`,
  };
}

/** An indicator without a value this year, with where to report one. */
export type MissingValueItem = {
  id: string;
  indicator: string;
  result: string;
  projectName: string;
  href: string;
};

export function missingValueItem(row: {
  indicatorId: string;
  indicatorTitle: string;
  resultTitle: string;
  projectId: string;
  projectName: string;
}): MissingValueItem {
  return {
    id: row.indicatorId,
    indicator: row.indicatorTitle,
    result: row.resultTitle,
    projectName: row.projectName,
    href: `/dashboard/projects/${row.projectId}/results`,
  };
}

/** A project and its confirmed followers. */
export type FollowedProjectItem = {
  id: string;
  name: string;
  count: number;
  countText: string;
  href: string;
};

export function followedProjectItem(row: { id: string; name: string; count: number }): FollowedProjectItem {
  return { ...row, countText: TEXTS.followerCount(row.count), href: `/projects/${row.id}` };
}

/** One line of "Since your last visit". */
export type ChangeItem = { key: string; text: string; at: string; isoAt: string; href: string | null };

/** The audit actions "Since your last visit" reads: the team's work on projects, updates, profile and team. */
export const TEAM_CHANGE_ACTIONS = [
  "project.create",
  "project.update",
  "project.delete",
  "update.create",
  "update.edit",
  "update.delete",
  "organization.profile",
  "member.join",
  "member.leave",
  "member.role",
  "member.remove",
  "member.admin_remove",
] as const;
export type TeamChangeAction = (typeof TEAM_CHANGE_ACTIONS)[number];

export type TeamChangeRow = {
  id: string;
  action: string;
  targetId: string;
  targetLabel: string;
  detail: Record<string, string | number | boolean | null> | null;
  actorName: string | null;
  actorEmail: string;
  createdAt: Date;
};

function when(at: Date): { at: string; isoAt: string } {
  return { at: `${formatDate(at)}, ${formatTime(at)}`, isoAt: at.toISOString() };
}

function roleWord(value: unknown): string {
  return typeof value === "string" && isOrganizationRole(value) ? ROLE_LABELS[value] : "a member";
}

/** What a project's results write changed, from its audit detail ("period.create", "budget.update", …). */
function resultsChange(change: unknown, actor: string, project: string): string {
  const [entry] = typeof change === "string" ? change.split(".") : [];
  switch (entry) {
    case "period":
      return `${actor} reported a value on ${project}`;
    case "result":
    case "indicator":
      return `${actor} changed the results of ${project}`;
    case "budget":
      return `${actor} changed the budget of ${project}`;
    case "funder":
      return `${actor} changed the funders of ${project}`;
    default:
      return `${actor} edited the project ${project}`;
  }
}

/** A team member's (or an administrator's) recorded write as a sentence; null for an action not listed. */
export function teamChangeItem(row: TeamChangeRow): ChangeItem | null {
  const actor = row.actorName?.trim() || row.actorEmail || "Someone";
  const label = row.targetLabel;
  const email = typeof row.detail?.email === "string" ? row.detail.email : "a member";
  const projectPage = `/projects/${row.targetId}`;
  let text: string;
  let href: string | null = null;
  switch (row.action as TeamChangeAction) {
    case "project.create":
      text = `${actor} added the project ${label}`;
      href = projectPage;
      break;
    case "project.update":
      text = row.detail?.change
        ? resultsChange(row.detail.change, actor, label)
        : `${actor} edited the project ${label}`;
      href = projectPage;
      break;
    case "project.delete":
      text = `${actor} deleted the project ${label}`;
      break;
    case "update.create":
      text = `${actor} posted an update: ${label}`;
      break;
    case "update.edit":
      text = `${actor} edited the update ${label}`;
      break;
    case "update.delete":
      text = `${actor} deleted the update ${label}`;
      break;
    case "organization.profile":
      text = `${actor} edited the organization profile`;
      break;
    case "member.join":
      text = `${actor} joined the team as ${roleWord(row.detail?.role)}`;
      break;
    case "member.leave":
      text = `${actor} left the team`;
      break;
    case "member.role":
      text = `${actor} made ${email} ${roleWord(row.detail?.role)}`;
      break;
    case "member.remove":
      text = `${actor} removed ${email} from the team`;
      break;
    case "member.admin_remove":
      text = `An administrator removed ${email} from the team`;
      break;
    default:
      return null;
  }
  return { key: `audit-${row.id}`, text, href, ...when(row.createdAt) };
}

/** A change of a subscription request, as the organization's payer reads it. */
export type PaymentChangeRow = {
  id: string;
  action: string;
  reason: string | null;
  endDate: string | null;
  actorName: string | null;
  actorEmail: string;
  createdAt: Date;
};

export function paymentChangeItem(row: PaymentChangeRow): ChangeItem | null {
  const actor = row.actorName?.trim() || row.actorEmail || "Someone";
  let text: string;
  switch (row.action as RequestAction) {
    case "approved":
      text = row.endDate
        ? `Your payment was approved: the subscription is active until ${formatDate(row.endDate)}`
        : "Your payment was approved";
      break;
    case "rejected":
      text = row.reason
        ? `Your payment was not approved. Reason: ${row.reason}`
        : "Your payment was not approved";
      break;
    case "submitted":
      text = `${actor} sent a payment for approval`;
      break;
    case "corrected":
      text = `${actor} corrected the payment waiting for approval`;
      break;
    case "withdrawn":
      text = `${actor} withdrew the payment waiting for approval`;
      break;
    default:
      return null;
  }
  return { key: `payment-${row.id}`, text, href: "/dashboard/account", ...when(row.createdAt) };
}

/** New confirmed followers of one project (id) or of the organization (id null). */
export type NewFollowersRow = {
  projectId: string | null;
  projectName: string | null;
  count: number;
  lastAt: Date;
};

export function newFollowersItem(row: NewFollowersRow): ChangeItem {
  const who = pluralize(row.count, "new follower");
  return {
    key: `followers-${row.projectId ?? "organization"}`,
    text: row.projectId ? `${who} of ${row.projectName}` : `${who} of your organization`,
    href: row.projectId ? `/projects/${row.projectId}` : null,
    ...when(row.lastAt),
  };
}

/**
 * The subscription ran out after the previous visit: its last day paid (yyyy-MM-dd) ends at midnight in
 * Kampala (UTC+3, no daylight saving), and that moment is after the visit.
 */
export function subscriptionEndedItem(endedOn: string, since: Date): ChangeItem | null {
  const end = new Date(`${endedOn}T21:00:00Z`);
  if (Number.isNaN(end.getTime()) || end.getTime() <= since.getTime()) return null;
  return {
    key: "subscription-ended",
    text: `Your subscription ended on ${formatDate(endedOn)}`,
    href: "/payment",
    ...when(end),
  };
}

/** The dashboard's next steps, as its page draws them; a list the member's role may not act on is null. */
export type NextSteps = {
  since: {
    /** When the previous visit was ("Nov 27, 2026, 2:30 PM"); null on the first one. */
    previousVisit: string | null;
    items: ChangeItem[];
    more: boolean;
  };
  /** Null while the organization has no project. */
  followers: { projects: FollowedProjectItem[]; organization: number; more: boolean } | null;
  /** Null without a project, or for a role that cannot post updates. */
  stale: { items: StaleProjectItem[]; more: boolean } | null;
  /** Null without a project, or for a role that cannot report results. */
  missing: { year: number; items: MissingValueItem[]; more: boolean } | null;
};

/** Every change, newest first, at most CHANGES_LIMIT. */
export function newestChanges(items: (ChangeItem | null)[]): { items: ChangeItem[]; more: boolean } {
  const sorted = items
    .filter((item): item is ChangeItem => item !== null)
    .sort((a, b) => (a.isoAt < b.isoAt ? 1 : a.isoAt > b.isoAt ? -1 : 0));
  return { items: sorted.slice(0, CHANGES_LIMIT), more: sorted.length > CHANGES_LIMIT };
}

/** The rows a list shows, and whether there were more than it shows (the query read one more). */
export function capped<T>(rows: T[], limit = NEXT_STEPS_LIST_LIMIT): { items: T[]; more: boolean } {
  return { items: rows.slice(0, limit), more: rows.length > limit };
}
