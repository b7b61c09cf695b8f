import { formatDate } from "./dates";
import { formatAmount } from "./money";
import { formatIndicatorValue, indicatorProgress } from "./project-results";
import type { ProjectSummary } from "./projects";

/**
 * What a card of the public list says besides the project's own fields, written by /projects' loader
 * (`projectCardFacts`), so the page's script carries none of the rules: "Updated Nov 3, 2026", the budget, and
 * the progress toward the first target ("25% of target: 400 farmers trained", `percent` for its bar, up to 100).
 */
export type ProjectCardFacts = {
  updated: string | null;
  budget: string | null;
  progress: { percent: number; text: string } | null;
};

/** The fields a card shows: what `searchProjects`, `getLatestProjects` and `getProjectsByOwner` return. */
export type ProjectCardData = ProjectSummary & {
  profileOrganizationName: string | null;
  projectImplementer: string | null;
  /** The public list's facts (only /projects gives them). */
  facts?: ProjectCardFacts;
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
): ProjectCardFacts["progress"] {
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

/** A card's facts: when it last changed, its budget (never converted), its progress toward the first target. */
export function projectCardFacts(row: ProjectCardFactsSource): ProjectCardFacts {
  const updated = formatDate(row.lastActivityAt);
  return {
    updated: updated ? `Updated ${updated}` : null,
    budget:
      row.budgetCurrency !== null && row.budgetAmount !== null
        ? formatAmount(row.budgetCurrency, Number(row.budgetAmount))
        : null,
    progress: targetProgress(row.firstTarget, row.startDate),
  };
}
