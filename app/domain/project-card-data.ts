import { formatDate } from "./dates";
import { formatAmount } from "./money";
import { formatIndicatorValue, indicatorProgress } from "./project-results";
import type { ProjectSummary } from "./projects";

/**
 * What a card of the public list says besides the project's own fields, written by /projects' loader
 * (`projectCardFacts`), so the page's script carries none of the rules: its lines (the progress toward the first
 * target, "25% of target: 400 farmers trained"; the budget, "Budget: UGX 120,000,000"; "Updated Nov 3, 2026")
 * and the progress bar's share (up to 100), null without a target reported on.
 */
export type ProjectCardFacts = { lines: string[]; percent: number | null };

/** The fields a card shows: what `searchProjects`, `getLatestProjects` and `getProjectsByOwner` return. */
export type ProjectCardData = ProjectSummary & {
  profileOrganizationName: string | null;
  projectImplementer: string | null;
};

/** A project's first indicator with a number or percentage target and a reported value, with its latest period. */
export type FirstTargetRecord = {
  title: string;
  measure: string;
  baselineYear: number | null;
  baselineValue: number | null;
  targetValue: number;
  targetDate: string;
  periodStart: string;
  periodEnd: string;
  value: number;
};

/** What a card's facts are written from (the public list's row, ProjectSearchItem). */
export type ProjectCardFactsSource = {
  startDate: string | null;
  lastActivityAt: string | Date | null;
  budgetCurrency: string | null;
  budgetAmount: number | null;
  firstTarget: FirstTargetRecord | null;
};

/** "Farmers trained" → "farmers trained"; an acronym stays ("SACCO members"), as does an empty title. */
export function lowerFirstWord(title: string): string {
  const first = title.split(/\s/, 1)[0] ?? "";
  const letters = first.replace(/[^\p{L}]/gu, "");
  if (letters.length > 1 && letters === letters.toUpperCase()) return title;
  return title.charAt(0).toLowerCase() + title.slice(1);
}

/**
 * Progress toward the first target, as `indicatorProgress` (domain/project-results.ts) reads it for the
 * project page: the latest value on the way from the baseline to the target. Null without a percentage.
 */
export function targetProgress(
  target: FirstTargetRecord | null,
  since: string | null,
): { percent: number; text: string } | null {
  if (!target) return null;
  const { percent } = indicatorProgress(
    {
      id: "",
      title: target.title,
      measure: target.measure,
      standardMeasure: null,
      baselineYear: target.baselineYear,
      baselineValue: target.baselineValue,
      baselineText: null,
      targetValue: target.targetValue,
      targetText: null,
      targetDate: target.targetDate,
      periods: [
        {
          id: "",
          periodStart: target.periodStart,
          periodEnd: target.periodEnd,
          value: target.value,
          valueText: null,
          comment: null,
        },
      ],
    },
    since,
  );
  if (percent === null) return null;
  const goal = formatIndicatorValue(target.measure, target.targetValue, null);
  return {
    percent: Math.min(100, percent),
    text: `${percent}% of target: ${goal} ${lowerFirstWord(target.title)}`,
  };
}

/** A card's facts: its progress toward the first target, its budget (never converted), when it last changed. */
export function projectCardFacts(row: ProjectCardFactsSource): ProjectCardFacts {
  const progress = targetProgress(row.firstTarget, row.startDate);
  const updated = formatDate(row.lastActivityAt);
  const budget =
    row.budgetCurrency !== null && row.budgetAmount !== null
      ? `Budget: ${formatAmount(row.budgetCurrency, Number(row.budgetAmount))}`
      : null;
  return {
    lines: [progress?.text, budget, updated ? `Updated ${updated}` : null].filter((line): line is string =>
      Boolean(line),
    ),
    percent: progress?.percent ?? null,
  };
}
