import { describe, expect, it } from "vitest";
import { subscriptionPeriod } from "./subscription";

const TODAY = "2026-03-17";

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
