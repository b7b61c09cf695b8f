import { and, asc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  indicatorPeriods,
  profiles,
  projectFunders,
  projectResults,
  projects,
  resultIndicators,
} from "~/db/schema";
import { funderRef } from "~/domain/iati";
import type {
  BudgetTotal,
  ImpactGroup,
  ImpactResults,
  IndicatorRecord,
  MeasureAchievement,
  MeasureTotal,
  PeriodRecord,
  ResultRecord,
} from "~/domain/project-results";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "./executor.server";

/** A project's budget as stored (all null when it has none). */
export type ProjectBudget = { currency: string | null; budget: number | null; spent: number | null };

/**
 * A funder as pages and the open data show it: the registered organization's profile id when linked; what it
 * gives (an amount with its currency, both null when not said).
 */
export type FunderRecord = {
  id: string;
  name: string;
  type: string;
  profileId: string | null;
  /** The identifier the organization gave for the funder (the form's field). */
  identifier: string | null;
  /**
   * What IATI's participating-org/@ref carries: the linked profile's organisation identifier (its registration),
   * else the identifier given for the funder; null when neither is known.
   */
  ref: string | null;
  amount: number | null;
  currency: string | null;
};

/** The results of these projects, each with its indicators and their periods, oldest first (the owner's order). */
export async function getResultsForProjects(
  projectIds: string[],
  db: Executor = getDb(),
): Promise<Map<string, ResultRecord[]>> {
  const byProject = new Map<string, ResultRecord[]>();
  if (projectIds.length === 0) return byProject;
  const results = await db
    .select({
      id: projectResults.id,
      projectId: projectResults.projectId,
      type: projectResults.type,
      title: projectResults.title,
    })
    .from(projectResults)
    .where(inArray(projectResults.projectId, projectIds))
    .orderBy(asc(projectResults.createdAt), asc(projectResults.id));
  if (results.length === 0) return byProject;
  const indicators = await db
    .select({
      id: resultIndicators.id,
      resultId: resultIndicators.resultId,
      title: resultIndicators.title,
      measure: resultIndicators.measure,
      standardMeasure: resultIndicators.standardMeasure,
      baselineYear: resultIndicators.baselineYear,
      baselineValue: resultIndicators.baselineValue,
      baselineText: resultIndicators.baselineText,
      targetValue: resultIndicators.targetValue,
      targetText: resultIndicators.targetText,
      targetDate: resultIndicators.targetDate,
    })
    .from(resultIndicators)
    .where(
      inArray(
        resultIndicators.resultId,
        results.map((result) => result.id),
      ),
    )
    .orderBy(asc(resultIndicators.createdAt), asc(resultIndicators.id));
  const periods =
    indicators.length === 0
      ? []
      : await db
          .select({
            id: indicatorPeriods.id,
            indicatorId: indicatorPeriods.indicatorId,
            periodStart: indicatorPeriods.periodStart,
            periodEnd: indicatorPeriods.periodEnd,
            value: indicatorPeriods.value,
            valueText: indicatorPeriods.valueText,
            comment: indicatorPeriods.comment,
          })
          .from(indicatorPeriods)
          .where(
            inArray(
              indicatorPeriods.indicatorId,
              indicators.map((indicator) => indicator.id),
            ),
          )
          .orderBy(
            asc(indicatorPeriods.periodStart),
            asc(indicatorPeriods.periodEnd),
            asc(indicatorPeriods.id),
          );
  const periodsOf = new Map<string, PeriodRecord[]>();
  for (const { indicatorId, ...period } of periods) {
    const list = periodsOf.get(indicatorId) ?? [];
    list.push({ ...period, value: toNumber(period.value) });
    periodsOf.set(indicatorId, list);
  }
  const indicatorsOf = new Map<string, IndicatorRecord[]>();
  for (const { resultId, ...indicator } of indicators) {
    const list = indicatorsOf.get(resultId) ?? [];
    list.push({
      ...indicator,
      baselineValue: toNumber(indicator.baselineValue),
      targetValue: toNumber(indicator.targetValue),
      periods: periodsOf.get(indicator.id) ?? [],
    });
    indicatorsOf.set(resultId, list);
  }
  for (const { projectId, ...result } of results) {
    const list = byProject.get(projectId) ?? [];
    list.push({ ...result, indicators: indicatorsOf.get(result.id) ?? [] });
    byProject.set(projectId, list);
  }
  return byProject;
}

