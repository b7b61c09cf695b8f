import { eq } from "drizzle-orm";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { projects } from "~/db/schema";
import type { BudgetFormValues } from "~/domain/project-results-forms";
import { findProjectFor } from "../authorization.server";
import {
  auditResultsChange,
  NOT_FOUND,
  type ResultsActor,
  type ResultsRefusal,
  type ResultsWriteResult,
} from "./results-writes.server";

/** Sets (or clears) a project's total budget, its currency and the amount spent so far. */
export async function saveBudget({
  actor,
  projectId,
  values,
}: {
  actor: ResultsActor;
  projectId: string;
  values: BudgetFormValues;
}): Promise<ResultsWriteResult> {
  return refusableTransaction<ResultsWriteResult, ResultsRefusal>(async (tx, refuse) => {
    const project = await findProjectFor(actor, "project.results", projectId, { lock: true }, tx);
    if (!project) return refuse(NOT_FOUND);
    const budget = values.budget;
    await tx
      .update(projects)
      .set({
        budgetCurrency: budget === null ? null : values.currency,
        budgetAmount: budget,
        spentAmount: budget === null ? null : values.spent,
        updatedAt: new Date(),
      })
      .where(eq(projects.id, project.id));
    await auditResultsChange(tx, actor, project, "budget.update");
    return { ok: true, id: project.id };
  });
}
