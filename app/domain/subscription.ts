/**
 * The yearly subscription (spec §4 "Subscription", "Payment request", §9): when it counts as active, and what
 * the Project Panel's payment indicator says. Dates are calendar days in Kampala, written yyyy-MM-dd.
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
  | { state: "active"; expiresOn: string }
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
  if (active) return { state: "active", expiresOn: active.endDate };
  if (input.hasPendingRequest) return { state: "pending" };
  if (input.subscriptions.length > 0) return { state: "expired" };
  return { state: "none" };
}
