import { and, count, eq } from "drizzle-orm";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { projectResults } from "~/db/schema";
import { RESULT_LIMITS, RESULTS_TEXT } from "~/domain/project-results";
import type { ResultFormValues } from "~/domain/project-results-forms";
import { findProjectFor } from "../authorization.server";
import { mayPublish, SUBSCRIPTION_REQUIRED } from "../projects/project-writes.server";
import {
  auditResultsChange,
  NOT_FOUND,
  type ResultsActor,
  type ResultsRefusal,
  type ResultsWriteResult,
} from "./results-writes.server";

/** Adds a result to a project the actor may write on, or saves one it has (`id`). */
export async function saveResult({
  actor,
  projectId,
  id,
  values,
}: {
  actor: ResultsActor;
  projectId: string;
  id?: string;
  values: ResultFormValues;
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
    return { ok: true, id: created!.id };
  });
}
