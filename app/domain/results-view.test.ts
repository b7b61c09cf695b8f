import { describe, expect, it } from "vitest";
import type { IndicatorRecord, ResultRecord } from "./project-results";
import { achievementsView, fundingView, impactResultsView, resultsView } from "./results-view";

const indicator = (over: Partial<IndicatorRecord> = {}): IndicatorRecord => ({
  id: "indicator-1",
  title: "People with safe water",
  measure: "number",
  standardMeasure: "people_reached",
  baselineYear: 2024,
  baselineValue: 0,
  baselineText: null,
  targetValue: 4000,
  targetText: null,
  targetDate: "2026-12-31",
  periods: [],
  ...over,
});
const period = (periodStart: string, periodEnd: string, value: number | null, extra = {}) => ({
  id: periodEnd,
  periodStart,
  periodEnd,
  value,
  valueText: null,
  comment: null,
  ...extra,
});
const result = (indicators: IndicatorRecord[], over: Partial<ResultRecord> = {}): ResultRecord => ({
  id: "result-1",
  type: "outcome",
  title: "Clean water",
  indicators,
  ...over,
});

describe("resultsView", () => {
  it("writes an indicator's figures, progress and the sentence its bar reads", () => {
    const [view] = resultsView(
      [
        result([
          indicator({
            periods: [
              period("2024-01-01", "2024-12-31", 1200),
              period("2025-01-01", "2025-06-30", 2600, { comment: "Two wells more" }),
            ],
          }),
        ]),
      ],
      "2024-01-01",
    );
    expect(view).toMatchObject({ id: "result-1", title: "Clean water", type: "Outcome" });
    expect(view!.indicators[0]).toEqual({
      id: "indicator-1",
      title: "People with safe water",
      status: { label: "On track", tone: "blue" },
      baseline: "0 (2024)",
      latest: "2,600",
      target: "4,000",
      percent: 65,
      sentence:
        "2,600 reached (Jan 1, 2025 – Jun 30, 2025), target 4,000 by Dec 31, 2026, baseline 0 in 2024, 65% of the way",
      dates: "Latest period: Jan 1, 2025 – Jun 30, 2025. Target date: Dec 31, 2026",
      comment: "Two wells more",
    });
  });

  it("says when nothing is reported yet, and leaves out a result without indicators", () => {
    const views = resultsView(
      [result([], { id: "empty" }), result([indicator({ baselineYear: null, baselineValue: null })])],
      null,
    );
    expect(views.map((view) => view.id)).toEqual(["result-1"]);
    expect(views[0]!.indicators[0]).toMatchObject({
      status: { label: "No values yet", tone: "grey" },
      baseline: null,
      latest: null,
      percent: null,
      sentence: "No values reported yet, target 4,000 by Dec 31, 2026",
      dates: "Target date: Dec 31, 2026",
      comment: null,
    });
  });

  it("writes words as they are, percentages with their sign, and an unknown type as stored", () => {
    const [words] = resultsView(
      [
        result(
          [
            indicator({
              measure: "qualitative",
              baselineYear: null,
              targetValue: null,
              targetText: "Monthly meetings",
              periods: [{ ...period("2025-01-01", "2025-03-31", null), valueText: "Quarterly" }],
            }),
            indicator({ id: "share", measure: "percentage", targetValue: 80, baselineValue: 20 }),
          ],
          { type: "impact" },
        ),
      ],
      null,
    );
    expect(words!.type).toBe("impact");
    expect(resultsView([result([indicator()], { type: "constructor" })], null)[0]!.type).toBe("constructor");
    expect(words!.indicators[0]).toMatchObject({
      latest: "Quarterly",
      target: "Monthly meetings",
      percent: null,
    });
    expect(words!.indicators[1]).toMatchObject({ baseline: "20% (2024)", target: "80%" });
  });
});

describe("fundingView", () => {
  const named = { id: "f1", name: "Somebody Else Trust", type: "foundation", profileId: null };
  const funder = { ...named, amount: null, currency: null };

  it("writes the budget, the spending and its share, and each funder's type and amount", () => {
    const giving = { ...named, id: "f2", amount: 5_000_000.5, currency: "UGX" };
    expect(fundingView({ currency: "UGX", budget: 45_000_000, spent: 12_500_000 }, [funder, giving])).toEqual(
      {
        budget: "UGX 45,000,000",
        spent: "UGX 12,500,000",
        spentShare: 28,
        funders: [
          { ...named, type: "Foundation", amount: null },
          { ...named, id: "f2", type: "Foundation", amount: "UGX 5,000,000.5" },
        ],
      },
    );
  });

  it("is null with neither budget nor funders; funders alone, or a budget of nothing, say no share", () => {
    expect(fundingView({ currency: null, budget: null, spent: null }, [])).toBeNull();
    expect(fundingView({ currency: "USD", budget: null, spent: 10 }, [])).toBeNull();
    expect(fundingView({ currency: null, budget: null, spent: null }, [{ ...funder, type: "x" }])).toEqual({
      budget: null,
      spent: null,
      spentShare: null,
      funders: [{ ...named, type: "x", amount: null }],
    });
    expect(fundingView({ currency: "USD", budget: 0, spent: 5 }, [])).toMatchObject({
      budget: "USD 0",
      spent: "USD 5",
      spentShare: null,
    });
  });
});

