import { formatDate } from "./dates";
import { EXPIRING_SOON_DAYS } from "./event-timing";
import { MAX_LIST_PAGE } from "./project-filters";
import { pluralize } from "./text";

/**
 * The Admin area's billing screens (spec §2 Payments, Subscriptions, Approved organizations; §4; §8 Admin and
 * Successes; §9): their texts, the page parameter of their lists, the proof link, and the expiry status of an
 * approved organization. Dates are calendar days in Kampala, written yyyy-MM-dd.
 */

export const ADMIN_LIST_PAGE_SIZE = 20;

/** Generic failure title of the admin toasts; the spec's fallback texts are their descriptions. */
const ERROR = "Error";

export const PAYMENTS_TEXT = {
  title: "Payment Requests",
  lead: "Payments waiting for approval. Approving one activates the organization's yearly subscription.",
  tableLabel: "Pending payment requests",
  empty: "No pending payment requests",
  loadError: "Could not load payment requests",
  noProof: "No proof",
  viewProof: "View proof",
  approve: "Approve",
  approving: "Approving...",
  reject: "Reject",
  rejecting: "Rejecting...",
  rejectTitle: "Reject payment request?",
  approved: "Payment approved",
  rejected: "Payment rejected",
  errorTitle: ERROR,
  approveError: "Could not approve payment",
  rejectError: "Could not reject payment",
} as const;

export const SUBSCRIPTIONS_TEXT = {
  title: "Subscriptions",
  lead: "Every subscription request, newest first. Pending ones wait for approval.",
  tableLabel: "Subscription requests",
  empty: "No subscription requests found",
  loadError: "Could not load subscription requests",
  active: "Active",
  pending: "Pending",
  noProof: "No proof",
  viewProof: "View proof",
  approve: "Approve",
  approving: "Approving...",
  reject: "Reject",
  rejecting: "Rejecting...",
  rejectTitle: "Reject subscription?",
  approved: "Subscription approved",
  rejected: "Subscription rejected",
  errorTitle: ERROR,
  approveError: "Could not approve subscription",
  rejectError: "Could not reject subscription",
} as const;

export const APPROVED_ORGANIZATIONS_TEXT = {
  title: "Approved Organizations",
  lead: "Organizations with an approved subscription, the soonest to expire first.",
  tableLabel: "Approved organizations",
  empty: "No approved organizations found",
  loadError: "Could not load organization data",
  noExpiry: "No expiry",
  expired: "Expired",
  expiringSoon: "Expiring soon",
} as const;

/** "Active until Mar 7, 2026" (spec §8: Payment approved, active until a date). */
export function activeUntilText(endDate: string): string {
  return `Active until ${formatDate(endDate)}`;
}

/** "Approved by admin@example.org" (spec §2 Subscriptions: active rows). */
export function approvedByText(approver: string | null | undefined): string {
  return `Approved by ${approver?.trim() || "admin"}`;
}

/** What the reject confirmation says: which request goes, and that the organization may submit again. */
export function rejectPaymentWarning(organizationName: string, referenceCode: string): string {
  return `The payment request of ${organizationName} (reference ${referenceCode}) and its subscription request will be deleted, with any proof. The organization can then submit a new one. This cannot be undone.`;
}

export function rejectSubscriptionWarning(organizationName: string, reference: string): string {
  return `The subscription request of ${organizationName} (reference ${reference}) and its payment request will be deleted, with any proof. The organization can then submit a new one. This cannot be undone.`;
}

// ── The lists' rows ────────────────────────────────────────────────────────────────────────────────────

/** A payment request waiting for approval, with its organization's name. */
export type PendingPaymentRequestRow = {
  id: string;
  orgId: string;
  organizationName: string;
  referenceCode: string;
  paymentProofUrl: string | null;
  createdAt: Date;
};

/** A subscription, pending or approved, with its organization's name. */
export type SubscriptionRow = {
  id: string;
  organizationId: string;
  organizationName: string;
  startDate: string;
  endDate: string;
  paymentReference: string;
  paymentProofUrl: string | null;
  isActive: boolean;
  approvedBy: string | null;
  createdAt: Date;
};

/** An organization with an approved subscription. */
export type ApprovedOrganizationRow = {
  id: string;
  name: string;
  organizationType: string | null;
  isPaid: boolean;
  createdAt: Date;
  /** The latest end date among its approved subscriptions (yyyy-MM-dd). */
  endDate: string;
};

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

// ── Expiry of an approved organization ──────────────────────────────────────────────────────────────────

export type ExpiryStatus =
  | { kind: "no-expiry" }
  | { kind: "expired" }
  | { kind: "active"; daysLeft: number; expiringSoon: boolean };

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
 * The status column (spec §2 Approved organizations): no expiry date; expired once the end date is before
 * today (a subscription runs to the end of its last day, as isSubscriptionActive says); else the calendar
 * days left in Kampala (0 on the last day), expiring soon at 30 days or fewer (spec §9).
 */
export function expiryStatus(endDate: string | null | undefined, today: string): ExpiryStatus {
  if (!endDate) return { kind: "no-expiry" };
  const daysLeft = calendarDaysBetween(today, endDate.slice(0, 10));
  if (daysLeft === null) return { kind: "no-expiry" };
  if (daysLeft < 0) return { kind: "expired" };
  return { kind: "active", daysLeft, expiringSoon: daysLeft <= EXPIRING_SOON_DAYS };
}

/** "No expiry", "Expired", or "N days left" ("1 day left"). */
export function expiryStatusText(status: ExpiryStatus): string {
  switch (status.kind) {
    case "no-expiry":
      return APPROVED_ORGANIZATIONS_TEXT.noExpiry;
    case "expired":
      return APPROVED_ORGANIZATIONS_TEXT.expired;
    case "active":
      return `${pluralize(status.daysLeft, "day")} left`;
  }
}
