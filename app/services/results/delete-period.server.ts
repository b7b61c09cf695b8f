import { and, eq, inArray } from "drizzle-orm";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { indicatorPeriods, projectResults, resultIndicators } from "~/db/schema";
import { findProjectFor } from "../authorization.server";
import {
  auditResultsChange,
  NOT_FOUND,
  type ResultsActor,
  type ResultsRefusal,
  type ResultsWriteResult,
} from "./results-writes.server";

/** Deletes one reporting period of one of the project's indicators. */
export async function deletePeriod({
  actor,
  projectId,
  id,
}: {
  actor: ResultsActor;
  projectId: string;
  id: string;
}): Promise<ResultsWriteResult> {
  return refusableTransaction<ResultsWriteResult, ResultsRefusal>(async (tx, refuse) => {
    const project = await findProjectFor(actor, "project.results", projectId, { lock: true }, tx);
    if (!project) return refuse(NOT_FOUND);
    const own = tx
      .select({ id: resultIndicators.id })
      .from(resultIndicators)
      .innerJoin(projectResults, eq(projectResults.id, resultIndicators.resultId))
      .where(eq(projectResults.projectId, project.id));
    const [gone] = await tx
      .delete(indicatorPeriods)
      .where(and(eq(indicatorPeriods.id, id.toLowerCase()), inArray(indicatorPeriods.indicatorId, own)))
      .returning({ id: indicatorPeriods.id });
    if (!gone) return refuse(NOT_FOUND);
    await auditResultsChange(tx, actor, project, "period.delete");
    return { ok: true, id: gone.id };
  });
}
