import { AdminTable, cellClass, RowHeader } from "~/components/admin/admin-table";
import { auditActionLabel } from "~/domain/audit";
import { AUDIT_LOG_TEXT, type AuditLogRow, auditDetailItems, auditTargetLabel } from "~/domain/audit-log";
import { formatAdminDate, formatTime } from "~/domain/dates";

/** The audit log's rows: when (Kampala time), who, what, to which record, and the details kept with it. */
export function AuditTable({ rows }: { rows: AuditLogRow[] }) {
  return (
    <AdminTable
      label={AUDIT_LOG_TEXT.tableLabel}
      minWidth="min-w-[52rem]"
      columns={["When", "Who", "Action", "Record", "Details"]}
      rows={rows}
      rowClassName="align-top"
    >
      {(row) => {
        const details = auditDetailItems(row.detail);
        const when = new Date(row.createdAt);
        return (
          <>
            <td className={`${cellClass} whitespace-nowrap`}>
              <time dateTime={when.toISOString()}>
                {formatAdminDate(when)}
                <span className="block text-muted">{formatTime(when)}</span>
              </time>
            </td>
            <td className={`${cellClass} break-all`}>{row.actorEmail}</td>
            <RowHeader>{auditActionLabel(row.action)}</RowHeader>
            <td className={cellClass}>
              <span className="break-words">{row.targetLabel || row.targetId}</span>
              <span className="block text-xs text-muted">{auditTargetLabel(row.targetType)}</span>
            </td>
            <td className={cellClass}>
              {details.length ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
                  {details.map((item) => (
                    <div key={item.label} className="contents">
                      <dt className="text-muted">{item.label}</dt>
                      <dd className="break-words">{item.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <span className="text-muted">—</span>
              )}
            </td>
          </>
        );
      }}
    </AdminTable>
  );
}
