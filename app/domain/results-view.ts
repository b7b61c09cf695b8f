import { formatDate } from "./dates";
import { NOT_STATED } from "./impact";
import { formatAmount } from "./money";
import {
  FUNDER_TYPE_LABELS,
  formatIndicatorValue,
  type ImpactGroup,
  type ImpactResults,
  type IndicatorRecord,
  indicatorProgress,
  PROGRESS_LABELS,
  type ProgressStatus,
  RESULT_TYPE_LABELS,
  type ResultRecord,
  STANDARD_MEASURE_LABELS,
  STANDARD_MEASURES,
} from "./project-results";
import type { BadgeTone } from "./project-status";

/**
 * Results as the public pages write them, worked out by their loaders: a project's results, budget and funders
 * (its page), the platform's totals (/impact). The pages' scripts then carry no results domain (labels,
 * progress, number formats), only the words.
 */

/** One indicator: its figures as text, its progress, and the sentence a screen reader hears for the bar. */
export type IndicatorView = {
  id: string;
  title: string;
  status: { label: string; tone: BadgeTone };
  /** "12 (2023)"; null without a baseline. */
  baseline: string | null;
  /** The latest actual; null before any value is reported. */
  latest: string | null;
  target: string;
  /** Of the way from the baseline to the target (may pass 100); null for words or without a value. */
  percent: number | null;
  sentence: string;
  /** "Latest period: Jan 1, 2025 – Jun 30, 2025. Target date: Dec 31, 2026" */
  dates: string;
  comment: string | null;
};

export type ResultView = { id: string; title: string; type: string; indicators: IndicatorView[] };

export type FundingView = {
  /** "UGX 120,000,000"; null without a budget. */
  budget: string | null;
  /** Spent to date; null when not given (or without a budget). */
  spent: string | null;
  /** Spent as a share of the budget, in percent; null when it cannot be said. */
  spentShare: number | null;
  /** Each funder's kind in words, and what it gives ("UGX 5,000,000"; null when not said). */
  funders: { id: string; name: string; type: string; profileId: string | null; amount: string | null }[];
};

const TONES: Record<ProgressStatus, BadgeTone> = {
  reached: "green",
  "on-track": "blue",
  behind: "amber",
  "not-started": "grey",
};

/** A stored value's label; a value the list does not know (not even Object's own names) is shown as stored. */
const labelOf = (labels: Record<string, string>, value: string) =>
  Object.hasOwn(labels, value) ? labels[value]! : value;

/** The results that have indicators, each indicator's way from its baseline through the latest to its target. */
export function resultsView(results: ResultRecord[], since: string | null): ResultView[] {
  return results
    .filter((result) => result.indicators.length > 0)
    .map((result) => ({
      id: result.id,
      title: result.title,
      type: labelOf(RESULT_TYPE_LABELS, result.type),
      indicators: result.indicators.map((indicator) => indicatorView(indicator, since)),
    }));
}

