/**
 * Results against targets (IATI's results model), budgets and funders: the lists, the texts and how progress
 * toward a target is read. No zod here: the public pages read this module (the forms' schemas are in
 * project-results-forms.ts).
 */

import { AMOUNT_MAX } from "./money";
import { formatNumber } from "./numbers";

// ── Lists ───────────────────────────────────────────────────────────────────────────────────────────────

export const RESULT_TYPES = ["output", "outcome"] as const;
export type ResultType = (typeof RESULT_TYPES)[number];
export const RESULT_TYPE_LABELS: Record<ResultType, string> = { output: "Output", outcome: "Outcome" };
/** What each type means, said where the type is chosen. */
export const RESULT_TYPE_DESCRIPTIONS: Record<ResultType, string> = {
  output: "What the project delivers directly: trainings held, wells dug, people trained.",
  outcome: "The change that follows: more children in school, fewer cases of malaria.",
};
/** IATI ResultType codes. */
export const RESULT_TYPE_IATI: Record<ResultType, string> = { output: "1", outcome: "2" };

export const INDICATOR_MEASURES = ["number", "percentage", "qualitative"] as const;
export type IndicatorMeasure = (typeof INDICATOR_MEASURES)[number];
export const MEASURE_LABELS: Record<IndicatorMeasure, string> = {
  number: "Number",
  percentage: "Percentage",
  qualitative: "Qualitative (words)",
};
/** IATI IndicatorMeasure codes (1 unit, 2 percentage, 5 qualitative). */
export const MEASURE_IATI: Record<IndicatorMeasure, string> = {
  number: "1",
  percentage: "2",
  qualitative: "5",
};

/** The standard measures /impact adds up across projects (always counted as numbers). */
export const STANDARD_MEASURES = [
  "people_reached",
  "women_reached",
  "people_trained",
  "households_clean_water",
  "trees_planted",
  "jobs_created",
] as const;
export type StandardMeasure = (typeof STANDARD_MEASURES)[number];
export const STANDARD_MEASURE_LABELS: Record<StandardMeasure, string> = {
  people_reached: "People reached",
  women_reached: "People reached: of whom women",
  people_trained: "People trained",
  households_clean_water: "Households with clean water",
  trees_planted: "Trees planted",
  jobs_created: "Jobs created",
};

/** Funders' kinds: a subset of IATI's OrganisationType codelist. */
export const FUNDER_TYPES = [
  "government",
  "ngo",
  "international_ngo",
  "foundation",
  "private_sector",
  "multilateral",
  "academic",
  "other",
] as const;
export type FunderType = (typeof FUNDER_TYPES)[number];
export const FUNDER_TYPE_LABELS: Record<FunderType, string> = {
  government: "Government",
  ngo: "National NGO",
  international_ngo: "International NGO",
  foundation: "Foundation",
  private_sector: "Private sector",
  multilateral: "Multilateral",
  academic: "Academic or research",
  other: "Other",
};
/**
 * IATI OrganisationType codes (10 government, 22 national NGO, 21 international NGO, 60 foundation, 70 private
 * sector, ...). "ngo" is the national one: before issue 37 it was every NGO, published as 21; migration 0028
 * moved the ones not known to be Ugandan to international_ngo, so what they published stays the same.
 */
export const FUNDER_TYPE_IATI: Record<FunderType, string> = {
  government: "10",
  ngo: "22",
  international_ngo: "21",
  foundation: "60",
  private_sector: "70",
  multilateral: "40",
  academic: "80",
  other: "90",
};

// ── Bounds ──────────────────────────────────────────────────────────────────────────────────────────────

export const RESULT_LIMITS = {
  titleMax: 200,
  textMax: 500,
  commentMax: 500,
  funderNameMax: 200,
  resultsPerProject: 20,
  indicatorsPerResult: 10,
  periodsPerIndicator: 40,
  fundersPerProject: 20,
  /** An indicator's value (people, trees, ...): 0 to a trillion, two decimals at most. */
  valueMax: 1_000_000_000_000,
  amountMax: AMOUNT_MAX,
  yearMin: 1990,
  yearMax: 2100,
  dateMin: "1990-01-01",
  dateMax: "2100-12-31",
} as const;

// ── Texts ───────────────────────────────────────────────────────────────────────────────────────────────

