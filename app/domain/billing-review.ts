import { PAYMENTS_TEXT } from "./admin-billing";
import { formatDate } from "./dates";
import { formatAmount } from "./money";
import { proofContentType } from "./payment";
import type { BadgeTone } from "./project-status";
import {
  PAYMENT_METHOD_LABELS,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type RequestAction,
  type RequestStatus,
  type StoredPaymentMethod,
  SUBSCRIPTION_STATES,
  type SubscribedState,
} from "./subscription-lifecycle";

/**
 * The admin's review of subscription requests (issue 34): the queue at /admin/payments (one list, filtered by
 * status), the review panel of one request at /admin/payments/:id, and the organizations by subscription state
 * at /admin/subscriptions. What their pages show beyond the spec's own texts (admin-billing.ts): the filters
 * and their addresses, the badges' tones, the Approve confirmation, the history's words, how a proof shows, and
 * the rows the components draw (the queries' rows fit them).
 */

export const PAYMENTS_PATH = "/admin/payments";
export const SUBSCRIPTIONS_PATH = "/admin/subscriptions";
export const APPROVED_ORGANIZATIONS_PATH = "/admin/approved-organizations";

/** The review panel of one request. */
export const paymentReviewHref = (id: string) => `${PAYMENTS_PATH}/${id}`;

// ── The queue's filter ──────────────────────────────────────────────────────────────────────────────────

/** A status of the queue, or all of them. */
export type RequestStatusFilter = RequestStatus | "all";

/** The queue opens on what waits for review. */
export const DEFAULT_STATUS_FILTER: RequestStatusFilter = "submitted";

/** The queue's tabs, in order: what waits first, everything last. */
export const REQUEST_STATUS_TABS: ReadonlyArray<{ value: RequestStatusFilter; label: string }> = [
  { value: "submitted", label: PAYMENTS_TEXT.toReview },
  { value: "approved", label: REQUEST_STATUS_LABELS.approved },
  { value: "rejected", label: REQUEST_STATUS_LABELS.rejected },
  { value: "withdrawn", label: REQUEST_STATUS_LABELS.withdrawn },
  { value: "all", label: PAYMENTS_TEXT.all },
];

/** The status the address asks for (?status=approved, ?status=all); the default for anything else. */
export function parseRequestStatusFilter(search: URLSearchParams): RequestStatusFilter {
  const value = search.get("status")?.trim().toLowerCase() ?? "";
  if (value === "all") return "all";
  return (REQUEST_STATUSES as readonly string[]).includes(value)
    ? (value as RequestStatus)
    : DEFAULT_STATUS_FILTER;
}

/** The queue's address for a status and a page (the default status and page 1 have no parameter). */
export function paymentsHref(status: RequestStatusFilter, page = 1): string {
  const params = new URLSearchParams();
  if (status !== DEFAULT_STATUS_FILTER) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${PAYMENTS_PATH}?${query}` : PAYMENTS_PATH;
}

/** What the queue says when a status has no request (spec: "No pending payment requests"). */
export function emptyQueueText(status: RequestStatusFilter): string {
  if (status === "submitted") return PAYMENTS_TEXT.empty;
  if (status === "all") return PAYMENTS_TEXT.emptyAll;
  return `No ${REQUEST_STATUS_LABELS[status].toLowerCase()} payment requests`;
}

// ── The subscriptions' filter ───────────────────────────────────────────────────────────────────────────

/** The state the address asks for (?state=expiring); null (every state) for anything else. */
export function parseStateFilter(search: URLSearchParams): SubscribedState | null {
  const value = search.get("state")?.trim().toLowerCase() ?? "";
  return (SUBSCRIPTION_STATES as readonly string[]).includes(value) ? (value as SubscribedState) : null;
}

/** /admin/subscriptions for a state (null: all) and a page. */
export function subscriptionsHref(state: SubscribedState | null, page = 1): string {
  const params = new URLSearchParams();
  if (state) params.set("state", state);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${SUBSCRIPTIONS_PATH}?${query}` : SUBSCRIPTIONS_PATH;
}

// ── Words and tones ─────────────────────────────────────────────────────────────────────────────────────

/** A request's status badge: waiting amber, approved green, rejected red, withdrawn grey. */
export const REQUEST_STATUS_TONES: Record<RequestStatus, BadgeTone> = {
  submitted: "amber",
  approved: "green",
  rejected: "red",
  withdrawn: "grey",
};