/** One project's results (see getResultsForProjects). */
export async function getProjectResults(projectId: string, db: Executor = getDb()): Promise<ResultRecord[]> {
  if (!isUuid(projectId)) return [];
  return (await getResultsForProjects([projectId.toLowerCase()], db)).get(projectId.toLowerCase()) ?? [];
}

/** The funders of these projects, in the order they were added. */
export async function getFundersForProjects(
  projectIds: string[],
  db: Executor = getDb(),
): Promise<Map<string, FunderRecord[]>> {
  const byProject = new Map<string, FunderRecord[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select({
      id: projectFunders.id,
      projectId: projectFunders.projectId,
      name: projectFunders.name,
      type: projectFunders.type,
      profileId: projectFunders.profileId,
      identifier: projectFunders.identifier,
      agency: profiles.registrationAgency,
      number: profiles.registrationNumber,
      amount: projectFunders.amount,
      currency: projectFunders.currency,
    })
    .from(projectFunders)
    .leftJoin(profiles, eq(profiles.id, projectFunders.profileId))
    .where(inArray(projectFunders.projectId, projectIds))
    .orderBy(asc(projectFunders.createdAt), asc(projectFunders.id));
  for (const { projectId, amount, currency, agency, number, ...funder } of rows) {
    const list = byProject.get(projectId) ?? [];
    const given = toNumber(amount);
    list.push({
      ...funder,
      ref: funderRef({ agency, number }, funder.identifier),
      amount: currency ? given : null,
      currency: given === null ? null : currency,
    });
    byProject.set(projectId, list);
  }
  return byProject;
}

export async function getProjectFunders(projectId: string, db: Executor = getDb()): Promise<FunderRecord[]> {
  if (!isUuid(projectId)) return [];
  return (await getFundersForProjects([projectId.toLowerCase()], db)).get(projectId.toLowerCase()) ?? [];
}

export async function getProjectBudget(
  projectId: string,
  db: Executor = getDb(),
): Promise<ProjectBudget | null> {
  if (!isUuid(projectId)) return null;
  const [row] = await db
    .select({ currency: projects.budgetCurrency, budget: projects.budgetAmount, spent: projects.spentAmount })
    .from(projects)
    .where(eq(projects.id, projectId.toLowerCase()))
    .limit(1);
  return row ? { currency: row.currency, budget: toNumber(row.budget), spent: toNumber(row.spent) } : null;
}

/** Registered organizations a funder can be linked to: the directory's shown profiles by name (at most 500). */
export async function listFunderChoices(db: Executor = getDb()): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: profiles.id, name: profiles.organizationName })
    .from(profiles)
    .where(and(ne(sql`btrim(${profiles.organizationName})`, ""), eq(profiles.listed, true)))
    .orderBy(sql`lower(${profiles.organizationName})`, asc(profiles.id))
    .limit(500);
}

/** Whether this profile is shown with an organization name (a funder may be linked to it). */
export async function isFunderChoice(profileId: string, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, profileId),
        ne(sql`btrim(${profiles.organizationName})`, ""),
        eq(profiles.listed, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// ── /impact: standard measures and budgets added up ────────────────────────────────────────────────────

type GroupKey = ImpactGroup;
const groupExpression = {
  sdg: sql`${projects.sdg}`,
  sector: sql`${projects.sector}`,
  region: sql`nullif(btrim(${projects.metadata}->>'region'), '')`,
} satisfies Record<GroupKey, ReturnType<typeof sql>>;

/** Every indicator's latest actual: the value of the period that ends last (of those with a value). */
function latestActuals(db: Executor) {
  return db
    .selectDistinctOn([indicatorPeriods.indicatorId], {
      indicatorId: indicatorPeriods.indicatorId,
      value: indicatorPeriods.value,
    })
    .from(indicatorPeriods)
    .where(isNotNull(indicatorPeriods.value))
    .orderBy(
      indicatorPeriods.indicatorId,
      sql`${indicatorPeriods.periodEnd} desc`,
      sql`${indicatorPeriods.periodStart} desc`,
      sql`${indicatorPeriods.id} desc`,
    )
    .as("latest");
}

/**
 * The latest actual (the period that ends last) of every indicator marked with a standard measure, added up
 * per measure and group (a project's SDG, sector or region).
 */
export async function standardMeasureTotals(
  group: GroupKey,
  db: Executor = getDb(),
): Promise<MeasureTotal[]> {
  const latest = latestActuals(db);
  const rows = await db
    .select({
      group: sql<string | null>`${groupExpression[group]}`,
      measure: sql<string>`${resultIndicators.standardMeasure}`,
      total: sql<string>`sum(${latest.value})`,
      projects: sql<number>`count(distinct ${projects.id})::int`,
    })
    .from(resultIndicators)
    .innerJoin(latest, eq(latest.indicatorId, resultIndicators.id))
    .innerJoin(projectResults, eq(projectResults.id, resultIndicators.resultId))
    .innerJoin(projects, eq(projects.id, projectResults.projectId))
    .where(and(isNotNull(resultIndicators.standardMeasure), eq(resultIndicators.measure, "number")))
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`2`, sql`1`);
  return rows.map((row) => ({ ...row, total: Number(row.total), projects: Number(row.projects) }));
}

