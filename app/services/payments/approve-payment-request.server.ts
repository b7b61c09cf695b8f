import { and, eq, sql } from "drizzle-orm";
import { findRequest } from "~/db/queries/billing.server";
import { lastApprovedEnd, recordRequestChange } from "~/db/queries/subscriptions.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { subscriptionRequests } from "~/db/schema";
import { formatIsoDate } from "~/domain/dates";
import { subscriptionPeriod } from "~/domain/subscription";
import { recordAdminAction } from "../audit.server";
import {
  adminActor,
  BILLING_NOT_FOUND,
  type BillingAdmin,
  type BillingNotFound,
  lockForReview,
} from "./admin-billing.server";
import { sendBillingNotice } from "./billing-mail.server";

export type ApproveRequestResult = { ok: true; startDate: string; endDate: string } | BillingNotFound;

/**
 * An administrator approves a waiting subscription request (issue 34). In one transaction, under the
 * organization's lock: the request is read again (another admin, or the organization correcting or
 * withdrawing it, may have come first: not-found, nothing changed); it becomes approved for the year it pays
 * for (a renewal from the day after the last day already paid, else a year from its submission), with the
 * next receipt number, the approver and the time; its history row and the audit row are written. After the
 * commit the organization is mailed, with the receipt attached.
 */
export async function approvePaymentRequest({
  admin,
  requestId,
}: {
  admin: BillingAdmin;
  requestId: string;
}): Promise<ApproveRequestResult> {
  const found = await findRequest(requestId);
  if (found?.status !== "submitted" || !found.organizationId) return BILLING_NOT_FOUND;
  const orgId = found.organizationId;
  const actor = adminActor(admin);

  const outcome = await refusableTransaction(async (tx) => {
    const locked = await lockForReview(orgId, tx);
    if (!locked) return BILLING_NOT_FOUND;
    const request = await findRequest(requestId, tx);
    if (request?.status !== "submitted") return BILLING_NOT_FOUND;
    const period = subscriptionPeriod({
      today: formatIsoDate(request.createdAt),
      activeUntil: await lastApprovedEnd(orgId, tx),
    });
    const [approved] = await tx
      .update(subscriptionRequests)
      .set({
        status: "approved",
        startDate: period.startDate,
        endDate: period.endDate,
        decidedBy: actor.id,
        decidedByEmail: actor.email,
        decidedAt: sql`now()`,
        receiptNumber: sql`nextval('payment_receipt_number_seq')`,
      })
      .where(and(eq(subscriptionRequests.id, request.id), eq(subscriptionRequests.status, "submitted")))
      .returning({ id: subscriptionRequests.id });
    if (!approved) return BILLING_NOT_FOUND;
    await recordRequestChange(
      { requestId: request.id, action: "approved", status: "approved", actor, detail: { ...period } },
      tx,
    );
    await recordAdminAction(tx, admin, {
      action: "payment.approve",
      target: {
        type: "payment_request",
        id: request.id,
        label: locked.contact?.name ?? request.organizationName,
      },
      detail: { transactionId: request.transactionId, activeUntil: period.endDate },
    });
    return { ok: true as const, ...period, contact: locked.contact, transactionId: request.transactionId };
  });
  if (!outcome.ok) return outcome;
  await sendBillingNotice({
    kind: "approved",
    organizationId: orgId,
    contact: outcome.contact,
    requestId,
    transactionId: outcome.transactionId,
    activeUntil: outcome.endDate,
  });
  return { ok: true, startDate: outcome.startDate, endDate: outcome.endDate };
}
