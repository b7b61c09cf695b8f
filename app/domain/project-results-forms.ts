/**
 * The Results & budget page's form schemas (zod), shared by the page and its action; apart from
 * project-results.ts so the public pages that show results load no zod.
 *
 * Every form is checked in one pass (`inOnePass`): each field's own checks, and the rules between fields (a
 * value read in the measure chosen beside it, spending against the budget, an end after its start), which run
 * even while other fields have problems, so one submit flags every invalid field, in the browser and on the
 * server alike. zod skips an object's refinements and transforms once a field fails; these do not wait.
 */
import { z } from "~/lib/zod";
import { CURRENCIES, type Currency } from "./money";
import {
  FUNDER_TYPES,
  INDICATOR_MEASURES,
  type IndicatorMeasure,
  type IndicatorValue,
  isIndicatorMeasure,
  parseAmount,
  parseIndicatorValue,
  RESULT_LIMITS,
  RESULT_TYPES,
  RESULTS_MESSAGES,
  STANDARD_MEASURES,
  type StandardMeasure,
} from "./project-results";
import { ORGANISATION_IDENTIFIER } from "./registration-number";

// ── One pass ────────────────────────────────────────────────────────────────────────────────────────────

/** What a rule between fields found wrong, beside which field. */
type Problem = { path: string; message: string };
/** Whether a field passed its own checks (a rule reads only fields that did). */
type Valid = (name: string) => boolean;
/** A form's rules between fields: the problems, and (asked only once there are none) the form's values. */
type Reading<T> = { problems: Problem[]; values: () => T };

/**
 * A form checked in one pass: the object's fields check themselves, then `read` applies the rules between
 * fields whatever else failed (reading only the fields that are valid), so every problem is reported at once.
 * Once nothing is wrong, `read`'s values are the form's output. (A field check with `abort: true` would stop
 * the rules: zod skips every refinement after an explicit abort.)
 */
function inOnePass<Fields extends z.ZodObject, T>(
  fields: Fields,
  read: (form: z.output<Fields>, valid: Valid) => Reading<T>,
) {
  return fields
    .superRefine(
      (form, context) => {
        const failed = new Set(context.issues.map((issue) => String(issue.path?.[0])));
        for (const problem of read(form, (name) => !failed.has(name)).problems) {
          context.addIssue({ code: "custom", path: [problem.path], message: problem.message });
        }
      },
      // Also after a field failed; never on a body that is not an object at all.
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    )
    .transform((form) => read(form, () => true).values());
}

/** Whether a field was filled in (Conform sends an empty field as nothing; a test may send ""). */
const given = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/**
 * A value field read in the indicator's measure: missing, or not what the measure takes, is a problem beside
 * it. Without a valid measure only a missing value can be told.
 */
function readValue(
  problems: Problem[],
  valid: Valid,
  measure: IndicatorMeasure | null,
  raw: unknown,
  path: string,
  missing: string,
): IndicatorValue | null {
  if (!valid(path)) return null;
  if (!given(raw)) {
    problems.push({ path, message: missing });
    return null;
  }
  if (!measure) return null;
  const parsed = parseIndicatorValue(measure, raw);
  if (!parsed.ok) {
    problems.push({ path, message: parsed.message });
    return null;
  }
  return parsed.value;
}

const NO_VALUE: IndicatorValue = { value: 0, text: null };

// ── Fields ──────────────────────────────────────────────────────────────────────────────────────────────

