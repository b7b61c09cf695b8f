import { and, eq } from "drizzle-orm";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { projectUpdates } from "~/db/schema";
import { isUuid } from "~/domain/uuid";
import { recordAdminAction } from "../audit.server";
import { findProjectFor } from "../authorization.server";
import type { ProjectActor } from "../projects/project-writes.server";
import { deleteStoredFile } from "../storage.server";

/**
 * Deletes one update of a project the actor owns (an admin: any), audited, in one transaction (its queued
 * follower mails go with it); its photos are deleted after the commit.
 */
export async function deleteUpdate({
  actor,
  projectId,
  updateId,
}: {
  actor: ProjectActor;
  projectId: string;
  updateId: string;
}): Promise<{ ok: true; deletedFiles: string[] } | { ok: false; reason: "not-found" }> {
  if (!isUuid(projectId) || !isUuid(updateId)) return { ok: false, reason: "not-found" };
  const result = await refusableTransaction<string[], { ok: false; reason: "not-found" }>(
    async (tx, refuse) => {
      const project = await findProjectFor(actor, "project.updates", projectId, tx);
      if (!project) return refuse({ ok: false, reason: "not-found" });
      const [row] = await tx
        .delete(projectUpdates)
        .where(and(eq(projectUpdates.id, updateId.toLowerCase()), eq(projectUpdates.projectId, project.id)))
        .returning({ id: projectUpdates.id, title: projectUpdates.title, photos: projectUpdates.photos });
      if (!row) return refuse({ ok: false, reason: "not-found" });
      await recordAdminAction(tx, actor, {
        action: "update.delete",
        target: { type: "project_update", id: row.id, label: `${row.title} (${project.name})` },
        organizationId: project.organizationId,
      });
      return row.photos;
    },
  );
  if (!Array.isArray(result)) return result;
  await Promise.all(result.map((url) => deleteStoredFile(url)));
  return { ok: true, deletedFiles: result };
}
