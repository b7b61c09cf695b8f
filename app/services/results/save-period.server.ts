import { and, count, eq } from "drizzle-orm";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { indicatorPeriods, projectResults, resultIndicators } from "~/db/schema";
import {
  isIndicatorMeasure,
  parseIndicatorValue,
  RESULT_LIMITS,
  RESULTS_TEXT,
} from "~/domain/project-results";
import type { PeriodFormValues } from "~/domain/project-results-forms";
import { findProjectFor } from "../authorization.server";
import { mayPublish, SUBSCRIPTION_REQUIRED } from "../projects/project-writes.server";
import {
  auditResultsChange,
  NOT_FOUND,
  periodColumns,
  type ResultsActor,
  type ResultsRefusal,
  type ResultsWriteResult,
} from "./results-writes.server";

/**
 * Records what one of the project's indicators reached in a period, or saves a period it has (`id`). The value
 * is read again in the indicator's stored measure, whatever the form said it was.
 */
export async function savePeriod({
  actor,
  projectId,
  id,
  values,
}: {
  actor: ResultsActor;
  projectId: string;
  id?: string;
  values: PeriodFormValues;
}): Promise<ResultsWriteResult> {
  return refusableTransaction<ResultsWriteResult, ResultsRefusal>(async (tx, refuse) => {
    const project = await findProjectFor(actor, "project.results", projectId, { lock: true }, tx);
    if (!project) return refuse(NOT_FOUND);
    const [indicator] = await tx
      .select({ id: resultIndicators.id, measure: resultIndicators.measure })
      .from(resultIndicators)
      .innerJoin(projectResults, eq(projectResults.id, resultIndicators.resultId))
      .where(and(eq(resultIndicators.id, values.indicatorId), eq(projectResults.projectId, project.id)))
      .limit(1);
    if (!indicator || !isIndicatorMeasure(indicator.measure)) return refuse(NOT_FOUND);
    const parsed = parseIndicatorValue(indicator.measure, values.rawValue);
    if (!parsed.ok) return refuse({ ok: false, reason: "field", field: "value", message: parsed.message });
    const fields = periodColumns({ ...values, actual: parsed.value });
    if (id) {
      const [saved] = await tx
        .update(indicatorPeriods)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(indicatorPeriods.id, id.toLowerCase()), eq(indicatorPeriods.indicatorId, indicator.id)))
        .returning({ id: indicatorPeriods.id });
      if (!saved) return refuse(NOT_FOUND);
      await auditResultsChange(tx, actor, project, "period.update");
      return { ok: true, id: saved.id };
    }
    if (!(await mayPublish(actor, project.organizationId, tx))) return refuse(SUBSCRIPTION_REQUIRED);
    const [existing] = await tx
      .select({ count: count() })
      .from(indicatorPeriods)
      .where(eq(indicatorPeriods.indicatorId, indicator.id));
    if (Number(existing?.count ?? 0) >= RESULT_LIMITS.periodsPerIndicator) {
      return refuse({
        ok: false,
        reason: "limit",
        message: RESULTS_TEXT.tooMany("periods per indicator", RESULT_LIMITS.periodsPerIndicator),
      });
    }
    const [created] = await tx
      .insert(indicatorPeriods)
      .values({ ...fields, indicatorId: indicator.id })
      .returning({ id: indicatorPeriods.id });
    await auditResultsChange(tx, actor, project, "period.create");
    return { ok: true, id: created!.id };
  });
}
