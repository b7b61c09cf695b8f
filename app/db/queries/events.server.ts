import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { events } from "~/db/schema";
import { upcomingBounds } from "~/domain/event-timing";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const EVENT_COLUMNS = {
  id: events.id,
  title: events.title,
  description: events.description,
  eventDate: events.eventDate,
  endDate: events.endDate,
  eventType: events.eventType,
  location: events.location,
  onlineLink: events.onlineLink,
  imageUrl: events.imageUrl,
  isActive: events.isActive,
};

export type EventRecord = {
  id: string;
  title: string;
  description: string | null;
  eventDate: Date;
  endDate: Date | null;
  eventType: string;
  location: string | null;
  onlineLink: string | null;
  imageUrl: string | null;
  isActive: boolean;
};

/**
 * Upcoming events for the public (spec §2 Events, §4): active (paused ones never show) and not past, oldest
 * first. "Not past" is the rule of app/domain/event-timing.ts: with an end date, `end >= now`; without,
 * a start from today (Kampala) on.
 *
 * Two branches, each a range scan of the (is_active, event_date) index: events starting from today on, and
 * events of several days that started before today and have not ended yet.
 */
export async function getUpcomingEvents(
  options: { limit?: number; now?: Date } = {},
): Promise<EventRecord[]> {
  const limit = Math.min(Math.max(Math.floor(options.limit ?? 500), 1), 5000);
  const { underWay, fromToday } = upcomingEventQueries(options.now ?? new Date(), limit);
  const [started, coming] = await Promise.all([underWay, fromToday]);
  // Every event under way started before every event of today or later: the two lists simply join.
  return [...started, ...coming].slice(0, limit);
}

/** The two statements behind getUpcomingEvents (exported so the tests can EXPLAIN them). */
export function upcomingEventQueries(at: Date, limit: number) {
  const { now, startOfToday } = upcomingBounds(at);
  const db = getDb();
  const underWay = db
    .select(EVENT_COLUMNS)
    .from(events)
    .where(
      and(
        eq(events.isActive, true),
        lt(events.eventDate, startOfToday),
        isNotNull(events.endDate),
        gte(events.endDate, now),
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(limit);
  const fromToday = db
    .select(EVENT_COLUMNS)
    .from(events)
    .where(
      and(
        eq(events.isActive, true),
        gte(events.eventDate, startOfToday),
        sql`(${events.endDate} is null or ${events.endDate} >= ${now})`,
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(limit);
  return { underWay, fromToday };
}

/** The ids and last changes of upcoming events, for the sitemap. */
export async function getUpcomingEventIds(limit: number): Promise<Array<{ id: string; updatedAt: Date }>> {
  const { now, startOfToday } = upcomingBounds();
  return getDb()
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(
      and(
        eq(events.isActive, true),
        sql`((${events.endDate} is not null and ${events.endDate} >= ${now}) or (${isNull(events.endDate)} and ${events.eventDate} >= ${startOfToday}))`,
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(limit);
}

/**
 * One event by id; a malformed id is simply not found. Paused events are left out unless `includePaused`
 * (the admin screens): the public never sees them.
 */
export async function getEventById(
  id: string,
  options: { includePaused?: boolean } = {},
): Promise<EventRecord | null> {
  if (!UUID.test(id)) return null;
  const [event] = await getDb()
    .select(EVENT_COLUMNS)
    .from(events)
    .where(options.includePaused ? eq(events.id, id) : and(eq(events.id, id), eq(events.isActive, true)))
    .limit(1);
  return event ?? null;
}
