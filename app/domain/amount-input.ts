/**
 * A saved amount as an input shows it again: grouped as people type it ("20,000,000"), the form reads it back
 * (parseAmount). Its own module: the money module goes to the public pages, this only to the dashboard's forms.
 */
export function amountInputValue(amount: number | null | undefined): string | undefined {
  if (amount === null || amount === undefined) return undefined;
  return amount.toLocaleString("en-US", { maximumFractionDigits: 2 });
}
