import { eq } from "drizzle-orm";
import { eventImageInUse } from "~/db/queries/admin-events.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { events } from "~/db/schema";
import { type AuditActor, recordAdminAction } from "../audit.server";
import { deleteStoredFile } from "../storage.server";

export type DeleteEventResult =
  | { ok: true; event: { id: string; title: string } }
  /** No such event (deleted meanwhile, or never there). */
  | { ok: false; reason: "not-found" };

/** Deletes an event, audited in the same transaction; its image after the commit unless another event shows it. */
export async function deleteEvent({
  actor,
  id,
}: {
  actor: AuditActor;
  id: string;
}): Promise<DeleteEventResult> {
  const row = await refusableTransaction(async (tx) => {
    const [deleted] = await tx
      .delete(events)
      .where(eq(events.id, id))
      .returning({ id: events.id, title: events.title, imageUrl: events.imageUrl });
    if (!deleted) return null;
    await recordAdminAction(tx, actor, {
      action: "event.delete",
      target: { type: "event", id: deleted.id, label: deleted.title },
    });
    return deleted;
  });
  if (!row) return { ok: false, reason: "not-found" };
  if (row.imageUrl && !(await eventImageInUse(row.imageUrl))) await deleteStoredFile(row.imageUrl);
  return { ok: true, event: { id: row.id, title: row.title } };
}