const title = z
  .string({ error: RESULTS_MESSAGES.titleRequired })
  .trim()
  .min(1, RESULTS_MESSAGES.titleRequired)
  .max(RESULT_LIMITS.titleMax, RESULTS_MESSAGES.titleLong);

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * A day (YYYY-MM-DD) from 1990 to 2100, with one message: what is not a day is not also out of range. (No
 * `abort` here: an aborted check would stop the form's rules between fields, see inOnePass.)
 */
const dateField = (required: string) =>
  z
    .string({ error: required })
    .refine(isDay, required)
    .refine(
      (value) => !isDay(value) || (value >= RESULT_LIMITS.dateMin && value <= RESULT_LIMITS.dateMax),
      RESULTS_MESSAGES.dateRange,
    );

const optionalText = z.string().max(5000).optional();
const measure = z.enum(INDICATOR_MEASURES, { error: RESULTS_MESSAGES.measureRequired });
const amountText = z.string().max(40).optional();
const currency = z.enum(CURRENCIES, { error: RESULTS_MESSAGES.currency }).optional();
const withId = { id: z.uuid().optional() };

// ── An indicator ────────────────────────────────────────────────────────────────────────────────────────

/** An indicator's figures as a write stores them. */
export type IndicatorParts = {
  title: string;
  measure: IndicatorMeasure;
  standardMeasure: StandardMeasure | null;
  baselineYear: number | null;
  baseline: IndicatorValue | null;
  target: IndicatorValue;
  targetDate: string;
};

/** The fields an indicator's figures are read from, in the indicator form and in the result form alike. */
type IndicatorInput = {
  measure?: unknown;
  standardMeasure?: unknown;
  baselineYear?: unknown;
  baselineValue?: unknown;
  targetValue?: unknown;
};

/**
 * The rules between an indicator's fields: a standard measure counts a number; the target, and a baseline's
 * value (given with its year), in the measure chosen.
 */
function readIndicatorFigures(form: IndicatorInput, valid: Valid, problems: Problem[]) {
  const chosen =
    valid("measure") && typeof form.measure === "string" && isIndicatorMeasure(form.measure)
      ? form.measure
      : null;
  if (valid("standardMeasure") && given(form.standardMeasure) && chosen && chosen !== "number") {
    problems.push({ path: "standardMeasure", message: RESULTS_MESSAGES.standardNumber });
  }
  const target = readValue(
    problems,
    valid,
    chosen,
    form.targetValue,
    "targetValue",
    RESULTS_MESSAGES.targetRequired,
  );
  let baseline: IndicatorValue | null = null;
  let baselineYear: number | null = null;
  if (valid("baselineYear") && given(form.baselineYear)) {
    const text = form.baselineYear.trim();
    const year = /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
    if (year >= RESULT_LIMITS.yearMin && year <= RESULT_LIMITS.yearMax) baselineYear = year;
    else problems.push({ path: "baselineYear", message: RESULTS_MESSAGES.baselineYear });
    baseline = readValue(
      problems,
      valid,
      chosen,
      form.baselineValue,
      "baselineValue",
      RESULTS_MESSAGES.baselineValueMissing,
    );
  } else if (valid("baselineValue") && given(form.baselineValue)) {
    problems.push({ path: "baselineYear", message: RESULTS_MESSAGES.baselineYearMissing });
  }
  return { baselineYear, baseline, target: target ?? NO_VALUE };
}

const IndicatorFields = {
  resultId: z.uuid(),
  title,
  measure,
  standardMeasure: z.enum(STANDARD_MEASURES).optional(),
  baselineYear: z.string().max(10).optional(),
  baselineValue: optionalText,
  targetValue: optionalText,
  targetDate: dateField(RESULTS_MESSAGES.targetDate),
};
type IndicatorFieldsOutput = z.output<z.ZodObject<typeof IndicatorFields>>;

function readIndicator<F extends IndicatorFieldsOutput>(form: F, valid: Valid) {
  const problems: Problem[] = [];
  const figures = readIndicatorFigures(form, valid, problems);
  return {
    problems,
    values: () => ({
      ...form,
      ...figures,
      resultId: form.resultId.toLowerCase(),
      standardMeasure: form.standardMeasure ?? null,
    }),
  };
}

/** An indicator: title, measure, optional standard measure, optional baseline (year and value), target. */
export const IndicatorFormSchema = inOnePass(z.object(IndicatorFields), readIndicator);
export type IndicatorFormValues = z.output<typeof IndicatorFormSchema>;

// ── A reporting period ──────────────────────────────────────────────────────────────────────────────────

type PeriodInput = { periodStart?: unknown; periodEnd?: unknown; value?: unknown };

/** The rules between a period's fields: its end after its start, its value in the indicator's measure. */
function readPeriodFigures(
  form: PeriodInput,
  chosen: IndicatorMeasure | null,
  valid: Valid,
  problems: Problem[],
) {
  if (
    valid("periodStart") &&
    valid("periodEnd") &&
    given(form.periodStart) &&
    given(form.periodEnd) &&
    form.periodEnd <= form.periodStart
  ) {
    problems.push({ path: "periodEnd", message: RESULTS_MESSAGES.periodEnd });
  }
  const actual = readValue(problems, valid, chosen, form.value, "value", RESULTS_MESSAGES.valueRequired);
  return actual ?? NO_VALUE;
}

const PeriodFields = {
  indicatorId: z.uuid(),
  measure: z.enum(INDICATOR_MEASURES),
  periodStart: dateField(RESULTS_MESSAGES.date),
  periodEnd: dateField(RESULTS_MESSAGES.date),
  value: optionalText,
  comment: z.string().trim().max(RESULT_LIMITS.commentMax, RESULTS_MESSAGES.commentLong).optional(),
};
type PeriodFieldsOutput = z.output<z.ZodObject<typeof PeriodFields>>;

function readPeriod<F extends PeriodFieldsOutput>(form: F, valid: Valid) {
  const problems: Problem[] = [];
  const chosen = valid("measure") ? form.measure : null;
  const actual = readPeriodFigures(form, chosen, valid, problems);
  return {
    problems,
    values: () => ({
      ...form,
      indicatorId: form.indicatorId.toLowerCase(),
      rawValue: form.value ?? "",
      actual,
      comment: form.comment?.trim() || null,
    }),
  };
}

/**
 * One reporting period's actual value. `measure` comes from the page (hidden) so the browser can check the
 * value; the server checks the value again against the indicator's stored measure (parseIndicatorValue).
 */
export const PeriodFormSchema = inOnePass(z.object(PeriodFields), readPeriod);
export type PeriodFormValues = z.output<typeof PeriodFormSchema>;

// ── A result, with its first indicator and first reported value ────────────────────────────────────────

/** A period as a write stores it. */
export type PeriodParts = {
  periodStart: string;
  periodEnd: string;
  actual: IndicatorValue;
  comment: string | null;
};

/** A new result's first indicator, with its first reported value when one is given. */
export type FirstIndicator = IndicatorParts & { period: PeriodParts | null };

const ResultFields = {
  title,
  type: z.enum(RESULT_TYPES, { error: RESULTS_MESSAGES.typeRequired }),
  // The first indicator and its first value, all optional (a new result only; the edit form sends none).
  indicatorTitle: z.string().trim().max(RESULT_LIMITS.titleMax, RESULTS_MESSAGES.titleLong).optional(),
  measure: measure.optional(),
  standardMeasure: z.enum(STANDARD_MEASURES).optional(),
  baselineYear: z.string().max(10).optional(),
  baselineValue: optionalText,
  targetValue: optionalText,
  targetDate: dateField(RESULTS_MESSAGES.targetDate).optional(),
  periodStart: dateField(RESULTS_MESSAGES.date).optional(),
  periodEnd: dateField(RESULTS_MESSAGES.date).optional(),
  value: optionalText,
};
type ResultFieldsOutput = z.output<z.ZodObject<typeof ResultFields>>;

const INDICATOR_NAMES = [
  "indicatorTitle",
  "standardMeasure",
  "baselineYear",
  "baselineValue",
  "targetValue",
  "targetDate",
] as const;
const PERIOD_NAMES = ["periodStart", "periodEnd", "value"] as const;

/**
 * A result, and its first indicator when any of the indicator's fields is filled in (or a value is, which
 * needs one): then its title, measure, target and target date are required, as in the indicator form; and
 * its first value when any of the period's fields is.
 */
function readResult<F extends ResultFieldsOutput>(form: F, valid: Valid) {
  const problems: Problem[] = [];
  const first = readFirstIndicator(form, valid, problems);
  return {
    problems,
    values: () => ({ ...form, firstIndicator: first ? first() : null }),
  };
}

function readFirstIndicator(
  form: ResultFieldsOutput,
  valid: Valid,
  problems: Problem[],
): (() => FirstIndicator) | null {
  const withPeriod = PERIOD_NAMES.some((name) => given(form[name]));
  const withIndicator = withPeriod || INDICATOR_NAMES.some((name) => given(form[name]));
  if (!withIndicator) return null;
  const required = (name: keyof ResultFieldsOutput, message: string) => {
    if (valid(name) && !given(form[name])) problems.push({ path: name, message });
  };
  required("indicatorTitle", RESULTS_MESSAGES.indicatorTitleRequired);
  if (valid("measure") && !form.measure) {
    problems.push({ path: "measure", message: RESULTS_MESSAGES.measureRequired });
  }
  required("targetDate", RESULTS_MESSAGES.targetDate);
  const figures = readIndicatorFigures(form, valid, problems);
  let period: (() => PeriodParts) | null = null;
  if (withPeriod) {
    required("periodStart", RESULTS_MESSAGES.date);
    required("periodEnd", RESULTS_MESSAGES.date);
    const actual = readPeriodFigures(form, valid("measure") ? (form.measure ?? null) : null, valid, problems);
    period = () => ({ periodStart: form.periodStart!, periodEnd: form.periodEnd!, actual, comment: null });
  }
  return () => ({
    title: form.indicatorTitle!,
    measure: form.measure!,
    standardMeasure: form.standardMeasure ?? null,
    targetDate: form.targetDate!,
    ...figures,
    period: period ? period() : null,
  });
}

/**
 * A result: its title and type (output or outcome); when added, optionally with its first indicator and that
 * indicator's first reported value, saved together (more of each can be added later with their own forms).
 */
export const ResultFormSchema = inOnePass(z.object(ResultFields), readResult);
export type ResultFormValues = z.output<typeof ResultFormSchema>;

// ── The budget ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * An amount as typed, read as a number even where it is not a valid amount (too large, too many decimals, its
 * currency written beside it: "12,000,000 UGX"), so spending can be held against a total that is itself wrong;
 * null when it is no plain number at all.
 */
