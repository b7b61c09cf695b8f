import { describe, expect, it } from "vitest";
import {
  type FirstTargetRecord,
  lowerFirstWord,
  projectCardFacts,
  targetProgress,
} from "./project-card-data";

const TARGET: FirstTargetRecord = {
  title: "Farmers trained",
  measure: "number",
  baselineYear: null,
  baselineValue: null,
  targetValue: 400,
  targetDate: "2027-12-31",
  periodStart: "2026-01-01",
  periodEnd: "2026-06-30",
  value: 100,
};

describe("a card's facts", () => {
  it("says how far the first target is, from the baseline, as the project page reads it", () => {
    expect(targetProgress(TARGET, "2025-01-01")).toEqual({
      percent: 25,
      text: "25% of target: 400 farmers trained",
    });
    // From a baseline of 200: 300 of 400 is half the way.
    expect(targetProgress({ ...TARGET, baselineYear: 2024, baselineValue: 200, value: 300 }, null)).toEqual({
      percent: 50,
      text: "50% of target: 400 farmers trained",
    });
    // Past the target: the words say so, the bar stops at its end.
    expect(targetProgress({ ...TARGET, value: 480 }, null)).toEqual({
      percent: 100,
      text: "120% of target: 400 farmers trained",
    });
    expect(
      targetProgress(
        { ...TARGET, measure: "percentage", title: "Share of girls enrolled", targetValue: 80, value: 40 },
        null,
      ),
    ).toEqual({ percent: 50, text: "50% of target: 80% share of girls enrolled" });
    expect(targetProgress(null, null)).toBeNull();
  });

  it("lower-cases the first word of the indicator, not an acronym", () => {
    expect(lowerFirstWord("Households with safe water")).toBe("households with safe water");
    expect(lowerFirstWord("SACCO members trained")).toBe("SACCO members trained");
    expect(lowerFirstWord("")).toBe("");
  });

  it("writes the last update's date, the budget in its own currency, or nothing", () => {
    expect(
      projectCardFacts({
        startDate: "2025-01-01",
        lastActivityAt: "2026-11-03T09:00:00Z",
        budgetCurrency: "UGX",
        budgetAmount: 120_000_000,
        firstTarget: TARGET,
      }),
    ).toEqual({
      lines: ["25% of target: 400 farmers trained", "Budget: UGX 120,000,000", "Updated Nov 3, 2026"],
      percent: 25,
    });
    // Late in the evening in UTC is the next day in Kampala.
    expect(
      projectCardFacts({
        startDate: "2025-01-01",
        lastActivityAt: new Date("2026-11-03T22:30:00Z"),
        budgetCurrency: null,
        budgetAmount: null,
        firstTarget: null,
      }),
    ).toEqual({ lines: ["Updated Nov 4, 2026"], percent: null });
  });
});