function indicatorView(indicator: IndicatorRecord, since: string | null): IndicatorView {
  const { latest, percent, status } = indicatorProgress(indicator, since);
  const value = (number: number | null, text: string | null) =>
    formatIndicatorValue(indicator.measure, number, text);
  const target = value(indicator.targetValue, indicator.targetText);
  const baseline =
    indicator.baselineYear !== null ? value(indicator.baselineValue, indicator.baselineText) : null;
  const latestValue = latest ? value(latest.value, latest.valueText) : null;
  const period = latest ? `${formatDate(latest.periodStart)} – ${formatDate(latest.periodEnd)}` : null;
  const targetDate = formatDate(indicator.targetDate);
  const sentence = [
    latest ? `${latestValue} reached (${period})` : "No values reported yet",
    `target ${target} by ${targetDate}`,
    baseline !== null ? `baseline ${baseline} in ${indicator.baselineYear}` : null,
    percent !== null ? `${percent}% of the way` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return {
    id: indicator.id,
    title: indicator.title,
    status: { label: PROGRESS_LABELS[status], tone: TONES[status] },
    baseline: baseline !== null ? `${baseline} (${indicator.baselineYear})` : null,
    latest: latestValue,
    target,
    percent,
    sentence,
    dates: `${period ? `Latest period: ${period}. ` : ""}Target date: ${targetDate}`,
    comment: latest?.comment || null,
  };
}

/** The budget (never converted) and the funders; null when the project gives neither. */
export function fundingView(
  budget: { currency: string | null; budget: number | null; spent: number | null },
  funders: {
    id: string;
    name: string;
    type: string;
    profileId: string | null;
    amount: number | null;
    currency: string | null;
  }[],
): FundingView | null {
  const currency = budget.budget !== null ? budget.currency : null;
  if (currency === null && funders.length === 0) return null;
  return {
    budget: currency !== null ? formatAmount(currency, budget.budget!) : null,
    spent: currency !== null && budget.spent !== null ? formatAmount(currency, budget.spent) : null,
    spentShare:
      currency !== null && budget.spent !== null && budget.budget! > 0
        ? Math.round((budget.spent / budget.budget!) * 100)
        : null,
    funders: funders.map(({ amount, currency, ...funder }) => ({
      ...funder,
      type: labelOf(FUNDER_TYPE_LABELS, funder.type),
      amount: amount !== null && currency !== null ? formatAmount(currency, amount) : null,
    })),
  };
}

/** /impact's results figures as the page writes them: totals overall, budgets per currency, tables by group. */
export type ImpactResultsView = {
  /** Each standard measure reported at all, its latest actuals added up over every project. */
  overall: { measure: string; label: string; total: string }[];
  /** One line per currency (never converted). */
  budgets: { currency: string; projects: number; budget: string; spent: string }[];
  groups: {
    key: ImpactGroup;
    name: string;
    measures: { key: string; group: string; measure: string; total: string }[];
    budgets: { key: string; group: string; budget: string; spent: string }[];
  }[];
};

const IMPACT_GROUPS: [ImpactGroup, string][] = [
  ["sdg", "Sustainable Development Goal"],
  ["sector", "Sector"],
  ["region", "Region"],
];

const measureLabel = (measure: string) => labelOf(STANDARD_MEASURE_LABELS, measure);
const figure = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });
const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

export function impactResultsView(figures: ImpactResults): ImpactResultsView {
  // Every project has one SDG group (null included), so the SDG rows add up to the whole.
  const overall = STANDARD_MEASURES.map((measure) => ({
    measure,
    total: sum(
      figures.measures.sdg.filter((row) => row.measure === measure),
      (row) => row.total,
    ),
  }))
    .filter((row) => row.total > 0)
    .map((row) => ({ measure: row.measure, label: measureLabel(row.measure), total: figure(row.total) }));
  const currencies = [...new Set(figures.budgets.sdg.map((row) => row.currency))].sort();
  return {
    overall,
    budgets: currencies.map((currency) => {
      const rows = figures.budgets.sdg.filter((row) => row.currency === currency);
      return {
        currency,
        projects: sum(rows, (row) => row.projects),
        budget: formatAmount(
          currency,
          sum(rows, (row) => row.budget),
        ),
        spent: formatAmount(
          currency,
          sum(rows, (row) => row.spent),
        ),
      };
    }),
    groups: IMPACT_GROUPS.map(([key, name]) => ({
      key,
      name,
      measures: figures.measures[key].map((row) => ({
        key: `${row.group}-${row.measure}`,
        group: row.group ?? NOT_STATED,
        measure: measureLabel(row.measure),
        total: figure(row.total),
      })),
      budgets: figures.budgets[key].map((row) => ({
        key: `${row.group}-${row.currency}`,
        group: row.group ?? NOT_STATED,
        budget: formatAmount(row.currency, row.budget),
        spent: formatAmount(row.currency, row.spent),
      })),
    })),
  };
}
