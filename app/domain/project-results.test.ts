import { describe, expect, it } from "vitest";
import { formatAmount } from "./money";
import {
  formatIndicatorValue,
  type IndicatorRecord,
  indicatorProgress,
  parseIndicatorValue,
  RESULTS_MESSAGES,
} from "./project-results";
import {
  BudgetFormSchema,
  FunderFormSchema,
  IndicatorFormSchema,
  PeriodFormSchema,
  ResultFormSchema,
  ResultsIntentSchema,
} from "./project-results-forms";

const RESULT_ID = "7d3a1c52-58b6-4b0e-9d43-0c5a4c9f1e11";
const INDICATOR_ID = "0b6f9a6e-1f0c-4a3e-8b5f-2a8f6b2d9c10";

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("result form", () => {
  it("takes a title and output or outcome", () => {
    expect(ResultFormSchema.parse({ title: "  Wells built ", type: "output" })).toEqual({
      title: "Wells built",
      type: "output",
      firstIndicator: null,
    });
    expect(errorsOf(ResultFormSchema.safeParse({ title: " ", type: "impact" }))).toEqual({
      title: RESULTS_MESSAGES.titleRequired,
      type: RESULTS_MESSAGES.typeRequired,
    });
    expect(errorsOf(ResultFormSchema.safeParse({ title: "x".repeat(201), type: "output" }))).toEqual({
      title: RESULTS_MESSAGES.titleLong,
    });
  });

  const first = {
    title: "Wells built",
    type: "output",
    indicatorTitle: " Wells in use ",
    measure: "number",
    baselineYear: "2024",
    baselineValue: "0",
    targetValue: "40",
    targetDate: "2027-12-31",
  };

  it("takes the first indicator and its first reported value with the result", () => {
    expect(
      ResultFormSchema.parse({ ...first, periodStart: "2025-01-01", periodEnd: "2025-06-30", value: "10" }),
    ).toMatchObject({
      title: "Wells built",
      type: "output",
      firstIndicator: {
        title: "Wells in use",
        measure: "number",
        standardMeasure: null,
        baselineYear: 2024,
        baseline: { value: 0, text: null },
        target: { value: 40, text: null },
        targetDate: "2027-12-31",
        period: {
          periodStart: "2025-01-01",
          periodEnd: "2025-06-30",
          actual: { value: 10, text: null },
          comment: null,
        },
      },
    });
    expect(ResultFormSchema.parse(first)).toMatchObject({
      firstIndicator: { title: "Wells in use", period: null },
    });
  });

  it("asks for the indicator's needed fields once any of it, or a value, is given", () => {
    expect(
      errorsOf(ResultFormSchema.safeParse({ title: "Wells built", type: "output", targetValue: "40" })),
    ).toEqual({
      indicatorTitle: RESULTS_MESSAGES.indicatorTitleRequired,
      measure: RESULTS_MESSAGES.measureRequired,
      targetDate: RESULTS_MESSAGES.targetDate,
    });
    // A value alone needs its indicator, and its own period.
    expect(
      errorsOf(
        ResultFormSchema.safeParse({ title: "Wells built", type: "output", measure: "number", value: "3" }),
      ),
    ).toEqual({
      indicatorTitle: RESULTS_MESSAGES.indicatorTitleRequired,
      targetValue: RESULTS_MESSAGES.targetRequired,
      targetDate: RESULTS_MESSAGES.targetDate,
      periodStart: RESULTS_MESSAGES.date,
      periodEnd: RESULTS_MESSAGES.date,
    });
  });

  it("flags every mistake of the result, its indicator and its value in one pass", () => {
    expect(
      errorsOf(
        ResultFormSchema.safeParse({
          ...first,
          title: "",
          type: "impact",
          targetDate: undefined,
          baselineYear: "26",
          targetValue: "lots",
          periodStart: "2025-06-30",
          periodEnd: "2025-01-01",
          value: "many",
        }),
      ),
    ).toEqual({
      title: RESULTS_MESSAGES.titleRequired,
      type: RESULTS_MESSAGES.typeRequired,
      targetDate: RESULTS_MESSAGES.targetDate,
      baselineYear: RESULTS_MESSAGES.baselineYear,
      targetValue: RESULTS_MESSAGES.number,
      periodEnd: RESULTS_MESSAGES.periodEnd,
      value: RESULTS_MESSAGES.number,
    });
  });
});

