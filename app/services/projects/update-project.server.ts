import { eq } from "drizzle-orm";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { projects } from "~/db/schema";
import { toProjectRecord } from "~/domain/project-form";
import type { ProjectFormValues } from "~/domain/project-form-schema";
import { projectImageUrls } from "~/domain/projects";
import { recordAdminAction } from "../audit.server";
import { findProjectFor } from "../authorization.server";
import { deleteStoredFile } from "../storage.server";
import { claimPendingImages } from "./project-images.server";
import type { ProjectActor, ProjectWriteRefusal } from "./project-writes.server";

/**
 * Saves the form over a project the actor owns (any project for an admin), with updated_at (spec §7 "Edit").
 * Images taken off the project are deleted once the change is committed; a failed save deletes nothing.
 */
export async function updateProject({
  actor,
  projectId,
  values,
}: {
  actor: ProjectActor;
  projectId: string;
  values: ProjectFormValues;
}): Promise<{ ok: true; id: string } | ProjectWriteRefusal> {
  const record = toProjectRecord(values);
  const removed = await refusableTransaction<string[], ProjectWriteRefusal>(async (tx, refuse) => {
    const current = await findProjectFor(actor, "project.edit", projectId, { lock: true }, tx);
    if (!current) return refuse({ ok: false, reason: "not-found" });
    const currentImages = projectImageUrls(current);
    const refused = await claimPendingImages(
      { actorId: actor.id, images: values.images, current: currentImages },
      tx,
    );
    if (refused.length > 0) return refuse({ ok: false, reason: "images", refused });
    await tx
      .update(projects)
      .set({ ...record, updatedAt: new Date() })
      .where(eq(projects.id, current.id));
    await recordAdminAction(tx, actor, {
      action: "project.update",
      target: { type: "project", id: current.id, label: record.name },
      organizationId: current.organizationId,
    });
    return currentImages.filter((url) => !values.images.includes(url));
  });
  if (!Array.isArray(removed)) return removed;
  await Promise.all(removed.map((url) => deleteStoredFile(url)));
  return { ok: true, id: projectId.toLowerCase() };
}
