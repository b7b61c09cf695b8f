import crypto from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { Transaction } from "~/db/queries/executor.server";
import { indicatorPeriods, projectFunders, projectResults, projects, resultIndicators } from "~/db/schema";
import type { FunderType, IndicatorMeasure, ResultType, StandardMeasure } from "~/domain/project-results";
import type { SeedProject } from "./projects";

/**
 * Demo results, budgets and funders (issue 21): most demo projects measure one thing by their sector (a
 * standard measure, so /impact adds them up), some also a percentage or words; reported every six months
 * since they started, every third one behind its pace; most have a budget (UGX, some USD) and one or two funders.
 */

type Template = {
  result: string;
  type: ResultType;
  indicator: string;
  measure: StandardMeasure;
  target: number;
};

const BY_SECTOR: Record<string, Template> = {
  Agriculture: {
    result: "Farmers trained in better practices",
    type: "output",
    indicator: "Farmers trained",
    measure: "people_trained",
    target: 400,
  },
  "Water and Sanitation": {
    result: "Safe water close to home",
    type: "outcome",
    indicator: "Households with safe water",
    measure: "households_clean_water",
    target: 600,
  },
  Environment: {
    result: "Land restored",
    type: "output",
    indicator: "Trees planted",
    measure: "trees_planted",
    target: 20000,
  },
  Energy: {
    result: "Clean energy in homes",
    type: "outcome",
    indicator: "People using clean energy",
    measure: "people_reached",
    target: 3000,
  },
  Health: {
    result: "Better access to care",
    type: "outcome",
    indicator: "People reached with care",
    measure: "people_reached",
    target: 5000,
  },
  Education: {
    result: "Learners supported",
    type: "output",
    indicator: "Learners and teachers trained",
    measure: "people_trained",
    target: 300,
  },
  "Children and Youth": {
    result: "Young people supported",
    type: "output",
    indicator: "Young people trained",
    measure: "people_trained",
    target: 250,
  },
  "Vocational skilling": {
    result: "Skills for work",
    type: "output",
    indicator: "Trainees completing a course",
    measure: "people_trained",
    target: 200,
  },
  Entreprenuership: {
    result: "Small businesses growing",
    type: "outcome",
    indicator: "Jobs created",
    measure: "jobs_created",
    target: 120,
  },
  "Economic Development": {
    result: "Local jobs",
    type: "outcome",
    indicator: "Jobs created",
    measure: "jobs_created",
    target: 150,
  },
  "Gender Equality": {
    result: "Women reached",
    type: "outcome",
    indicator: "Women reached",
    measure: "women_reached",
    target: 1500,
  },
  "Human Rights": {
    result: "Rights known and claimed",
    type: "outcome",
    indicator: "Women reached with legal aid",
    measure: "women_reached",
    target: 800,
  },
};
const DEFAULT_TEMPLATE: Template = {
  result: "People reached",
  type: "output",
  indicator: "People reached",
  measure: "people_reached",
  target: 1000,
};

/** The funders; UNDP with its IATI organisation identifier (as published on the IATI Registry). */
const FUNDERS: { name: string; type: FunderType; identifier?: string }[] = [
  { name: "Ministry of Water and Environment", type: "government" },
  { name: "Northern Uganda Community Fund", type: "foundation" },
  { name: "Kampala Rotary Club", type: "ngo" },
  { name: "Stanbic Bank Uganda", type: "private_sector" },
  { name: "UNDP Uganda", type: "multilateral", identifier: "XM-DAC-41114" },
  { name: "Makerere University", type: "academic" },
  { name: "Local council and members' contributions", type: "other" },
  { name: "Water Aid International", type: "international_ngo" },
];

const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addMonths = (isoDate: string, months: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return iso(date.getTime());
};

/** Six-month periods from the start to today (the last four at most). */
function periodsSince(start: string, today: string): { start: string; end: string }[] {
  const periods: { start: string; end: string }[] = [];
  let from = start;
  while (true) {
    const to = iso(day(addMonths(from, 6)) - DAY);
    if (to > today) break;
    periods.push({ start: from, end: to });
    from = addMonths(from, 6);
  }
  return periods.slice(-4);
}

/** A demo project's budget (most have one: UGX, every fourth USD), spent in step with its pace. */
export function seedBudget(project: SeedProject, index: number, today: string) {
  if (index % 6 === 5) return { budgetCurrency: null, budgetAmount: null, spentAmount: null };
  const usd = index % 4 === 3;
  const budget = usd ? (10 + ((index * 7) % 90)) * 1000 : (20 + ((index * 37) % 180)) * 1_000_000;
  const spent = Math.round(budget * Math.min(0.9, paceShare(project, today)) * (index % 3 === 0 ? 0.6 : 1));
  return { budgetCurrency: usd ? "USD" : "UGX", budgetAmount: budget, spentAmount: spent };
}

