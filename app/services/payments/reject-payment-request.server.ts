import { and, eq, sql } from "drizzle-orm";
import { findRequest } from "~/db/queries/billing.server";
import { recordRequestChange } from "~/db/queries/subscriptions.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { subscriptionRequests } from "~/db/schema";
import { REJECTION_REASON_MAX } from "~/domain/subscription-lifecycle";
import { recordAdminAction } from "../audit.server";
import {
  adminActor,
  BILLING_NOT_FOUND,
  type BillingAdmin,
  type BillingNotFound,
  lockForReview,
} from "./admin-billing.server";
import { sendBillingNotice } from "./billing-mail.server";

export type RejectRequestResult = { ok: true } | BillingNotFound | { ok: false; reason: "reason" };

/**
 * An administrator rejects a waiting subscription request, with a reason (issue 34). Nothing is deleted: in
 * one transaction, under the organization's lock, the request becomes rejected with the reason, the approver
 * and the time, and its history and audit rows are written; its proof stays with it. After the commit the
 * organization is mailed the reason and how to submit again.
 */
export async function rejectPaymentRequest({
  admin,
  requestId,
  reason,
}: {
  admin: BillingAdmin;
  requestId: string;
  reason: string;
}): Promise<RejectRequestResult> {
  const why = reason.trim();
  if (!why || why.length > REJECTION_REASON_MAX) return { ok: false, reason: "reason" };
  const found = await findRequest(requestId);
  if (found?.status !== "submitted" || !found.organizationId) return BILLING_NOT_FOUND;
  const orgId = found.organizationId;
  const actor = adminActor(admin);

  const outcome = await refusableTransaction(async (tx) => {
    const locked = await lockForReview(orgId, tx);
    if (!locked) return BILLING_NOT_FOUND;
    const [rejected] = await tx
      .update(subscriptionRequests)
      .set({
        status: "rejected",
        rejectionReason: why,
        decidedBy: actor.id,
        decidedByEmail: actor.email,
        decidedAt: sql`now()`,
      })
      .where(and(eq(subscriptionRequests.id, requestId), eq(subscriptionRequests.status, "submitted")))
      .returning({
        transactionId: subscriptionRequests.transactionId,
        name: subscriptionRequests.organizationName,
      });
    if (!rejected) return BILLING_NOT_FOUND;
    await recordRequestChange({ requestId, action: "rejected", status: "rejected", actor, reason: why }, tx);
    await recordAdminAction(tx, admin, {
      action: "payment.reject",
      target: { type: "payment_request", id: requestId, label: locked.contact?.name ?? rejected.name },
      detail: { transactionId: rejected.transactionId, reason: why },
    });
    return { ok: true as const, contact: locked.contact, transactionId: rejected.transactionId };
  });
  if (!outcome.ok) return outcome;
  await sendBillingNotice({
    kind: "rejected",
    organizationId: orgId,
    contact: outcome.contact,
    transactionId: outcome.transactionId,
    reason: why,
  });
  return { ok: true };
}
