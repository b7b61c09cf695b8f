import { TZDate } from "@date-fns/tz";
import { format, isValid, parseISO } from "date-fns";

/** Uganda keeps East Africa Time all year; dates and times are shown there whatever the server's zone. */
export const TIME_ZONE = "Africa/Kampala";

type DateInput = Date | string | number | null | undefined;

function toZoned(input: DateInput): TZDate | null {
  if (input === null || input === undefined || input === "") return null;
  const date =
    typeof input === "string"
      ? // A bare yyyy-MM-dd is a calendar date: read it in Kampala, not as UTC midnight.
        /^\d{4}-\d{2}-\d{2}$/.test(input)
        ? new TZDate(`${input}T00:00:00`, TIME_ZONE)
        : parseISO(input)
      : new Date(input);
  if (!isValid(date)) return null;
  return new TZDate(date.getTime(), TIME_ZONE);
}

function formatWith(pattern: string) {
  return (input: DateInput): string => {
    const date = toZoned(input);
    return date ? format(date, pattern) : "";
  };
}

/** MMM d, yyyy — "Mar 17, 2025". */
export const formatDate = formatWith("MMM d, yyyy");
/** MMM dd, yyyy — admin lists: "Mar 07, 2025". */
export const formatAdminDate = formatWith("MMM dd, yyyy");
/** MMM d — "Mar 17". */
export const formatShortDate = formatWith("MMM d");
/** h:mm a — "2:30 PM". */
export const formatTime = formatWith("h:mm a");
/** EEEE, MMMM d, yyyy — the event detail's full date. */
export const formatFullDate = formatWith("EEEE, MMMM d, yyyy");
/** yyyy-MM-dd — form values and stored calendar dates. */
export const formatIsoDate = formatWith("yyyy-MM-dd");
