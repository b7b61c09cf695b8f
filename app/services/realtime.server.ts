import { type DatabaseHandle, getDatabaseHandle, type Unlisten } from "~/db/client.server";
import { type AdminFeedEvent, parseAdminFeedEvent } from "~/domain/admin-feed";
import { logger } from "~/lib/logger.server";

/** The channel the database triggers of migration 0009 notify on. */
export const ADMIN_FEED_CHANNEL = "admin_feed";

type Subscriber = (event: AdminFeedEvent) => void;
type Hub = { subscribers: Set<Subscriber>; listening: Promise<Unlisten> | null };

/** One hub per open database: the first subscriber starts its one LISTEN; every open stream shares it. */
const hubs = new WeakMap<DatabaseHandle, Hub>();

/**
 * Calls `onEvent` for each new organization or project announced on the database, from this process or
 * (PostgreSQL) any other process on the same database. Returns the unsubscribe function. Rejects when the
 * database cannot listen (the caller answers that the feed is unavailable).
 */
export async function subscribeAdminFeed(onEvent: Subscriber): Promise<() => void> {
  const handle = getDatabaseHandle();
  if (!handle) throw new Error("The database is not open");
  let hub = hubs.get(handle);
  if (!hub) {
    hub = { subscribers: new Set(), listening: null };
    hubs.set(handle, hub);
  }
  const current = hub;
  if (!current.listening) {
    current.listening = handle.listen(ADMIN_FEED_CHANNEL, (payload) => {
      const event = parseAdminFeedEvent(payload);
      if (!event) return logger.warn({ payload }, "admin feed: unreadable notification");
      for (const subscriber of current.subscribers) subscriber(event);
    });
    // A failed LISTEN is tried again by the next subscriber.
    current.listening.catch(() => {
      current.listening = null;
    });
  }
  await current.listening;
  current.subscribers.add(onEvent);
  return () => {
    current.subscribers.delete(onEvent);
  };
}