function looseAmount(raw: string): number | null {
  const cleaned = raw
    .trim()
    .replace(/^(UGX|USD|USh|\$)\s*/i, "")
    .replace(/\s*(UGX|USD|USh)$/i, "")
    .replace(/[\s,_]/g, "");
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}

const BudgetFields = {
  currency,
  budgetAmount: amountText,
  spentAmount: amountText,
};
type BudgetFieldsOutput = z.output<z.ZodObject<typeof BudgetFields>>;

function readBudget<F extends BudgetFieldsOutput>(form: F, valid: Valid) {
  const problems: Problem[] = [];
  let budget: number | null = null;
  let spent: number | null = null;
  const total = valid("budgetAmount") && given(form.budgetAmount) ? form.budgetAmount : null;
  if (total !== null) {
    const parsed = parseAmount(total);
    if (parsed.ok) budget = parsed.value;
    else problems.push({ path: "budgetAmount", message: parsed.message });
    if (valid("currency") && !form.currency) {
      problems.push({ path: "currency", message: RESULTS_MESSAGES.currency });
    }
  }
  if (valid("spentAmount") && given(form.spentAmount)) {
    const parsed = parseAmount(form.spentAmount);
    // Held against the total as typed, even a total that is wrong itself: both are flagged at once.
    const ceiling = budget ?? (total !== null ? looseAmount(total) : null);
    if (!parsed.ok) problems.push({ path: "spentAmount", message: parsed.message });
    else if (!given(form.budgetAmount)) {
      problems.push({ path: "spentAmount", message: RESULTS_MESSAGES.spentWithoutBudget });
    } else if (ceiling !== null && parsed.value > ceiling) {
      problems.push({ path: "spentAmount", message: RESULTS_MESSAGES.spentOverBudget });
    } else spent = parsed.value;
  }
  return {
    problems,
    values: () => ({ ...form, currency: budget === null ? null : (form.currency ?? null), budget, spent }),
  };
}

