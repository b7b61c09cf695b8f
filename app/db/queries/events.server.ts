import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { events } from "~/db/schema";
import type { EventRecord } from "~/domain/event-record";
import { upcomingBounds } from "~/domain/event-timing";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "./executor.server";

/** The columns of an EventRecord. */
export const EVENT_COLUMNS = {
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
  sequence: events.sequence,
  updatedAt: events.updatedAt,
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
  db: Executor = getDb(),
): Promise<EventRecord[]> {
  const limit = Math.min(Math.max(Math.floor(options.limit ?? 500), 1), 5000);
  const { underWay, fromToday } = upcomingEventQueries(options.now ?? new Date(), limit, db);
  const [started, coming] = await Promise.all([underWay, fromToday]);
  // Every event under way started before every event of today or later: the two lists simply join.
  return [...started, ...coming].slice(0, limit);
}

/** The two statements behind getUpcomingEvents (exported so the tests can EXPLAIN them). */
export function upcomingEventQueries(at: Date, limit: number, db: Executor = getDb()) {
  const { now, startOfToday } = upcomingBounds(at);
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

/**
 * Active events that have not ended before `endsFrom` (an event without an end counts from its start) and, with
 * `startsBefore`, start before it: oldest first. The calendar feed keeps past events this way for a while
 * (FEED_KEEPS_PAST_DAYS) and the API's `from`/`to` reach into the past. Events are few (the public list shows
 * every upcoming one): the range is one scan of the active events by date.
 */
export async function getEventsInRange(
  { endsFrom, startsBefore, limit = 5000 }: { endsFrom: Date; startsBefore?: Date; limit?: number },
  db: Executor = getDb(),
): Promise<EventRecord[]> {
  return db
    .select(EVENT_COLUMNS)
    .from(events)
    .where(
      and(
        eq(events.isActive, true),
        sql`coalesce(${events.endDate}, ${events.eventDate}) >= ${endsFrom}`,
        startsBefore ? lt(events.eventDate, startsBefore) : undefined,
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(Math.min(Math.max(Math.floor(limit), 1), 5000));
}

/** The ids and last changes of upcoming events, for the sitemap. */
export async function getUpcomingEventIds(
  limit: number,
  db: Executor = getDb(),
): Promise<Array<{ id: string; updatedAt: Date }>> {
  const { now, startOfToday } = upcomingBounds();
  return db
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
  db: Executor = getDb(),
): Promise<EventRecord | null> {
  if (!isUuid(id)) return null;
  const [event] = await db
    .select(EVENT_COLUMNS)
    .from(events)
    .where(options.includePaused ? eq(events.id, id) : and(eq(events.id, id), eq(events.isActive, true)))
    .limit(1);
  return event ?? null;
}
