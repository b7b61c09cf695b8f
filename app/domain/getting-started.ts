import { formatDate } from "./dates";
import type { SubscriptionState } from "./subscription-lifecycle";
import { pluralize } from "./text";

/**
 * The organization's getting-started checklist on /dashboard: the four steps between registering and a
 * published project (profile, yearly fee, approval, first project), each done, waiting on someone else, or
 * still to do, and the one next step the page offers as its main button.
 */

export type GettingStartedStepId = "profile" | "fee" | "approval" | "project";

/** done: finished; waiting: nothing for the organization to do, an administrator acts next; pending: to do. */
export type GettingStartedState = "done" | "waiting" | "pending";

export type GettingStartedStep = {
  id: GettingStartedStepId;
  title: string;
  state: GettingStartedState;
  /** The state in words (the icon beside it is only decoration). */
  stateText: string;
  detail: string;
};

export type NextStep = { id: GettingStartedStepId; label: string; to: string };

export type GettingStarted = {
  steps: GettingStartedStep[];
  doneCount: number;
  /** The first step not done yet; null once all four are. */
  next: NextStep | null;
};

/** The profile fields the checklist reads: the ones the profile form requires, and its organization record. */
export type GettingStartedProfile = {
  organizationId: string | null;
  organizationName: string | null;
  organizationBrief: string | null;
  organizationType: string | null;
};

export const GETTING_STARTED_TEXTS = {
  heading: "Getting started",
  progress: (done: number, total: number) => `${done} of ${total} steps done`,
  nextStep: "Next step",
  loadError: "Could not check your subscription. Reload the page to try again.",
  states: { done: "Done", waiting: "Waiting for approval", pending: "To do" },
  profile: {
    title: "Complete your organization profile",
    pending: "Add your organization's name, brief and type so people know who publishes the projects.",
    done: "Your organization's name, brief and type are saved.",
    action: "Complete your profile",
  },
  fee: {
    title: "Pay the yearly fee",
    pending: "Pay by mobile money or bank transfer, then send the Transaction ID from your receipt.",
    expired: "Your subscription has ended. Pay the fee again to keep adding projects.",
    rejected: (reason: string) => `Your payment was not approved. Reason: ${reason}`,
    againAction: "Submit again",
    done: "Your payment has been sent.",
    action: "Pay the yearly fee",
    renewAction: "Renew the yearly fee",
  },
  approval: {
    title: "Get your payment approved",
    pending: "An administrator checks your payment after you send it.",
    waiting: "An administrator is checking your payment. We will email you once it is approved.",
    done: (expiresOn: string) => `Your subscription is active until ${expiresOn}.`,
    action: "See your payment status",
  },
  project: {
    title: "Publish your first project",
    pending: "Once your payment is approved, add your first project with its details, location and images.",
    done: (count: number) => `You have published ${pluralize(count, "project")}.`,
    action: "Publish your first project",
  },
} as const;

const TEXTS = GETTING_STARTED_TEXTS;

/** Complete when the fields the profile form requires are filled and it has its organization record. */
export function isProfileComplete(profile: GettingStartedProfile | null): boolean {
  return Boolean(
    profile?.organizationId &&
      profile.organizationName?.trim() &&
      profile.organizationBrief?.trim() &&
      profile.organizationType?.trim(),
  );
}

function step(
  id: GettingStartedStepId,
  title: string,
  state: GettingStartedState,
  detail: string,
): GettingStartedStep {
  return { id, title, state, stateText: TEXTS.states[state], detail };
}

export function gettingStarted(input: {
  profile: GettingStartedProfile | null;
  state: SubscriptionState;
  projectCount: number;
}): GettingStarted {
  const { state, projectCount } = input;
  const profileDone = isProfileComplete(input.profile);
  // A payment counts as sent while it waits for approval and while the subscription it bought runs; a
  // rejected one or an ended subscription asks for the fee again.
  const subscribed = state.kind === "active" || state.kind === "expiring";
  const feeSent = state.kind === "pending" || subscribed;

  const steps = [
    step(
      "profile",
      TEXTS.profile.title,
      profileDone ? "done" : "pending",
      profileDone ? TEXTS.profile.done : TEXTS.profile.pending,
    ),
    step(
      "fee",
      TEXTS.fee.title,
      feeSent ? "done" : "pending",
      feeSent
        ? TEXTS.fee.done
        : state.kind === "expired"
          ? TEXTS.fee.expired
          : state.kind === "rejected"
            ? TEXTS.fee.rejected(state.reason)
            : TEXTS.fee.pending,
    ),
    subscribed
      ? step("approval", TEXTS.approval.title, "done", TEXTS.approval.done(formatDate(state.until)))
      : state.kind === "pending"
        ? step("approval", TEXTS.approval.title, "waiting", TEXTS.approval.waiting)
        : step("approval", TEXTS.approval.title, "pending", TEXTS.approval.pending),
    projectCount > 0
      ? step("project", TEXTS.project.title, "done", TEXTS.project.done(projectCount))
      : step("project", TEXTS.project.title, "pending", TEXTS.project.pending),
  ];

  const first = steps.find((candidate) => candidate.state !== "done");
  return {
    steps,
    doneCount: steps.filter((candidate) => candidate.state === "done").length,
    next: first ? nextStep(first.id, state) : null,
  };
}

function nextStep(id: GettingStartedStepId, state: SubscriptionState): NextStep {
  switch (id) {
    case "profile":
      return { id, label: TEXTS.profile.action, to: "/dashboard/profile" };
    case "fee":
      return {
        id,
        label:
          state.kind === "expired"
            ? TEXTS.fee.renewAction
            : state.kind === "rejected"
              ? TEXTS.fee.againAction
              : TEXTS.fee.action,
        to: "/payment",
      };
    case "approval":
      return { id, label: TEXTS.approval.action, to: "/payment" };
    case "project":
      return { id, label: TEXTS.project.action, to: "/dashboard/projects/add" };
  }
}