describe("indicator values", () => {
  it("reads numbers with separators, at most two decimals, from 0 to a trillion", () => {
    expect(parseIndicatorValue("number", "1,200")).toEqual({ ok: true, value: { value: 1200, text: null } });
    expect(parseIndicatorValue("number", "12.5")).toMatchObject({ ok: true, value: { value: 12.5 } });
    expect(parseIndicatorValue("number", "-3")).toEqual({ ok: false, message: RESULTS_MESSAGES.number });
    expect(parseIndicatorValue("number", "1.234")).toMatchObject({ ok: false });
    expect(parseIndicatorValue("number", "1e9")).toMatchObject({ ok: false });
    expect(parseIndicatorValue("number", "NaN")).toMatchObject({ ok: false });
    expect(parseIndicatorValue("number", "2000000000000")).toEqual({
      ok: false,
      message: RESULTS_MESSAGES.numberLarge,
    });
  });

  it("keeps a percentage between 0 and 100", () => {
    expect(parseIndicatorValue("percentage", "100")).toMatchObject({ ok: true });
    expect(parseIndicatorValue("percentage", "100.5")).toEqual({
      ok: false,
      message: RESULTS_MESSAGES.percentage,
    });
    expect(parseIndicatorValue("percentage", "abc")).toEqual({
      ok: false,
      message: RESULTS_MESSAGES.percentage,
    });
  });

  it("asks words of a qualitative indicator", () => {
    expect(parseIndicatorValue("qualitative", " Committee meets monthly ")).toEqual({
      ok: true,
      value: { value: null, text: "Committee meets monthly" },
    });
    expect(parseIndicatorValue("qualitative", "  ")).toEqual({
      ok: false,
      message: RESULTS_MESSAGES.textRequired,
    });
    expect(parseIndicatorValue("qualitative", "x".repeat(501))).toEqual({
      ok: false,
      message: RESULTS_MESSAGES.textLong,
    });
  });
});

describe("indicator form", () => {
  const base = {
    resultId: RESULT_ID,
    title: "People with clean water",
    measure: "number",
    targetValue: "5,000",
    targetDate: "2027-12-31",
  };

  it("reads the target, an optional baseline and an optional standard measure", () => {
    expect(
      IndicatorFormSchema.parse({
        ...base,
        standardMeasure: "people_reached",
        baselineYear: "2024",
        baselineValue: "200",
      }),
    ).toMatchObject({
      standardMeasure: "people_reached",
      baselineYear: 2024,
      baseline: { value: 200, text: null },
      target: { value: 5000, text: null },
      targetDate: "2027-12-31",
    });
    expect(IndicatorFormSchema.parse(base)).toMatchObject({ baselineYear: null, baseline: null });
  });

  it("refuses a baseline without its year, a year out of range, a standard measure on words", () => {
    expect(errorsOf(IndicatorFormSchema.safeParse({ ...base, baselineValue: "3" }))).toEqual({
      baselineYear: RESULTS_MESSAGES.baselineYearMissing,
    });
    expect(
      errorsOf(IndicatorFormSchema.safeParse({ ...base, baselineYear: "1800", baselineValue: "3" })),
    ).toEqual({
      baselineYear: RESULTS_MESSAGES.baselineYear,
    });
    expect(errorsOf(IndicatorFormSchema.safeParse({ ...base, baselineYear: "2024" }))).toEqual({
      baselineValue: RESULTS_MESSAGES.baselineValueMissing,
    });
    expect(
      errorsOf(
        IndicatorFormSchema.safeParse({
          ...base,
          measure: "qualitative",
          standardMeasure: "trees_planted",
          targetValue: "A working committee",
        }),
      ),
    ).toEqual({ standardMeasure: RESULTS_MESSAGES.standardNumber });
  });

  it("refuses a missing target, a percentage over 100 and a date outside 1990–2100", () => {
    expect(errorsOf(IndicatorFormSchema.safeParse({ ...base, targetValue: "" }))).toEqual({
      targetValue: RESULTS_MESSAGES.targetRequired,
    });
    expect(
      errorsOf(IndicatorFormSchema.safeParse({ ...base, measure: "percentage", targetValue: "120" })),
    ).toEqual({
      targetValue: RESULTS_MESSAGES.percentage,
    });
    expect(errorsOf(IndicatorFormSchema.safeParse({ ...base, targetDate: "2200-01-01" }))).toEqual({
      targetDate: RESULTS_MESSAGES.dateRange,
    });
    expect(errorsOf(IndicatorFormSchema.safeParse({ ...base, targetDate: "2027-02-31x" }))).toEqual({
      targetDate: RESULTS_MESSAGES.targetDate,
    });
  });
});

