import { describe, expect, it } from "vitest";
import { formatNumber } from "./numbers";

const intl = (value: number, maximumFractionDigits = 3) =>
  value.toLocaleString("en-US", { maximumFractionDigits });

describe("formatNumber", () => {
  it("groups thousands and drops trailing zeros, as en-US does", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(1234.5, 2)).toBe("1,234.5");
    expect(formatNumber(12.3456)).toBe("12.346");
    expect(formatNumber(-9876543.21, 2)).toBe("-9,876,543.21");
  });

  it("rounds a half away from zero, and keeps the sign of a negative that rounds to zero", () => {
    expect(formatNumber(2.5, 0)).toBe("3");
    expect(formatNumber(-2.5, 0)).toBe("-3");
    expect(formatNumber(0.125, 2)).toBe("0.13");
    expect(formatNumber(1.005, 2)).toBe("1.01"); // the decimal written, not the double a little under it
    expect(formatNumber(-0.001, 2)).toBe("-0");
  });

  it("writes what Intl writes, over many numbers and precisions", () => {
    const values = [0, -0, 0.5, 1.5, 999.9995, 1e6 - 0.0005, 2 ** 53, -(2 ** 31), 1e20, 123456789.98765433];
    // A fixed sequence (no randomness in tests): integers, money and measured results of every size.
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647;
      const scale = 10 ** ((seed % 15) - 3);
      values.push(((seed % 2 === 0 ? 1 : -1) * (seed / 2147483647) * scale) as number);
      values.push(Math.round(seed / (1 + (i % 1000))));
    }
    for (const value of values) {
      for (const digits of [0, 2, 3])
        expect(formatNumber(value, digits), `${value} (${digits})`).toBe(intl(value, digits));
    }
  });

  it("writes the very large, the very small and what is not a number as Intl does", () => {
    for (const value of [1e21, -3e25, 1.5e-7, 5e-4, Number.POSITIVE_INFINITY, Number.NaN]) {
      expect(formatNumber(value)).toBe(intl(value));
    }
  });
});
