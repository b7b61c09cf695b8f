/**
 * The Results & budget page's form schemas (zod), shared by the page and its action; apart from
 * project-results.ts so the public pages that show results load no zod.
 */
import { z } from "~/lib/zod";
import { CURRENCIES } from "./money";
import {
  FUNDER_TYPES,
  INDICATOR_MEASURES,
  type IndicatorMeasure,
  type IndicatorValue,
  parseAmount,
  parseIndicatorValue,
  RESULT_LIMITS,
  RESULT_TYPES,
  RESULTS_MESSAGES,
  STANDARD_MEASURES,
} from "./project-results";

// ── Form schemas ────────────────────────────────────────────────────────────────────────────────────────

const title = z
  .string({ error: RESULTS_MESSAGES.titleRequired })
  .trim()
  .min(1, RESULTS_MESSAGES.titleRequired)
  .max(RESULT_LIMITS.titleMax, RESULTS_MESSAGES.titleLong);

const dateField = (required: string) =>
  z
    .string({ error: required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, required)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), required)
    .refine(
      (value) => value >= RESULT_LIMITS.dateMin && value <= RESULT_LIMITS.dateMax,
      RESULTS_MESSAGES.dateRange,
    );

const optionalText = z.string().max(5000).optional();

export const ResultFormSchema = z.object({
  title,
  type: z.enum(RESULT_TYPES, { error: RESULTS_MESSAGES.typeRequired }),
});
export type ResultFormValues = z.output<typeof ResultFormSchema>;

/** A value field checked against the measure chosen in the same form. */
function checkValue(
  context: z.RefinementCtx,
  measure: IndicatorMeasure,
  raw: string | undefined,
  path: string,
  missing: string,
): IndicatorValue | null {
  if (!raw?.trim()) {
    context.addIssue({ code: "custom", path: [path], message: missing });
    return null;
  }
  const parsed = parseIndicatorValue(measure, raw);
  if (!parsed.ok) {
    context.addIssue({ code: "custom", path: [path], message: parsed.message });
    return null;
  }
  return parsed.value;
}

const IndicatorFields = z.object({
  resultId: z.uuid(),
  title,
  measure: z.enum(INDICATOR_MEASURES, { error: RESULTS_MESSAGES.measureRequired }),
  standardMeasure: z.enum(STANDARD_MEASURES).optional(),
  baselineYear: z.string().max(10).optional(),
  baselineValue: optionalText,
  targetValue: optionalText,
  targetDate: dateField(RESULTS_MESSAGES.targetDate),
});

function readIndicator<T extends z.output<typeof IndicatorFields>>(form: T, context: z.RefinementCtx) {
  if (form.standardMeasure && form.measure !== "number") {
    context.addIssue({ code: "custom", path: ["standardMeasure"], message: RESULTS_MESSAGES.standardNumber });
  }
  const target = checkValue(
    context,
    form.measure,
    form.targetValue,
    "targetValue",
    RESULTS_MESSAGES.targetRequired,
  );
  let baseline: IndicatorValue | null = null;
  let baselineYear: number | null = null;
  const yearText = form.baselineYear?.trim() ?? "";
  if (yearText) {
    const year = /^\d{4}$/.test(yearText) ? Number(yearText) : Number.NaN;
    if (year >= RESULT_LIMITS.yearMin && year <= RESULT_LIMITS.yearMax) baselineYear = year;
    else context.addIssue({ code: "custom", path: ["baselineYear"], message: RESULTS_MESSAGES.baselineYear });
    baseline = checkValue(
      context,
      form.measure,
      form.baselineValue,
      "baselineValue",
      RESULTS_MESSAGES.baselineValueMissing,
    );
  } else if (form.baselineValue?.trim()) {
    context.addIssue({
      code: "custom",
      path: ["baselineYear"],
      message: RESULTS_MESSAGES.baselineYearMissing,
    });
  }
  return {
    ...form,
    resultId: form.resultId.toLowerCase(),
    standardMeasure: form.standardMeasure ?? null,
    baselineYear,
    baseline,
    target: target ?? ({ value: 0, text: null } as IndicatorValue),
  };
}

/** An indicator: title, measure, optional standard measure, optional baseline (year and value), target. */
export const IndicatorFormSchema = IndicatorFields.transform(readIndicator);
export type IndicatorFormValues = z.output<typeof IndicatorFormSchema>;

const PeriodFields = z.object({
  indicatorId: z.uuid(),
  measure: z.enum(INDICATOR_MEASURES),
  periodStart: dateField(RESULTS_MESSAGES.date),
  periodEnd: dateField(RESULTS_MESSAGES.date),
  value: optionalText,
  comment: z.string().trim().max(RESULT_LIMITS.commentMax, RESULTS_MESSAGES.commentLong).optional(),
});

function readPeriod<T extends z.output<typeof PeriodFields>>(form: T, context: z.RefinementCtx) {
  if (form.periodEnd <= form.periodStart) {
    context.addIssue({ code: "custom", path: ["periodEnd"], message: RESULTS_MESSAGES.periodEnd });
  }
  const value = checkValue(context, form.measure, form.value, "value", RESULTS_MESSAGES.valueRequired);
  return {
    ...form,
    indicatorId: form.indicatorId.toLowerCase(),
    rawValue: form.value ?? "",
    actual: value ?? ({ value: 0, text: null } as IndicatorValue),
    comment: form.comment?.trim() || null,
  };
}

