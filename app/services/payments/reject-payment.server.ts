import {
  deletePendingPaymentRequest,
  deletePendingSubscription,
  findPaymentRequest,
  findPendingSubscriptionForRequest,
} from "~/db/queries/billing.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import {
  BILLING_NOT_FOUND,
  type BillingAdmin,
  type BillingNotFound,
  finishRejection,
  lockForReview,
  type Rejection,
  settleRejection,
} from "./admin-billing.server";

export type RejectPaymentResult = { ok: true } | BillingNotFound;

/**
 * An administrator rejects a pending payment request (spec §4: rejection deletes the request). In one
 * transaction, under the organization's lock, the request goes, and with it the pending subscription it
 * stood for (same reference, else the organization's newest pending one), so the organization can submit
 * again; the audit log records it. After the commit, and only when this call deleted the request: the proof
 * files that no row carries any more are deleted, and the organization is emailed.
 */
export async function rejectPayment({
  admin,
  paymentRequestId,
}: {
  admin: BillingAdmin;
  paymentRequestId: string;
}): Promise<RejectPaymentResult> {
  const found = await findPaymentRequest(paymentRequestId);
  if (!found || found.approved) return BILLING_NOT_FOUND;

  const outcome = await refusableTransaction(async (tx): Promise<Rejection | null> => {
    const locked = await lockForReview(found.orgId, tx);
    if (!locked) return null;
    const request = await deletePendingPaymentRequest(paymentRequestId, tx);
    if (!request) return null;
    const pending = await findPendingSubscriptionForRequest(request, tx);
    const subscription = pending ? await deletePendingSubscription(pending.id, tx) : null;
    return settleRejection(
      tx,
      admin,
      locked.contact,
      {
        action: "payment.reject",
        target: { type: "payment_request", id: request.id },
        orgId: request.orgId,
        reference: request.referenceCode,
      },
      [request.paymentProofUrl, subscription?.paymentProofUrl],
    );
  });
  return finishRejection(outcome);
}