describe("every form flags every invalid field in one pass", () => {
  it('the indicator form: the target date missing, the year "26" and the target "lots" at once', () => {
    const errors = errorsOf(
      IndicatorFormSchema.safeParse({
        resultId: RESULT_ID,
        title: "People with clean water",
        measure: "number",
        baselineYear: "26",
        baselineValue: "0",
        targetValue: "lots",
      }),
    );
    expect(errors).toEqual({
      targetDate: RESULTS_MESSAGES.targetDate,
      baselineYear: RESULTS_MESSAGES.baselineYear,
      targetValue: RESULTS_MESSAGES.number,
    });
    // The same through the page's schema (what the browser and the action parse), with the title too.
    expect(
      errorsOf(
        ResultsIntentSchema.safeParse({
          intent: "save-indicator",
          resultId: RESULT_ID,
          title: " ",
          measure: "number",
          standardMeasure: "none of these",
          baselineYear: "26",
          targetValue: "lots",
          targetDate: "2027-13-45",
        }),
      ),
    ).toEqual({
      title: RESULTS_MESSAGES.titleRequired,
      standardMeasure: expect.any(String),
      targetDate: RESULTS_MESSAGES.targetDate,
      baselineYear: RESULTS_MESSAGES.baselineYear,
      baselineValue: RESULTS_MESSAGES.baselineValueMissing,
      targetValue: RESULTS_MESSAGES.number,
    });
  });

  it("the period form: a broken start, and the value, at once; the end checked against a valid start", () => {
    expect(
      errorsOf(
        PeriodFormSchema.safeParse({
          indicatorId: INDICATOR_ID,
          measure: "percentage",
          periodStart: "yesterday",
          periodEnd: "2026-06-30",
          value: "120",
          comment: "x".repeat(501),
        }),
      ),
    ).toEqual({
      periodStart: RESULTS_MESSAGES.date,
      value: RESULTS_MESSAGES.percentage,
      comment: RESULTS_MESSAGES.commentLong,
    });
  });

  it("the budget form: a wrong total, and spending above it or itself wrong, at once", () => {
    // A total with three decimals is refused, and spending above what it says is flagged with it.
    expect(
      errorsOf(
        BudgetFormSchema.safeParse({
          currency: "UGX",
          budgetAmount: "45,000,000.555",
          spentAmount: "50,000,000",
        }),
      ),
    ).toEqual({ budgetAmount: RESULTS_MESSAGES.amount, spentAmount: RESULTS_MESSAGES.spentOverBudget });
    // So is a total written with its currency, and "1.5m" is not read as 1.5.
    expect(
      errorsOf(
        BudgetFormSchema.safeParse({
          currency: "UGX",
          budgetAmount: "12,000,000 UGX",
          spentAmount: "15000000",
        }),
      ),
    ).toEqual({ budgetAmount: RESULTS_MESSAGES.amount, spentAmount: RESULTS_MESSAGES.spentOverBudget });
    expect(
      errorsOf(
        BudgetFormSchema.safeParse({ currency: "UGX", budgetAmount: "1.5m", spentAmount: "15000000" }),
      ),
    ).toEqual({ budgetAmount: RESULTS_MESSAGES.amount });
    expect(
      errorsOf(BudgetFormSchema.safeParse({ currency: "UGX", budgetAmount: "lots", spentAmount: "some" })),
    ).toEqual({ budgetAmount: RESULTS_MESSAGES.amount, spentAmount: RESULTS_MESSAGES.amount });
    expect(
      errorsOf(
        ResultsIntentSchema.safeParse({
          intent: "save-budget",
          currency: "EUR",
          budgetAmount: "99999999999999",
          spentAmount: "-1",
        }),
      ),
    ).toEqual({
      currency: RESULTS_MESSAGES.currency,
      budgetAmount: RESULTS_MESSAGES.amountLarge,
      spentAmount: RESULTS_MESSAGES.amount,
    });
  });

  it("the funder form: the name, the kind, the amount and its currency at once", () => {
    expect(errorsOf(FunderFormSchema.safeParse({ name: "", type: "bank", amount: "-500" }))).toEqual({
      name: RESULTS_MESSAGES.funderName,
      type: RESULTS_MESSAGES.funderType,
      amount: RESULTS_MESSAGES.funderAmount,
      currency: RESULTS_MESSAGES.currency,
    });
  });
});

