import { PDFDocument, type PDFFont, rgb, StandardFonts } from "pdf-lib";
import {
  findCurrentSubscription,
  findPaymentReceipt,
  listOrganizationPayments,
} from "~/db/queries/billing.server";
import { getOwnProfile } from "~/db/queries/profiles.server";
import { getPaymentStatus, kampalaToday } from "~/db/queries/subscriptions.server";
import { formatDate } from "~/domain/dates";
import {
  amountText,
  approverText,
  type BillingSummary,
  buildReceipt,
  type Receipt,
  receiptNumber,
} from "~/domain/receipt";
import type { SessionUser } from "../auth.server";
import { getEnv } from "../env.server";

/**
 * Billing in My Account (issue 20 item 4): what the section shows, and each approved payment's receipt as a
 * PDF. A receipt answers only its organization or an administrator; the route gives anyone else a 404.
 */

/** The receipt's address (app/routes.ts: dashboard/payments/:id/receipt.pdf). */
export const receiptHref = (paymentRequestId: string) =>
  `/dashboard/payments/${paymentRequestId}/receipt.pdf`;

/** The fee a payment stands for (the configured yearly fee in Uganda shillings). */
function feeAmount(): { amount: number; currency: string } {
  return { amount: getEnv().SUBSCRIPTION_FEE_UGX, currency: "UGX" };
}

/** The Billing section of the user's organization; null for a user without one (an administrator, say). */
export async function loadBillingSummary(
  user: SessionUser,
  today = kampalaToday(),
): Promise<BillingSummary | null> {
  const orgId = (await getOwnProfile(user.id))?.organizationId;
  if (!orgId) return null;
  const fee = feeAmount();
  const [status, subscription, payments] = await Promise.all([
    getPaymentStatus(user.id, today),
    findCurrentSubscription(orgId),
    listOrganizationPayments(orgId),
  ]);
  return {
    status,
    subscription: subscription && {
      reference: subscription.paymentReference,
      startDate: formatDate(subscription.startDate),
      endDate: formatDate(subscription.endDate),
    },
    payments: payments.map((payment) => ({
      id: payment.id,
      referenceCode: payment.referenceCode,
      submitted: formatDate(payment.createdAt),
      state: payment.approved ? "approved" : "pending",
      amount: amountText(fee.amount, fee.currency),
      receipt:
        payment.approved && payment.receiptNumber !== null && payment.approvedAt
          ? {
              number: receiptNumber(payment.receiptNumber, payment.approvedAt),
              href: receiptHref(payment.id),
            }
          : null,
    })),
  };
}

/**
 * The receipt of an approved payment request, for its organization or an administrator. Null (the route's
 * 404) for an unknown id, a pending request, or anyone else's, so nothing is revealed about other requests.
 */
export async function paymentReceipt(user: SessionUser, paymentRequestId: string): Promise<Receipt | null> {
  const row = await findPaymentReceipt(paymentRequestId);
  if (!row) return null;
  if (!user.isAdmin) {
    const profile = await getOwnProfile(user.id);
    if (profile?.organizationId !== row.orgId) return null;
  }
  return buildReceipt({
    sequence: row.receiptNumber,
    approvedAt: row.approvedAt,
    organizationName: row.organizationName,
    referenceCode: row.referenceCode,
    ...feeAmount(),
    period: row.startDate && row.endDate ? { startDate: row.startDate, endDate: row.endDate } : null,
    approver: approverText({ name: row.approverName, recorded: row.approvedBy }),
  });
}

// ── The PDF ─────────────────────────────────────────────────────────────────────────────────────────────

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const BRAND = rgb(0.09, 0.4, 0.2);
const MUTED = rgb(0.35, 0.35, 0.35);

/**
 * The standard fonts write WinAnsi only: any other character (a name in another script) prints as "?"
 * rather than failing the receipt.
 */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.normalize("NFC"), (char) => (supported.has(char.codePointAt(0)!) ? char : "?")).join(
    "",
  );
}

/** Splits a value into lines that fit `width`, breaking between words (or inside a word too long alone). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [""];
}

/** The receipt as a one-page A4 PDF, in Helvetica (a standard font: nothing embedded, nothing fetched). */
export async function receiptPdf(receipt: Receipt, issuedAt: Date): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${receipt.title} ${receipt.number}`);
  pdf.setAuthor("UgandaImpact");
  pdf.setCreator("UgandaImpact");
  pdf.setProducer("UgandaImpact");
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);

  let y = PAGE.height - MARGIN;
  page.drawText("UgandaImpact", { x: MARGIN, y: y - 22, size: 22, font: bold, color: BRAND });
  y -= 52;
  page.drawText("Payment receipt", { x: MARGIN, y, size: 16, font: bold });
  y -= 18;
  page.drawText("Yearly subscription", { x: MARGIN, y, size: 11, font: regular, color: MUTED });
  y -= 32;

  const labelWidth = 150;
  const valueWidth = PAGE.width - MARGIN * 2 - labelWidth;
  for (const { label, value } of receipt.lines) {
    page.drawText(label, { x: MARGIN, y, size: 11, font: bold });
    for (const line of wrap(regular, printable(regular, value), 11, valueWidth)) {
      page.drawText(line, { x: MARGIN + labelWidth, y, size: 11, font: regular });
      y -= 16;
    }
    y -= 8;
  }
  // Copied into a plain ArrayBuffer: what a Response body takes.
  return new Uint8Array(await pdf.save());
}
