/**
 * Dates and times as the product shows them (spec §9), always in Kampala whatever the server's or the
 * browser's zone. Built on Intl.DateTimeFormat: no date library on the pages that show a date.
 *
 * The formatter only supplies the numbers (year, month, day, hour, minute) of an instant in Kampala; the
 * words (month and weekday names, AM/PM) come from the fixed English lists below. So Node on the server and
 * the phone's browser print the same text whatever their ICU version (newer ICU, for one, writes a narrow
 * no-break space before AM/PM), and hydration never finds a difference.
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

let kampala: Intl.DateTimeFormat | undefined;
/** One formatter for the whole app: creating them is the expensive part. */
function kampalaFormatter(): Intl.DateTimeFormat {
  kampala ??= new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  });
  return kampala;
}

function partsOfInstant(date: Date): Parts {
  const found: Record<string, number> = {};
  for (const part of kampalaFormatter().formatToParts(date)) {
    if (part.type !== "literal") found[part.type] = Number(part.value);
  }
  return {
    year: found.year ?? Number.NaN,
    month: found.month ?? Number.NaN,
    day: found.day ?? Number.NaN,
    // Some engines write midnight as 24 even in the h23 cycle.
    hour: (found.hour ?? Number.NaN) % 24,
    minute: found.minute ?? Number.NaN,
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
