import { describe, expect, it } from "vitest";
import {
  activeUntilText,
  approvedByText,
  calendarDaysBetween,
  expiryStatus,
  expiryStatusText,
  listPageHref,
  parseListPage,
  proofHref,
} from "./admin-billing";

describe("expiryStatus", () => {
  const today = "2026-03-10";

  it("has no expiry without an end date", () => {
    expect(expiryStatus(null, today)).toEqual({ kind: "no-expiry" });
    expect(expiryStatus(undefined, today)).toEqual({ kind: "no-expiry" });
    expect(expiryStatus("", today)).toEqual({ kind: "no-expiry" });
    expect(expiryStatus("not a date", today)).toEqual({ kind: "no-expiry" });
    expect(expiryStatus("2026-02-30", today)).toEqual({ kind: "no-expiry" });
  });

  it("is expired once the end date is before today, active through its last day", () => {
    expect(expiryStatus("2026-03-09", today)).toEqual({ kind: "expired" });
    expect(expiryStatus("2025-03-10", today)).toEqual({ kind: "expired" });
    expect(expiryStatus("2026-03-10", today)).toEqual({ kind: "active", daysLeft: 0, expiringSoon: true });
    expect(expiryStatus("2026-03-11", today)).toEqual({ kind: "active", daysLeft: 1, expiringSoon: true });
  });

  it("is expiring soon at 30 days or fewer", () => {
    expect(expiryStatus("2026-04-09", today)).toEqual({ kind: "active", daysLeft: 30, expiringSoon: true });
    expect(expiryStatus("2026-04-10", today)).toEqual({ kind: "active", daysLeft: 31, expiringSoon: false });
    expect(expiryStatus("2027-03-10", today)).toEqual({ kind: "active", daysLeft: 365, expiringSoon: false });
  });

  it("counts calendar days across month ends, leap days and clock changes elsewhere", () => {
    expect(calendarDaysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(calendarDaysBetween("2027-02-28", "2027-03-01")).toBe(1);
    expect(calendarDaysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(calendarDaysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(calendarDaysBetween("2026-01-02", "2026-01-01")).toBe(-1);
    expect(calendarDaysBetween("2026-01-02", "junk")).toBeNull();
  });

  it("reads a timestamp's calendar day", () => {
    expect(expiryStatus("2026-03-12T00:00:00Z", today)).toMatchObject({ kind: "active", daysLeft: 2 });
  });
});

describe("expiryStatusText", () => {
  it("says No expiry, Expired or N days left", () => {
    expect(expiryStatusText({ kind: "no-expiry" })).toBe("No expiry");
    expect(expiryStatusText({ kind: "expired" })).toBe("Expired");
    expect(expiryStatusText({ kind: "active", daysLeft: 12, expiringSoon: true })).toBe("12 days left");
    expect(expiryStatusText({ kind: "active", daysLeft: 0, expiringSoon: true })).toBe("0 days left");
    expect(expiryStatusText({ kind: "active", daysLeft: 1, expiringSoon: true })).toBe("1 day left");
  });
});

describe("texts", () => {
  it("says until when an approved payment is active (MMM d, yyyy)", () => {
    expect(activeUntilText("2027-03-07")).toBe("Active until Mar 7, 2027");
  });

  it("names the approver, or the word admin", () => {
    expect(approvedByText("boss@example.org")).toBe("Approved by boss@example.org");
    expect(approvedByText(null)).toBe("Approved by admin");
    expect(approvedByText("  ")).toBe("Approved by admin");
  });
});

describe("list pages", () => {
  it("reads the page parameter, 1 for anything else", () => {
    expect(parseListPage("page=3")).toBe(3);
    expect(parseListPage(new URLSearchParams("page=1"))).toBe(1);
    expect(parseListPage("")).toBe(1);
    expect(parseListPage("page=0")).toBe(1);
    expect(parseListPage("page=-2")).toBe(1);
    expect(parseListPage("page=2.5")).toBe(1);
    expect(parseListPage("page=abc")).toBe(1);
    expect(parseListPage("page=999999")).toBe(1);
    expect(parseListPage("page=4&page=9")).toBe(4);
  });

  it("links a page", () => {
    expect(listPageHref("/admin/payments", 1)).toBe("/admin/payments");
    expect(listPageHref("/admin/payments", 2)).toBe("/admin/payments?page=2");
  });
});

describe("proofHref", () => {
  it("links our proofs, our uploads and web addresses only", () => {
    expect(proofHref("/payment/proofs/1700000000000-ab12.pdf")).toBe(
      "/payment/proofs/1700000000000-ab12.pdf",
    );
    expect(proofHref("/uploads/seed/payment-proof-a.jpg")).toBe("/uploads/seed/payment-proof-a.jpg");
    expect(proofHref("https://files.example.org/receipt.png")).toBe("https://files.example.org/receipt.png");
    expect(proofHref(null)).toBeNull();
    expect(proofHref("")).toBeNull();
    expect(proofHref("javascript:alert(1)")).toBeNull();
    expect(proofHref("//evil.example/x.png")).toBeNull();
    expect(proofHref("/payment/proofs/../secret")).toBeNull();
    expect(proofHref("/etc/passwd")).toBeNull();
  });
});
