import {
  type AchievementShare,
  achievedNoun,
  achievementShare,
  articleFor,
  formatFigure,
} from "./achievement";
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
  type MeasureAchievement,
  PROGRESS_LABELS,
  type ProgressStatus,
  RESULT_TYPE_LABELS,
  type ResultRecord,
  STANDARD_MEASURE_LABELS,
  STANDARD_MEASURES,
} from "./project-results";
import type { BadgeTone } from "./project-status";
import { pluralize } from "./text";

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

/**
 * One standard measure's achievement as /impact writes it. Reported: `achieved` "12,400" and `sentence`
 * "people reached of a 20,000 target", with its share of the target. Nothing reported yet: `achieved` and
 * `share` null, and the sentence says so plainly ("No results reported yet. Target: 20,000 people reached").
 */
export type AchievementView = {
  measure: string;
  label: string;
  achieved: string | null;
  sentence: string;
  share: AchievementShare | null;
  /** "5 of 8 projects reporting"; "Target set by 3 projects" before any reports. */
  reporting: string;
};

/** /impact's results figures as the page writes them: achievements, budgets per currency, tables by group. */
export type ImpactResultsView = {
  /** Each standard measure some project set a target for, its latest actuals against the targets. */
  achievements: AchievementView[];
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
const figure = formatFigure;
const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

/** The standard measures in their list's order (people reached first), any other stored key after them. */
const measureOrder = (measure: string) => {
  const index = (STANDARD_MEASURES as readonly string[]).indexOf(measure);
  return index < 0 ? STANDARD_MEASURES.length : index;
};

/** Each measure some project set a target for: what was achieved against the targets, in words. */
export function achievementsView(rows: MeasureAchievement[]): AchievementView[] {
  return rows
    .filter((row) => row.projects > 0)
    .sort((a, b) => measureOrder(a.measure) - measureOrder(b.measure) || a.measure.localeCompare(b.measure))
    .map((row) => {
      const target = figure(row.target);
      const label = measureLabel(row.measure);
      if (row.reporting === 0) {
        return {
          measure: row.measure,
          label,
          achieved: null,
          sentence: `No results reported yet. Target: ${target} ${achievedNoun(row.measure, row.target)}`,
          share: null,
          reporting: `Target set by ${pluralize(row.projects, "project")}`,
        };
      }
      const noun = achievedNoun(row.measure, row.achieved);
      return {
        measure: row.measure,
        label,
        achieved: figure(row.achieved),
        sentence: row.target > 0 ? `${noun} of ${articleFor(target)} ${target} target` : noun,
        share: achievementShare(row.achieved, row.target),
        reporting: `${row.reporting} of ${pluralize(row.projects, "project")} reporting`,
      };
    });
}

export function impactResultsView(figures: ImpactResults): ImpactResultsView {
  const currencies = [...new Set(figures.budgets.sdg.map((row) => row.currency))].sort();
  return {
    achievements: achievementsView(figures.achievements),
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
