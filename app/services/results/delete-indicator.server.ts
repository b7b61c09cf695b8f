import { and, eq, inArray } from "drizzle-orm";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { projectResults, resultIndicators } from "~/db/schema";
import { findProjectFor } from "../authorization.server";
import {
  auditResultsChange,
  NOT_FOUND,
  type ResultsActor,
  type ResultsRefusal,
  type ResultsWriteResult,
} from "./results-writes.server";

/** Deletes one of the project's indicators with its periods (the foreign key cascades). */
export async function deleteIndicator({
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
      .select({ id: projectResults.id })
      .from(projectResults)
      .where(eq(projectResults.projectId, project.id));
    const [gone] = await tx
      .delete(resultIndicators)
      .where(and(eq(resultIndicators.id, id.toLowerCase()), inArray(resultIndicators.resultId, own)))
      .returning({ id: resultIndicators.id });
    if (!gone) return refuse(NOT_FOUND);
    await auditResultsChange(tx, actor, project, "indicator.delete");
    return { ok: true, id: gone.id };
  });
}
