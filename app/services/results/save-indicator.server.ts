import { and, count, eq } from "drizzle-orm";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { indicatorPeriods, projectResults, resultIndicators } from "~/db/schema";
import { RESULT_LIMITS, RESULTS_TEXT } from "~/domain/project-results";
import type { IndicatorFormValues } from "~/domain/project-results-forms";
import { findProjectFor } from "../authorization.server";
import { mayPublish, SUBSCRIPTION_REQUIRED } from "../projects/project-writes.server";
import {
  auditResultsChange,
  indicatorColumns,
  NOT_FOUND,
  type ResultsActor,
  type ResultsRefusal,
  type ResultsWriteResult,
} from "./results-writes.server";

export const MEASURE_LOCKED = "Values are recorded in this measure: delete its periods before changing it";

/**
 * Adds an indicator to one of the project's results, or saves one it has (`id`). Its measure stays while
 * periods hold values in it.
 */
export async function saveIndicator({
  actor,
  projectId,
  id,
  values,
}: {
  actor: ResultsActor;
  projectId: string;
  id?: string;
  values: IndicatorFormValues;
}): Promise<ResultsWriteResult> {
  return refusableTransaction<ResultsWriteResult, ResultsRefusal>(async (tx, refuse) => {
    const project = await findProjectFor(actor, "project.results", projectId, { lock: true }, tx);
    if (!project) return refuse(NOT_FOUND);
    const [result] = await tx
      .select({ id: projectResults.id })
      .from(projectResults)
      .where(and(eq(projectResults.id, values.resultId), eq(projectResults.projectId, project.id)))
      .limit(1);
    if (!result) return refuse(NOT_FOUND);
    const fields = indicatorColumns(values);
    if (id) {
      const [current] = await tx
        .select({ id: resultIndicators.id, measure: resultIndicators.measure })
        .from(resultIndicators)
        .where(and(eq(resultIndicators.id, id.toLowerCase()), eq(resultIndicators.resultId, result.id)))
        .limit(1);
      if (!current) return refuse(NOT_FOUND);
      if (current.measure !== values.measure) {
        const [periods] = await tx
          .select({ count: count() })
          .from(indicatorPeriods)
          .where(eq(indicatorPeriods.indicatorId, current.id));
        if (Number(periods?.count ?? 0) > 0) {
          return refuse({ ok: false, reason: "field", field: "measure", message: MEASURE_LOCKED });
        }
      }
      await tx
        .update(resultIndicators)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(resultIndicators.id, current.id));
      await auditResultsChange(tx, actor, project, "indicator.update");
      return { ok: true, id: current.id };
    }
    if (!(await mayPublish(actor, project.organizationId, tx))) return refuse(SUBSCRIPTION_REQUIRED);
    const [existing] = await tx
      .select({ count: count() })
      .from(resultIndicators)
      .where(eq(resultIndicators.resultId, result.id));
    if (Number(existing?.count ?? 0) >= RESULT_LIMITS.indicatorsPerResult) {
      return refuse({
        ok: false,
        reason: "limit",
        message: RESULTS_TEXT.tooMany("indicators per result", RESULT_LIMITS.indicatorsPerResult),
      });
    }
    const [created] = await tx
      .insert(resultIndicators)
      .values({ ...fields, resultId: result.id })
      .returning({ id: resultIndicators.id });
    await auditResultsChange(tx, actor, project, "indicator.create");
    return { ok: true, id: created!.id };
  });
}