/** An organization's state badge: the same on every admin page. */
export const SUBSCRIPTION_STATE_TONES: Record<SubscribedState, BadgeTone> = {
  active: "green",
  expiring: "amber",
  expired: "red",
};

/** "MTN Mobile Money"; a method the lists do not know is shown as stored. */
export function methodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method as StoredPaymentMethod] ?? method;
}

/** What each change in a request's history is called. */
export const HISTORY_ACTION_LABELS: Record<RequestAction, string> = {
  submitted: "Submitted",
  corrected: "Corrected by the organization",
  withdrawn: "Withdrawn by the organization",
  approved: "Approved",
  rejected: "Rejected",
};

export function historyActionLabel(action: string): string {
  return HISTORY_ACTION_LABELS[action as RequestAction] ?? action;
}

/** "Approve UGX 45,000 from Acme?": what is approved, said before it is. */
export function approveConfirmTitle(request: {
  amount: number;
  currency: string;
  organizationName: string;
}): string {
  return `Approve ${formatAmount(request.currency, request.amount)} from ${request.organizationName}?`;
}

/** "Their subscription will run from Mar 7, 2026 to Mar 6, 2027." */
export function approveConfirmDescription(period: { startDate: string; endDate: string }): string {
  return `Their subscription will run from ${formatDate(period.startDate)} to ${formatDate(period.endDate)}.`;
}

/** "Mar 7, 2026 – Mar 6, 2027". */
export function periodRangeText(period: { startDate: string; endDate: string }): string {
  return `${formatDate(period.startDate)} – ${formatDate(period.endDate)}`;
}

// ── The rows the pages draw ─────────────────────────────────────────────────────────────────────────────

/** A request in the queue. */
export type PaymentQueueRow = {
  id: string;
  organizationName: string;
  method: string;
  transactionId: string;
  amount: number;
  currency: string;
  /** yyyy-MM-dd; null for requests from before the date was asked. */
  paidOn: string | null;
  status: RequestStatus;
  createdAt: Date | string;
  /** Other requests (any organization, any status) with the same transaction ID. */
  sameTransactionCount: number;
};

/** A change of a request, as its history shows it. */
export type RequestHistoryEntry = {
  action: string;
  actorEmail: string;
  reason: string | null;
  createdAt: Date | string;
};

/** Everything the review panel shows of one request. */
export type PaymentReviewView = PaymentQueueRow & {
  /** Null once the organization is deleted (the request stays, with the name it was submitted under). */
  organizationId: string | null;
  proofUrl: string | null;
  rejectionReason: string | null;
  startDate: string | null;
  endDate: string | null;
  decidedByEmail: string | null;
  decidedAt: Date | string | null;
  submittedByEmail: string | null;
  otherRequests: Array<{
    id: string;
    transactionId: string;
    status: RequestStatus;
    createdAt: Date | string;
    amount: number;
    currency: string;
  }>;
  sameTransaction: Array<{
    id: string;
    organizationName: string;
    status: RequestStatus;
    createdAt: Date | string;
  }>;
  history: RequestHistoryEntry[];
  /** The period an approval would pay for (a request waiting for review); null once decided. */
  period: { startDate: string; endDate: string } | null;
};

/** An organization with an approved subscription, its state by the one SQL rule. */
export type SubscribedOrganizationView = {
  id: string;
  name: string;
  organizationType: string | null;
  createdAt: Date | string;
  since: string;
  endDate: string;
  state: SubscribedState;
};

// ── Codes and proofs ────────────────────────────────────────────────────────────────────────────────────

/**
 * A code or an address cut where it reads well split, to put a line-break opportunity between the pieces:
 * after . - _ / and before @ ("MP261119.|1432.|B73915", "admin|@ugandaimpact.|org").
 */
export function breakPoints(text: string): string[] {
  return text.split(/(?<=[.\-_/])|(?=@)/).filter(Boolean);
}

/** How a proof shows: an image a browser draws, a PDF (its first page drawn), or a file only opened. */
export type ProofPreview = { kind: "image" } | { kind: "pdf" } | { kind: "file" };

const THUMBNAIL_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

export function proofPreview(href: string): ProofPreview {
  const type = proofContentType(href.split(/[?#]/)[0] ?? "");
  if (type && THUMBNAIL_TYPES.has(type)) return { kind: "image" };
  if (type === "application/pdf") return { kind: "pdf" };
  return { kind: "file" };
}
