import { calendarDaysBetween } from "./admin-billing";
import { oneYearAfter } from "./payment";
import { REMINDER_DAYS_BEFORE, shiftIsoDay } from "./subscription-reminders";

/**
 * The yearly subscription (spec §4 "Subscription", "Payment request", §9; issue 20 item 4): when it counts as
 * active, when it may be renewed, the period a payment buys, and what the Project Panel's payment indicator
 * says. Dates are calendar days in Kampala, written yyyy-MM-dd.
 */

/** A subscription as the rules need it. */
export type SubscriptionDates = { isActive: boolean; endDate: string };

/** Active only if approved (is_active) and its end date, counted to the end of that day, is not before today. */
export function isSubscriptionActive(subscription: SubscriptionDates, today: string): boolean {
  return subscription.isActive && subscription.endDate >= today;
}

/**
 * What the payment indicator shows. Checked in this order: an active subscription wins; then a pending payment
 * request; then an inactive or lapsed subscription (expired); else none yet.
 */
export type PaymentStatus =
  /** `renewable`: the renewal is open (see canRenew) and no payment waits for approval. */
  | { state: "active"; expiresOn: string; renewable: boolean }
  | { state: "pending" }
  | { state: "expired" }
  | { state: "none" };

export function paymentStatus(
  input: {
    /** The organization's subscriptions, any order. */
    subscriptions: readonly SubscriptionDates[];
    hasPendingRequest: boolean;
  },
  today: string,
): PaymentStatus {
  const active = input.subscriptions
    .filter((subscription) => isSubscriptionActive(subscription, today))
    .sort((a, b) => b.endDate.localeCompare(a.endDate))[0];
  if (active) {
    const renewable = !input.hasPendingRequest && canRenew(active.endDate, today);
    return { state: "active", expiresOn: active.endDate, renewable };
  }
  if (input.hasPendingRequest) return { state: "pending" };
  if (input.subscriptions.length > 0) return { state: "expired" };
  return { state: "none" };
}

/** The renewal opens 30 days before the end, the day the reminder says the subscription is ending. */
export const RENEWAL_OPENS_DAYS_BEFORE = REMINDER_DAYS_BEFORE;

/** Whether a subscription running until `endDate` (its last day) may be renewed today. */
export function canRenew(endDate: string, today: string): boolean {
  const daysLeft = calendarDaysBetween(today, endDate);
  return daysLeft !== null && daysLeft <= RENEWAL_OPENS_DAYS_BEFORE;
}

export type SubscriptionPeriod = { startDate: string; endDate: string };

/**
 * The period a payment submitted today buys. A first payment, or one after the subscription lapsed, runs one
 * year from today (spec §4, §9). A renewal while a subscription is active (`activeUntil`, its last day) starts
 * the day after that day and runs one year, so no day paid for is lost: its last day is the day before the
 * same date a year after it starts (ending 31 December 2026 renews 1 January – 31 December 2027).
 */
export function subscriptionPeriod({
  today,
  activeUntil,
}: {
  today: string;
  activeUntil: string | null;
}): SubscriptionPeriod {
  if (activeUntil && activeUntil >= today) {
    const startDate = shiftIsoDay(activeUntil, 1);
    return { startDate, endDate: shiftIsoDay(oneYearAfter(startDate), -1) };
  }
  return { startDate: today, endDate: oneYearAfter(today) };
}
