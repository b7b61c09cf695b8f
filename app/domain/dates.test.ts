import { describe, expect, it } from "vitest";
import {
  formatAdminDate,
  formatDate,
  formatFullDate,
  formatIsoDate,
  formatShortDate,
  formatTime,
  TIME_ZONE,
} from "./dates";

describe("date formats (spec §9), in Kampala time", () => {
  const instant = "2025-03-07T11:30:00Z"; // 14:30 in Kampala (UTC+3)

  it("formats dates", () => {
    expect(formatDate(instant)).toBe("Mar 7, 2025");
    expect(formatAdminDate(instant)).toBe("Mar 07, 2025");
    expect(formatShortDate(instant)).toBe("Mar 7");
    expect(formatFullDate(instant)).toBe("Friday, March 7, 2025");
  });

  it("formats times as h:mm a in East Africa Time", () => {
    expect(formatTime(instant)).toBe("2:30 PM");
    expect(formatTime("2025-03-07T21:05:00Z")).toBe("12:05 AM");
  });

  it("reads a bare calendar date as that day, whatever the server's zone", () => {
    expect(formatDate("2025-03-17")).toBe("Mar 17, 2025");
    expect(formatIsoDate("2025-03-17")).toBe("2025-03-17");
    // 22:00 UTC on the 16th is already the 17th in Kampala.
    expect(formatIsoDate("2025-03-16T22:00:00Z")).toBe("2025-03-17");
  });

  it("returns an empty string for missing or invalid dates", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("Kampala's clock without Intl", () => {
  it("reads every instant from 1950 to 2100 as the time zone database does", () => {
    const database = new Intl.DateTimeFormat("en-CA", {
      timeZone: TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const start = Date.UTC(1950, 0, 1);
    const end = Date.UTC(2100, 11, 31);
    // Every 7 days and 13 hours and 7 minutes: each hour and weekday, both sides of midnight, every month.
    for (let at = start; at < end; at += ((7 * 24 + 13) * 60 + 7) * 60 * 1000) {
      const expected = database.format(new Date(at)).replace(",", "");
      expect(`${formatIsoDate(at)} ${formatTime(at)}`, new Date(at).toISOString()).toBe(
        `${expected.slice(0, 10)} ${twelveHour(expected.slice(11))}`,
      );
    }
  });
});

/** "14:30" as the product writes it: "2:30 PM". */
function twelveHour(time: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}
