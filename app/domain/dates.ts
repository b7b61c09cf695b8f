/**
 * Dates and times as the product shows them (spec §9), always in Kampala whatever the server's or the
 * browser's zone. No date library and no Intl on the pages that show a date: Kampala's clock is UTC+3 all year,
 * so its wall-clock reading is the instant moved three hours, read in UTC. (A page's first Intl call makes the
 * browser load its locale and zone data, a long task on a slow phone in the middle of hydration: issue 39.)
 *
 * The words (month and weekday names, AM/PM) come from the fixed English lists below, so Node on the server and
 * the phone's browser print the same text, and hydration never finds a difference.
 */

/** Uganda keeps East Africa Time all year; dates and times are shown there whatever the server's zone. */
export const TIME_ZONE = "Africa/Kampala";

type DateInput = Date | string | number | null | undefined;

/** A wall-clock reading in Kampala: month 1–12, hour 0–23. */
type Parts = { year: number; month: number; day: number; hour: number; minute: number };

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * East Africa Time, Kampala's zone (the time zone database's Africa/Kampala): three hours ahead of UTC, with no
 * daylight saving, since 1948. Every date the product holds is later.
 */
const KAMPALA_OFFSET_MS = 3 * 60 * 60 * 1000;

function partsOfInstant(date: Date): Parts {
  const wall = new Date(date.getTime() + KAMPALA_OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** The parts, if they name a real day and time (no 30 February). */
function checked(parts: Parts): Parts | null {
  const { year, month, day, hour, minute } = parts;
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  probe.setUTCHours(hour, minute);
  const real =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day &&
    probe.getUTCHours() === hour &&
    probe.getUTCMinutes() === minute;
  return real ? parts : null;
}

/**
 * ISO 8601 as the database and the loaders write it: a calendar date (`2025-03-17`), or a date and time
 * with `T` or a space, optional seconds and fraction, and an optional zone (`Z`, `+03`, `+0300`, `+03:00`).
 */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function partsOfString(text: string): Parts | null {
  const match = ISO.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour = "0", minute = "0", second = "0", zone] = match;
  const wall = checked({
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
  });
  if (!wall || Number(second) > 59) return null;
  // No zone: a calendar date, or a time, that is already Kampala's own (never UTC midnight, never the
  // zone of whichever machine formats it).
  if (!zone) return wall;
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== "Z") {
    const digits = zone.slice(1).replace(":", "");
    offsetMinutes =
      (zone[0] === "-" ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
  }
  const utc = new Date(0);
  utc.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  utc.setUTCHours(wall.hour, wall.minute - offsetMinutes, Number(second));
  return partsOfInstant(utc);
}

function toParts(input: DateInput): Parts | null {
  if (input === null || input === undefined || input === "") return null;
  if (typeof input === "string") return partsOfString(input);
  const date = new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  return checked(partsOfInstant(date));
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const shortMonth = (parts: Parts) => MONTHS[parts.month - 1]!.slice(0, 3);
function weekday({ year, month, day }: Parts) {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return WEEKDAYS[date.getUTCDay()]!;
}

function formatWith(render: (parts: Parts) => string) {
  return (input: DateInput): string => {
    const parts = toParts(input);
    return parts ? render(parts) : "";
  };
}

/** MMM d, yyyy — "Mar 17, 2025". */
export const formatDate = formatWith((p) => `${shortMonth(p)} ${p.day}, ${pad(p.year, 4)}`);
/** MMM dd, yyyy — admin lists: "Mar 07, 2025". */
export const formatAdminDate = formatWith((p) => `${shortMonth(p)} ${pad(p.day)}, ${pad(p.year, 4)}`);
/** MMM d — "Mar 17". */
export const formatShortDate = formatWith((p) => `${shortMonth(p)} ${p.day}`);
/** h:mm a — "2:30 PM" (a plain space before AM/PM). */
export const formatTime = formatWith(
  (p) => `${p.hour % 12 || 12}:${pad(p.minute)} ${p.hour < 12 ? "AM" : "PM"}`,
);
/** EEEE, MMMM d, yyyy — the event detail's full date: "Friday, March 7, 2025". */
export const formatFullDate = formatWith(
  (p) => `${weekday(p)}, ${MONTHS[p.month - 1]} ${p.day}, ${pad(p.year, 4)}`,
);
/** yyyy-MM-dd — form values and stored calendar dates. */
export const formatIsoDate = formatWith((p) => `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`);
