import { describe, expect, it } from "vitest";
import {
  canTransition,
  isSubscribed,
  maySubmit,
  organizationSubscriptionState,
  paidOnProblem,
  type RequestSummary,
  rejectionReasonText,
  subscribedState,
  TRANSACTION_ID_RULES,
  transactionIdProblem,
  transactionKey,
} from "./subscription-lifecycle";

const TODAY = "2026-03-17";

let next = 0;
const request = (status: RequestSummary["status"], extra: Partial<RequestSummary> = {}): RequestSummary => ({
  id: `r${++next}`,
  status,
  endDate: null,
  rejectionReason: null,
  ...extra,
});

describe("organizationSubscriptionState", () => {
  it("is none without requests, or with withdrawn ones only", () => {
    expect(organizationSubscriptionState([], TODAY)).toEqual({ kind: "none" });
    expect(organizationSubscriptionState([request("withdrawn")], TODAY)).toEqual({ kind: "none" });
  });

  it("is pending while one waits and nothing is active, even after a lapse or a rejection", () => {
    const waiting = request("submitted");
    const state = organizationSubscriptionState(
      [
        waiting,
        request("rejected", { rejectionReason: "No money" }),
        request("approved", { endDate: "2025-01-01" }),
      ],
      TODAY,
    );
    expect(state).toEqual({ kind: "pending", requestId: waiting.id });
  });

  it("is rejected, with the reason, when the latest decision was a rejection and nothing is active", () => {
    const rejected = request("rejected", { rejectionReason: "The amount paid is not the yearly fee" });
    expect(
      organizationSubscriptionState(
        [request("withdrawn"), rejected, request("approved", { endDate: "2025-01-01" })],
        TODAY,
      ),
    ).toEqual({
      kind: "rejected",
      requestId: rejected.id,
      reason: "The amount paid is not the yearly fee",
    });
  });

  it("is expired when the last paid-for day has passed and no request waits", () => {
    const state = organizationSubscriptionState(
      [request("approved", { endDate: "2026-03-16" }), request("approved", { endDate: "2025-03-16" })],
      TODAY,
    );
    expect(state).toEqual({ kind: "expired", endedOn: "2026-03-16" });
  });

  it("counts an approved subscription to the end of its last day, and expiring in its last 30 days", () => {
    const lastDay = organizationSubscriptionState([request("approved", { endDate: TODAY })], TODAY);
    expect(lastDay).toMatchObject({ kind: "expiring", until: TODAY, daysLeft: 0 });
    expect(
      organizationSubscriptionState([request("approved", { endDate: "2026-04-16" })], TODAY),
    ).toMatchObject({
      kind: "expiring",
      daysLeft: 30,
    });
    expect(
      organizationSubscriptionState([request("approved", { endDate: "2026-04-17" })], TODAY),
    ).toMatchObject({
      kind: "active",
      daysLeft: 31,
    });
  });

  it("is active until the latest approved end (a renewal extends it), whatever else is there", () => {
    const renewal = request("approved", { endDate: "2027-05-01" });
    const state = organizationSubscriptionState(
      [
        renewal,
        request("approved", { endDate: "2026-05-01" }),
        request("rejected", { rejectionReason: "x" }),
      ],
      TODAY,
    );
    expect(state).toMatchObject({ kind: "active", until: "2027-05-01", pendingRequestId: null });
  });

  it("tells an active organization of its renewal waiting, or rejected since", () => {
    const waiting = request("submitted");
    const active = request("approved", { endDate: "2026-04-01" });
    expect(organizationSubscriptionState([waiting, active], TODAY)).toMatchObject({
      kind: "expiring",
      pendingRequestId: waiting.id,
      rejected: null,
    });
    const refused = request("rejected", { rejectionReason: "No money" });
    expect(organizationSubscriptionState([refused, active], TODAY)).toMatchObject({
      kind: "expiring",
      rejected: { requestId: refused.id, reason: "No money" },
    });
  });

  it("never counts a request that is not approved", () => {
    expect(organizationSubscriptionState([request("submitted", { endDate: "2027-03-17" })], TODAY).kind).toBe(
      "pending",
    );
    expect(organizationSubscriptionState([request("withdrawn", { endDate: "2027-03-17" })], TODAY).kind).toBe(
      "none",
    );
  });
});

