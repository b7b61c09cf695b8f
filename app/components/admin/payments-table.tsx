import { Link } from "react-router";
import { ACTIONS_COLUMN, AdminTable, Cell, RowHeader } from "~/components/admin/admin-table";
import { Code, NotGiven, RequestStatusBadge, UsedBeforeMark } from "~/components/admin/billing-review";
import { buttonClass } from "~/components/ui/button";
import { PAYMENTS_TEXT } from "~/domain/admin-billing";
import { methodLabel, type PaymentQueueRow, paymentReviewHref } from "~/domain/billing-review";
import { formatAdminDate } from "~/domain/dates";
import { formatAmount } from "~/domain/money";
import { cn } from "~/lib/cn";

const COLUMNS = [
  "Organization",
  "Amount",
  "Method",
  "Transaction ID",
  "Date paid",
  "Submitted",
  "Status",
  ACTIONS_COLUMN,
] as const;

/**
 * The review queue (issue 34): one row per payment an organization reported, with what tells requests apart
 * at a glance (amount, method, the transaction ID marked when it was given before, the dates, the status) and
 * Review, which opens the request's panel where it is decided. At 1280 the eight columns fit beside the side
 * navigation (dates and amounts on one line, the rest wraps at its separators); a card per request on a phone.
 */
export function PaymentsTable({ rows }: { rows: readonly PaymentQueueRow[] }) {
  return (
    <AdminTable
      label={PAYMENTS_TEXT.tableLabel}
      minWidth="min-w-[52rem]"
      cardsOnPhone
      dense
      columns={COLUMNS}
      rows={rows}
    >
      {(row) => (
        <>
          <RowHeader className="break-words text-base md:min-w-[7rem] md:text-sm">
            {row.organizationName}
          </RowHeader>
          <Cell label="Amount" className="tabular-nums md:whitespace-nowrap">
            {formatAmount(row.currency, row.amount)}
          </Cell>
          <Cell label="Method">{methodLabel(row.method)}</Cell>
          {/* Wide enough from 768px that an ID breaks once at most, not every few characters. */}
          <Cell label="Transaction ID" className="md:min-w-[8rem]">
            <Code text={row.transactionId} />
            {row.sameTransactionCount > 0 ? (
              <UsedBeforeMark text={PAYMENTS_TEXT.transactionUsedBefore} />
            ) : null}
          </Cell>
          <Cell label="Date paid" className="md:whitespace-nowrap">
            {row.paidOn ? formatAdminDate(row.paidOn) : <NotGiven />}
          </Cell>
          <Cell label="Submitted" className="md:whitespace-nowrap">
            {formatAdminDate(row.createdAt)}
          </Cell>
          <Cell label="Status">
            <RequestStatusBadge status={row.status} />
          </Cell>
          <td className="px-4 py-3 align-middle md:text-right">
            <Link
              to={paymentReviewHref(row.id)}
              className={cn(
                buttonClass(row.status === "submitted" ? "primary" : "outline", "sm"),
                "min-h-11 sm:min-h-9",
              )}
            >
              {PAYMENTS_TEXT.review}
              <span className="sr-only"> the payment of {row.organizationName}</span>
            </Link>
          </td>
        </>
      )}
    </AdminTable>
  );
}