function targetDateOf(project: SeedProject) {
  return project.endDate ?? addMonths(project.startDate, 36);
}
function paceShare(project: SeedProject, end: string) {
  const span = Math.max(1, day(targetDateOf(project)) - day(project.startDate));
  return Math.min(1, Math.max(0, (day(end) - day(project.startDate)) / span));
}

/** Results, indicators, periods and funders of the demo projects, one insert per table. */
export async function seedProjectResults(
  tx: Transaction,
  rows: { id: string; project: SeedProject }[],
  today: string,
  /** A demo organization that also funds a few projects (linked to its page). */
  funding: { profileId: string; name: string } | null,
): Promise<void> {
  const results: (typeof projectResults.$inferInsert)[] = [];
  const indicators: (typeof resultIndicators.$inferInsert)[] = [];
  const periodRows: (typeof indicatorPeriods.$inferInsert)[] = [];
  const funderRows: (typeof projectFunders.$inferInsert)[] = [];
  for (const [index, { id, project }] of rows.entries()) {
    const behind = index % 3 === 0;
    const targetDate = targetDateOf(project);
    const share = (end: string) => paceShare(project, end);
    const periods = periodsSince(project.startDate, today);
    const startYear = Number(project.startDate.slice(0, 4));

    if (index % 7 !== 6) {
      const template = BY_SECTOR[project.sector] ?? DEFAULT_TEMPLATE;
      const resultId = crypto.randomUUID();
      const indicatorId = crypto.randomUUID();
      results.push({ id: resultId, projectId: id, title: template.result, type: template.type });
      const withBaseline = index % 2 === 0;
      indicators.push({
        id: indicatorId,
        resultId,
        title: template.indicator,
        measure: "number" satisfies IndicatorMeasure,
        standardMeasure: template.measure,
        baselineYear: withBaseline ? startYear : null,
        baselineValue: withBaseline ? 0 : null,
        targetValue: template.target,
        targetDate,
      });
      periods.forEach((period, n) => {
        periodRows.push({
          indicatorId,
          periodStart: period.start,
          periodEnd: period.end,
          value: Math.round(template.target * share(period.end) * (behind ? 0.35 : 1.05)),
          comment: n === periods.length - 1 && behind ? "Slower than planned: funds arrived late." : null,
        });
      });
      if (index % 4 === 1) {
        const outcomeId = crypto.randomUUID();
        const satisfiedId = crypto.randomUUID();
        results.push({ id: outcomeId, projectId: id, title: "Community ownership", type: "outcome" });
        indicators.push({
          id: satisfiedId,
          resultId: outcomeId,
          title: "Share of members who say the project meets their needs",
          measure: "percentage",
          baselineYear: startYear,
          baselineValue: 40,
          targetValue: 85,
          targetDate,
        });
        const last = periods.at(-1);
        if (last) {
          periodRows.push({
            indicatorId: satisfiedId,
            periodStart: last.start,
            periodEnd: last.end,
            value: Math.round(40 + 45 * share(last.end) * (behind ? 0.4 : 1)),
            comment: "From the members' survey.",
          });
        }
      }
    }

    if (index % 6 !== 5) {
      const first = FUNDERS[index % FUNDERS.length]!;
      funderRows.push({ ...first, projectId: id });
      if (index % 3 === 1) funderRows.push({ ...FUNDERS[(index + 3) % FUNDERS.length]!, projectId: id });
      if (index % 10 === 4 && funding) {
        funderRows.push({
          name: funding.name,
          type: "government",
          profileId: funding.profileId,
          projectId: id,
        });
      }
    }
  }
  if (results.length) await tx.insert(projectResults).values(results);
  if (indicators.length) await tx.insert(resultIndicators).values(indicators);
  if (periodRows.length) await tx.insert(indicatorPeriods).values(periodRows);
  if (funderRows.length) await tx.insert(projectFunders).values(funderRows);
  // Writing results touches a project's open data (migration 0028); the demo's projects keep their own history.
  if (rows.length) {
    await tx
      .update(projects)
      .set({ updatedAt: sql`${projects.updatedAt}`, openDataUpdatedAt: sql`${projects.updatedAt}` })
      .where(
        inArray(
          projects.id,
          rows.map((row) => row.id),
        ),
      );
  }
}
