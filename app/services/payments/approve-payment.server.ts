import {
  activateSubscription,
  approvePaymentRequest,
  findApprovedSubscriptionWithReference,
  findPaymentRequest,
  findPendingSubscriptionForRequest,
} from "~/db/queries/billing.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import {
  type Approval,
  approverOf,
  BILLING_NOT_FOUND,
  type BillingAdmin,
  type BillingNotFound,
  finishApproval,
  lockForReview,
  settleApproval,
} from "./admin-billing.server";

export type ApprovePaymentResult =
  | { ok: true; activeUntil: string }
  | BillingNotFound
  /** Nothing to activate: the organization has no pending subscription for this payment. */
  | { ok: false; reason: "no-subscription" };

/**
 * An administrator approves a pending payment request (spec §4 Payment request; /admin/payments). In one
 * transaction, under the organization's lock: the request is approved; the subscription it pays for (the
 * organization's pending one with the same reference, else its newest pending one) becomes active with
 * approved_by the admin's email; the organization becomes paid with subscription_expires_at its end date; the
 * audit log records it. Returns the date the organization is active until. A request that is gone or already
 * approved changes nothing (not-found); so does one with no subscription to activate (no-subscription), unless
 * its subscription was already approved on the Subscriptions screen. After the commit, and only when this call
 * approved it, the organization is emailed.
 */
export async function approvePayment({
  admin,
  paymentRequestId,
}: {
  admin: BillingAdmin;
  paymentRequestId: string;
}): Promise<ApprovePaymentResult> {
  const found = await findPaymentRequest(paymentRequestId);
  if (!found || found.approved) return BILLING_NOT_FOUND;

  const outcome = await refusableTransaction(
    async (tx): Promise<Approval | Extract<ApprovePaymentResult, { ok: false }>> => {
      const locked = await lockForReview(found.orgId, tx);
      if (!locked) return BILLING_NOT_FOUND;
      // Read again under the lock: another admin may have handled it meanwhile.
      const request = await findPaymentRequest(paymentRequestId, tx);
      if (!request || request.approved) return BILLING_NOT_FOUND;

      const pending = await findPendingSubscriptionForRequest(request, tx);
      if (pending) {
        await activateSubscription(pending.id, approverOf(admin), tx);
      } else if (!(await findApprovedSubscriptionWithReference(request.orgId, request.referenceCode, tx))) {
        return { ok: false, reason: "no-subscription" };
      }
      await approvePaymentRequest(request.id, tx);
      return settleApproval(tx, admin, locked.contact, {
        action: "payment.approve",
        target: { type: "payment_request", id: request.id },
        orgId: request.orgId,
        reference: request.referenceCode,
      });
    },
  );
  return finishApproval(outcome);
}
