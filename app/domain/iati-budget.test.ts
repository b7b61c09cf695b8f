import { describe, expect, it } from "vitest";
import { budgetPeriods, budgetYears, spentDate, splitBudget } from "./iati-budget";

const DAY = 86_400_000;
const days = (period: { start: string; end: string }) =>
  (Date.parse(period.end) - Date.parse(period.start)) / DAY;

describe("IATI budget periods", () => {
  it("cuts a project's dates into years from its start, the last ending with the project", () => {
    expect(budgetYears("2024-02-01", "2027-01-31", "2026-11-29")).toEqual([
      { start: "2024-02-01", end: "2025-01-31" },
      { start: "2025-02-01", end: "2026-01-31" },
      { start: "2026-02-01", end: "2027-01-31" },
    ]);
    expect(budgetYears("2025-01-01", "2027-06-30", "2026-11-29")).toEqual([
      { start: "2025-01-01", end: "2025-12-31" },
      { start: "2026-01-01", end: "2026-12-31" },
      { start: "2027-01-01", end: "2027-06-30" },
    ]);
    // A short project: one period, its own dates.
    expect(budgetYears("2025-03-01", "2025-08-31", "2026-11-29")).toEqual([
      { start: "2025-03-01", end: "2025-08-31" },
    ]);
    // 29 February: the next year starts on 1 March.
    expect(budgetYears("2024-02-29", "2026-01-01", "2026-11-29").map((p) => p.start)).toEqual([
      "2024-02-29",
      "2025-03-01",
    ]);
  });

  it("gives an open-ended project the years from its start to the one holding today, at least one", () => {
    expect(budgetYears("2023-03-01", null, "2025-11-29")).toEqual([
      { start: "2023-03-01", end: "2024-02-29" },
      { start: "2024-03-01", end: "2025-02-28" },
      { start: "2025-03-01", end: "2026-02-28" },
    ]);
    expect(budgetYears("2030-01-01", null, "2025-11-29")).toEqual([
      { start: "2030-01-01", end: "2030-12-31" },
    ]);
  });

  it("keeps IATI's rules for every period: at most a year, the end after the start, back to back", () => {
    for (const [start, end] of [
      ["2020-01-01", "2029-12-31"],
      ["2019-03-01", null],
      ["2024-02-29", "2030-02-28"],
      ["2025-06-15", "2025-06-16"],
    ] as const) {
      const periods = budgetYears(start, end, "2026-11-29");
      expect(periods.length).toBeGreaterThan(0);
      expect(periods[0]!.start).toBe(start);
      if (end) expect(periods.at(-1)!.end).toBe(end);
      periods.forEach((period, index) => {
        expect(days(period), JSON.stringify(period)).toBeGreaterThan(0);
        expect(days(period), JSON.stringify(period)).toBeLessThan(366);
        if (index > 0) expect(Date.parse(period.start) - Date.parse(periods[index - 1]!.end)).toBe(DAY);
      });
    }
  });

  it("splits the total evenly by days, in whole units for a whole total, summing exactly", () => {
    const periods = budgetYears("2025-01-01", "2027-06-30", "2026-11-29");
    const split = splitBudget(100_000_000, periods);
    expect(split.map((period) => period.amount)).toEqual([40_065_861, 40_065_861, 19_868_278]);
    expect(split.reduce((sum, period) => sum + period.amount, 0)).toBe(100_000_000);
    for (const period of split) expect(Number.isInteger(period.amount)).toBe(true);
    // A total with cents is split in cents; the last period takes the rounding.
    const cents = splitBudget(1000.01, budgetYears("2025-01-01", "2027-12-31", "2026-11-29"));
    expect(cents.map((period) => period.amount)).toEqual([333.33, 333.33, 333.35]);
    expect(Math.round(cents.reduce((sum, period) => sum + period.amount * 100, 0))).toBe(100_001);
    expect(splitBudget(0, periods).map((period) => period.amount)).toEqual([0, 0, 0]);
  });

  it("publishes a budget without an end date too, and none without an amount", () => {
    expect(
      budgetPeriods({ startDate: "2025-01-01", endDate: null, budgetAmount: 5_000 }, "2025-06-01"),
    ).toEqual([{ start: "2025-01-01", end: "2025-12-31", amount: 5_000 }]);
    expect(
      budgetPeriods({ startDate: "2025-01-01", endDate: null, budgetAmount: null }, "2025-06-01"),
    ).toEqual([]);
  });

  it("dates what is spent on the day it was stated, never before the start nor after today", () => {
    expect(spentDate("2024-01-01", "2026-03-05", "2026-11-29")).toBe("2026-03-05");
    expect(spentDate("2024-01-01", "2023-12-01", "2026-11-29")).toBe("2024-01-01");
    expect(spentDate("2024-01-01", "2026-12-01", "2026-11-29")).toBe("2026-11-29");
  });
});
