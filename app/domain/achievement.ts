/**
 * What was achieved against a target, as /impact says it: the share of the target (never "100%" before the
 * target is met; the bar stops at 100 while the words say by how much a target was passed), and the words of
 * the sentence "12,400 people reached of a 20,000 target".
 */

import { formatNumber } from "./numbers";
import type { StandardMeasure } from "./project-results";

/** What one of a standard measure is called in a sentence: one, then many. */
export const ACHIEVED_NOUNS: Record<StandardMeasure, [string, string]> = {
  people_reached: ["person reached", "people reached"],
  women_reached: ["woman reached", "women reached"],
  people_trained: ["person trained", "people trained"],
  households_clean_water: ["household with clean water", "households with clean water"],
  trees_planted: ["tree planted", "trees planted"],
  jobs_created: ["job created", "jobs created"],
};

export type AchievementShare = {
  /** Whole percent of the target: below it at most 99, once met the real share (124 for a target passed). */
  percent: number;
  /** The bar's length, 0–100: full once the target is met, a sliver for anything above nothing. */
  bar: number;
  /** "62% of the target", "Less than 1% of the target", "Target met: 100%", "Target passed: 124%, 2,400 more than planned". */
  words: string;
};

/** A figure as /impact writes it: 12,400 · 3,400.5. */
export const formatFigure = (value: number) => formatNumber(value, 2);

/** How far `achieved` has come toward `target`; null without a target to measure against. */
export function achievementShare(achieved: number, target: number): AchievementShare | null {
  if (!(target > 0)) return null;
  const done = Math.max(0, achieved);
  const exact = (done / target) * 100;
  if (done >= target) {
    const percent = Math.max(100, Math.round(exact));
    const over = done - target;
    return {
      percent,
      bar: 100,
      words:
        over > 0
          ? `Target passed: ${percent}%, ${formatFigure(over)} more than planned`
          : `Target met: ${percent}%`,
    };
  }
  // 99.6% is not the target met: below it the share stops at 99.
  const percent = Math.min(99, Math.round(exact));
  if (percent === 0) {
    return done > 0
      ? { percent, bar: 1, words: "Less than 1% of the target" }
      : { percent, bar: 0, words: "0% of the target" };
  }
  return { percent, bar: percent, words: `${percent}% of the target` };
}

/**
 * "a" or "an" before a written number, by how it is read aloud: an 8,000, an 800, an 11,000, an 18; a 1,800,
 * a 20,000, a 110.
 */
export function articleFor(written: string): "a" | "an" {
  const lead = written.split(/[,.]/)[0] ?? "";
  return lead.startsWith("8") || lead === "11" || lead === "18" ? "an" : "a";
}

/** "people reached" for any count but one, "person reached" for one; a measure not in the list by its key. */
export function achievedNoun(measure: string, count: number): string {
  const nouns = Object.hasOwn(ACHIEVED_NOUNS, measure) ? ACHIEVED_NOUNS[measure as StandardMeasure] : null;
  if (!nouns) return measure.replaceAll("_", " ");
  return count === 1 ? nouns[0] : nouns[1];
}