describe("period form", () => {
  const base = {
    indicatorId: INDICATOR_ID,
    measure: "number",
    periodStart: "2026-01-01",
    periodEnd: "2026-06-30",
    value: "1200",
  };

  it("takes a period whose end is after its start", () => {
    expect(PeriodFormSchema.parse({ ...base, comment: " Two boreholes " })).toMatchObject({
      actual: { value: 1200, text: null },
      comment: "Two boreholes",
    });
  });

  it("refuses an end on or before the start, and a missing value", () => {
    expect(errorsOf(PeriodFormSchema.safeParse({ ...base, periodEnd: "2025-12-31" }))).toEqual({
      periodEnd: RESULTS_MESSAGES.periodEnd,
    });
    expect(errorsOf(PeriodFormSchema.safeParse({ ...base, periodEnd: "2026-01-01" }))).toEqual({
      periodEnd: RESULTS_MESSAGES.periodEnd,
    });
    expect(errorsOf(PeriodFormSchema.safeParse({ ...base, value: undefined }))).toEqual({
      value: RESULTS_MESSAGES.valueRequired,
    });
    expect(errorsOf(PeriodFormSchema.safeParse({ ...base, comment: "x".repeat(501) }))).toEqual({
      comment: RESULTS_MESSAGES.commentLong,
    });
  });
});

describe("budget form", () => {
  it("takes a budget with its currency and spending up to the budget", () => {
    expect(
      BudgetFormSchema.parse({ currency: "UGX", budgetAmount: "45,000,000", spentAmount: "12000000" }),
    ).toMatchObject({ currency: "UGX", budget: 45_000_000, spent: 12_000_000 });
    expect(BudgetFormSchema.parse({ currency: "USD" })).toMatchObject({
      currency: null,
      budget: null,
      spent: null,
    });
  });

  it("refuses a budget without currency, spending above it or without one, negative amounts", () => {
    expect(errorsOf(BudgetFormSchema.safeParse({ budgetAmount: "100" }))).toEqual({
      currency: RESULTS_MESSAGES.currency,
    });
    expect(
      errorsOf(BudgetFormSchema.safeParse({ currency: "USD", budgetAmount: "100", spentAmount: "101" })),
    ).toEqual({
      spentAmount: RESULTS_MESSAGES.spentOverBudget,
    });
    expect(errorsOf(BudgetFormSchema.safeParse({ spentAmount: "5" }))).toEqual({
      spentAmount: RESULTS_MESSAGES.spentWithoutBudget,
    });
    expect(errorsOf(BudgetFormSchema.safeParse({ currency: "USD", budgetAmount: "-5" }))).toEqual({
      budgetAmount: RESULTS_MESSAGES.amount,
    });
    expect(errorsOf(BudgetFormSchema.safeParse({ currency: "EUR", budgetAmount: "5" }))).toHaveProperty(
      "currency",
    );
    expect(errorsOf(BudgetFormSchema.safeParse({ currency: "UGX", budgetAmount: "99999999999999" }))).toEqual(
      {
        budgetAmount: RESULTS_MESSAGES.amountLarge,
      },
    );
  });
});

