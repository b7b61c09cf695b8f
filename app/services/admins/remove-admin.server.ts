import { deleteAdminRow, lockAdminRows } from "~/db/queries/admins.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import type { RemoveAdminRefusal } from "~/domain/admin-users";
import { isUuid } from "~/domain/uuid";
import { type AuditActor, recordAdminAction } from "../audit.server";

export type RemoveAdminResult =
  | { ok: true; email: string }
  | { ok: false; reason: RemoveAdminRefusal; email?: string };

/**
 * An administrator takes another account's administrator rights away (spec §4: removal does not delete the
 * account; /admin/settings). Refused: one's own rights (spec §5), rights given by ADMIN_EMAILS (they follow
 * that setting and would come back at the next start: the setting is where they are removed), a row that is
 * gone, and an actor who is no longer an admin. In one transaction, with both rows locked in one order (two
 * admins removing each other at once take turns, and the second is refused): the row goes, and the audit log
 * records it.
 */
export async function removeAdmin({
  actor,
  adminId,
}: {
  actor: AuditActor;
  adminId: string;
}): Promise<RemoveAdminResult> {
  if (!isUuid(adminId)) return { ok: false, reason: "not-found" };
  return refusableTransaction(async (tx): Promise<RemoveAdminResult> => {
    const rows = await lockAdminRows(actor.id, adminId, tx);
    const target = rows.find((row) => row.id === adminId);
    if (target?.userId === actor.id) return { ok: false, reason: "self", email: target.email };
    if (!rows.some((row) => row.userId === actor.id)) return { ok: false, reason: "not-admin" };
    if (!target) return { ok: false, reason: "not-found" };
    if (target.source === "config") return { ok: false, reason: "config", email: target.email };
    if (!(await deleteAdminRow(target.id, tx))) return { ok: false, reason: "not-found" };
    await recordAdminAction(tx, actor, {
      action: "admin.remove",
      target: { type: "admin_user", id: target.userId, label: target.email },
    });
    return { ok: true, email: target.email };
  });
}
