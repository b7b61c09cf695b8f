import { and, eq, gte, sql } from "drizzle-orm";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { followDeliveries, followers, projectUpdates } from "~/db/schema";
import { findRepeatedUpdate, repeatedUpdateSince, type UpdateFormValues } from "~/domain/project-updates";
import { isUuid } from "~/domain/uuid";
import { recordAdminAction } from "../audit.server";
import { findProjectFor } from "../authorization.server";
import { kickFollowerMails } from "../follow/follower-mails.server";
import { claimPendingImages } from "../projects/project-images.server";
import { mayPublish, type ProjectActor, SUBSCRIPTION_REQUIRED } from "../projects/project-writes.server";
import { deleteStoredFile } from "../storage.server";

/** What saving an update may answer besides success. */
export type UpdateWriteRefusal =
  /** Unknown project or update, or another organization's: one answer, so nobody learns which. */
  | { ok: false; reason: "not-found" }
  /** Photos that are neither the update's own nor the actor's fresh uploads (docs/decisions/0007). */
  | { ok: false; reason: "photos"; refused: string[] }
  /** A new update from an organization without an active subscription (editing one stays possible). */
  | typeof SUBSCRIPTION_REQUIRED
  /** A new update with the title and text of one posted on the project minutes ago (a second press, a resend). */
  | { ok: false; reason: "repeated"; postedAt: Date };

/**
 * Posts a new update on a project the actor owns (an admin: any project), or saves an edit of one of its
 * updates (`updateId`). In one transaction, the project row locked (so two sends of one form take turns): a new
 * update that repeats one posted within REPEATED_UPDATE_MINUTES is refused (`findRepeatedUpdate`), the photos
 * are claimed from the actor's pending uploads, the row is written, the write is recorded in the audit log, and, for a new update, one delivery is queued for every
 * confirmed follower of the project or its organization (one per address: following both is one mail). After
 * the commit: photos taken off are deleted, and the follower mails are started (follower-mails.server.ts
 * sends each at most once).
 */
export async function saveUpdate({
  actor,
  projectId,
  updateId,
  values,
}: {
  actor: ProjectActor;
  projectId: string;
  updateId?: string;
  values: UpdateFormValues;
}): Promise<{ ok: true; id: string } | UpdateWriteRefusal> {
  if (!isUuid(projectId) || (updateId !== undefined && !isUuid(updateId))) {
    return { ok: false, reason: "not-found" };
  }
  const result = await refusableTransaction<
    { id: string; removed: string[]; queued: number },
    UpdateWriteRefusal
  >(async (tx, refuse) => {
    const project = await findProjectFor(actor, "project.updates", projectId, { lock: true }, tx);
    if (!project) return refuse({ ok: false, reason: "not-found" });
    let current: { id: string; photos: string[] } | undefined;
    if (updateId !== undefined) {
      [current] = await tx
        .select({ id: projectUpdates.id, photos: projectUpdates.photos })
        .from(projectUpdates)
        .where(and(eq(projectUpdates.id, updateId.toLowerCase()), eq(projectUpdates.projectId, project.id)))
        .for("update")
        .limit(1);
      if (!current) return refuse({ ok: false, reason: "not-found" });
    } else {
      if (!(await mayPublish(actor, project.organizationId, tx))) return refuse(SUBSCRIPTION_REQUIRED);
      const now = new Date();
      const recent = await tx
        .select({
          title: projectUpdates.title,
          body: projectUpdates.body,
          createdAt: projectUpdates.createdAt,
        })
        .from(projectUpdates)
        .where(
          and(
            eq(projectUpdates.projectId, project.id),
            gte(projectUpdates.createdAt, repeatedUpdateSince(now)),
            eq(projectUpdates.title, values.title),
          ),
        );
      const repeated = findRepeatedUpdate(values, recent, now);
      if (repeated) return refuse({ ok: false, reason: "repeated", postedAt: repeated.createdAt });
    }
    const refused = await claimPendingImages(
      { actorId: actor.id, images: values.photos, current: current?.photos ?? [] },
      tx,
    );
    if (refused.length > 0) return refuse({ ok: false, reason: "photos", refused });

    let id: string;
    let queued = 0;
    if (current) {
      id = current.id;
      await tx
        .update(projectUpdates)
        .set({ title: values.title, body: values.body, photos: values.photos, updatedAt: new Date() })
        .where(eq(projectUpdates.id, id));
    } else {
      const [row] = await tx
        .insert(projectUpdates)
        .values({
          projectId: project.id,
          title: values.title,
          body: values.body,
          photos: values.photos,
          authorId: actor.id,
        })
        .returning({ id: projectUpdates.id });
      if (!row) throw new Error("update insert returned no row");
      id = row.id;
      const queuedRows = await tx.execute<{ follower_id: string }>(sql`
          insert into ${followDeliveries} (follower_id, update_id)
          select distinct on (${followers.email}) ${followers.id}, ${id}::uuid from ${followers}
          where ${followers.confirmedAt} is not null
            and (${followers.projectId} = ${project.id} or ${followers.organizationId} = ${project.organizationId})
          -- One mail per address: someone following the project and its organization gets the project's.
          order by ${followers.email}, ${followers.projectId} is null
          on conflict do nothing
          returning follower_id`);
      queued = queuedRows.rows.length;
    }
    await recordAdminAction(tx, actor, {
      action: current ? "update.edit" : "update.create",
      target: { type: "project_update", id, label: `${values.title} (${project.name})` },
      organizationId: project.organizationId,
    });
    const removed = (current?.photos ?? []).filter((url) => !values.photos.includes(url));
    return { id, removed, queued };
  });
  if ("ok" in result) return result;
  await Promise.all(result.removed.map((url) => deleteStoredFile(url)));
  if (result.queued > 0) kickFollowerMails();
  return { ok: true, id: result.id };
}
