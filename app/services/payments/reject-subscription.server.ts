import {
  deletePendingPaymentRequestsWithReference,
  deletePendingSubscription,
  findSubscription,
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

export type RejectSubscriptionResult = { ok: true } | BillingNotFound;

/**
 * An administrator rejects a pending subscription (spec §4: rejection deletes the subscription). In one
 * transaction, under the organization's lock, the subscription goes, and with it the organization's pending
 * payment request with the same reference, so the organization can submit again; the audit log records it.
 * An approved subscription is never rejected. After the commit, and only when this call deleted the
 * subscription: the proof files that no row carries any more are deleted, and the organization is emailed.
 */
export async function rejectSubscription({
  admin,
  subscriptionId,
}: {
  admin: BillingAdmin;
  subscriptionId: string;
}): Promise<RejectSubscriptionResult> {
  const found = await findSubscription(subscriptionId);
  if (!found || found.isActive) return BILLING_NOT_FOUND;

  const outcome = await refusableTransaction(async (tx): Promise<Rejection | null> => {
    const locked = await lockForReview(found.organizationId, tx);
    if (!locked) return null;
    const subscription = await deletePendingSubscription(subscriptionId, tx);
    if (!subscription) return null;
    const requests = await deletePendingPaymentRequestsWithReference(
      subscription.organizationId,
      subscription.paymentReference,
      tx,
    );
    return settleRejection(
      tx,
      admin,
      locked.contact,
      {
        action: "subscription.reject",
        target: { type: "subscription", id: subscription.id },
        orgId: subscription.organizationId,
        reference: subscription.paymentReference,
      },
      [subscription.paymentProofUrl, ...requests.map((request) => request.paymentProofUrl)],
    );
  });
  return finishRejection(outcome);
}
