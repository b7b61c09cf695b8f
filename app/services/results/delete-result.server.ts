import { and, eq } from "drizzle-orm";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { projectResults } from "~/db/schema";
import { findProjectFor } from "../authorization.server";
import {
  auditResultsChange,
  NOT_FOUND,
  type ResultsActor,
  type ResultsRefusal,
  type ResultsWriteResult,
} from "./results-writes.server";

/** Deletes a result with its indicators and their periods (the foreign keys cascade). */
export async function deleteResult({
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
    const [gone] = await tx
      .delete(projectResults)
      .where(and(eq(projectResults.id, id.toLowerCase()), eq(projectResults.projectId, project.id)))
      .returning({ id: projectResults.id });
    if (!gone) return refuse(NOT_FOUND);
    await auditResultsChange(tx, actor, project, "result.delete");
    return { ok: true, id: gone.id };
  });
}
