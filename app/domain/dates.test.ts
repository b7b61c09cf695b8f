import { describe, expect, it } from "vitest";
import {
  formatAdminDate,
  formatDate,
  formatFullDate,
  formatIsoDate,
  formatShortDate,
  formatTime,
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
