import { getDb } from "~/db/client.server";
import {
  deletePendingPaymentRequestsWithReference,
  deletePendingSubscription,
  findSubscription,
  unreferencedProofs,
} from "~/db/queries/billing.server";
import { lockOrganization } from "~/db/queries/subscriptions.server";
import {
  BILLING_NOT_FOUND,
  type BillingAdmin,
  type BillingNotFound,
  deleteProofFiles,
} from "./admin-billing.server";

export type RejectSubscriptionResult = { ok: true } | BillingNotFound;

/**
 * An administrator rejects a pending subscription (spec §4: rejection deletes the subscription). In one
 * transaction, under the organization's lock, the subscription goes, and with it the organization's pending
 * payment request with the same reference, so the organization can submit again. The proof files that no
 * row carries any more are deleted after the commit. An approved subscription is never rejected.
 */
export async function rejectSubscription({
  subscriptionId,
}: {
  admin: BillingAdmin;
  subscriptionId: string;
}): Promise<RejectSubscriptionResult> {
  const found = await findSubscription(getDb(), subscriptionId);
  if (!found || found.isActive) return BILLING_NOT_FOUND;

  const outcome = await getDb().transaction(async (tx) => {
    if (!(await lockOrganization(tx, found.organizationId))) return null;
    const subscription = await deletePendingSubscription(tx, subscriptionId);
    if (!subscription) return null;
    const requests = await deletePendingPaymentRequestsWithReference(
      tx,
      subscription.organizationId,
      subscription.paymentReference,
    );
    return {
      proofs: await unreferencedProofs(tx, [
        subscription.paymentProofUrl,
        ...requests.map((request) => request.paymentProofUrl),
      ]),
    };
  });
  if (!outcome) return BILLING_NOT_FOUND;
  await deleteProofFiles(outcome.proofs);
  return { ok: true };
}
