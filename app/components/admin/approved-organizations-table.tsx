import { AdminTable, cellClass, RowHeader } from "~/components/admin/admin-table";
import { Badge } from "~/components/ui/badge";
import {
  type ApprovedOrganizationRow,
  expiryStatus,
  expiryStatusText,
  APPROVED_ORGANIZATIONS_TEXT as TEXT,
} from "~/domain/admin-billing";
import { formatAdminDate } from "~/domain/dates";

const STATUS_TONE = { "no-expiry": "grey", expired: "red", active: "green" } as const;

/**
 * The organizations with an approved subscription (spec §2 Approved organizations): type, joined, expiry and
 * the days left, counted from `today` (Kampala, yyyy-MM-dd: the same on the server's and the browser's render).
 */
export function ApprovedOrganizationsTable({
  rows,
  today,
}: {
  rows: ApprovedOrganizationRow[];
  today: string;
}) {
  return (
    <AdminTable
      label={TEXT.tableLabel}
      minWidth="min-w-[46rem]"
      columns={["Name", "Type", "Joined", "Expiry date", "Status"]}
      rows={rows}
    >
      {(row) => {
        const status = expiryStatus(row.endDate, today);
        return (
          <>
            <RowHeader>{row.name}</RowHeader>
            <td className={cellClass}>
              {row.organizationType || (
                <span className="text-muted">
                  <span aria-hidden>—</span>
                  <span className="sr-only">Not specified</span>
                </span>
              )}
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatAdminDate(row.createdAt)}</td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {row.endDate ? formatAdminDate(row.endDate) : TEXT.noExpiry}
            </td>
            <td className={cellClass}>
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={STATUS_TONE[status.kind]}>{expiryStatusText(status)}</Badge>
                {status.kind === "active" && status.expiringSoon ? (
                  <Badge tone="amber">{TEXT.expiringSoon}</Badge>
                ) : null}
              </div>
            </td>
          </>
        );
      }}
    </AdminTable>
  );
}
