import {
  activateSubscription,
  approvePaymentRequestsWithReference,
  findSubscription,
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

export type ApproveSubscriptionResult = { ok: true; activeUntil: string } | BillingNotFound;

/**
 * An administrator approves a pending subscription (spec §4 Subscription; /admin/subscriptions). In one
 * transaction, under the organization's lock: is_active true and approved_by the admin's email; the
 * organization's pending payment request with the same reference approved; the organization paid, with
 * subscription_expires_at the subscription's end date; the audit log records it. A subscription that is gone
 * or already active changes nothing (not-found). After the commit, and only when this call approved it, the
 * organization is emailed.
 */
export async function approveSubscription({
  admin,
  subscriptionId,
}: {
  admin: BillingAdmin;
  subscriptionId: string;
}): Promise<ApproveSubscriptionResult> {
  const found = await findSubscription(subscriptionId);
  if (!found || found.isActive) return BILLING_NOT_FOUND;

  const outcome = await refusableTransaction(async (tx): Promise<Approval | BillingNotFound> => {
    const locked = await lockForReview(found.organizationId, tx);
    if (!locked) return BILLING_NOT_FOUND;
    if (!(await activateSubscription(subscriptionId, approverOf(admin), tx))) return BILLING_NOT_FOUND;
    await approvePaymentRequestsWithReference(found.organizationId, found.paymentReference, tx);
    return settleApproval(tx, admin, locked.contact, {
      action: "subscription.approve",
      target: { type: "subscription", id: subscriptionId },
      orgId: found.organizationId,
      reference: found.paymentReference,
    });
  });
  return finishApproval(outcome);
}
