import { formatDate, formatTime } from "./dates";
import { EVENT_TEXT, kampalaDateAndTime } from "./event-form";
import type { EventRecord } from "./event-record";
import { eventTimeBadge } from "./event-timing";

/**
 * The Admin area's Events list (spec §2 Admin Events): a row as the table shows it, and the values its Edit
 * dialog starts from, both made by the loader (times in Kampala, the same on the server's and the browser's
 * render).
 */

/** The event form's starting values: empty for a new event, the event's own (Kampala date and time) for an edit. */
export type EventFormDefaults = {
  id?: string;
  title: string;
  description: string;
  eventType: "in-person" | "online";
  location: string;
  onlineLink: string;
  date: string;
  time: string;
  endDate: string;
  endTime: string;
  imageUrl: string;
};

export const EMPTY_EVENT_FORM: EventFormDefaults = {
  title: "",
  description: "",
  eventType: "in-person",
  location: "",
  onlineLink: "",
  date: "",
  time: "",
  endDate: "",
  endTime: "",
  imageUrl: "",
};

/** A row of the list, with its edit form's values. */
export function toAdminEventRow(event: EventRecord, now: Date) {
  const start = kampalaDateAndTime(event.eventDate);
  const end = event.endDate ? kampalaDateAndTime(event.endDate) : null;
  const form: EventFormDefaults = {
    id: event.id,
    title: event.title,
    description: event.description ?? "",
    eventType: event.eventType === "online" ? "online" : "in-person",
    location: event.location ?? "",
    onlineLink: event.onlineLink ?? "",
    date: start.date,
    time: start.time,
    endDate: end?.date ?? "",
    endTime: end?.time ?? "",
    imageUrl: event.imageUrl ?? "",
  };
  return {
    id: event.id,
    title: event.title,
    place: event.eventType === "online" ? EVENT_TEXT.online : (event.location ?? ""),
    isActive: event.isActive,
    timing: eventTimeBadge(event, now),
    when: `${formatDate(event.eventDate)}, ${formatTime(event.eventDate)}`,
    until: event.endDate ? `${formatDate(event.endDate)}, ${formatTime(event.endDate)}` : null,
    form,
  };
}
export type AdminEventRow = ReturnType<typeof toAdminEventRow>;
