import { eq } from "drizzle-orm";
import { eventImageInUse } from "~/db/queries/admin-events.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { events } from "~/db/schema";
import { type EventFormValues, toEventRecord } from "~/domain/event-form";
import { type AuditActor, recordAdminAction } from "../audit.server";
import { claimPendingImages } from "../projects/project-images.server";
import { deleteStoredFile } from "../storage.server";

export type SaveEventResult =
  | { ok: true; id: string; created: boolean }
  | { ok: false; reason: "not-found" }
  /** An image that is neither the event's own nor this admin's fresh upload. */
  | { ok: false; reason: "image" };

/**
 * Creates an event, or saves the form over one (`id`): in one transaction with its audit record; the image
 * must be the event's current one or the admin's own pending upload. A replaced image is deleted after the
 * commit unless another event shows it.
 */
export async function saveEvent({
  actor,
  id,
  values,
}: {
  actor: AuditActor;
  id?: string;
  values: EventFormValues;
}): Promise<SaveEventResult> {
  const record = toEventRecord(values);
  const outcome = await saveInTransaction(actor, id, record);
  if (!outcome.ok) return outcome;
  if (outcome.replaced && !(await eventImageInUse(outcome.replaced)))
    await deleteStoredFile(outcome.replaced);
  return { ok: true, id: outcome.id, created: outcome.created };
}

function saveInTransaction(
  actor: AuditActor,
  id: string | undefined,
  record: ReturnType<typeof toEventRecord>,
) {
  type Refused = { ok: false; reason: "not-found" | "image" };
  return refusableTransaction<{ ok: true; id: string; created: boolean; replaced: string | null }, Refused>(
    async (tx, refuse) => {
      let previousImage: string | null = null;
      if (id) {
        const [current] = await tx
          .select({ imageUrl: events.imageUrl })
          .from(events)
          .where(eq(events.id, id))
          .for("update")
          .limit(1);
        if (!current) return refuse({ ok: false, reason: "not-found" });
        previousImage = current.imageUrl;
      }
      const images = record.imageUrl ? [record.imageUrl] : [];
      const current = previousImage ? [previousImage] : [];
      // Claimed first (the row deleted; a refusal rolls it back): of several saves, one event gets the upload.
      if ((await claimPendingImages({ actorId: actor.id, images, current }, tx)).length > 0) {
        return refuse({ ok: false, reason: "image" });
      }
      const [row] = id
        ? await tx.update(events).set(record).where(eq(events.id, id)).returning({ id: events.id })
        : await tx.insert(events).values(record).returning({ id: events.id });
      await recordAdminAction(tx, actor, {
        action: id ? "event.update" : "event.create",
        target: { type: "event", id: row!.id, label: record.title },
      });
      const replaced = previousImage && previousImage !== record.imageUrl ? previousImage : null;
      return { ok: true as const, id: row!.id, created: !id, replaced };
    },
  );
}
