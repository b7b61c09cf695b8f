/**
 * The admin pages' live feed: what a notification says (spec §7 Admin dashboard: new organizations and new
 * projects raise a toast, then the page's data is read again).
 */

export const ADMIN_FEED_KINDS = ["organization", "project"] as const;
export type AdminFeedKind = (typeof ADMIN_FEED_KINDS)[number];

/** One announcement: what was added, and how many in one go (a bulk import is one announcement). */
export type AdminFeedEvent = { kind: AdminFeedKind; count: number };

export const ADMIN_FEED_TOASTS: Record<AdminFeedKind, { title: string; description: string }> = {
  organization: { title: "New Organization", description: "A new organization has been registered" },
  project: { title: "New Project", description: "A new project has been created" },
};

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
