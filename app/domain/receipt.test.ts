import { describe, expect, it } from "vitest";
import {
  amountText,
  approverText,
  buildReceipt,
  PAYMENT_STATE_LABELS,
  periodText,
  receiptFileName,
  receiptNumber,
} from "./receipt";

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
  it("says amount, period and approver in the product's words", () => {
    expect(amountText(45000, "UGX")).toBe("UGX 45,000");
    expect(periodText({ startDate: "2026-03-17", endDate: "2027-03-17" })).toBe(
      "Mar 17, 2026 – Mar 17, 2027",
    );
    expect(periodText(null)).toBe("");
    expect(approverText({ name: "Grace Admin", recorded: "grace@example.org" })).toBe("Grace Admin");
    expect(approverText({ name: " ", recorded: "grace@example.org" })).toBe("grace@example.org");
    expect(approverText({ recorded: "admin" })).toBe("admin");
    expect(approverText({})).toBe("UgandaImpact administrator");
  });

  it("prints every line in order: number, organization, reference, amount, period, approver, date", () => {
    const receipt = buildReceipt({
      sequence: 42,
      approvedAt: new Date("2026-03-18T08:15:00Z"),
      organizationName: "Gulu Water Trust",
      referenceCode: "MTN-778899",
      amount: 45000,
      currency: "UGX",
      period: { startDate: "2026-03-17", endDate: "2027-03-17" },
      approver: "Grace Admin",
    });
    expect(receipt.number).toBe("UI-2026-000042");
    expect(receipt.fileName).toBe("UgandaImpact-receipt-UI-2026-000042.pdf");
    expect(receipt.lines).toEqual([
      { label: "Receipt number", value: "UI-2026-000042" },
      { label: "Organization", value: "Gulu Water Trust" },
      { label: "Payment reference", value: "MTN-778899" },
      { label: "Amount", value: "UGX 45,000" },
      { label: "Subscription period", value: "Mar 17, 2026 – Mar 17, 2027" },
      { label: "Approved by", value: "Grace Admin" },
      { label: "Approval date", value: "Mar 18, 2026" },
    ]);
  });

  it("says so when the subscription's period is not recorded", () => {
    const receipt = buildReceipt({
      sequence: 1,
      approvedAt: "2026-01-01T10:00:00Z",
      organizationName: "A",
      referenceCode: "R",
      amount: 45000,
      currency: "UGX",
      period: null,
      approver: "admin",
    });
    expect(receipt.lines.find((line) => line.label === "Subscription period")?.value).toBe("Not recorded");
  });

  it("has a word for each state", () => {
    expect(PAYMENT_STATE_LABELS).toEqual({ pending: "Pending", approved: "Approved" });
  });
});
