import { and, count, eq } from "drizzle-orm";
import { isFunderChoice } from "~/db/queries/project-results.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { projectFunders } from "~/db/schema";
import { RESULT_LIMITS, RESULTS_MESSAGES, RESULTS_TEXT } from "~/domain/project-results";
import type { FunderFormValues } from "~/domain/project-results-forms";
import { findProjectFor } from "../authorization.server";
import {
  auditResultsChange,
  NOT_FOUND,
  type ResultsActor,
  type ResultsRefusal,
  type ResultsWriteResult,
} from "./results-writes.server";

/**
 * Adds a funder to a project, or saves one it has (`id`); a linked organization must be a registered one. What
 * it gives is an amount above 0 with its currency, or neither (the form's rule, and the table's check).
 */
export async function saveFunder({
  actor,
  projectId,
  id,
  values,
}: {
  actor: ResultsActor;
  projectId: string;
  id?: string;
  values: Pick<FunderFormValues, "name" | "type" | "profileId"> &
    Partial<Pick<FunderFormValues, "amount" | "currency" | "identifier">>;
}): Promise<ResultsWriteResult> {
  return refusableTransaction<ResultsWriteResult, ResultsRefusal>(async (tx, refuse) => {
    const project = await findProjectFor(actor, "project.results", projectId, { lock: true }, tx);
    if (!project) return refuse(NOT_FOUND);
    const profileId = values.profileId?.trim() || null;
    if (profileId && !(await isFunderChoice(profileId, tx))) {
      return refuse({
        ok: false,
        reason: "field",
        field: "profileId",
        message: RESULTS_MESSAGES.funderOrganization,
      });
    }
    const amount = values.amount ?? null;
    // The form's rule, again for any caller: the table's check would otherwise fail the transaction.
    if (amount !== null && !(amount > 0)) {
      return refuse({ ok: false, reason: "field", field: "amount", message: RESULTS_MESSAGES.funderAmount });
    }
    if (amount !== null && !values.currency) {
      return refuse({ ok: false, reason: "field", field: "currency", message: RESULTS_MESSAGES.currency });
    }
    const fields = {
      name: values.name,
      type: values.type,
      profileId,
      identifier: values.identifier ?? null,
      amount,
      currency: amount === null ? null : (values.currency ?? null),
    };
    if (id) {
      const [saved] = await tx
        .update(projectFunders)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(projectFunders.id, id.toLowerCase()), eq(projectFunders.projectId, project.id)))
        .returning({ id: projectFunders.id });
      if (!saved) return refuse(NOT_FOUND);
      await auditResultsChange(tx, actor, project, "funder.update");
      return { ok: true, id: saved.id };
    }
    const [existing] = await tx
      .select({ count: count() })
      .from(projectFunders)
      .where(eq(projectFunders.projectId, project.id));
    if (Number(existing?.count ?? 0) >= RESULT_LIMITS.fundersPerProject) {
      return refuse({
        ok: false,
        reason: "limit",
        message: RESULTS_TEXT.tooMany("funders", RESULT_LIMITS.fundersPerProject),
      });
    }
    const [created] = await tx
      .insert(projectFunders)
      .values({ ...fields, projectId: project.id })
      .returning({ id: projectFunders.id });
    await auditResultsChange(tx, actor, project, "funder.create");
    return { ok: true, id: created!.id };
  });
}