export const RESULTS_TEXT = {
  title: "Results & budget",
  lead: "What the project works toward, how you measure it, and what it has reached so far; its budget and funders.",
  results: "Results",
  noResults: "No results yet. Add the first output or outcome the project works toward.",
  addResult: "Add result",
  editResult: "Edit result",
  saveResult: "Save result",
  deleteResult: "Delete result",
  addIndicator: "Add indicator",
  editIndicator: "Edit indicator",
  saveIndicator: "Save indicator",
  deleteIndicator: "Delete indicator",
  addPeriod: "Add period",
  editPeriod: "Edit period",
  savePeriod: "Save period",
  deletePeriod: "Delete period",
  budget: "Budget",
  saveBudget: "Save budget",
  funders: "Funders",
  noFunders: "No funders listed yet.",
  addFunder: "Add funder",
  saveFunder: "Save funder",
  deleteFunder: "Delete funder",
  saving: "Saving...",
  deleting: "Deleting...",
  saved: "Saved",
  deleted: "Deleted",
  failedTitle: "Could not save",
  failed: "Something went wrong. Please try again.",
  checkFields: "Please check the highlighted fields.",
  gone: "That entry no longer exists. The page shows what is saved now.",
  tooMany: (what: string, max: number) => `A project can have at most ${max} ${what}.`,
  back: "Back to My Projects",
  publicPage: "View public page",
} as const;

export const RESULTS_MESSAGES = {
  titleRequired: "Please enter a title",
  indicatorTitleRequired: "Please name the indicator",
  titleLong: `Keep the title under ${RESULT_LIMITS.titleMax} characters`,
  typeRequired: "Choose output or outcome",
  measureRequired: "Choose how it is measured",
  standardNumber: "A standard measure counts a number: choose Number as the measure",
  number: "Enter a number from 0 (digits, at most two decimals)",
  numberLarge: "That number is too large",
  percentage: "Enter a percentage from 0 to 100",
  textRequired: "Please describe it in words",
  textLong: `Keep it under ${RESULT_LIMITS.textMax} characters`,
  valueRequired: "Please enter the value",
  targetRequired: "Please enter the target",
  targetDate: "Please enter the date the target should be reached",
  date: "Please enter a date",
  dateRange: "Please enter a date between 1990 and 2100",
  baselineYear: `Enter a year from ${RESULT_LIMITS.yearMin} to ${RESULT_LIMITS.yearMax}`,
  baselineYearMissing: "Enter the baseline's year",
  baselineValueMissing: "Enter the baseline's value",
  periodEnd: "The end date must be after the start date",
  commentLong: `Keep the comment under ${RESULT_LIMITS.commentMax} characters`,
  currency: "Choose the currency",
  amount: "Enter an amount from 0 (digits, at most two decimals)",
  amountLarge: "That amount is too large",
  funderAmount: "Enter an amount above 0 (digits, at most two decimals)",
  spentWithoutBudget: "Enter the total budget first",
  spentOverBudget: "The amount spent can't be more than the total budget",
  funderName: "Please enter the funder's name",
  funderNameLong: `Keep the name under ${RESULT_LIMITS.funderNameMax} characters`,
  funderType: "Choose the kind of funder",
  funderOrganization: "Choose an organization from the list",
  funderIdentifier:
    "Use an IATI organisation identifier: the register's code, a hyphen and the number (XM-DAC-41114, UG-NGB-…)",
} as const;

// ── Values ──────────────────────────────────────────────────────────────────────────────────────────────

