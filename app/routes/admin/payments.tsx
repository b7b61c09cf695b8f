import { BillingReviewPage } from "~/components/admin/billing-review";
import { PaymentsTable } from "~/components/admin/payments-table";
import { listPendingPaymentRequests } from "~/db/queries/billing.server";
import { PAYMENTS_TEXT, type PendingPaymentRequestRow, rejectPaymentWarning } from "~/domain/admin-billing";
import { APPROVE_CONFIRM_TEXT, approveWarning } from "~/domain/billing-review";
import { approvePayment } from "~/services/payments/approve-payment.server";
import {
  type BillingReview,
  type FlaggedRow,
  flagSharedReferences,
  loadBillingReview,
  reviewBilling,
} from "~/services/payments/billing-review.server";
import { rejectPayment } from "~/services/payments/reject-payment.server";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/payments";

export const meta = () => [{ title: "Payment Requests | UgandaImpact" }];

const PATH = "/admin/payments";

const PAYMENT_REVIEW: BillingReview<FlaggedRow<PendingPaymentRequestRow>> = {
  path: PATH,
  what: "payment requests",
  subject: "payment request",
  list: async (page) =>
    flagSharedReferences(await listPendingPaymentRequests({ page }), (row) => ({
      organizationId: row.orgId,
      reference: row.referenceCode,
    })),
  approve: (admin, id) => approvePayment({ admin, paymentRequestId: id }),
  reject: (admin, id) => rejectPayment({ admin, paymentRequestId: id }),
  text: PAYMENTS_TEXT,
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadBillingReview(request, PAYMENT_REVIEW);
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return reviewBilling(request, admin, PAYMENT_REVIEW);
}

export default function AdminPaymentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <BillingReviewPage
      path={PATH}
      text={PAYMENTS_TEXT}
      list={loaderData.list}
      approveTitle={APPROVE_CONFIRM_TEXT.paymentTitle}
      approveWarning={(row) => approveWarning(row.organizationName, row.referenceCode)}
      rejectWarning={(row) => rejectPaymentWarning(row.organizationName, row.referenceCode)}
      table={(rows, confirm) => <PaymentsTable rows={rows} confirm={confirm} />}
    />
  );
}
