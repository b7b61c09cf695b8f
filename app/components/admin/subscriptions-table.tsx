import { AdminTable, Cell, RowHeader } from "~/components/admin/admin-table";
import { StateBadge } from "~/components/admin/billing-review";
import { daysLeftText, SUBSCRIPTIONS_TEXT } from "~/domain/admin-billing";
import type { SubscribedOrganizationView } from "~/domain/billing-review";
import { formatAdminDate } from "~/domain/dates";

/**
 * The organizations with an approved subscription, by state (issue 34): its state badge (Active, Expiring,
 * Expired: the one SQL rule, the same word as on Approved Organizations), since when it has been subscribed,
 * its last paid-for day and the days left, counted from `today` (Kampala, yyyy-MM-dd: the same on the server's
 * and the browser's render). A card per organization on a phone.
 */
export function SubscriptionsTable({
  rows,
  today,
}: {
  rows: readonly SubscribedOrganizationView[];
  today: string;
}) {
  return (
    <AdminTable
      label={SUBSCRIPTIONS_TEXT.tableLabel}
      minWidth="min-w-[40rem]"
      cardsOnPhone
      columns={["Organization", "State", "Since", "Until", "Days left"]}
      rows={rows}
    >
      {(row) => (
        <>
          <RowHeader className="break-words text-base md:min-w-[8rem] md:text-sm">{row.name}</RowHeader>
          <Cell label="State">
            <StateBadge state={row.state} />
          </Cell>
          <Cell label="Since" className="md:whitespace-nowrap">
            {formatAdminDate(row.since)}
          </Cell>
          <Cell label="Until" className="md:whitespace-nowrap">
            {formatAdminDate(row.endDate)}
          </Cell>
          <Cell label="Days left" className="md:whitespace-nowrap">
            {daysLeftText(row, today)}
          </Cell>
        </>
      )}
    </AdminTable>
  );
}
