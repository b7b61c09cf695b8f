import { and, eq } from "drizzle-orm";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { projectFunders } from "~/db/schema";
import { findProjectFor } from "../authorization.server";
import {
  auditResultsChange,
  NOT_FOUND,
  type ResultsActor,
  type ResultsRefusal,
  type ResultsWriteResult,
} from "./results-writes.server";

/** Takes a funder off a project. */
export async function deleteFunder({
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
      .delete(projectFunders)
      .where(and(eq(projectFunders.id, id.toLowerCase()), eq(projectFunders.projectId, project.id)))
      .returning({ id: projectFunders.id });
    if (!gone) return refuse(NOT_FOUND);
    await auditResultsChange(tx, actor, project, "funder.delete");
    return { ok: true, id: gone.id };
  });
}
