/**
 * A saved amount as an input shows it again: grouped as people type it ("20,000,000"), the form reads it back
 * (parseAmount). Its own module: the money module goes to the public pages, this only to the dashboard's forms.
 */
import { formatNumber } from "./numbers";

export function amountInputValue(amount: number | null | undefined): string | undefined {
  if (amount === null || amount === undefined) return undefined;
  return formatNumber(amount, 2);
}
