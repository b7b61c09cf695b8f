import { ACTIONS_COLUMN, AdminTable, Cell } from "~/components/admin/admin-table";
import {
  OrganizationCell,
  ProofCell,
  ReferenceCell,
  ReviewActions,
  type ReviewConfirm,
} from "~/components/admin/billing-review";
import { PAYMENTS_TEXT, type PendingPaymentRequestRow } from "~/domain/admin-billing";
import { formatAdminDate } from "~/domain/dates";

type Row = PendingPaymentRequestRow & { referenceAlsoUsedBy: string[] };

/**
 * The payment requests waiting for approval (spec §2 Payments): organization, reference (flagged when another
 * organization used it too), date, proof; a card per request on a phone.
 */
export function PaymentsTable({ rows, confirm }: { rows: Row[]; confirm: ReviewConfirm<Row> }) {
  return (
    <AdminTable
      label={PAYMENTS_TEXT.tableLabel}
      minWidth="min-w-[40rem]"
      cardsOnPhone
      columns={["Organization", "Reference code", "Submitted", "Proof", ACTIONS_COLUMN]}
      rows={rows}
    >
      {(row) => (
        <>
          <OrganizationCell row={row} />
          <ReferenceCell
            label="Reference code"
            reference={row.referenceCode}
            alsoUsedBy={row.referenceAlsoUsedBy}
          />
          <Cell label="Submitted" className="md:whitespace-nowrap">
            {formatAdminDate(row.createdAt)}
          </Cell>
          <ProofCell row={row} text={PAYMENTS_TEXT} />
          <ReviewActions row={row} text={PAYMENTS_TEXT} confirm={confirm} />
        </>
      )}
    </AdminTable>
  );
}
