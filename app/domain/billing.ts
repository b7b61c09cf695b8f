import { formatDate } from "./dates";
import { amountText, periodText } from "./receipt";
import {
  PAYMENT_METHOD_LABELS,
  REQUEST_STATUS_LABELS,
  type RequestStatus,
  type StoredPaymentMethod,
  type SubscriptionState,
} from "./subscription-lifecycle";

/**
 * Billing on the organization's Account page (issue 34): the subscription's state, then every request it has
 * sent, in every state, newest first (never shortened), each with its receipt once approved.
 */

export const BILLING_TEXTS = {
  title: "Billing",
  subscription: "Subscription",
  requests: "Payments",
  transactionId: "Transaction ID",
  method: "Method",
  submitted: "Submitted",
  state: "Status",
  amount: "Amount",
  period: "Period",
  reason: "Reason",
  receipt: "Receipt",
  downloadReceipt: "Download receipt",
  noPayments: "No payments yet",
} as const;

/** One request as Billing lists it. */
export type BillingLine = {
  id: string;
  transactionId: string;
  method: string;
  submitted: string;
  status: RequestStatus;
  statusLabel: string;
  amount: string;
  period: string | null;
  reason: string | null;
  /** The receipt's number and address; only an approved request has one. */
  receipt: { number: string; href: string } | null;
};

export type BillingSummary = { state: SubscriptionState; lines: BillingLine[] };

/** A stored request as Billing shows it. */
export function billingLine(
  request: {
    id: string;
    transactionId: string;
    method: string;
    createdAt: Date | string;
    status: string;
    amount: number;
    currency: string;
    startDate: string | null;
    endDate: string | null;
    rejectionReason: string | null;
  },
  receipt: BillingLine["receipt"],
): BillingLine {
  const status = request.status as RequestStatus;
  return {
    id: request.id,
    transactionId: request.transactionId,
    method: PAYMENT_METHOD_LABELS[request.method as StoredPaymentMethod] ?? request.method,
    submitted: formatDate(request.createdAt),
    status,
    statusLabel: REQUEST_STATUS_LABELS[status] ?? request.status,
    amount: amountText(request.amount, request.currency),
    period:
      request.startDate && request.endDate
        ? periodText({ startDate: request.startDate, endDate: request.endDate })
        : null,
    reason: status === "rejected" ? request.rejectionReason : null,
    receipt,
  };
}
