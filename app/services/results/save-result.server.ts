import { and, count, eq } from "drizzle-orm";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { indicatorPeriods, projectResults, resultIndicators } from "~/db/schema";
import { RESULT_LIMITS, RESULTS_TEXT } from "~/domain/project-results";
import type { ResultFormValues } from "~/domain/project-results-forms";
import { findProjectFor } from "../authorization.server";
import { mayPublish, SUBSCRIPTION_REQUIRED } from "../projects/project-writes.server";
import {
  auditResultsChange,
  indicatorColumns,
  NOT_FOUND,
  periodColumns,
  type ResultsActor,
  type ResultsRefusal,
  type ResultsWriteResult,
} from "./results-writes.server";

/**
 * Adds a result to a project the actor may write on — with its first indicator and that indicator's first
 * reported value when the form gives them, all in one transaction (written together or not at all) — or
 * saves the title and type of one it has (`id`; a first indicator is only read when adding).
 */
export async function saveResult({
  actor,
  projectId,
  id,
  values,
}: {
  actor: ResultsActor;
  projectId: string;
  id?: string;
  values: Pick<ResultFormValues, "title" | "type"> & Partial<Pick<ResultFormValues, "firstIndicator">>;
}): Promise<ResultsWriteResult> {
  return refusableTransaction<ResultsWriteResult, ResultsRefusal>(async (tx, refuse) => {
    const project = await findProjectFor(actor, "project.results", projectId, { lock: true }, tx);
    if (!project) return refuse(NOT_FOUND);
    if (id) {
      const [saved] = await tx
        .update(projectResults)
        .set({ title: values.title, type: values.type, updatedAt: new Date() })
        .where(and(eq(projectResults.id, id.toLowerCase()), eq(projectResults.projectId, project.id)))
        .returning({ id: projectResults.id });
      if (!saved) return refuse(NOT_FOUND);
      await auditResultsChange(tx, actor, project, "result.update");
      return { ok: true, id: saved.id };
    }
    if (!(await mayPublish(actor, project.organizationId, tx))) return refuse(SUBSCRIPTION_REQUIRED);
    const [existing] = await tx
      .select({ count: count() })
      .from(projectResults)
      .where(eq(projectResults.projectId, project.id));
    if (Number(existing?.count ?? 0) >= RESULT_LIMITS.resultsPerProject) {
      return refuse({
        ok: false,
        reason: "limit",
        message: RESULTS_TEXT.tooMany("results", RESULT_LIMITS.resultsPerProject),
      });
    }
    const [created] = await tx
      .insert(projectResults)
      .values({ projectId: project.id, title: values.title, type: values.type })
      .returning({ id: projectResults.id });
    await auditResultsChange(tx, actor, project, "result.create");
    const first = values.firstIndicator;
    if (first) {
      const [indicator] = await tx
        .insert(resultIndicators)
        .values({ ...indicatorColumns(first), resultId: created!.id })
        .returning({ id: resultIndicators.id });
      await auditResultsChange(tx, actor, project, "indicator.create");
      if (first.period) {
        await tx
          .insert(indicatorPeriods)
          .values({ ...periodColumns(first.period), indicatorId: indicator!.id });
        await auditResultsChange(tx, actor, project, "period.create");
      }
    }
    return { ok: true, id: created!.id };
  });
}
