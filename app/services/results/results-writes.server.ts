import type { Transaction } from "~/db/queries/executor.server";
import type { IndicatorParts, PeriodParts } from "~/domain/project-results-forms";
import { recordAdminAction } from "../audit.server";
import type { ProjectActor, SUBSCRIPTION_REQUIRED } from "../projects/project-writes.server";

/**
 * Who is writing: the signed-in user; an admin may write on any project (and is audited). Each write reads its
 * project with `findProjectFor(actor, "project.results", projectId, { lock: true }, tx)`
 * (services/authorization.server.ts): locked, so writes on one project take turns and its counts stay true.
 */
export type ResultsActor = ProjectActor;

/** What a results, budget or funder write may answer besides success. */
export type ResultsRefusal =
  /** Unknown project or entry, or another organization's: the same answer, so nobody learns which. */
  | { ok: false; reason: "not-found" }
  /** The project already has as many of these as it may. */
  | { ok: false; reason: "limit"; message: string }
  /** A field the form could not check alone (against what is stored): its message beside it. */
  | { ok: false; reason: "field"; field: string; message: string }
  /** A new result, indicator or reported period without an active subscription (editing stays possible). */
  | typeof SUBSCRIPTION_REQUIRED;

export type ResultsWriteResult = { ok: true; id: string } | ResultsRefusal;

export const NOT_FOUND = { ok: false, reason: "not-found" } as const;

/**
 * A change to a project's results, budget or funders is an edit of the project in the audit log, naming the
 * member or administrator who made it.
 */
export async function auditResultsChange(
  tx: Transaction,
  actor: ResultsActor,
  project: { id: string; name: string; organizationId: string },
  change: string,
): Promise<void> {
  await recordAdminAction(tx, actor, {
    action: "project.update",
    target: { type: "project", id: project.id, label: project.name },
    detail: { change },
    organizationId: project.organizationId,
  });
}

/** An indicator's columns from its form's values (the indicator form's, or a new result's first one). */
export function indicatorColumns(values: IndicatorParts) {
  return {
    title: values.title,
    measure: values.measure,
    standardMeasure: values.standardMeasure,
    baselineYear: values.baselineYear,
    baselineValue: values.baseline?.value ?? null,
    baselineText: values.baseline?.text ?? null,
    targetValue: values.target.value,
    targetText: values.target.text,
    targetDate: values.targetDate,
  };
}

/** A reporting period's columns from its form's values. */
export function periodColumns(values: PeriodParts) {
  return {
    periodStart: values.periodStart,
    periodEnd: values.periodEnd,
    value: values.actual.value,
    valueText: values.actual.text,
    comment: values.comment,
  };
}
