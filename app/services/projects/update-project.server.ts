import { and, eq, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { isUuid } from "~/db/queries/projects.server";
import { projects } from "~/db/schema";
import { type ProjectFormValues, toProjectRecord } from "~/domain/project-form";
import { projectFileUrls } from "~/domain/projects";
import { recordAdminAction } from "../audit.server";
import { deleteStoredFile } from "../storage.server";
import { claimPendingImages } from "./project-images.server";
import { type ProjectActor, type ProjectWriteRefusal, RefusedWrite } from "./project-writes.server";

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
  if (!isUuid(projectId)) return { ok: false, reason: "not-found" };
  const record = toProjectRecord(values);
  const scope: SQL[] = [eq(projects.id, projectId.toLowerCase())];
  if (!actor.isAdmin) scope.push(eq(projects.organizationId, actor.id));
  let removed: string[];
  try {
    removed = await getDb().transaction(async (tx) => {
      const [current] = await tx
        .select({ id: projects.id, image: projects.image, metadata: projects.metadata })
        .from(projects)
        .where(and(...scope))
        .for("update")
        .limit(1);
      if (!current) throw new RefusedWrite({ ok: false, reason: "not-found" });
      const currentImages = projectFileUrls(current.image, current.metadata);
      const refused = await claimPendingImages(tx, {
        actorId: actor.id,
        images: values.images,
        current: currentImages,
      });
      if (refused.length > 0) throw new RefusedWrite({ ok: false, reason: "images", refused });
      await tx
        .update(projects)
        .set({ ...record, updatedAt: new Date() })
        .where(eq(projects.id, current.id));
      if (actor.isAdmin) {
        await recordAdminAction(tx, actor, {
          action: "project.update",
          target: { type: "project", id: current.id, label: record.name },
        });
      }
      return currentImages.filter((url) => !values.images.includes(url));
    });
  } catch (error) {
    if (error instanceof RefusedWrite) return error.refusal;
    throw error;
  }
  await Promise.all(removed.map((url) => deleteStoredFile(url)));
  return { ok: true, id: projectId.toLowerCase() };
}
