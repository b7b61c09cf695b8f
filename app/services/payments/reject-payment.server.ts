import { getDb } from "~/db/client.server";
import {
  deletePendingPaymentRequest,
  deletePendingSubscription,
  findOrganizationContact,
  findPaymentRequest,
  findPendingSubscriptionForRequest,
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
  const found = await findPaymentRequest(getDb(), paymentRequestId);
  if (!found || found.approved) return BILLING_NOT_FOUND;

  const outcome = await getDb().transaction(async (tx) => {
    if (!(await lockOrganization(tx, found.orgId))) return null;
    // Who to tell, read while the request (and its submitter) is still there.
    const contact = await findOrganizationContact(tx, found.orgId);
    const request = await deletePendingPaymentRequest(tx, paymentRequestId);
    if (!request) return null;
    const pending = await findPendingSubscriptionForRequest(tx, request);
    const subscription = pending ? await deletePendingSubscription(tx, pending.id) : null;
    await recordAdminAction(tx, admin, {
      action: "payment.reject",
      target: { type: "payment_request", id: request.id, label: contact?.name ?? request.orgId },
      detail: { reference: request.referenceCode },
    });
    return {
      proofs: await unreferencedProofs(tx, [request.paymentProofUrl, subscription?.paymentProofUrl]),
      contact,
      reference: request.referenceCode,
    };
  });
  if (!outcome) return BILLING_NOT_FOUND;
  await deleteProofFiles(outcome.proofs);
  await sendBillingNotice({ kind: "rejected", contact: outcome.contact, reference: outcome.reference });
  return { ok: true };
}
