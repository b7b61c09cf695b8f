import { describe, expect, it } from "vitest";
import {
  activeUntilText,
  calendarDaysBetween,
  daysLeftText,
  listPageHref,
  parseListPage,
  proofHref,
} from "./admin-billing";

describe("calendarDaysBetween", () => {
  it("counts calendar days across month ends, leap days and clock changes elsewhere", () => {
    expect(calendarDaysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(calendarDaysBetween("2027-02-28", "2027-03-01")).toBe(1);
    expect(calendarDaysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(calendarDaysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(calendarDaysBetween("2026-01-02", "2026-01-01")).toBe(-1);
    expect(calendarDaysBetween("2026-01-02", "junk")).toBeNull();
    expect(calendarDaysBetween("2026-02-30", "2026-03-01")).toBeNull();
  });
});

describe("daysLeftText", () => {
  const today = "2026-03-10";

  it("says Expired when the state says so, whatever the date", () => {
    expect(daysLeftText({ state: "expired", endDate: "2026-03-09" }, today)).toBe("Expired");
    expect(daysLeftText({ state: "expired", endDate: null }, today)).toBe("Expired");
  });

  it("counts the days left, 0 on the last day, 1 day in the singular", () => {
    expect(daysLeftText({ state: "expiring", endDate: "2026-03-10" }, today)).toBe("0 days left");
    expect(daysLeftText({ state: "expiring", endDate: "2026-03-11" }, today)).toBe("1 day left");
    expect(daysLeftText({ state: "expiring", endDate: "2026-04-09" }, today)).toBe("30 days left");
    expect(daysLeftText({ state: "active", endDate: "2027-03-10" }, today)).toBe("365 days left");
    // A timestamp's calendar day.
    expect(daysLeftText({ state: "active", endDate: "2026-03-12T00:00:00Z" }, today)).toBe("2 days left");
  });

  it("says No expiry without a readable end date", () => {
    expect(daysLeftText({ state: "active", endDate: null }, today)).toBe("No expiry");
    expect(daysLeftText({ state: "active", endDate: undefined }, today)).toBe("No expiry");
    expect(daysLeftText({ state: "active", endDate: "not a date" }, today)).toBe("No expiry");
  });
});

describe("texts", () => {
  it("says until when an approved payment is active (MMM d, yyyy)", () => {
    expect(activeUntilText("2027-03-07")).toBe("Active until Mar 7, 2027");
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