/** The total budget with its currency and the amount spent so far (never above the budget); all optional. */
export const BudgetFormSchema = inOnePass(z.object(BudgetFields), readBudget);
export type BudgetFormValues = z.output<typeof BudgetFormSchema>;

// ── A funder ────────────────────────────────────────────────────────────────────────────────────────────

const FunderFields = {
  name: z
    .string({ error: RESULTS_MESSAGES.funderName })
    .trim()
    .min(2, RESULTS_MESSAGES.funderName)
    .max(RESULT_LIMITS.funderNameMax, RESULTS_MESSAGES.funderNameLong),
  type: z.enum(FUNDER_TYPES, { error: RESULTS_MESSAGES.funderType }),
  /** A registered organization's profile id (the directory's), or nothing. */
  profileId: z.string().trim().max(100, RESULTS_MESSAGES.funderOrganization).optional(),
  /** The funder's IATI organisation identifier when it has one (UNDP: XM-DAC-41114), or nothing. */
  identifier: z
    .string()
    .max(100, RESULTS_MESSAGES.funderIdentifier)
    .optional()
    .transform((value) => value?.replace(/\s+/g, "") || null)
    .pipe(z.string().regex(ORGANISATION_IDENTIFIER, RESULTS_MESSAGES.funderIdentifier).nullable()),
  /** What the funder gives, optional; in its currency, never converted. */
  amount: amountText,
  currency,
};
type FunderFieldsOutput = z.output<z.ZodObject<typeof FunderFields>>;

