import { TZDate } from "@date-fns/tz";
import { ICalCalendar, ICalCalendarMethod } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import type { EventRecord } from "~/db/queries/events.server";
import { TIME_ZONE } from "~/domain/dates";
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
 * An iCalendar (RFC 5545) of events: a stable UID per event, times in Kampala's zone with its VTIMEZONE,
 * the event page as URL, and an online event's link in its location and description. ical-generator does the
 * escaping and the line folding.
 */
export function eventsCalendar(events: EventRecord[], origin: string, name: string): string {
  const host = new URL(origin).host;
  const calendar = new ICalCalendar({
    name,
    prodId: { company: SITE.name, product: "events", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    url: absoluteUrl(origin, "/events"),
  });
  calendar.timezone({ name: TIME_ZONE, generator: kampalaTimezone });
  for (const event of events) {
    const page = absoluteUrl(origin, `/events/${event.id}`);
    const link = event.eventType === "online" ? websiteHref(event.onlineLink) : null;
    const description = [event.description?.trim(), link ? `Join online: ${link}` : null, `Details: ${page}`]
      .filter(Boolean)
      .join("\n\n");
    calendar.createEvent({
      id: `${event.id}@${host}`,
      // Kampala's wall-clock time of each instant (a plain Date would be written as if it already were).
      start: new TZDate(event.eventDate.getTime(), TIME_ZONE),
      end: event.endDate ? new TZDate(event.endDate.getTime(), TIME_ZONE) : undefined,
      timezone: TIME_ZONE,
      summary: event.title,
      description,
      location: event.eventType === "online" ? (link ?? "Online") : event.location?.trim() || undefined,
      url: page,
    });
  }
  return calendar.toString();
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
