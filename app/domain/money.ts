/**
 * Money as projects state it: an amount in its own currency, never converted. Its own small module because the
 * /projects filters (budget range) need it in the browser without the rest of the results domain.
 */
import { formatNumber } from "./numbers";
export const CURRENCIES = ["UGX", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A budget: up to ten trillion (UGX), two decimals at most. */
export const AMOUNT_MAX = 10_000_000_000_000;

/** An amount with its currency, never converted: "UGX 45,000,000", "USD 12,500.50". */
export function formatAmount(currency: string, amount: number): string {
  return `${currency} ${formatNumber(amount, 2)}`;
}