describe("impactResultsView", () => {
  const empty = { sdg: [], sector: [], region: [] };

  it("writes the achievements and adds up each currency's budgets, never converted", () => {
    const view = impactResultsView({
      achievements: [
        { measure: "trees_planted", achieved: 0, target: 5000, projects: 1, reporting: 0 },
        { measure: "people_reached", achieved: 3400.5, target: 8000, projects: 3, reporting: 2 },
      ],
      measures: {
        ...empty,
        sdg: [
          { group: "Clean Water and Sanitation", measure: "people_reached", total: 2400, projects: 1 },
          { group: null, measure: "people_reached", total: 1000.5, projects: 2 },
          { group: "Quality Education", measure: "trees_planted", total: 0, projects: 1 },
        ],
        sector: [{ group: null, measure: "people_reached", total: 3400.5, projects: 3 }],
      },
      budgets: {
        ...empty,
        sdg: [
          { group: "Quality Education", currency: "USD", budget: 20_000, spent: 500, projects: 1 },
          { group: null, currency: "UGX", budget: 1_000_000, spent: 0, projects: 2 },
          { group: "Climate Action", currency: "UGX", budget: 500_000, spent: 250_000, projects: 1 },
        ],
      },
    });
    expect(view.achievements).toEqual([
      {
        measure: "people_reached",
        label: "People reached",
        achieved: "3,400.5",
        sentence: "people reached of an 8,000 target",
        share: { percent: 43, bar: 43, words: "43% of the target" },
        reporting: "2 of 3 projects reporting",
      },
      {
        measure: "trees_planted",
        label: "Trees planted",
        achieved: null,
        sentence: "No results reported yet. Target: 5,000 trees planted",
        share: null,
        reporting: "Target set by 1 project",
      },
    ]);
    expect(view.budgets).toEqual([
      { currency: "UGX", projects: 3, budget: "UGX 1,500,000", spent: "UGX 250,000" },
      { currency: "USD", projects: 1, budget: "USD 20,000", spent: "USD 500" },
    ]);
    expect(view.groups.map((group) => [group.key, group.name])).toEqual([
      ["sdg", "Sustainable Development Goal"],
      ["sector", "Sector"],
      ["region", "Region"],
    ]);
    expect(view.groups[1]!.measures).toEqual([
      { key: "null-people_reached", group: "Not stated", measure: "People reached", total: "3,400.5" },
    ]);
    expect(view.groups[0]!.budgets[0]).toEqual({
      key: "Quality Education-USD",
      group: "Quality Education",
      budget: "USD 20,000",
      spent: "USD 500",
    });
  });

  it("is empty when nothing is reported", () => {
    expect(impactResultsView({ achievements: [], measures: empty, budgets: empty })).toMatchObject({
      achievements: [],
      budgets: [],
    });
  });
});

describe("achievementsView", () => {
  const row = { measure: "people_reached", achieved: 0, target: 0, projects: 1, reporting: 1 };

  it("puts people reached first, the other standard measures in their order, an unknown key last", () => {
    const view = achievementsView([
      { ...row, measure: "jobs_created", achieved: 3, target: 10 },
      { ...row, measure: "legacy_measure", achieved: 2, target: 4 },
      { ...row, measure: "people_trained", achieved: 1, target: 18 },
      { ...row, measure: "people_reached", achieved: 12_400, target: 20_000, projects: 8, reporting: 5 },
    ]);
    expect(view.map((item) => [item.label, item.achieved, item.sentence])).toEqual([
      ["People reached", "12,400", "people reached of a 20,000 target"],
      ["People trained", "1", "person trained of an 18 target"],
      ["Jobs created", "3", "jobs created of a 10 target"],
      ["legacy_measure", "2", "legacy measure of a 4 target"],
    ]);
    expect(view[0]!.reporting).toBe("5 of 8 projects reporting");
    expect(view[0]!.share).toEqual({ percent: 62, bar: 62, words: "62% of the target" });
  });

  it("says by how much a target was passed while the bar stops at 100", () => {
    const [item] = achievementsView([{ ...row, measure: "trees_planted", achieved: 24_800, target: 20_000 }]);
    expect(item).toMatchObject({
      achieved: "24,800",
      sentence: "trees planted of a 20,000 target",
      share: { percent: 124, bar: 100, words: "Target passed: 124%, 4,800 more than planned" },
      reporting: "1 of 1 project reporting",
    });
  });

  it("shows a reported zero as reported, and a measure nobody reported as not reported yet", () => {
    const [zero, none] = achievementsView([
      { ...row, measure: "women_reached", achieved: 0, target: 1 },
      { ...row, measure: "households_clean_water", achieved: 0, target: 600, projects: 2, reporting: 0 },
    ]);
    expect(zero).toMatchObject({
      achieved: "0",
      sentence: "women reached of a 1 target",
      share: { percent: 0, bar: 0, words: "0% of the target" },
    });
    expect(none).toEqual({
      measure: "households_clean_water",
      label: "Households with clean water",
      achieved: null,
      sentence: "No results reported yet. Target: 600 households with clean water",
      share: null,
      reporting: "Target set by 2 projects",
    });
  });

  it("leaves out a measure no project set, and gives no share without a target", () => {
    const view = achievementsView([
      { ...row, measure: "trees_planted", projects: 0, reporting: 0 },
      { ...row, achieved: 40, target: 0 },
    ]);
    expect(view).toEqual([
      {
        measure: "people_reached",
        label: "People reached",
        achieved: "40",
        sentence: "people reached",
        share: null,
        reporting: "1 of 1 project reporting",
      },
    ]);
  });
});
