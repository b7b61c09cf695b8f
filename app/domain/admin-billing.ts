import { formatDate } from "./dates";
import { MAX_LIST_PAGE } from "./project-filters";
import { pluralize } from "./text";

/**
 * The Admin area's billing screens (spec §2 Payments, Subscriptions, Approved organizations; §4; §8 Admin and
 * Successes; §9; issue 34): their texts, the page parameter of their lists, the proof link, and the days left of
 * a subscribed organization. Dates are calendar days in Kampala, written yyyy-MM-dd. What the review queue and
 * panel derive from the request lifecycle is in billing-review.ts (this module is imported by
 * subscription-lifecycle.ts, so it imports nothing of it).
 */

export const ADMIN_LIST_PAGE_SIZE = 20;

/** Generic failure title of the admin toasts; the spec's fallback texts are their descriptions. */
const ERROR = "Error";

/** The queue of payment requests (/admin/payments) and the review of one (/admin/payments/:id). */
export const PAYMENTS_TEXT = {
  title: "Payment Requests",
  lead: "Payments organizations have reported. Open one to check it against the money received, then approve or reject it.",
  tableLabel: "Payment requests",
  filterLabel: "Payment requests by status",
  all: "All",
  toReview: "To review",
  empty: "No pending payment requests",
  emptyAll: "No payment requests yet",
  loadError: "Could not load payment requests",
  review: "Review",
  transactionUsedBefore: "Transaction ID used before",
  approved: "Payment approved",
  rejected: "Payment rejected",
  errorTitle: ERROR,
  approveError: "Could not approve payment",
  rejectError: "Could not reject payment",
} as const;

/** The review panel of one request (/admin/payments/:id). */
export const PAYMENT_REVIEW_TEXT = {
  title: "Review payment",
  back: "Back to payment requests",
  details: "Payment",
  organization: "Organization",
  organizationGone: "(organization deleted)",
  amount: "Amount",
  method: "Payment method",
  transactionId: "Transaction ID",
  paidOn: "Date paid",
  submitted: "Submitted",
  submittedBy: "by",
  status: "Status",
  notGiven: "Not given",
  proof: "Proof of payment",
  noProof: "No proof was attached to this request.",
  openProof: "Open the proof",
  proofCannotShow: "This proof cannot be shown; open it to check it",
  duplicateTitle: "This Transaction ID was used before",
  duplicateLead: "Check the money received before approving: the same ID was also given in",
  otherRequests: "Other requests of this organization",
  noOtherRequests: "This is the organization's first payment request.",
  history: "History",
  noHistory: "No changes recorded.",
  decision: "Decision",
  decisionLead: "Approve once the money has arrived in the account; otherwise reject it with the reason.",
  approve: "Approve",
  approving: "Approving...",
  reject: "Reject",
  rejecting: "Rejecting...",
  outcome: "Outcome",
  period: "Subscription period",
  approvedBy: "Approved by",
  rejectedBy: "Rejected by",
  reason: "Reason",
  withdrawnOn: "Withdrawn by the organization",
  receipt: "Download the receipt (PDF)",
} as const;

/** Organizations by subscription state (/admin/subscriptions). */
export const SUBSCRIPTIONS_TEXT = {
  title: "Subscriptions",
  lead: "Every organization that has had a subscription approved, by its state today. The soonest to end come first.",
  tableLabel: "Subscribed organizations",
  filterLabel: "Subscriptions by state",
  all: "All",
  empty: "No subscribed organizations found",
  loadError: "Could not load subscriptions",
} as const;

export const APPROVED_ORGANIZATIONS_TEXT = {
  title: "Approved Organizations",
  lead: "Organizations whose subscription is active today, the soonest to expire first.",
  tableLabel: "Approved organizations",
  empty: "No approved organizations found",
  loadError: "Could not load organization data",
  noExpiry: "No expiry",
  expired: "Expired",
} as const;

/** "Active until Mar 7, 2026" (spec §8: Payment approved, active until a date). */
export function activeUntilText(endDate: string): string {
  return `Active until ${formatDate(endDate)}`;
}

// ── The page parameter ──────────────────────────────────────────────────────────────────────────────────

const PAGE = /^[0-9]{1,6}$/;

/** The list page a URL asks for: 1 for anything missing or malformed (a stale link shows a page, never an error). */
export function parseListPage(search: URLSearchParams | string): number {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const page = params.get("page")?.trim() ?? "";
  if (!PAGE.test(page)) return 1;
  const number = Number(page);
  return number >= 1 && number <= MAX_LIST_PAGE ? number : 1;
}

/** `path` with the page (page 1 has no parameter). */
export function listPageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

// ── The proof link ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Where a stored proof can be opened: our private proofs (/payment/proofs/…, answered to admins and the
 * owning organization), our public uploads, or a web address. Anything else (javascript:, a protocol-relative
 * address) is no link at all.
 */
export function proofHref(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  if (/^\/(payment\/proofs|uploads)\/[^\s/][^\s]*$/.test(value) && !value.includes("..")) return value;
  return null;
}

// ── Days left ───────────────────────────────────────────────────────────────────────────────────────────

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a yyyy-MM-dd calendar day (no zone involved); null for anything else. */
function dayNumber(isoDay: string): number | null {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return Math.round(date.getTime() / 86_400_000);
}

/** Calendar days from `from` to `to` (both yyyy-MM-dd): 0 the same day, negative when `to` is earlier. */
export function calendarDaysBetween(from: string, to: string): number | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === null || b === null ? null : b - a;
}

/**
 * The status words of an organization's subscription (spec §2 Approved organizations), beside its state
 * (Active, Expiring, Expired: read from the one SQL rule, never worked out here): "Expired" once the state says
 * so, "No expiry" without a readable end date, else the calendar days left in Kampala ("0 days left" on the
 * last day, "1 day left").
 */
export function daysLeftText(
  row: { state: "active" | "expiring" | "expired"; endDate: string | null | undefined },
  today: string,
): string {
  if (row.state === "expired") return APPROVED_ORGANIZATIONS_TEXT.expired;
  const daysLeft = row.endDate ? calendarDaysBetween(today, row.endDate.slice(0, 10)) : null;
  if (daysLeft === null) return APPROVED_ORGANIZATIONS_TEXT.noExpiry;
  return `${pluralize(Math.max(daysLeft, 0), "day")} left`;
}
