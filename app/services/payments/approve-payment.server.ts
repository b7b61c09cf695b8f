import { getDb } from "~/db/client.server";
import {
  activateSubscription,
  approvePaymentRequest,
  findApprovedSubscriptionWithReference,
  findOrganizationContact,
  findPaymentRequest,
  findPendingSubscriptionForRequest,
  markOrganizationPaid,
} from "~/db/queries/billing.server";
import { lockOrganization } from "~/db/queries/subscriptions.server";
import { recordAdminAction } from "../audit.server";
import {
  approverOf,
  BILLING_NOT_FOUND,
  type BillingAdmin,
  type BillingNotFound,
} from "./admin-billing.server";
import { type BillingNotice, sendBillingNotice } from "./billing-mail.server";

export type ApprovePaymentResult =
  | { ok: true; activeUntil: string }
  | BillingNotFound
  /** Nothing to activate: the organization has no pending subscription for this payment. */
  | { ok: false; reason: "no-subscription" };

type Approved = { ok: true; activeUntil: string; notice: BillingNotice };

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
  const found = await findPaymentRequest(getDb(), paymentRequestId);
  if (!found || found.approved) return BILLING_NOT_FOUND;

  const outcome = await getDb().transaction(
    async (tx): Promise<Approved | Extract<ApprovePaymentResult, { ok: false }>> => {
      if (!(await lockOrganization(tx, found.orgId))) return BILLING_NOT_FOUND;
      // Read again under the lock: another admin may have handled it meanwhile.
      const request = await findPaymentRequest(tx, paymentRequestId);
      if (!request || request.approved) return BILLING_NOT_FOUND;

      const pending = await findPendingSubscriptionForRequest(tx, request);
      if (pending) {
        await activateSubscription(tx, pending.id, approverOf(admin));
      } else if (!(await findApprovedSubscriptionWithReference(tx, request.orgId, request.referenceCode))) {
        return { ok: false, reason: "no-subscription" };
      }
      await approvePaymentRequest(tx, request.id);
      const activeUntil = await markOrganizationPaid(tx, request.orgId);
      if (!activeUntil) throw new Error("approvePayment: the organization has no approved subscription");
      const contact = await findOrganizationContact(tx, request.orgId);
      await recordAdminAction(tx, admin, {
        action: "payment.approve",
        target: { type: "payment_request", id: request.id, label: contact?.name ?? request.orgId },
        detail: { reference: request.referenceCode, activeUntil },
      });
      return {
        ok: true,
        activeUntil,
        notice: { kind: "approved", contact, reference: request.referenceCode, activeUntil },
      };
    },
  );
  if (!outcome.ok) return outcome;
  await sendBillingNotice(outcome.notice);
  return { ok: true, activeUntil: outcome.activeUntil };
}
