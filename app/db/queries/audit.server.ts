import { asc, count, desc } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { adminAuditLog } from "~/db/schema";
import { ADMIN_LIST_PAGE_SIZE } from "~/domain/admin-billing";
import type { AuditLogRow } from "~/domain/audit-log";
import type { ListPage } from "~/domain/paging";
import type { PageOptions } from "./billing.server";
import type { Executor } from "./executor.server";
import { paginate, rowsAndTotal } from "./paginate.server";

/**
 * The administrators' audit log, newest first (index admin_audit_log_created_at_idx: created_at desc, id), one
 * page at a time. Rows are written by recordAdminAction inside each admin write's own transaction.
 */
export async function listAuditLog(
  { page = 1, pageSize = ADMIN_LIST_PAGE_SIZE }: PageOptions = {},
  db: Executor = getDb(),
): Promise<ListPage<AuditLogRow>> {
  const rows = (limit: number, offset: number) =>
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
      .offset(offset);
  const total = () => db.select({ total: count() }).from(adminAuditLog);
  return paginate(page, pageSize, rowsAndTotal(rows, total));
}
