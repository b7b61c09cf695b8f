import { TZDate } from "@date-fns/tz";
import { ICalCalendar, ICalCalendarMethod } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { calendarLine, calendarNameText, calendarParagraphs } from "~/domain/calendar-text";
import { TIME_ZONE } from "~/domain/dates";
import type { EventRecord } from "~/domain/event-record";
import { absoluteUrl } from "~/domain/open-data";
import { SITE } from "~/domain/site";
import { websiteHref } from "~/domain/text";

/**
 * Kampala's VTIMEZONE. The library files Africa/Kampala under its alias Africa/Nairobi (one zone, East Africa
 * Time); the block is renamed so that its TZID is the one our times name.
 */
function kampalaTimezone(zone: string): string | null {
  const [block] = tzlib_get_ical_block(zone);
  if (!block) return null;
  return block
    .replace(/^TZID:.*$/m, `TZID:${zone}`)
    .replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${zone}`);
}

/**
 * An event's UID: its id and a fixed name of the platform, never the site's address, so a change of domain
 * (or the port of a test server) leaves every UID, and so every subscriber's copy of the event, as it was.
 */
export function eventUid(eventId: string): string {
  return `${eventId}@events.${SITE.name.toLowerCase()}`;
}

/** An event stored without an end is written with this length (RFC 5545 wants a DTEND or a DURATION). */
export const DEFAULT_EVENT_LENGTH_MS = 60 * 60 * 1000;

/**
 * An iCalendar (RFC 5545) of events: a UID per event that does not depend on the address, SEQUENCE (raised by
 * the database with every change of time or place, migration 0017) and LAST-MODIFIED so subscribed calendars
 * take a moved event, DTSTAMP in UTC, times in Kampala's zone with its VTIMEZONE, always a DTEND, the event page
 * as URL, and an online event's link in its location and description. Every stored text passes
 * domain/calendar-text first; ical-generator does the escaping of the event's properties and the line folding; the calendar itself carries no time zone (its zone would turn DTSTAMP into a floating time and
 * add the non-standard TIMEZONE-ID), each event names Kampala's and the VTIMEZONE is written for it.
 */
export function eventsCalendar(events: EventRecord[], origin: string, name: string): string {
  const calendar = new ICalCalendar({
    name: calendarNameText(name),
    prodId: { company: SITE.name, product: "events", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    url: absoluteUrl(origin, "/events"),
  });
  calendar.timezone({ name: null, generator: kampalaTimezone });
  const stamp = new Date();
  for (const event of events) {
    const page = absoluteUrl(origin, `/events/${event.id}`);
    const link = event.eventType === "online" ? websiteHref(event.onlineLink) : null;
    const description = [
      event.description ? calendarParagraphs(event.description).trim() : null,
      link ? `Join online: ${calendarLine(link)}` : null,
      `Details: ${page}`,
    ]
      .filter(Boolean)
      .join("\n\n");
    const end = event.endDate ?? new Date(event.eventDate.getTime() + DEFAULT_EVENT_LENGTH_MS);
    calendar.createEvent({
      id: eventUid(event.id),
      sequence: event.sequence,
      stamp,
      lastModified: event.updatedAt,
      // Kampala's wall-clock time of each instant (a plain Date would be written as if it already were).
      start: new TZDate(event.eventDate.getTime(), TIME_ZONE),
      end: new TZDate(end.getTime(), TIME_ZONE),
      timezone: TIME_ZONE,
      summary: calendarLine(event.title),
      description,
      location:
        event.eventType === "online"
          ? calendarLine(link ?? "Online")
          : calendarLine(event.location ?? "") || undefined,
      url: page,
    });
  }
  // Every content line ends with CRLF, the last one too (RFC 5545 §3.1).
  return `${calendar.toString()}\r\n`;
}

export function calendarResponse(body: string, fileName?: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      ...(fileName ? { "Content-Disposition": `attachment; filename="${fileName}"` } : {}),
    },
  });
}
