import { getDb } from "~/db/client.server";
import {
  deletePendingPaymentRequestsWithReference,
  deletePendingSubscription,
  findOrganizationContact,
  findSubscription,
  unreferencedProofs,
} from "~/db/queries/billing.server";
import { lockOrganization } from "~/db/queries/subscriptions.server";
import { recordAdminAction } from "../audit.server";
import {
  BILLING_NOT_FOUND,
  type BillingAdmin,
  type BillingNotFound,
  deleteProofFiles,
} from "./admin-billing.server";
import { sendBillingNotice } from "./billing-mail.server";

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
  const found = await findSubscription(getDb(), subscriptionId);
  if (!found || found.isActive) return BILLING_NOT_FOUND;

  const outcome = await getDb().transaction(async (tx) => {
    if (!(await lockOrganization(tx, found.organizationId))) return null;
    // Who to tell, read while the payment request (and its submitter) is still there.
    const contact = await findOrganizationContact(tx, found.organizationId);
    const subscription = await deletePendingSubscription(tx, subscriptionId);
    if (!subscription) return null;
    const requests = await deletePendingPaymentRequestsWithReference(
      tx,
      subscription.organizationId,
      subscription.paymentReference,
    );
    await recordAdminAction(tx, admin, {
      action: "subscription.reject",
      target: {
        type: "subscription",
        id: subscription.id,
        label: contact?.name ?? subscription.organizationId,
      },
      detail: { reference: subscription.paymentReference },
    });
    return {
      proofs: await unreferencedProofs(tx, [
        subscription.paymentProofUrl,
        ...requests.map((request) => request.paymentProofUrl),
      ]),
      contact,
      reference: subscription.paymentReference,
    };
  });
  if (!outcome) return BILLING_NOT_FOUND;
  await deleteProofFiles(outcome.proofs);
  await sendBillingNotice({ kind: "rejected", contact: outcome.contact, reference: outcome.reference });
  return { ok: true };
}
