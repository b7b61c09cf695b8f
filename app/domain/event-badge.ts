/**
 * The event time badge's values and labels (spec §4). Apart from event-timing.ts, which decides them with a
 * date library, so that the pages that only show a badge do not carry that library.
 */
export type EventTimeBadge = "past" | "today" | "upcoming";

export const EVENT_BADGE_LABELS: Record<EventTimeBadge, string> = {
  past: "Past",
  today: "Today",
  upcoming: "Upcoming",
};
