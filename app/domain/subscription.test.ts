import { describe, expect, it } from "vitest";
import { canRenew, isSubscriptionActive, paymentStatus, subscriptionPeriod } from "./subscription";

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
    ).toEqual({ state: "active", expiresOn: "2026-12-01", renewable: false });
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

describe("canRenew", () => {
  it("opens 30 days before the last day and stays open through it", () => {
    expect(canRenew("2026-04-17", TODAY)).toBe(false); // 31 days left
    expect(canRenew("2026-04-16", TODAY)).toBe(true); // 30 days left
    expect(canRenew("2026-03-27", TODAY)).toBe(true);
    expect(canRenew(TODAY, TODAY)).toBe(true);
  });
});

describe("paymentStatus offers the renewal", () => {
  const activeUntil = (endDate: string, hasPendingRequest = false) =>
    paymentStatus({ subscriptions: [{ isActive: true, endDate }], hasPendingRequest }, TODAY);

  it("from 30 days before the end", () => {
    expect(activeUntil("2026-04-16")).toEqual({ state: "active", expiresOn: "2026-04-16", renewable: true });
    expect(activeUntil("2026-04-17")).toEqual({ state: "active", expiresOn: "2026-04-17", renewable: false });
  });

  it("not while a renewal waits for approval", () => {
    expect(activeUntil("2026-03-27", true)).toEqual({
      state: "active",
      expiresOn: "2026-03-27",
      renewable: false,
    });
  });

  it("judged by the latest end date, once a renewal is approved", () => {
    expect(
      paymentStatus(
        {
          subscriptions: [
            { isActive: true, endDate: "2026-03-27" },
            { isActive: true, endDate: "2027-03-27" },
          ],
          hasPendingRequest: false,
        },
        TODAY,
      ),
    ).toEqual({ state: "active", expiresOn: "2027-03-27", renewable: false });
  });
});

describe("subscriptionPeriod", () => {
  it("without a subscription runs one year from today", () => {
    expect(subscriptionPeriod({ today: TODAY, activeUntil: null })).toEqual({
      startDate: "2026-03-17",
      endDate: "2027-03-17",
    });
  });

  it("after the subscription expired runs one year from today, not from the old end", () => {
    expect(subscriptionPeriod({ today: TODAY, activeUntil: "2026-03-16" })).toEqual({
      startDate: "2026-03-17",
      endDate: "2027-03-17",
    });
  });

  it("renewing an active one starts the day after its end and ends a year after it", () => {
    expect(subscriptionPeriod({ today: TODAY, activeUntil: "2026-03-27" })).toEqual({
      startDate: "2026-03-28",
      endDate: "2027-03-27",
    });
    expect(subscriptionPeriod({ today: "2026-12-21", activeUntil: "2026-12-31" })).toEqual({
      startDate: "2027-01-01",
      endDate: "2027-12-31",
    });
  });

  it("renewing on the last day still starts the next day", () => {
    expect(subscriptionPeriod({ today: TODAY, activeUntil: TODAY })).toEqual({
      startDate: "2026-03-18",
      endDate: "2027-03-17",
    });
  });

  it("counts leap years: a year is 365 or 366 days by the calendar", () => {
    // Ends on 29 February: the renewal runs 1 March 2028 – 28 February 2029.
    expect(subscriptionPeriod({ today: "2028-02-10", activeUntil: "2028-02-29" })).toEqual({
      startDate: "2028-03-01",
      endDate: "2029-02-28",
    });
    // Ends on 28 February before a leap year: the renewal takes in 29 February 2028.
    expect(subscriptionPeriod({ today: "2027-02-10", activeUntil: "2027-02-28" })).toEqual({
      startDate: "2027-03-01",
      endDate: "2028-02-29",
    });
    // A first payment on 29 February runs to 1 March (there is no 29 February 2029).
    expect(subscriptionPeriod({ today: "2028-02-29", activeUntil: null })).toEqual({
      startDate: "2028-02-29",
      endDate: "2029-03-01",
    });
  });
});