/** "1,200.5" or "1 200" → 1200.5; null when it is not a plain decimal with at most two places. */
export function parseDecimal(raw: string): number | null {
  const cleaned = raw.replace(/[\s,_]/g, "");
  if (!/^\d{1,16}(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** A value stored for an indicator: a number (number, percentage) or words (qualitative). */
export type IndicatorValue = { value: number; text: null } | { value: null; text: string };

/**
 * Reads a value typed for an indicator of this measure: a number from 0 up to a trillion, a percentage from 0
 * to 100, or words. The message says what is wrong, in the field's words.
 */
export function parseIndicatorValue(
  measure: IndicatorMeasure,
  raw: string,
): { ok: true; value: IndicatorValue } | { ok: false; message: string } {
  const trimmed = raw.trim();
  if (measure === "qualitative") {
    if (!trimmed) return { ok: false, message: RESULTS_MESSAGES.textRequired };
    if (trimmed.length > RESULT_LIMITS.textMax) return { ok: false, message: RESULTS_MESSAGES.textLong };
    return { ok: true, value: { value: null, text: trimmed } };
  }
  const value = parseDecimal(trimmed);
  if (value === null) {
    return {
      ok: false,
      message: measure === "percentage" ? RESULTS_MESSAGES.percentage : RESULTS_MESSAGES.number,
    };
  }
  if (measure === "percentage" && value > 100) return { ok: false, message: RESULTS_MESSAGES.percentage };
  if (value > RESULT_LIMITS.valueMax) return { ok: false, message: RESULTS_MESSAGES.numberLarge };
  return { ok: true, value: { value, text: null } };
}

/** An amount of money: 0 up to ten trillion, two decimals at most. */
export function parseAmount(raw: string): { ok: true; value: number } | { ok: false; message: string } {
  const value = parseDecimal(raw.trim());
  if (value === null) return { ok: false, message: RESULTS_MESSAGES.amount };
  if (value > RESULT_LIMITS.amountMax) return { ok: false, message: RESULTS_MESSAGES.amountLarge };
  return { ok: true, value };
}

// ── Progress toward a target ────────────────────────────────────────────────────────────────────────────

/** One reporting period as stored. */
export type PeriodRecord = {
  id: string;
  periodStart: string;
  periodEnd: string;
  value: number | null;
  valueText: string | null;
  comment: string | null;
};

/** One indicator as stored, with its periods (any order). */
export type IndicatorRecord = {
  id: string;
  title: string;
  measure: string;
  standardMeasure: string | null;
  baselineYear: number | null;
  baselineValue: number | null;
  baselineText: string | null;
  targetValue: number | null;
  targetText: string | null;
  targetDate: string;
  periods: PeriodRecord[];
};

export type ResultRecord = { id: string; type: string; title: string; indicators: IndicatorRecord[] };

export type ProgressStatus = "reached" | "on-track" | "behind" | "not-started";
export const PROGRESS_LABELS: Record<ProgressStatus, string> = {
  reached: "Target reached",
  "on-track": "On track",
  behind: "Behind",
  "not-started": "No values yet",
};

export function isIndicatorMeasure(value: string): value is IndicatorMeasure {
  return (INDICATOR_MEASURES as readonly string[]).includes(value);
}
export function isStandardMeasure(value: string | null): value is StandardMeasure {
  return value !== null && (STANDARD_MEASURES as readonly string[]).includes(value);
}

/** Periods latest first (by end, then start). */
export function sortPeriods<T extends { periodStart: string; periodEnd: string }>(periods: T[]): T[] {
  return [...periods].sort(
    (a, b) => b.periodEnd.localeCompare(a.periodEnd) || b.periodStart.localeCompare(a.periodStart),
  );
}

const DAY = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;

/**
 * How far an indicator has come: the latest actual against the way from the baseline (0 without one) to the
 * target, as a percentage (may pass 100; the bar stops there), and whether that keeps pace with the time
 * from `since` (the project's start) to the target date at the end of the latest period. Words have no
 * percentage: reached or not is the reader's to judge.
 */
export function indicatorProgress(
  indicator: IndicatorRecord,
  since: string | null,
): { latest: PeriodRecord | null; percent: number | null; status: ProgressStatus } {
  const latest = sortPeriods(indicator.periods)[0] ?? null;
  if (!latest) return { latest: null, percent: null, status: "not-started" };
  if (indicator.measure === "qualitative" || latest.value === null || indicator.targetValue === null) {
    return { latest, percent: null, status: "on-track" };
  }
  const baseline = indicator.baselineValue ?? 0;
  const way = indicator.targetValue - baseline;
  const done = latest.value - baseline;
  const percent =
    way === 0
      ? latest.value >= indicator.targetValue
        ? 100
        : 0
      : Math.max(0, Math.round((done / way) * 100));
  if (percent >= 100) return { latest, percent, status: "reached" };
  const start = since ?? (indicator.baselineYear ? `${indicator.baselineYear}-01-01` : latest.periodStart);
  const span = dayNumber(indicator.targetDate) - dayNumber(start);
  const elapsed = dayNumber(latest.periodEnd) - dayNumber(start);
  const expected = span > 0 ? Math.min(100, Math.max(0, (elapsed / span) * 100)) : 100;
  // Ten points of slack: a figure reported a little late is not "behind".
  return { latest, percent, status: percent + 10 >= expected ? "on-track" : "behind" };
}

/** A value as a page writes it: 1,200 · 45% · the words. */
export function formatIndicatorValue(measure: string, value: number | null, text: string | null): string {
  if (measure === "qualitative" || value === null) return text ?? "";
  const number = formatNumber(value, 2);
  return measure === "percentage" ? `${number}%` : number;
}

// ── /impact ─────────────────────────────────────────────────────────────────────────────────────────────

/** One group's sum of the latest actuals of one standard measure. */
export type MeasureTotal = { group: string | null; measure: string; total: number; projects: number };
/** One group's budgets in one currency. */
export type BudgetTotal = {
  group: string | null;
  currency: string;
  budget: number;
  spent: number;
  projects: number;
};
/**
 * One standard measure over every project: the latest actuals added up (`achieved`) against the targets of
 * every indicator that carries it (`target`), the projects that set such a target and those that reported.
 */
export type MeasureAchievement = {
  measure: string;
  achieved: number;
  target: number;
  projects: number;
  reporting: number;
};
export type ImpactGroup = "sdg" | "sector" | "region";
/** /impact's results figures: what was achieved against the targets, standard measures and budgets by group. */
export type ImpactResults = {
  achievements: MeasureAchievement[];
  measures: Record<ImpactGroup, MeasureTotal[]>;
  budgets: Record<ImpactGroup, BudgetTotal[]>;
};
