import { asc, count, desc } from "drizzle-orm";
import { adminAuditLog } from "~/db/schema";
import { ADMIN_LIST_PAGE_SIZE, type ListPage } from "~/domain/admin-billing";
import type { AuditLogRow } from "~/domain/audit-log";
import { paginate } from "./billing.server";
import type { Executor } from "./users.server";

/**
 * The administrators' audit log, newest first (index admin_audit_log_created_at_idx: created_at desc, id), one
 * page at a time. Rows are written by recordAdminAction inside each admin write's own transaction.
 */
export async function listAuditLog(
  db: Executor,
  { page = 1, pageSize = ADMIN_LIST_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<ListPage<AuditLogRow>> {
  const [counted] = await db.select({ n: count() }).from(adminAuditLog);
  return paginate(Number(counted?.n ?? 0), page, pageSize, (limit, offset) =>
    db
      .select({
        id: adminAuditLog.id,
        createdAt: adminAuditLog.createdAt,
        actorEmail: adminAuditLog.actorEmail,
        action: adminAuditLog.action,
        targetType: adminAuditLog.targetType,
        targetId: adminAuditLog.targetId,
        targetLabel: adminAuditLog.targetLabel,
        detail: adminAuditLog.detail,
      })
      .from(adminAuditLog)
      // The index's own order (created_at desc, id): read straight from it.
      .orderBy(desc(adminAuditLog.createdAt), asc(adminAuditLog.id))
      .limit(limit)
      .offset(offset),
  );
}