/** A funder's amount, when given, is above 0 and has its currency; without one, no currency is kept. */
function readFunder<F extends FunderFieldsOutput>(form: F, valid: Valid) {
  const problems: Problem[] = [];
  let amount: number | null = null;
  if (valid("amount") && given(form.amount)) {
    const parsed = parseAmount(form.amount);
    if (parsed.ok && parsed.value > 0) amount = parsed.value;
    else {
      const large = !parsed.ok && parsed.message === RESULTS_MESSAGES.amountLarge;
      problems.push({
        path: "amount",
        message: large ? RESULTS_MESSAGES.amountLarge : RESULTS_MESSAGES.funderAmount,
      });
    }
    if (valid("currency") && !form.currency) {
      problems.push({ path: "currency", message: RESULTS_MESSAGES.currency });
    }
  }
  return {
    problems,
    values: () => ({
      ...form,
      amount,
      currency: amount === null ? null : ((form.currency ?? null) as Currency | null),
    }),
  };
}

/** A funder: name, kind, a registered organization it is, and what it gives (an amount with its currency). */
export const FunderFormSchema = inOnePass(z.object(FunderFields), readFunder);
export type FunderFormValues = z.output<typeof FunderFormSchema>;

// ── The page ────────────────────────────────────────────────────────────────────────────────────────────

/** Every write of the Results & budget page, one member per form or button. */
export const ResultsIntentSchema = z.discriminatedUnion("intent", [
  inOnePass(z.object({ ...ResultFields, intent: z.literal("save-result"), ...withId }), readResult),
  z.object({ intent: z.literal("delete-result"), id: z.uuid() }),
  inOnePass(z.object({ ...IndicatorFields, intent: z.literal("save-indicator"), ...withId }), readIndicator),
  z.object({ intent: z.literal("delete-indicator"), id: z.uuid() }),
  inOnePass(z.object({ ...PeriodFields, intent: z.literal("save-period"), ...withId }), readPeriod),
  z.object({ intent: z.literal("delete-period"), id: z.uuid() }),
  inOnePass(z.object({ ...BudgetFields, intent: z.literal("save-budget") }), readBudget),
  inOnePass(z.object({ ...FunderFields, intent: z.literal("save-funder"), ...withId }), readFunder),
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
