import { describe, expect, it } from "vitest";
import {
  GETTING_STARTED_TEXTS,
  type GettingStartedProfile,
  type GettingStartedState,
  gettingStarted,
  isProfileComplete,
} from "./getting-started";
import type { SubscriptionState } from "./subscription-lifecycle";

const COMPLETE: GettingStartedProfile = {
  organizationId: "0b6c7f7e-0000-4000-8000-000000000001",
  organizationName: "RIVERSIDE",
  organizationBrief: "Riverside community projects.",
  organizationType: "Community Based",
};

const PROFILES: [string, GettingStartedProfile | null, GettingStartedState][] = [
  ["complete", COMPLETE, "done"],
  ["missing its brief", { ...COMPLETE, organizationBrief: "  " }, "pending"],
  ["without a profile", null, "pending"],
];

const PAYMENTS: [SubscriptionState, GettingStartedState, GettingStartedState][] = [
  [{ kind: "none" }, "pending", "pending"],
  [{ kind: "expired", endedOn: "2026-01-01" }, "pending", "pending"],
  [{ kind: "rejected", requestId: "r1", reason: "No money arrived" }, "pending", "pending"],
  [{ kind: "pending", requestId: "r1" }, "done", "waiting"],
  [
    { kind: "active", until: "2027-03-17", daysLeft: 365, pendingRequestId: null, rejected: null },
    "done",
    "done",
  ],
  [
    { kind: "expiring", until: "2026-04-01", daysLeft: 10, pendingRequestId: null, rejected: null },
    "done",
    "done",
  ],
];

const PROJECT_COUNTS: [number, GettingStartedState][] = [
  [0, "pending"],
  [2, "done"],
];

describe("isProfileComplete", () => {
  it("needs the name, brief and type the profile form requires, and the organization record", () => {
    expect(isProfileComplete(COMPLETE)).toBe(true);
    expect(isProfileComplete(null)).toBe(false);
    for (const field of [
      "organizationId",
      "organizationName",
      "organizationBrief",
      "organizationType",
    ] as const) {
      expect(isProfileComplete({ ...COMPLETE, [field]: null }), field).toBe(false);
      expect(isProfileComplete({ ...COMPLETE, [field]: "" }), field).toBe(false);
    }
  });
});

describe("gettingStarted", () => {
  // Every combination of profile, payment and projects: each step's state, and the next step is the first
  // step not done.
  for (const [profileName, profile, profileState] of PROFILES) {
    for (const [state, feeState, approvalState] of PAYMENTS) {
      for (const [projectCount, projectState] of PROJECT_COUNTS) {
        it(`profile ${profileName}, payment ${state.kind}, ${projectCount} projects`, () => {
          const result = gettingStarted({ profile, state, projectCount });
          const states = [profileState, feeState, approvalState, projectState];
          expect(result.steps.map((step) => step.id)).toEqual(["profile", "fee", "approval", "project"]);
          expect(result.steps.map((step) => step.state)).toEqual(states);
          expect(result.steps.map((step) => step.stateText)).toEqual(
            states.map((state) => GETTING_STARTED_TEXTS.states[state]),
          );
          expect(result.doneCount).toBe(states.filter((state) => state === "done").length);
          const firstOpen = result.steps.find((step) => step.state !== "done");
          expect(result.next?.id).toBe(firstOpen?.id);
        });
      }
    }
  }

  it("asks a new organization to pay the yearly fee on the payment page", () => {
    const result = gettingStarted({ profile: COMPLETE, state: { kind: "none" }, projectCount: 0 });
    expect(result.next).toEqual({ id: "fee", label: "Pay the yearly fee", to: "/payment" });
    expect(result.steps[1]?.detail).toBe(GETTING_STARTED_TEXTS.fee.pending);
  });

  it("sends an incomplete profile to the profile editor first, whatever else is done", () => {
    const result = gettingStarted({
      profile: { ...COMPLETE, organizationType: null },
      state: { kind: "active", until: "2027-03-17", daysLeft: 365, pendingRequestId: null, rejected: null },
      projectCount: 1,
    });
    expect(result.next).toEqual({ id: "profile", label: "Complete your profile", to: "/dashboard/profile" });
  });

  it("asks for a renewal once the subscription has ended", () => {
    const result = gettingStarted({
      profile: COMPLETE,
      state: { kind: "expired", endedOn: "2026-01-01" },
      projectCount: 3,
    });
    expect(result.next).toEqual({ id: "fee", label: "Renew the yearly fee", to: "/payment" });
    expect(result.steps[1]?.detail).toBe(GETTING_STARTED_TEXTS.fee.expired);
    expect(result.steps[3]?.detail).toBe("You have published 3 projects.");
  });

  it("after a rejection, says why and offers to submit again", () => {
    const result = gettingStarted({
      profile: COMPLETE,
      state: { kind: "rejected", requestId: "r1", reason: "The amount paid is not the yearly fee" },
      projectCount: 0,
    });
    expect(result.next).toEqual({ id: "fee", label: "Submit again", to: "/payment" });
    expect(result.steps[1]?.detail).toBe(
      "Your payment was not approved. Reason: The amount paid is not the yearly fee",
    );
  });

  it("while the payment waits, points to its status and says who acts next", () => {
    const result = gettingStarted({
      profile: COMPLETE,
      state: { kind: "pending", requestId: "r1" },
      projectCount: 0,
    });
    expect(result.next).toEqual({ id: "approval", label: "See your payment status", to: "/payment" });
    expect(result.steps[2]).toMatchObject({
      state: "waiting",
      stateText: "Waiting for approval",
      detail: GETTING_STARTED_TEXTS.approval.waiting,
    });
  });

  it("once approved, offers the first project and says until when the subscription runs", () => {
    const result = gettingStarted({
      profile: COMPLETE,
      state: { kind: "active", until: "2027-03-17", daysLeft: 365, pendingRequestId: null, rejected: null },
      projectCount: 0,
    });
    expect(result.next).toEqual({
      id: "project",
      label: "Publish your first project",
      to: "/dashboard/projects/add",
    });
    expect(result.steps[2]?.detail).toBe("Your subscription is active until Mar 17, 2027.");
  });

  it("has no next step once all four are done", () => {
    const result = gettingStarted({
      profile: COMPLETE,
      state: { kind: "active", until: "2027-03-17", daysLeft: 365, pendingRequestId: null, rejected: null },
      projectCount: 1,
    });
    expect(result.next).toBeNull();
    expect(result.doneCount).toBe(4);
    expect(result.steps[3]?.detail).toBe("You have published 1 project.");
  });
});
