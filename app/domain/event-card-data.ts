import type { EventTimeBadge } from "./event-badge";
import type { EventRecord } from "./event-record";
import { eventTimeBadge, isSameKampalaDay } from "./event-timing";

/**
 * What an event card shows, worked out by the loader; dates travel as ISO strings. Kept apart from the card
 * component so that the browser never loads the date library the time badge is decided with.
 */
export type EventCardData = {
  id: string;
  title: string;
  description: string | null;
  eventDate: string;
  endDate: string | null;
  /** Ends on a later day (Kampala) than it starts: the card shows a date range. */
  endsOtherDay: boolean;
  eventType: string;
  location: string | null;
  imageUrl: string | null;
  timing: EventTimeBadge;
};

/** An event as the cards receive it: ISO dates and the time badge worked out at `now` (on the server). */
export function toEventCardData(
  event: Omit<EventRecord, "onlineLink" | "isActive">,
  now: Date,
): EventCardData {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    eventDate: event.eventDate.toISOString(),
    endDate: event.endDate?.toISOString() ?? null,
    endsOtherDay: event.endDate !== null && !isSameKampalaDay(event.eventDate, event.endDate),
    eventType: event.eventType,
    location: event.location,
    imageUrl: event.imageUrl,
    timing: eventTimeBadge(event, now),
  };
}
