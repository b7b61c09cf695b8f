import { ACTIONS_COLUMN, AdminTable, Cell, cellClass } from "~/components/admin/admin-table";
import {
  Breakable,
  OrganizationCell,
  ProofCell,
  ReferenceCell,
  ReviewActions,
  type ReviewConfirm,
} from "~/components/admin/billing-review";
import { Badge } from "~/components/ui/badge";
import { approvedByText, SUBSCRIPTIONS_TEXT, type SubscriptionRow } from "~/domain/admin-billing";
import { formatAdminDate } from "~/domain/dates";

type Row = SubscriptionRow & { referenceAlsoUsedBy: string[] };

/**
 * Every subscription request, newest first (spec §2 Subscriptions): pending ones offer Approve and Reject,
 * active ones say who approved them. Eight columns fit beside the side navigation at 1280 because the dates
 * keep to one line and everything else wraps (the actions one above the other); a card per request on a phone.
 */
export function SubscriptionsTable({ rows, confirm }: { rows: Row[]; confirm: ReviewConfirm<Row> }) {
  return (
    <AdminTable
      label={SUBSCRIPTIONS_TEXT.tableLabel}
      minWidth="min-w-[48rem]"
      cardsOnPhone
      dense
      columns={[
        "Organization",
        "Status",
        "Payment reference",
        "Start date",
        "End date",
        "Submitted",
        "Proof",
        ACTIONS_COLUMN,
      ]}
      rows={rows}
    >
      {(row) => (
        <>
          <OrganizationCell row={row} />
          <Cell label="Status">
            {row.isActive ? (
              <Badge tone="green">{SUBSCRIPTIONS_TEXT.active}</Badge>
            ) : (
              <Badge tone="amber">{SUBSCRIPTIONS_TEXT.pending}</Badge>
            )}
          </Cell>
          <ReferenceCell
            label="Payment reference"
            reference={row.paymentReference}
            alsoUsedBy={row.referenceAlsoUsedBy}
          />
          <Cell label="Start date" className="md:whitespace-nowrap">
            {formatAdminDate(row.startDate)}
          </Cell>
          <Cell label="End date" className="md:whitespace-nowrap">
            {formatAdminDate(row.endDate)}
          </Cell>
          <Cell label="Submitted" className="md:whitespace-nowrap">
            {formatAdminDate(row.createdAt)}
          </Cell>
          <ProofCell row={row} text={SUBSCRIPTIONS_TEXT} />
          {row.isActive ? (
            <td className={cellClass}>
              <p className="text-muted [overflow-wrap:anywhere] md:text-right">
                <Breakable text={approvedByText(row.approvedBy)} />
              </p>
            </td>
          ) : (
            <ReviewActions row={row} text={SUBSCRIPTIONS_TEXT} confirm={confirm} />
          )}
        </>
      )}
    </AdminTable>
  );
}