/**
 * One reporting period's actual value. `measure` comes from the page (hidden) so the browser can check the
 * value; the server checks the value again against the indicator's stored measure (parseIndicatorValue).
 */
export const PeriodFormSchema = PeriodFields.transform(readPeriod);
export type PeriodFormValues = z.output<typeof PeriodFormSchema>;

const BudgetFields = z.object({
  currency: z.enum(CURRENCIES, { error: RESULTS_MESSAGES.currency }).optional(),
  budgetAmount: z.string().max(40).optional(),
  spentAmount: z.string().max(40).optional(),
});

function readBudget<T extends z.output<typeof BudgetFields>>(form: T, context: z.RefinementCtx) {
  let budget: number | null = null;
  let spent: number | null = null;
  if (form.budgetAmount?.trim()) {
    const parsed = parseAmount(form.budgetAmount);
    if (parsed.ok) budget = parsed.value;
    else context.addIssue({ code: "custom", path: ["budgetAmount"], message: parsed.message });
    if (!form.currency)
      context.addIssue({ code: "custom", path: ["currency"], message: RESULTS_MESSAGES.currency });
  }
  if (form.spentAmount?.trim()) {
    const parsed = parseAmount(form.spentAmount);
    if (!parsed.ok) context.addIssue({ code: "custom", path: ["spentAmount"], message: parsed.message });
    else if (!form.budgetAmount?.trim()) {
      context.addIssue({
        code: "custom",
        path: ["spentAmount"],
        message: RESULTS_MESSAGES.spentWithoutBudget,
      });
    } else if (budget !== null && parsed.value > budget) {
      context.addIssue({ code: "custom", path: ["spentAmount"], message: RESULTS_MESSAGES.spentOverBudget });
    } else spent = parsed.value;
  }
  return { ...form, currency: budget === null ? null : (form.currency ?? null), budget, spent };
}

/** The total budget with its currency and the amount spent so far (never above the budget); all optional. */
export const BudgetFormSchema = BudgetFields.transform(readBudget);
export type BudgetFormValues = z.output<typeof BudgetFormSchema>;

const FunderFields = z.object({
  name: z
    .string({ error: RESULTS_MESSAGES.funderName })
    .trim()
    .min(2, RESULTS_MESSAGES.funderName)
    .max(RESULT_LIMITS.funderNameMax, RESULTS_MESSAGES.funderNameLong),
  type: z.enum(FUNDER_TYPES, { error: RESULTS_MESSAGES.funderType }),
  /** A registered organization's profile id (the directory's), or nothing. */
  profileId: z.string().trim().max(100, RESULTS_MESSAGES.funderOrganization).optional(),
});
export const FunderFormSchema = FunderFields;
export type FunderFormValues = z.output<typeof FunderFormSchema>;

const withId = { id: z.uuid().optional() };

/** Every write of the Results & budget page, one member per form or button. */
export const ResultsIntentSchema = z.discriminatedUnion("intent", [
  ResultFormSchema.extend({ intent: z.literal("save-result"), ...withId }),
  z.object({ intent: z.literal("delete-result"), id: z.uuid() }),
  IndicatorFields.extend({ intent: z.literal("save-indicator"), ...withId }).transform(readIndicator),
  z.object({ intent: z.literal("delete-indicator"), id: z.uuid() }),
  PeriodFields.extend({ intent: z.literal("save-period"), ...withId }).transform(readPeriod),
  z.object({ intent: z.literal("delete-period"), id: z.uuid() }),
  BudgetFields.extend({ intent: z.literal("save-budget") }).transform(readBudget),
  FunderFields.extend({ intent: z.literal("save-funder"), ...withId }),
  z.object({ intent: z.literal("delete-funder"), id: z.uuid() }),
]);
export type ResultsIntent = z.output<typeof ResultsIntentSchema>;

/**
 * Which form on the page a submission came from (its Conform id): the intent and the entry it saves, or the
 * entry it adds to ("save-period-new-<indicator id>"). The action answers with it; only that form shows it.
 */
export function resultsFormKey(payload: Record<string, unknown>): string {
  const text = (name: string) => {
    const value = payload[name];
    return typeof value === "string" && /^[0-9a-fA-F-]{36}$/.test(value) ? value.toLowerCase() : "";
  };
  const intent =
    typeof payload.intent === "string" ? payload.intent.replace(/[^a-z-]/g, "").slice(0, 20) : "";
  if (text("id")) return `${intent}-${text("id")}`;
  const parent = text("resultId") || text("indicatorId");
  return parent ? `${intent}-new-${parent}` : `${intent}-new`;
}

/** The forms with fields of their own (a refusal is answered beside the fields). */
export const RESULTS_FORMS = [
  "save-result",
  "save-indicator",
  "save-period",
  "save-budget",
  "save-funder",
] as const;