describe("what a state allows", () => {
  it("publishes while active or expiring only", () => {
    expect(
      isSubscribed(organizationSubscriptionState([request("approved", { endDate: "2027-01-01" })], TODAY)),
    ).toBe(true);
    expect(
      isSubscribed(organizationSubscriptionState([request("approved", { endDate: "2026-03-20" })], TODAY)),
    ).toBe(true);
    expect(isSubscribed({ kind: "expired", endedOn: "2026-01-01" })).toBe(false);
    expect(isSubscribed({ kind: "pending", requestId: "x" })).toBe(false);
  });

  it("submits when nothing waits and no subscription runs beyond its last 30 days", () => {
    expect(maySubmit({ kind: "none" })).toBe(true);
    expect(maySubmit({ kind: "rejected", requestId: "x", reason: "r" })).toBe(true);
    expect(maySubmit({ kind: "expired", endedOn: "2026-01-01" })).toBe(true);
    expect(maySubmit({ kind: "pending", requestId: "x" })).toBe(false);
    const expiring = organizationSubscriptionState([request("approved", { endDate: "2026-04-01" })], TODAY);
    expect(maySubmit(expiring)).toBe(true);
    expect(
      maySubmit(organizationSubscriptionState([request("approved", { endDate: "2027-04-01" })], TODAY)),
    ).toBe(false);
    expect(
      maySubmit(
        organizationSubscriptionState(
          [request("submitted"), request("approved", { endDate: "2026-04-01" })],
          TODAY,
        ),
      ),
    ).toBe(false);
  });

  it("moves a request only out of submitted, and never back to it", () => {
    expect(canTransition("submitted", "approved")).toBe(true);
    expect(canTransition("submitted", "rejected")).toBe(true);
    expect(canTransition("submitted", "withdrawn")).toBe(true);
    expect(canTransition("submitted", "corrected")).toBe(true);
    expect(canTransition("submitted", "submitted")).toBe(false);
    for (const final of ["approved", "rejected", "withdrawn"] as const) {
      expect(canTransition(final, "approved")).toBe(false);
      expect(canTransition(final, "corrected")).toBe(false);
    }
  });
});

describe("subscribedState", () => {
  it("is the date part of the rule", () => {
    expect(subscribedState("2026-03-16", TODAY)).toBe("expired");
    expect(subscribedState(TODAY, TODAY)).toBe("expiring");
    expect(subscribedState("2026-04-16", TODAY)).toBe("expiring");
    expect(subscribedState("2026-04-17", TODAY)).toBe("active");
  });
});

describe("Transaction IDs", () => {
  it("are compared without spaces, in capitals", () => {
    expect(transactionKey(" mp261119.1432.b73915 ")).toBe("MP261119.1432.B73915");
    expect(transactionKey("78 4512 3690")).toBe("7845123690");
  });

  it("accept each method's example and refuse what cannot be an ID", () => {
    for (const method of ["mtn", "airtel", "bank"] as const) {
      expect(transactionIdProblem(method, TRANSACTION_ID_RULES[method].example)).toBeNull();
    }
    expect(transactionIdProblem("mtn", "AB")).toBe(TRANSACTION_ID_RULES.mtn.message);
    expect(transactionIdProblem("mtn", "1234567")).toBe(TRANSACTION_ID_RULES.mtn.message);
    expect(transactionIdProblem("mtn", "1234567890123")).toBe(TRANSACTION_ID_RULES.mtn.message);
    expect(transactionIdProblem("airtel", "AB")).toBe(TRANSACTION_ID_RULES.airtel.message);
    expect(transactionIdProblem("airtel", "MP2611.1432.B73915")).toBe(TRANSACTION_ID_RULES.airtel.message);
    expect(transactionIdProblem("airtel", "12345678901")).toBeNull();
    expect(transactionIdProblem("bank", "AB")).toBe(TRANSACTION_ID_RULES.bank.message);
    expect(transactionIdProblem("bank", "ABCDEFGH")).toBe(TRANSACTION_ID_RULES.bank.message);
    expect(transactionIdProblem("bank", "ft 2633 3kx7q2")).toBeNull();
    expect(transactionIdProblem("bank", "  ")).toBe("Enter the Transaction ID from your receipt");
  });
});

describe("paidOnProblem", () => {
  it("takes a real day, not after today, within a year", () => {
    expect(paidOnProblem(TODAY, TODAY)).toBeNull();
    expect(paidOnProblem("2025-03-17", TODAY)).toBeNull();
    expect(paidOnProblem("2025-03-16", TODAY)).toBe("The date paid must be within the last year");
    expect(paidOnProblem("2026-03-18", TODAY)).toBe("The date paid cannot be in the future");
    expect(paidOnProblem("2026-02-30", TODAY)).toBe("Enter the date you paid");
    expect(paidOnProblem("", TODAY)).toBe("Enter the date you paid");
  });
});

describe("rejectionReasonText", () => {
  it("keeps the chosen reason's words, or what was written", () => {
    expect(rejectionReasonText("wrong-amount", "ignored")).toBe("The amount paid is not the yearly fee");
    expect(rejectionReasonText("other", "  Paid to the wrong merchant code  ")).toBe(
      "Paid to the wrong merchant code",
    );
    expect(rejectionReasonText("other", undefined)).toBe("");
  });
});
