import { findReceipt, type ReceiptRow } from "~/db/queries/billing.server";
import { getOwnProfile } from "~/db/queries/profiles.server";
import {
  getOrganizationSubscriptionState,
  kampalaToday,
  listOrganizationRequests,
} from "~/db/queries/subscriptions.server";
import { mayActInOrganization } from "~/domain/authorization";
import { type BillingSummary, billingLine } from "~/domain/billing";
import { buildReceipt, type Receipt, receiptNumber } from "~/domain/receipt";
import { PAYMENT_METHOD_LABELS, type StoredPaymentMethod } from "~/domain/subscription-lifecycle";
import type { SessionUser } from "../auth.server";
import { getEnv } from "../env.server";
import { receiptPdf } from "./receipt-pdf.server";

/**
 * Billing on the Account page (issue 34): the state and every request, and each approved request's receipt as
 * a PDF. A receipt answers only its organization or an administrator; the route gives anyone else a 404.
 */

/** The receipt's address (app/routes.ts: dashboard/payments/:id/receipt.pdf). */
export const receiptHref = (requestId: string) => `/dashboard/payments/${requestId}/receipt.pdf`;

/**
 * The Billing section of the member's organization; null for an account without one (an administrator, say) or
 * a member whose role does not see billing (an editor).
 */
export async function loadBillingSummary(
  user: SessionUser,
  today = kampalaToday(),
): Promise<BillingSummary | null> {
  if (user.organizationId === null || !mayActInOrganization(user, "organization.billing")) return null;
  const orgId = (await getOwnProfile(user.organizationId))?.organizationId;
  if (!orgId) return null;
  const [state, requests] = await Promise.all([
    getOrganizationSubscriptionState(orgId, today),
    listOrganizationRequests(orgId),
  ]);
  return {
    state,
    lines: requests.map((request) =>
      billingLine(
        request,
        request.status === "approved" && request.receiptNumber !== null && request.decidedAt
          ? { number: receiptNumber(request.receiptNumber, request.decidedAt), href: receiptHref(request.id) }
          : null,
      ),
    ),
  };
}

/** The receipt of a stored approved request, with the issuer from the configuration. */
function receiptOf(row: ReceiptRow): Receipt {
  const env = getEnv();
  return buildReceipt({
    sequence: row.receiptNumber,
    approvedAt: row.decidedAt,
    issuer: {
      name: env.RECEIPT_ISSUER_NAME,
      address: env.RECEIPT_ISSUER_ADDRESS,
      taxNumber: env.RECEIPT_ISSUER_TAX_NUMBER,
    },
    payerName: row.payerName,
    methodLabel: PAYMENT_METHOD_LABELS[row.method as StoredPaymentMethod] ?? row.method,
    transactionId: row.transactionId,
    amount: row.amount,
    currency: row.currency,
    paidOn: row.paidOn,
    period: { startDate: row.startDate, endDate: row.endDate },
  });
}

/**
 * The receipt of an approved request, for its organization or an administrator. Null (the route's 404) for
 * an unknown id, a request not approved, or anyone else's, so nothing is revealed about other requests.
 */
export async function paymentReceipt(user: SessionUser, requestId: string): Promise<Receipt | null> {
  const row = await findReceipt(requestId);
  if (!row) return null;
  if (!user.isAdmin) {
    if (user.organizationId === null || !mayActInOrganization(user, "organization.billing")) return null;
    const profile = await getOwnProfile(user.organizationId);
    if (!row.organizationId || profile?.organizationId !== row.organizationId) return null;
  }
  return receiptOf(row);
}

/** The approval mail's attachment: the receipt as a PDF; null when the request has none. */
export async function receiptAttachment(
  requestId: string,
): Promise<{ filename: string; content: Uint8Array; contentType: string } | null> {
  const row = await findReceipt(requestId);
  if (!row) return null;
  const receipt = receiptOf(row);
  return {
    filename: receipt.fileName,
    content: await receiptPdf(receipt, row.decidedAt),
    contentType: "application/pdf",
  };
}

export { receiptPdf };