/**
 * What was achieved against the targets, per standard measure: the latest actuals of its numeric indicators
 * added up (the same sum as standardMeasureTotals' groups together) against the targets of all of them,
 * reported or not; the projects that set such a target, and those of them that reported a value.
 */
export async function standardMeasureAchievements(db: Executor = getDb()): Promise<MeasureAchievement[]> {
  const latest = latestActuals(db);
  const rows = await db
    .select({
      measure: sql<string>`${resultIndicators.standardMeasure}`,
      achieved: sql<string>`coalesce(sum(${latest.value}), 0)`,
      target: sql<string>`coalesce(sum(${resultIndicators.targetValue}), 0)`,
      projects: sql<number>`count(distinct ${projectResults.projectId})::int`,
      reporting: sql<number>`(count(distinct ${projectResults.projectId}) filter (where ${latest.value} is not null))::int`,
    })
    .from(resultIndicators)
    .leftJoin(latest, eq(latest.indicatorId, resultIndicators.id))
    .innerJoin(projectResults, eq(projectResults.id, resultIndicators.resultId))
    .where(and(isNotNull(resultIndicators.standardMeasure), eq(resultIndicators.measure, "number")))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => ({
    measure: row.measure,
    achieved: Number(row.achieved),
    target: Number(row.target),
    projects: Number(row.projects),
    reporting: Number(row.reporting),
  }));
}

/** Budgets and spending per currency and group, never converted. */
export async function budgetTotals(group: GroupKey, db: Executor = getDb()): Promise<BudgetTotal[]> {
  const rows = await db
    .select({
      group: sql<string | null>`${groupExpression[group]}`,
      currency: sql<string>`${projects.budgetCurrency}`,
      budget: sql<string>`sum(${projects.budgetAmount})`,
      spent: sql<string>`coalesce(sum(${projects.spentAmount}), 0)`,
      projects: sql<number>`count(*)::int`,
    })
    .from(projects)
    .where(isNotNull(projects.budgetAmount))
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`2`, sql`1`);
  return rows.map((row) => ({
    ...row,
    budget: Number(row.budget),
    spent: Number(row.spent),
    projects: Number(row.projects),
  }));
}

function toNumber(value: number | string | null): number | null {
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** What a project's public page shows of its results, budget and funders, read together. */
export async function getProjectResultsView(projectId: string, db: Executor = getDb()) {
  const [results, budget, funders] = await Promise.all([
    getProjectResults(projectId, db),
    getProjectBudget(projectId, db),
    getProjectFunders(projectId, db),
  ]);
  return { results, budget: budget ?? { currency: null, budget: null, spent: null }, funders };
}

/** /impact's results figures: achievements against targets, standard measures and budgets by group. */
export async function getImpactResults(db: Executor = getDb()): Promise<ImpactResults> {
  const [achievements, measureSdg, measureSector, measureRegion, budgetSdg, budgetSector, budgetRegion] =
    await Promise.all([
      standardMeasureAchievements(db),
      standardMeasureTotals("sdg", db),
      standardMeasureTotals("sector", db),
      standardMeasureTotals("region", db),
      budgetTotals("sdg", db),
      budgetTotals("sector", db),
      budgetTotals("region", db),
    ]);
  return {
    achievements,
    measures: { sdg: measureSdg, sector: measureSector, region: measureRegion },
    budgets: { sdg: budgetSdg, sector: budgetSector, region: budgetRegion },
  };
}
