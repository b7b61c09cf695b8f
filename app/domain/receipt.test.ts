import { describe, expect, it } from "vitest";
import {
  amountText,
  buildReceipt,
  periodText,
  type ReceiptSource,
  receiptFileName,
  receiptNumber,
} from "./receipt";

const ISSUER = {
  name: "UgandaImpact",
  address: "Plot 12, Kampala Road, Kampala, Uganda",
  taxNumber: "TIN 1000000000",
};

function source(overrides: Partial<ReceiptSource> = {}): ReceiptSource {
  return {
    sequence: 123,
    approvedAt: new Date("2026-03-18T08:15:00Z"),
    issuer: ISSUER,
    payerName: "Gulu Water Trust",
    methodLabel: "MTN Mobile Money",
    transactionId: "MP260317.1234.A56789",
    amount: 45000,
    currency: "UGX",
    paidOn: "2026-03-17",
    period: { startDate: "2026-03-17", endDate: "2027-03-17" },
    ...overrides,
  };
}

describe("receiptNumber", () => {
  it("is UI, the year of approval in Kampala, and the sequence in six digits", () => {
    expect(receiptNumber(123, new Date("2026-03-17T09:00:00Z"))).toBe("UI-2026-000123");
    expect(receiptNumber(1, "2025-06-01T12:00:00Z")).toBe("UI-2025-000001");
  });

  it("takes the year in Kampala: 22:30 UTC on December 31 is already the next year there", () => {
    expect(receiptNumber(7, new Date("2025-12-31T22:30:00Z"))).toBe("UI-2026-000007");
  });

  it("grows past six digits rather than wrapping, so numbers stay unique", () => {
    expect(receiptNumber(1234567, "2026-01-05T00:00:00Z")).toBe("UI-2026-1234567");
  });

  it("names the file after the number", () => {
    expect(receiptFileName("UI-2026-000123")).toBe("UgandaImpact-receipt-UI-2026-000123.pdf");
  });
});

describe("the receipt's fields", () => {
  it("says amount and period in the product's words", () => {
    expect(amountText(45000, "UGX")).toBe("UGX 45,000");
    expect(amountText(15, "USD")).toBe("USD 15");
    expect(periodText({ startDate: "2026-03-17", endDate: "2027-03-17" })).toBe(
      "Mar 17, 2026 – Mar 17, 2027",
    );
    expect(periodText(null)).toBe("");
  });
});

describe("buildReceipt", () => {
  it("has the number, the title, the file name, the issuer, and says PAID", () => {
    const receipt = buildReceipt(source());
    expect(receipt.number).toBe("UI-2026-000123");
    expect(receipt.title).toBe("Payment receipt");
    expect(receipt.fileName).toBe("UgandaImpact-receipt-UI-2026-000123.pdf");
    expect(receipt.issuer).toEqual(ISSUER);
    expect(receipt.paid).toBe(true);
  });

  it("prints every line in order: number, date, payer, method, transaction, date paid, amount, period, status", () => {
    expect(buildReceipt(source()).lines).toEqual([
      { label: "Receipt number", value: "UI-2026-000123" },
      { label: "Receipt date", value: "Mar 18, 2026" },
      { label: "Paid by", value: "Gulu Water Trust" },
      { label: "Payment method", value: "MTN Mobile Money" },
      { label: "Transaction ID", value: "MP260317.1234.A56789" },
      { label: "Date paid", value: "Mar 17, 2026" },
      { label: "Amount", value: "UGX 45,000" },
      { label: "Period covered", value: "Mar 17, 2026 – Mar 17, 2027" },
      { label: "Status", value: "PAID" },
    ]);
  });

  it("dates the receipt on the day of approval in Kampala, and numbers it with that year", () => {
    // 22:30 UTC on December 31 is January 1 in Kampala.
    const receipt = buildReceipt(source({ sequence: 9, approvedAt: "2025-12-31T22:30:00Z" }));
    expect(receipt.number).toBe("UI-2026-000009");
    expect(receipt.lines.find((line) => line.label === "Receipt date")?.value).toBe("Jan 1, 2026");
  });

  it("says the payment date is not recorded when the organization did not give it", () => {
    const receipt = buildReceipt(source({ paidOn: null }));
    expect(receipt.lines.find((line) => line.label === "Date paid")?.value).toBe("Not recorded");
  });

  it("prints the amount in the payment's own currency", () => {
    const receipt = buildReceipt(source({ amount: 15, currency: "USD", methodLabel: "Bank transfer" }));
    expect(receipt.lines.find((line) => line.label === "Amount")?.value).toBe("USD 15");
    expect(receipt.lines.find((line) => line.label === "Payment method")?.value).toBe("Bank transfer");
  });

  it("keeps its own copy of the issuer", () => {
    const issuer = { ...ISSUER };
    const receipt = buildReceipt(source({ issuer }));
    issuer.name = "Changed";
    expect(receipt.issuer.name).toBe("UgandaImpact");
  });
});
