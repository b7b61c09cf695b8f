import { formatDate, formatIsoDate } from "./dates";
import { groupDigits } from "./payment";
import type { PaymentStatus } from "./subscription";

/**
 * Billing in My Account (issue 20 item 4): the words for a payment request's state, and the receipt of an
 * approved one — its number and the lines the PDF prints. Pure: the server reads the rows
 * (db/queries/billing.server.ts) and draws the PDF (services/payments/payment-receipt.server.ts).
 */

/** Spec §4: approved false means pending; rejection deletes the request, so a listed one is one of these. */
export type PaymentState = "pending" | "approved";

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  pending: "Pending",
  approved: "Approved",
};

export const BILLING_TEXTS = {
  title: "Billing",
  subscription: "Subscription",
  reference: "Reference",
  startDate: "Start date",
  endDate: "End date",
  payments: "Payments",
  submitted: "Submitted",
  state: "Status",
  amount: "Amount",
  receipt: "Receipt",
  downloadReceipt: "Download receipt",
  noPayments: "No payments yet",
} as const;

/** One payment request as the Billing section shows it (services/payments/payment-receipt.server.ts). */
export type BillingPayment = {
  id: string;
  referenceCode: string;
  submitted: string;
  state: PaymentState;
  amount: string;
  /** The receipt's number and address; only an approved payment has one. */
  receipt: { number: string; href: string } | null;
};

/** My Account's Billing section: the payment indicator's status, the current subscription, every payment. */
export type BillingSummary = {
  status: PaymentStatus;
  subscription: { reference: string; startDate: string; endDate: string } | null;
  payments: BillingPayment[];
};

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

/** What a receipt needs, as the server reads it. */
export type ReceiptSource = {
  sequence: number;
  approvedAt: Date | string;
  organizationName: string;
  referenceCode: string;
  amount: number;
  currency: string;
  period: { startDate: string; endDate: string } | null;
  approver: string;
};

export type ReceiptLine = { label: string; value: string };

export type Receipt = { number: string; title: string; fileName: string; lines: ReceiptLine[] };

/** The receipt: its number, its file name, and its lines in the order printed. */
export function buildReceipt(source: ReceiptSource): Receipt {
  const number = receiptNumber(source.sequence, source.approvedAt);
  const lines: ReceiptLine[] = [
    { label: "Receipt number", value: number },
    { label: "Organization", value: source.organizationName },
    { label: "Payment reference", value: source.referenceCode },
    { label: "Amount", value: amountText(source.amount, source.currency) },
    { label: "Subscription period", value: periodText(source.period) || "Not recorded" },
    { label: "Approved by", value: source.approver },
    { label: "Approval date", value: formatDate(source.approvedAt) },
  ];
  return { number, title: "UgandaImpact payment receipt", fileName: receiptFileName(number), lines };
}
