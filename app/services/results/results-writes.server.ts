import { and, eq, type SQL } from "drizzle-orm";
import type { Transaction } from "~/db/queries/executor.server";
import { projects } from "~/db/schema";
import { isUuid } from "~/domain/uuid";
import { recordAdminAction } from "../audit.server";
import type { ProjectActor, SUBSCRIPTION_REQUIRED } from "../projects/project-writes.server";

/** Who is writing: the signed-in user; an admin may write on any project (and is audited). */
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
 * The project the actor may write on (their own; any for an admin), locked for the transaction so writes on
 * one project take turns (its counts stay true); null when there is none.
 */
export async function lockWritableProject(
  tx: Transaction,
  actor: ResultsActor,
  projectId: string,
): Promise<{ id: string; name: string; organizationId: string } | null> {
  if (!isUuid(projectId)) return null;
  const scope: SQL[] = [eq(projects.id, projectId.toLowerCase())];
  if (!actor.isAdmin) scope.push(eq(projects.organizationId, actor.id));
  const [project] = await tx
    .select({ id: projects.id, name: projects.name, organizationId: projects.organizationId })
    .from(projects)
    .where(and(...scope))
    .for("update")
    .limit(1);
  return project ?? null;
}

/** An admin's change to a project's results, budget or funders is an edit of the project in the audit log. */
export async function auditResultsChange(
  tx: Transaction,
  actor: ResultsActor,
  project: { id: string; name: string },
  change: string,
): Promise<void> {
  if (!actor.isAdmin) return;
  await recordAdminAction(tx, actor, {
    action: "project.update",
    target: { type: "project", id: project.id, label: project.name },
    detail: { change },
  });
}
