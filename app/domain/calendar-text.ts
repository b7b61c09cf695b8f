/**
 * Text as an iCalendar (RFC 5545) property carries it, whatever wrote it (a form, the seed, an import, SQL).
 * TEXT (§3.3.11) may hold any character but the controls (tab excepted); a line break is written `\n`, and a
 * raw one would end the content line, so that what follows it (`NAME:…`) is read as a property of its own.
 * The noncharacters and lone surrogates go too: no calendar program can show them, and UTF-8 cannot encode
 * a lone surrogate. ical-generator escapes the event's properties; the calendar's NAME and X-WR-CALNAME
 * (RFC 7986) it writes as given, so those are escaped here (`calendarNameText`).
 */
import { exportChars } from "./export-chars";

/** A one-line property (SUMMARY, LOCATION, NAME): line breaks and tabs as one space. */
export function calendarLine(value: string): string {
  return exportChars(value)
    .replace(/[\t\r\n\u2028\u2029]+/g, " ")
    .trim();
}

/** A multi-line property (DESCRIPTION): every line break a line feed, which the writer escapes as `\n`. */
export function calendarParagraphs(value: string): string {
  return exportChars(value).replace(/\r\n?|[\u2028\u2029]/g, "\n");
}

/** A calendar's name for NAME and X-WR-CALNAME: one line, with `\`, `;` and `,` escaped (§3.3.11). */
export function calendarNameText(value: string): string {
  return calendarLine(value).replace(/[\\;,]/g, (character) => `\\${character}`);
}
