/**
 * Numbers as the product writes them (en-US: 1,234,567.89), without Intl. A page's first Intl call makes the
 * browser load its locale data, 13–40 ms on this machine and several times that on a slow phone, in the middle
 * of hydration (issue 39); the public pages now make none. The text is the same as
 * `value.toLocaleString("en-US", { maximumFractionDigits })` (numbers.test.ts compares them).
 */

/** The shortest decimal that reads back as `size` (what Intl rounds), as whole and fraction digits. */
function decimalDigits(size: number): { whole: string; fraction: string } {
  const [mantissa = "0", exponent = "0"] = String(size).split("e");
  const [head = "0", tail = ""] = mantissa.split(".");
  let digits = head + tail;
  let point = head.length + Number(exponent);
  if (point <= 0) {
    digits = "0".repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, "0");
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** `value` with thousands grouped by commas and at most `maximumFractionDigits` decimals (3, as Intl's default). */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value)) return value.toLocaleString("en-US");
  const { whole, fraction } = decimalDigits(Math.abs(value));
  // Rounded half away from zero on the shortest decimal, as Intl rounds (1.005 → 1.01, where toFixed says 1.00).
  let kept = BigInt(whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, "0"));
  if ((fraction[maximumFractionDigits] ?? "0") >= "5") kept += 1n;
  const text = kept.toString().padStart(maximumFractionDigits + 1, "0");
  const wholePart = text.slice(0, text.length - maximumFractionDigits);
  const decimals = text.slice(text.length - maximumFractionDigits).replace(/0+$/, "");
  const grouped = wholePart.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const written = decimals ? `${grouped}.${decimals}` : grouped;
  // Intl keeps the sign of a negative number that rounds to zero ("-0").
  return value < 0 || Object.is(value, -0) ? `-${written}` : written;
}
