import { oneYearAfter } from "./payment";
import { shiftIsoDay } from "./subscription-reminders";

/**
 * The period an approved payment buys (spec §4, §9; issue 20 item 4). The states of requests and of an
 * organization's subscription are in subscription-lifecycle.ts. Dates are calendar days in Kampala, yyyy-MM-dd.
 */

export type SubscriptionPeriod = { startDate: string; endDate: string };

/**
 * The period a payment submitted on `today` buys (read when it is approved). A first payment, or one after the subscription lapsed, runs one
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
