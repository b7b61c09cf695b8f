import type { Executor } from "~/db/queries/executor.server";
import { adminAuditLog } from "~/db/schema";
import type { AuditEntry } from "~/domain/audit";

/** Who acts: an administrator, or a member writing their organization's data. */
export type AuditActor = { id: string; email: string };

/**
 * Records a write: every administrator's, and every member's write of an organization's data (issue 35: the
 * log names the person). Call it with the write's own transaction, so the record and the change
 * commit or roll back together.
 */
export async function recordAdminAction(tx: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email.trim().toLowerCase(),
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    detail: entry.detail ?? null,
    organizationId: entry.organizationId ?? null,
  });
}
