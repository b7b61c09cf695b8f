import { eq } from "drizzle-orm";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { events } from "~/db/schema";
import { type AuditActor, recordAdminAction } from "../audit.server";

export type SetEventActiveResult =
  | { ok: true; event: { id: string; title: string } }
  /** No such event (deleted meanwhile, or never there). */
  | { ok: false; reason: "not-found" };

/**
 * Pauses an event (hidden from the public lists) or activates it again (spec §4 Event activity), audited in
 * the same transaction.
 */
export async function setEventActive({
  actor,
  id,
  active,
}: {
  actor: AuditActor;
  id: string;
  active: boolean;
}): Promise<SetEventActiveResult> {
  return refusableTransaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ isActive: active })
      .where(eq(events.id, id))
      .returning({ id: events.id, title: events.title });
    if (!row) return { ok: false, reason: "not-found" };
    await recordAdminAction(tx, actor, {
      action: active ? "event.activate" : "event.pause",
      target: { type: "event", id: row.id, label: row.title },
    });
    return { ok: true, event: row };
  });
}
