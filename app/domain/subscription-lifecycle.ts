import { calendarDaysBetween } from "./admin-billing";
import { REMINDER_DAYS_BEFORE } from "./subscription-reminders";

/**
 * The yearly subscription's one lifecycle (issue 34): a subscription request (table subscription_requests) is
 * submitted by the organization, then approved (it pays for a period, from…to), rejected (with a reason) or
 * withdrawn (by the organization, while it waits). Nothing is ever deleted, and every change of state is kept
 * in subscription_request_history with who, when and why. An organization's subscription state is derived from
 * its requests alone: `organizationSubscriptionState` here, and the same rule in SQL for lists and counts
 * (db/queries/subscription-requests.server.ts, `SUBSCRIPTION_STATE_SQL`), held together by a test. Dates are
 * calendar days in Kampala, written yyyy-MM-dd.
 */

// ── A request's states ──────────────────────────────────────────────────────────────────────────────────

export const REQUEST_STATUSES = ["submitted", "approved", "rejected", "withdrawn"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  submitted: "Waiting for review",
  approved: "Approved",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/** What a history row records: the change, and the status after it. */
export const REQUEST_ACTIONS = ["submitted", "corrected", "withdrawn", "approved", "rejected"] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** The changes each state allows; approved, rejected and withdrawn are final (a new request starts again). */
export function canTransition(from: RequestStatus, action: RequestAction): boolean {
  return from === "submitted" && action !== "submitted";
}

// ── Payment methods and their transaction IDs ───────────────────────────────────────────────────────────

export const PAYMENT_METHODS = ["mtn", "airtel", "bank"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Requests moved from before methods were asked (migration 0023) say "unrecorded". */
export type StoredPaymentMethod = PaymentMethod | "unrecorded";

export const PAYMENT_METHOD_LABELS: Record<StoredPaymentMethod, string> = {
  mtn: "MTN Mobile Money",
  airtel: "Airtel Money",
  bank: "Bank transfer",
  unrecorded: "Not recorded",
};

type TransactionIdRule = { pattern: RegExp; hint: string; example: string; message: string };

/**
 * What each method's receipt calls its transaction ID, read after `transactionKey` (spaces out, capitals):
 * MTN MoMo's SMS gives a number of 8 to 12 digits; Airtel Money's gives "MP" and the date and time
 * (MP261119.1432.B73915), or a number of 8 to 12 digits on newer receipts; a bank's reference is letters and
 * digits (with - / .), 6 to 35, with at least one digit.
 */
export const TRANSACTION_ID_RULES: Record<PaymentMethod, TransactionIdRule> = {
  mtn: {
    pattern: /^\d{8,12}$/,
    hint: "The Transaction ID in MTN's confirmation SMS: 8 to 12 digits.",
    example: "7845123690",
    message: "An MTN Mobile Money Transaction ID is 8 to 12 digits, like 7845123690",
  },
  airtel: {
    pattern: /^(MP\d{6}\.\d{4}\.[A-Z]\d{5}|\d{8,12})$/,
    hint: "The TID in Airtel's confirmation SMS: MP, then date and time, or 8 to 12 digits.",
    example: "MP261119.1432.B73915",
    message: "An Airtel Money TID looks like MP261119.1432.B73915 (or 8 to 12 digits)",
  },
  bank: {
    pattern: /^(?=[A-Z0-9./-]*\d)[A-Z0-9][A-Z0-9./-]{4,33}[A-Z0-9]$/,
    hint: "The reference on your bank's transfer receipt: 6 to 35 letters and digits.",
    example: "FT26333KX7Q2",
    message: "A bank reference is 6 to 35 letters and digits (with - / .), like FT26333KX7Q2",
  },
};

/** A transaction ID as compared: spaces out, capital letters ("mp261119.1432.b73915 " = "MP261119.1432.B73915"). */
export function transactionKey(transactionId: string): string {
  return transactionId.replace(/\s+/g, "").toUpperCase();
}

/** Null when the ID fits its method; else the message for the field. */
export function transactionIdProblem(method: PaymentMethod, transactionId: string): string | null {
  const key = transactionKey(transactionId);
  if (!key) return SUBSCRIPTION_TEXT.transactionIdRequired;
  return TRANSACTION_ID_RULES[method].pattern.test(key) ? null : TRANSACTION_ID_RULES[method].message;
}

/** The currencies each method takes: mobile money is paid in shillings; a bank transfer may be in dollars. */
export const METHOD_CURRENCIES: Record<PaymentMethod, readonly ("UGX" | "USD")[]> = {
  mtn: ["UGX"],
  airtel: ["UGX"],
  bank: ["UGX", "USD"],
};

/** How long ago a payment may have been made and still be claimed: a year (it pays for a year). */
export const PAID_ON_OLDEST_DAYS = 365;

/** Null when `paidOn` (yyyy-MM-dd) is a real day, not after today and not over a year ago; else the message. */
export function paidOnProblem(paidOn: string, today: string): string | null {
  const days = calendarDaysBetween(paidOn, today);
  if (days === null) return SUBSCRIPTION_TEXT.paidOnRequired;
  if (days < 0) return SUBSCRIPTION_TEXT.paidOnFuture;
  if (days > PAID_ON_OLDEST_DAYS) return SUBSCRIPTION_TEXT.paidOnTooOld;
  return null;
}

// ── Rejection reasons ───────────────────────────────────────────────────────────────────────────────────

/** The reasons an administrator picks from; "other" is written out. */
export const REJECTION_REASONS = [
  { value: "not-received", label: "The payment has not arrived in our account" },
  { value: "wrong-amount", label: "The amount paid is not the yearly fee" },
  { value: "id-mismatch", label: "The transaction ID does not match the proof" },
  { value: "unreadable-proof", label: "The proof of payment cannot be read" },
  { value: "other", label: "Other (write the reason)" },
] as const;
export type RejectionReasonChoice = (typeof REJECTION_REASONS)[number]["value"];

export const REJECTION_REASON_MAX = 500;

/** The reason kept on the request: the chosen one's words, or what was written for "other". */
export function rejectionReasonText(choice: RejectionReasonChoice, written: string | undefined): string {
  if (choice === "other") return (written ?? "").trim();
  return REJECTION_REASONS.find((reason) => reason.value === choice)?.label ?? "";
}

// ── The organization's state ────────────────────────────────────────────────────────────────────────────

/** Expiring: 30 days or fewer left, the day the reminder says so and the renewal opens. */
export const EXPIRING_DAYS = REMINDER_DAYS_BEFORE;

/** A request as the state needs it, newest first in the list handed in. */
export type RequestSummary = {
  id: string;
  status: RequestStatus;
  endDate: string | null;
  rejectionReason: string | null;
};

export type SubscriptionState =
  /** Never paid (or only withdrawn requests). */
  | { kind: "none" }
  /** A request waits for review and nothing is active. */
  | { kind: "pending"; requestId: string }
  /** The latest request was rejected and nothing is active: the reason, and Submit again. */
  | { kind: "rejected"; requestId: string; reason: string }
  | {
      kind: "active" | "expiring";
      until: string;
      daysLeft: number;
      /** A renewal waiting for review. */
      pendingRequestId: string | null;
      /** A renewal rejected since (its reason), none pending. */
      rejected: { requestId: string; reason: string } | null;
    }
  | { kind: "expired"; endedOn: string };

/**
 * The one rule. Active while an approved request's end date is today or later (a subscription runs to the end
 * of its last day), expiring within EXPIRING_DAYS of that end; else a request waiting wins (pending); else the
 * latest decided request, if rejected, says why (rejected); else an approved one that ended (expired); else none.
 */
export function organizationSubscriptionState(
  requests: readonly RequestSummary[],
  today: string,
): SubscriptionState {
  const approvedEnds = requests
    .filter((request) => request.status === "approved" && request.endDate)
    .map((request) => request.endDate as string)
    .sort();
  const lastEnd = approvedEnds.at(-1) ?? null;
  const pending = requests.find((request) => request.status === "submitted") ?? null;
  const latestDecided = requests.find(
    (request) => request.status === "approved" || request.status === "rejected",
  );
  const rejected =
    latestDecided?.status === "rejected"
      ? { requestId: latestDecided.id, reason: latestDecided.rejectionReason ?? "" }
      : null;
  if (lastEnd && lastEnd >= today) {
    const daysLeft = calendarDaysBetween(today, lastEnd) ?? 0;
    return {
      kind: daysLeft <= EXPIRING_DAYS ? "expiring" : "active",
      until: lastEnd,
      daysLeft,
      pendingRequestId: pending?.id ?? null,
      rejected: pending ? null : rejected,
    };
  }
  if (pending) return { kind: "pending", requestId: pending.id };
  if (rejected) return { kind: "rejected", ...rejected };
  if (lastEnd) return { kind: "expired", endedOn: lastEnd };
  return { kind: "none" };
}

/** Whether the organization may publish (add projects, post updates): active or expiring. */
export function isSubscribed(state: SubscriptionState): boolean {
  return state.kind === "active" || state.kind === "expiring";
}

/** Whether it may send a request now: none waits for review, and an active one is within its last 30 days. */
export function maySubmit(state: SubscriptionState): boolean {
  if (state.kind === "pending") return false;
  if (state.kind === "active") return false;
  if (state.kind === "expiring") return state.pendingRequestId === null;
  return true;
}

/** The organization-level states lists and counts show (an organization that was ever approved). */
export const SUBSCRIPTION_STATES = ["active", "expiring", "expired"] as const;
export type SubscribedState = (typeof SUBSCRIPTION_STATES)[number];

export const SUBSCRIPTION_STATE_LABELS: Record<SubscribedState, string> = {
  active: "Active",
  expiring: "Expiring",
  expired: "Expired",
};

/** The date-only part of the rule, for an organization whose last approved end date is `lastEnd`. */
export function subscribedState(lastEnd: string, today: string): SubscribedState {
  const daysLeft = calendarDaysBetween(today, lastEnd) ?? -1;
  if (daysLeft < 0) return "expired";
  return daysLeft <= EXPIRING_DAYS ? "expiring" : "active";
}

// ── Texts ───────────────────────────────────────────────────────────────────────────────────────────────

export const SUBSCRIPTION_TEXT = {
  payWithReference: "Pay with this reference",
  payWithReferenceHint: "Quote it when you pay, so we can match the money to your organization.",
  method: "Payment method",
  methodRequired: "Choose how you paid",
  transactionId: "Transaction ID",
  transactionIdRequired: "Enter the Transaction ID from your receipt",
  transactionIdTooLong: "The Transaction ID must be at most 100 characters",
  transactionIdUsed:
    "This Transaction ID has already been submitted. Check the ID on your receipt, or contact us if you think it is a mistake.",
  currency: "Currency",
  currencyNotForMethod: "Mobile money is paid in Uganda shillings",
  paidOn: "Date paid",
  paidOnRequired: "Enter the date you paid",
  paidOnFuture: "The date paid cannot be in the future",
  paidOnTooOld: "The date paid must be within the last year",
  submitMissing: "To submit, fill in:",
  correct: "Correct request",
  correctTitle: "Correct your payment request",
  corrected: "Payment request corrected",
  saveCorrection: "Save correction",
  confirmWithdraw: "Yes, withdraw it",
  withdraw: "Withdraw request",
  withdrawTitle: "Withdraw this payment request?",
  withdrawWarning:
    "The request will no longer be reviewed. It stays in your billing history, and you can submit a new one.",
  withdrawn: "Payment request withdrawn",
  notPending: "This request has already been reviewed or withdrawn",
  submitAgain: "Submit again",
  rejectedTitle: "Payment request rejected",
  rejectedReason: "Reason",
  reviewNotPending: "This request is no longer waiting for review",
  rejectReason: "Reason for rejecting",
  rejectReasonRequired: "Choose a reason, or write one",
  rejectReasonTooLong: `The reason must be at most ${REJECTION_REASON_MAX} characters`,
  rejectOtherLabel: "Write the reason",
} as const;
