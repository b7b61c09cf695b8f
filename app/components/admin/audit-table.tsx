import { AdminTable, Cell, RowHeader } from "~/components/admin/admin-table";
import { Breakable } from "~/components/ui/breakable";
import { auditActionLabel } from "~/domain/audit";
import { AUDIT_LOG_TEXT, type AuditLogRow, auditDetailItems, auditTargetLabel } from "~/domain/audit-log";
import { formatAdminDate, formatTime } from "~/domain/dates";

/**
 * The audit log's rows: when (Kampala time), who, what, to which record, and the details kept with it. A card
 * per entry on a phone, headed by what was done; emails and codes break only where they read well (Breakable).
 */
export function AuditTable({ rows }: { rows: AuditLogRow[] }) {
  return (
    <AdminTable
      label={AUDIT_LOG_TEXT.tableLabel}
      minWidth="min-w-[52rem]"
      cardsOnPhone
      columns={["When", "Who", "Action", "Record", "Details"]}
      rows={rows}
      rowClassName="align-top"
    >
      {(row) => {
        const details = auditDetailItems(row.detail);
        const when = new Date(row.createdAt);
        return (
          <>
            <Cell label="When" className="md:whitespace-nowrap">
              <time dateTime={when.toISOString()}>
                {formatAdminDate(when)}
                <span className="text-muted max-md:ml-2 md:block">{formatTime(when)}</span>
              </time>
            </Cell>
            <Cell label="Who" className="break-words md:min-w-[15rem]">
              <Breakable text={row.actorEmail} />
            </Cell>
            <RowHeader>{auditActionLabel(row.action)}</RowHeader>
            <Cell label="Record" className="break-words">
              <Breakable text={row.targetLabel || row.targetId} />
              <span className="block text-xs text-muted">{auditTargetLabel(row.targetType)}</span>
            </Cell>
            <Cell label="Details" className="break-words">
              {details.length ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
                  {details.map((item) => (
                    <div key={item.label} className="contents">
                      <dt className="text-muted">{item.label}</dt>
                      <dd>
                        <Breakable text={item.value} />
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <span className="text-muted">—</span>
              )}
            </Cell>
          </>
        );
      }}
    </AdminTable>
  );
}
