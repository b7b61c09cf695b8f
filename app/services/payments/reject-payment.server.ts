import { getDb } from "~/db/client.server";
import {
  deletePendingPaymentRequest,
  deletePendingSubscription,
  findPaymentRequest,
  findPendingSubscriptionForRequest,
  unreferencedProofs,
} from "~/db/queries/billing.server";
import { lockOrganization } from "~/db/queries/subscriptions.server";
import {
  BILLING_NOT_FOUND,
  type BillingAdmin,
  type BillingNotFound,
  deleteProofFiles,
} from "./admin-billing.server";

export type RejectPaymentResult = { ok: true } | BillingNotFound;

/**
 * An administrator rejects a pending payment request (spec §4: rejection deletes the request). In one
 * transaction, under the organization's lock, the request goes, and with it the pending subscription it
 * stood for (same reference, else the organization's newest pending one), so the organization can submit
 * again. The proof files that no row carries any more are deleted after the commit.
 */
export async function rejectPayment({
  paymentRequestId,
}: {
  admin: BillingAdmin;
  paymentRequestId: string;
}): Promise<RejectPaymentResult> {
  const found = await findPaymentRequest(getDb(), paymentRequestId);
  if (!found || found.approved) return BILLING_NOT_FOUND;

  const outcome = await getDb().transaction(async (tx) => {
    if (!(await lockOrganization(tx, found.orgId))) return null;
    const request = await deletePendingPaymentRequest(tx, paymentRequestId);
    if (!request) return null;
    const pending = await findPendingSubscriptionForRequest(tx, request);
    const subscription = pending ? await deletePendingSubscription(tx, pending.id) : null;
    return {
      proofs: await unreferencedProofs(tx, [request.paymentProofUrl, subscription?.paymentProofUrl]),
    };
  });
  if (!outcome) return BILLING_NOT_FOUND;
  await deleteProofFiles(outcome.proofs);
  return { ok: true };
}
