import { formatDate, formatIsoDate } from "./dates";
import { groupDigits } from "./payment";

/**
 * The receipt of an approved subscription request (issue 34): its number and the lines the PDF prints. Pure: the server reads the rows
 * (db/queries/billing.server.ts) and draws the PDF (services/payments/receipt-pdf.server.ts).
 */

/**
 * "UI-2026-000123": the year of approval (Kampala) and the database's receipt sequence (unique, in approval
 * order, never reused), six digits at least.
 */
export function receiptNumber(sequence: number, approvedAt: Date | string): string {
  const year = formatIsoDate(approvedAt).slice(0, 4);
  return `UI-${year}-${String(Math.trunc(sequence)).padStart(6, "0")}`;
}

/** The downloaded file's name: "UgandaImpact-receipt-UI-2026-000123.pdf". */
export function receiptFileName(number: string): string {
  return `UgandaImpact-receipt-${number}.pdf`;
}

/** "UGX 45,000". */
export function amountText(amount: number, currency: string): string {
  return `${currency} ${groupDigits(amount)}`;
}

/** "Mar 17, 2025 – Mar 17, 2026"; empty when the subscription is not known. */
export function periodText(period: { startDate: string; endDate: string } | null): string {
  return period ? `${formatDate(period.startDate)} – ${formatDate(period.endDate)}` : "";
}

/** Who approved: the approver's name, else their email, else the word the approval recorded ("admin"). */
export function approverText(approver: {
  name?: string | null;
  email?: string | null;
  recorded?: string | null;
}) {
  return (
    approver.name?.trim() ||
    approver.email?.trim() ||
    approver.recorded?.trim() ||
    "UgandaImpact administrator"
  );
}

/** Who issues the receipt: the configuration's RECEIPT_ISSUER_NAME, _ADDRESS and _TAX_NUMBER (env.server.ts). */
export type ReceiptIssuer = { name: string; address: string; taxNumber: string };

/** What a receipt needs, as the server reads it: an approved request and the configured issuer. */
export type ReceiptSource = {
  /** The database's receipt sequence; with the approval's instant, the receipt's number. */
  sequence: number;
  /** The approval: the receipt's date. */
  approvedAt: Date | string;
  issuer: ReceiptIssuer;
  payerName: string;
  /** The method in the product's words, e.g. "MTN Mobile Money". */
  methodLabel: string;
  transactionId: string;
  amount: number;
  currency: string;
  /** yyyy-MM-dd: the day the organization says it paid; null when it did not say. */
  paidOn: string | null;
  /** The subscription year the payment covers (yyyy-MM-dd). */
  period: { startDate: string; endDate: string };
};

export type ReceiptLine = { label: string; value: string };

export type Receipt = {
  number: string;
  title: string;
  fileName: string;
  issuer: ReceiptIssuer;
  lines: ReceiptLine[];
  /** Only an approved payment has a receipt: every receipt says PAID. */
  paid: true;
};

/** The receipt: its number, its file name, its issuer, and its lines in the order printed. */
export function buildReceipt(source: ReceiptSource): Receipt {
  const number = receiptNumber(source.sequence, source.approvedAt);
  const lines: ReceiptLine[] = [
    { label: "Receipt number", value: number },
    { label: "Receipt date", value: formatDate(source.approvedAt) },
    { label: "Paid by", value: source.payerName },
    { label: "Payment method", value: source.methodLabel },
    { label: "Transaction ID", value: source.transactionId },
    { label: "Date paid", value: source.paidOn ? formatDate(source.paidOn) : "Not recorded" },
    { label: "Amount", value: amountText(source.amount, source.currency) },
    { label: "Period covered", value: periodText(source.period) },
    { label: "Status", value: "PAID" },
  ];
  return {
    number,
    title: "Payment receipt",
    fileName: receiptFileName(number),
    issuer: { ...source.issuer },
    lines,
    paid: true,
  };
}
