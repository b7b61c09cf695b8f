import { describe, expect, it } from "vitest";
import { amountInputValue } from "./amount-input";
import { AMOUNT_MAX, formatAmount } from "./money";
import { parseAmount } from "./project-results";

describe("money", () => {
  it("states an amount with its currency, grouped, at most two decimals", () => {
    expect(formatAmount("UGX", 45_000_000)).toBe("UGX 45,000,000");
    expect(formatAmount("USD", 12_500.5)).toBe("USD 12,500.5");
  });

  it("shows a saved amount in its input grouped as typed, and reads it back to the same number", () => {
    expect(amountInputValue(null)).toBeUndefined();
    expect(amountInputValue(undefined)).toBeUndefined();
    expect(amountInputValue(0)).toBe("0");
    expect(amountInputValue(20_000_000)).toBe("20,000,000");
    expect(amountInputValue(1234.56)).toBe("1,234.56");
    for (const amount of [0, 7, 999.99, 20_000_000, 1234.5, AMOUNT_MAX]) {
      expect(parseAmount(amountInputValue(amount)!)).toEqual({ ok: true, value: amount });
    }
  });
});
