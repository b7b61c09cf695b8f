import { describe, expect, it } from "vitest";
import { isSubscriptionActive, paymentStatus } from "./subscription";

const TODAY = "2026-03-17";

describe("isSubscriptionActive", () => {
  it("counts an approved subscription to the end of its last day", () => {
    expect(isSubscriptionActive({ isActive: true, endDate: "2026-03-17" }, TODAY)).toBe(true);
    expect(isSubscriptionActive({ isActive: true, endDate: "2027-01-01" }, TODAY)).toBe(true);
    expect(isSubscriptionActive({ isActive: true, endDate: "2026-03-16" }, TODAY)).toBe(false);
  });

  it("never counts one that is not approved", () => {
    expect(isSubscriptionActive({ isActive: false, endDate: "2027-03-17" }, TODAY)).toBe(false);
  });
});

describe("paymentStatus", () => {
  it("is none without subscriptions or requests", () => {
    expect(paymentStatus({ subscriptions: [], hasPendingRequest: false }, TODAY)).toEqual({ state: "none" });
  });

  it("is pending while a request waits, even beside a lapsed subscription", () => {
    expect(
      paymentStatus(
        {
          subscriptions: [
            { isActive: false, endDate: "2027-03-17" },
            { isActive: true, endDate: "2025-01-01" },
          ],
          hasPendingRequest: true,
        },
        TODAY,
      ),
    ).toEqual({ state: "pending" });
  });

  it("is active with the latest end date of the active ones", () => {
    expect(
      paymentStatus(
        {
          subscriptions: [
            { isActive: true, endDate: "2026-06-01" },
            { isActive: true, endDate: "2026-12-01" },
            { isActive: false, endDate: "2027-12-01" },
          ],
          hasPendingRequest: true,
        },
        TODAY,
      ),
    ).toEqual({ state: "active", expiresOn: "2026-12-01" });
  });

  it("is expired when only lapsed or unapproved subscriptions remain", () => {
    expect(
      paymentStatus(
        { subscriptions: [{ isActive: true, endDate: "2026-03-16" }], hasPendingRequest: false },
        TODAY,
      ),
    ).toEqual({ state: "expired" });
  });
});