describe("funder form", () => {
  it("takes a name and a kind from the list", () => {
    expect(FunderFormSchema.parse({ name: " Rotary Kampala ", type: "ngo" })).toEqual({
      name: "Rotary Kampala",
      type: "ngo",
      identifier: null,
      amount: null,
      currency: null,
    });
    // A currency chosen without an amount is not kept.
    expect(FunderFormSchema.parse({ name: "Rotary Kampala", type: "ngo", currency: "USD" })).toMatchObject({
      amount: null,
      currency: null,
    });
    expect(errorsOf(FunderFormSchema.safeParse({ name: "", type: "bank" }))).toEqual({
      name: RESULTS_MESSAGES.funderName,
      type: RESULTS_MESSAGES.funderType,
    });
  });

  it("takes an optional IATI organisation identifier, in IATI's form only", () => {
    const funder = { name: "UNDP Uganda", type: "multilateral" };
    expect(FunderFormSchema.parse({ ...funder, identifier: " XM-DAC-41114 " })).toMatchObject({
      identifier: "XM-DAC-41114",
    });
    expect(FunderFormSchema.parse({ ...funder, identifier: "" })).toMatchObject({ identifier: null });
    for (const identifier of ["UNDP", "41114", "xm-dac-41114"]) {
      expect(errorsOf(FunderFormSchema.safeParse({ ...funder, identifier })), identifier).toEqual({
        identifier: RESULTS_MESSAGES.funderIdentifier,
      });
    }
  });

  it("takes an optional amount above 0 with its currency", () => {
    const funder = { name: "Rotary Kampala", type: "ngo" };
    expect(FunderFormSchema.parse({ ...funder, amount: "5,000,000", currency: "UGX" })).toMatchObject({
      amount: 5_000_000,
      currency: "UGX",
    });
    expect(errorsOf(FunderFormSchema.safeParse({ ...funder, amount: "5000" }))).toEqual({
      currency: RESULTS_MESSAGES.currency,
    });
    for (const amount of ["0", "-5", "5.555", "five"]) {
      expect(errorsOf(FunderFormSchema.safeParse({ ...funder, amount, currency: "USD" })), amount).toEqual({
        amount: RESULTS_MESSAGES.funderAmount,
      });
    }
    expect(
      errorsOf(FunderFormSchema.safeParse({ ...funder, amount: "99999999999999", currency: "USD" })),
    ).toEqual({
      amount: RESULTS_MESSAGES.amountLarge,
    });
  });
});

describe("the page's intents", () => {
  it("parse each form and button, and nothing else", () => {
    expect(ResultsIntentSchema.safeParse({ intent: "delete-result", id: RESULT_ID }).success).toBe(true);
    expect(ResultsIntentSchema.safeParse({ intent: "delete-result", id: "1; drop" }).success).toBe(false);
    expect(ResultsIntentSchema.safeParse({ intent: "explode" }).success).toBe(false);
    expect(
      ResultsIntentSchema.parse({
        intent: "save-budget",
        currency: "USD",
        budgetAmount: "10",
        spentAmount: "",
      }),
    ).toMatchObject({ intent: "save-budget", budget: 10, spent: null });
  });
});

describe("progress toward a target", () => {
  const indicator = (over: Partial<IndicatorRecord> = {}): IndicatorRecord => ({
    id: INDICATOR_ID,
    title: "People reached",
    measure: "number",
    standardMeasure: "people_reached",
    baselineYear: 2024,
    baselineValue: 1000,
    baselineText: null,
    targetValue: 5000,
    targetText: null,
    targetDate: "2027-12-31",
    periods: [],
    ...over,
  });
  const period = (periodStart: string, periodEnd: string, value: number) => ({
    id: periodEnd,
    periodStart,
    periodEnd,
    value,
    valueText: null,
    comment: null,
  });

  it("measures the latest actual from the baseline to the target", () => {
    const progress = indicatorProgress(
      indicator({
        periods: [period("2025-01-01", "2025-12-31", 4000), period("2024-01-01", "2024-12-31", 2000)],
      }),
      "2024-01-01",
    );
    expect(progress.latest?.value).toBe(4000);
    expect(progress.percent).toBe(75);
    expect(progress.status).toBe("on-track");
  });

  it("is behind when the share done trails the share of time gone", () => {
    const progress = indicatorProgress(
      indicator({ periods: [period("2026-07-01", "2027-06-30", 1400)] }),
      "2024-01-01",
    );
    expect(progress.percent).toBe(10);
    expect(progress.status).toBe("behind");
  });

  it("is reached at or past the target, and not started without periods", () => {
    expect(
      indicatorProgress(indicator({ periods: [period("2025-01-01", "2025-06-30", 6000)] }), null),
    ).toMatchObject({
      percent: 125,
      status: "reached",
    });
    expect(indicatorProgress(indicator(), null)).toEqual({
      latest: null,
      percent: null,
      status: "not-started",
    });
  });

  it("writes values and amounts as pages show them", () => {
    expect(formatIndicatorValue("number", 1200, null)).toBe("1,200");
    expect(formatIndicatorValue("percentage", 45.5, null)).toBe("45.5%");
    expect(formatIndicatorValue("qualitative", null, "Meets monthly")).toBe("Meets monthly");
    expect(formatAmount("UGX", 45_000_000)).toBe("UGX 45,000,000");
  });
});
