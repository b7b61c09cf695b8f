/**
 * The admin pages' live feed: what a notification says (spec §7 Admin dashboard: new organizations and new
 * projects raise a toast, then the page's data is read again). The review queue rides on it too (migrations
 * 0014 and 0023): a new subscription request toasts ("payment"); any change of one (a decision, a correction,
 * a withdrawal) only reads the data again ("review"), so the counts on /admin, the menu's badge and the lists'
 * tabs follow on every open admin page. "subscription" was announced by the table of the same name, gone since
 * issue 34; it is still read (and stays quiet) from an instance not yet updated.
 */

export const ADMIN_FEED_KINDS = ["organization", "project", "payment", "subscription", "review"] as const;
export type AdminFeedKind = (typeof ADMIN_FEED_KINDS)[number];

/** One announcement: what was added, and how many in one go (a bulk import is one announcement). */
export type AdminFeedEvent = { kind: AdminFeedKind; count: number };

export type AdminFeedToast = { title: string; description: string };

/** What each kind says; the quiet ones (absent here) only refresh the page. */
export const ADMIN_FEED_TOASTS: Partial<Record<AdminFeedKind, AdminFeedToast>> = {
  organization: { title: "New Organization", description: "A new organization has been registered" },
  project: { title: "New Project", description: "A new project has been created" },
  payment: { title: "New Payment Request", description: "A payment request is waiting for review" },
};

/** The toast an announcement raises, or null for a quiet one. */
export function adminFeedToast(event: AdminFeedEvent): AdminFeedToast | null {
  return ADMIN_FEED_TOASTS[event.kind] ?? null;
}

/** The SSE event name the stream uses for announcements. */
export const ADMIN_FEED_EVENT = "admin-feed";

/** Reads a notification's payload (the database trigger's JSON, or the stream's data line); null if not one. */
export function parseAdminFeedEvent(payload: string): AdminFeedEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { kind, count } = value as { kind?: unknown; count?: unknown };
  if (!ADMIN_FEED_KINDS.includes(kind as AdminFeedKind)) return null;
  const n = typeof count === "number" && Number.isInteger(count) && count > 0 ? count : 1;
  return { kind: kind as AdminFeedKind, count: n };
}
