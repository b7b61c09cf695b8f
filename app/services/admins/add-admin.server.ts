import { addAdminUser, lockAdminRows } from "~/db/queries/admins.server";
import { findUserByEmail } from "~/db/queries/users.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import type { AddAdminRefusal } from "~/domain/admin-users";
import { type AuditActor, recordAdminAction } from "../audit.server";

export type AddAdminResult = { ok: true; email: string } | { ok: false; reason: AddAdminRefusal };

/**
 * An administrator gives an existing account administrator rights (spec §5 Admin management; /admin/settings).
 * The person must already have an account (rights belong to accounts, never to an address someone could
 * register later); an account that has not verified its email address, or is an admin already, is refused. In one transaction: the acting admin's own
 * row is locked and must still be there (another admin may have removed them a moment ago), the right is
 * granted ("manual": ADMIN_EMAILS never takes it back), and the audit log records it.
 */
export async function addAdmin({
  actor,
  email,
}: {
  actor: AuditActor;
  email: string;
}): Promise<AddAdminResult> {
  const user = await findUserByEmail(email);
  if (!user) return { ok: false, reason: "no-account" };
  if (!user.emailVerified) return { ok: false, reason: "unverified" };
  return refusableTransaction(async (tx): Promise<AddAdminResult> => {
    const locked = await lockAdminRows(actor.id, null, tx);
    if (!locked.some((row) => row.userId === actor.id)) return { ok: false, reason: "not-admin" };
    // The unique indexes settle two admins adding the same person at once: the second inserts nothing.
    if (!(await addAdminUser(user, "manual", tx))) return { ok: false, reason: "already-admin" };
    await recordAdminAction(tx, actor, {
      action: "admin.add",
      target: { type: "admin_user", id: user.id, label: user.email },
    });
    return { ok: true, email: user.email };
  });
}
