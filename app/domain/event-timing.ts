/**
 * Event timing of spec §4: the time badge (past, today, upcoming) read in Kampala, what counts as an upcoming
 * event, and the expiring-soon rule (30 days or fewer).
 */
import { TZDate } from "@date-fns/tz";
import { differenceInCalendarDays, isValid, parseISO, startOfDay } from "date-fns";
import { TIME_ZONE } from "./dates";
import type { EventTimeBadge } from "./event-badge";

type Instant = Date | string | number;

export type EventTiming = { eventDate: Instant; endDate?: Instant | null };

function toDate(value: Instant): Date {
  const date = typeof value === "string" ? parseISO(value) : new Date(value);
  if (!isValid(date)) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

function inKampala(value: Instant): TZDate {
  return new TZDate(toDate(value).getTime(), TIME_ZONE);
}

/** Midnight of `now`'s day in Kampala, as an instant. */
export function startOfKampalaDay(now: Instant = new Date()): Date {
  return new Date(startOfDay(inKampala(now)).getTime());
}

/** Whether two instants fall on one calendar day in Kampala. */
export function isSameKampalaDay(a: Instant, b: Instant): boolean {
  return differenceInCalendarDays(inKampala(a), inKampala(b)) === 0;
}

/**
 * The time badge of an event at `now`.
 * - With an end date: past once the end has passed; today when the start or the end falls today (Kampala),
 *   and also while an event of several days is under way; else upcoming.
 * - Without one: past when the start has passed and was not today; today when it falls today; else upcoming.
 */
export function eventTimeBadge(event: EventTiming, now: Instant = new Date()): EventTimeBadge {
  const current = toDate(now);
  const start = toDate(event.eventDate);
  if (event.endDate !== null && event.endDate !== undefined) {
    const end = toDate(event.endDate);
    if (end.getTime() < current.getTime()) return "past";
    if (isSameKampalaDay(start, current) || isSameKampalaDay(end, current)) return "today";
    // Started on an earlier day and ends on a later one: it is on today.
    if (start.getTime() <= current.getTime()) return "today";
    return "upcoming";
  }
  if (isSameKampalaDay(start, current)) return "today";
  return start.getTime() < current.getTime() ? "past" : "upcoming";
}

export function isPastEvent(event: EventTiming, now: Instant = new Date()): boolean {
  return eventTimeBadge(event, now) === "past";
}

/** Shown publicly among the upcoming events: active (not paused) and not past. */
export function isUpcomingEvent(
  event: EventTiming & { isActive: boolean },
  now: Instant = new Date(),
): boolean {
  return event.isActive && !isPastEvent(event, now);
}

/**
 * The bounds the database uses for "not past" (see getUpcomingEvents): an event with an end date is not past
 * while `end >= now`; one without, while `start >= startOfToday` (Kampala).
 */
export function upcomingBounds(now: Instant = new Date()): { now: Date; startOfToday: Date } {
  return { now: toDate(now), startOfToday: startOfKampalaDay(now) };
}

/** Sorts events as the public lists show them: oldest first (by start), then id. */
export function compareEventsByDate<T extends { eventDate: Instant; id: string }>(a: T, b: T): number {
  return (
    toDate(a.eventDate).getTime() - toDate(b.eventDate).getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Days left for an expiring-soon badge. */
export const EXPIRING_SOON_DAYS = 30;

/** Calendar days (Kampala) from `now` until `date`: 0 today, negative once passed. */
export function daysUntil(date: Instant, now: Instant = new Date()): number {
  return differenceInCalendarDays(inKampala(date), inKampala(now));
}

/** Expiring soon: not yet passed and 30 days or fewer away. */
export function isExpiringSoon(date: Instant, now: Instant = new Date()): boolean {
  const days = daysUntil(date, now);
  return days >= 0 && days <= EXPIRING_SOON_DAYS;
}
