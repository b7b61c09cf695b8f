import { describe, expect, it } from "vitest";
import { activityDates, activityStatusCode, DAC_SECTORS, iatiSector, sdgGoalNumber } from "./iati";
import { PROJECT_STATUSES } from "./project-status";
import { SDG_GOALS, SECTORS } from "./reference";

describe("IATI mapping", () => {
  it("gives every status an ActivityStatus code, legacy spellings included", () => {
    expect(PROJECT_STATUSES.map(activityStatusCode)).toEqual(["1", "2", "4", "6", "5"]);
    expect(activityStatusCode("In Progress")).toBe("2");
  });

  it("maps sectors to DAC 5-digit codes where one fits, else to vocabulary 99 with our label", () => {
    for (const code of Object.values(DAC_SECTORS)) expect(code).toMatch(/^\d{5}$/);
    expect(iatiSector("Health")).toEqual({ vocabulary: "1", code: "12220" });
    expect(iatiSector("Other")).toEqual({ vocabulary: "99", code: "Other", narrative: "Other" });
    expect(SECTORS.every((sector) => iatiSector(sector).code.length > 0)).toBe(true);
  });

  it("numbers the SDGs 1 to 17 and knows nothing else", () => {
    expect(SDG_GOALS.map(sdgGoalNumber)).toEqual(Array.from({ length: 17 }, (_, index) => index + 1));
    expect(sdgGoalNumber(" no poverty ")).toBe(1);
    expect(sdgGoalNumber("Happiness")).toBeNull();
  });

  it("calls a start actual once under way, an end actual once completed", () => {
    const today = "2026-01-01";
    expect(activityDates({ status: "active", startDate: "2025-01-01", endDate: null }, today)).toEqual([
      { type: "2", isoDate: "2025-01-01" },
    ]);
    expect(
      activityDates({ status: "active", startDate: "2026-06-01", endDate: "2027-01-01" }, today),
    ).toEqual([
      { type: "1", isoDate: "2026-06-01" },
      { type: "3", isoDate: "2027-01-01" },
    ]);
    expect(
      activityDates({ status: "completed", startDate: "2020-01-01", endDate: "2021-01-01" }, today),
    ).toEqual([
      { type: "2", isoDate: "2020-01-01" },
      { type: "4", isoDate: "2021-01-01" },
    ]);
  });
});
