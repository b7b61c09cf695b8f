import { AdminTable, Cell, RowHeader } from "~/components/admin/admin-table";
import { StateBadge } from "~/components/admin/billing-review";
import { daysLeftText, APPROVED_ORGANIZATIONS_TEXT as TEXT } from "~/domain/admin-billing";
import type { SubscribedOrganizationView } from "~/domain/billing-review";
import { formatAdminDate } from "~/domain/dates";

/**
 * The organizations whose subscription is active today (spec §2 Approved organizations): type, joined, expiry
 * date and status. The status is the state's badge (Active or Expiring: the one SQL rule, the same word as on
 * Subscriptions) with the days left, counted from `today` (Kampala, yyyy-MM-dd: the same on the server's and
 * the browser's render). A card per organization on a phone.
 */
export function ApprovedOrganizationsTable({
  rows,
  today,
}: {
  rows: readonly SubscribedOrganizationView[];
  today: string;
}) {
  return (
    <AdminTable
      label={TEXT.tableLabel}
      minWidth="min-w-[46rem]"
      cardsOnPhone
      columns={["Name", "Type", "Joined", "Expiry date", "Status"]}
      rows={rows}
    >
      {(row) => (
        <>
          <RowHeader className="break-words text-base md:text-sm">{row.name}</RowHeader>
          <Cell label="Type">
            {row.organizationType || (
              <span className="text-muted">
                <span aria-hidden>—</span>
                <span className="sr-only">Not specified</span>
              </span>
            )}
          </Cell>
          <Cell label="Joined" className="md:whitespace-nowrap">
            {formatAdminDate(row.createdAt)}
          </Cell>
          <Cell label="Expiry date" className="md:whitespace-nowrap">
            {row.endDate ? formatAdminDate(row.endDate) : TEXT.noExpiry}
          </Cell>
          <Cell label="Status">
            <span className="flex flex-wrap items-center gap-2">
              <StateBadge state={row.state} />
              <span>{daysLeftText(row, today)}</span>
            </span>
          </Cell>
        </>
      )}
    </AdminTable>
  );
}
