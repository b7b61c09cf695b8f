import { getDb } from "~/db/client.server";
import {
  activateSubscription,
  approvePaymentRequestsWithReference,
  findOrganizationContact,
  findSubscription,
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
  const found = await findSubscription(getDb(), subscriptionId);
  if (!found || found.isActive) return BILLING_NOT_FOUND;

  const outcome = await getDb().transaction(
    async (tx): Promise<BillingNotFound | { ok: true; activeUntil: string; notice: BillingNotice }> => {
      if (!(await lockOrganization(tx, found.organizationId))) return BILLING_NOT_FOUND;
      if (!(await activateSubscription(tx, subscriptionId, approverOf(admin)))) return BILLING_NOT_FOUND;
      await approvePaymentRequestsWithReference(tx, found.organizationId, found.paymentReference);
      const activeUntil = await markOrganizationPaid(tx, found.organizationId);
      if (!activeUntil) throw new Error("approveSubscription: the organization has no approved subscription");
      const contact = await findOrganizationContact(tx, found.organizationId);
      await recordAdminAction(tx, admin, {
        action: "subscription.approve",
        target: { type: "subscription", id: subscriptionId, label: contact?.name ?? found.organizationId },
        detail: { reference: found.paymentReference, activeUntil },
      });
      return {
        ok: true,
        activeUntil,
        notice: { kind: "approved", contact, reference: found.paymentReference, activeUntil },
      };
    },
  );
  if (!outcome.ok) return outcome;
  await sendBillingNotice(outcome.notice);
  return { ok: true, activeUntil: outcome.activeUntil };
}
