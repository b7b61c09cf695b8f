import { data } from "react-router";
import { getRequestReview, listRequests, listSubscribedOrganizations } from "~/db/queries/billing.server";
import { kampalaToday, lastApprovedEnd, listRequestHistory } from "~/db/queries/subscriptions.server";
import { activeUntilText, PAYMENTS_TEXT, parseListPage } from "~/domain/admin-billing";
import {
  PAYMENTS_PATH,
  type PaymentReviewView,
  parseRequestStatusFilter,
  parseStateFilter,
  paymentReviewHref,
} from "~/domain/billing-review";
import { formatIsoDate } from "~/domain/dates";
import { subscriptionPeriod } from "~/domain/subscription";
import {
  REJECTION_REASON_MAX,
  REJECTION_REASONS,
  rejectionReasonText,
  SUBSCRIPTION_TEXT,
  type SubscribedState,
} from "~/domain/subscription-lifecycle";
import { isUuid } from "~/domain/uuid";
import { AppError } from "~/lib/app-error";
import { z } from "~/lib/zod";
import { loadAdminList } from "../admin-list.server";
import { answerRefusal, formAction } from "../form-action.server";
import { notFound, throwAppError } from "../http.server";
import { parseIntent } from "../intent.server";
import { redirectWithToast } from "../toast.server";
import type { BillingAdmin } from "./admin-billing.server";
import { approvePaymentRequest } from "./approve-payment-request.server";
import { rejectPaymentRequest } from "./reject-payment-request.server";

/**
 * The admin's review of subscription requests (issue 34), behind its three pages: the queue (/admin/payments,
 * one list filtered by status), the review panel of one request (/admin/payments/:id, where it is approved or
 * rejected with a reason), and the organizations by subscription state (/admin/subscriptions, and
 * /admin/approved-organizations: the same query, active and expiring only). Each route checks the admin first.
 */

// ── The lists ───────────────────────────────────────────────────────────────────────────────────────────

/** A page of the queue in the status the address asks for (to review by default). */
export function loadPaymentQueue(request: Request) {
  const search = new URL(request.url).searchParams;
  const status = parseRequestStatusFilter(search);
  const page = parseListPage(search);
  return loadAdminList(
    "payment requests",
    () => listRequests({ status: status === "all" ? null : status, page }),
    { status },
  );
}

/**
 * A page of the organizations with an approved subscription, in the states the page lists (`states`; every
 * state when null, then narrowed by the address's ?state=), by the one SQL rule counted from today in Kampala.
 */
export function loadSubscribedOrganizations(request: Request, states: readonly SubscribedState[] | null) {
  const search = new URL(request.url).searchParams;
  const state = states ? null : parseStateFilter(search);
  const page = parseListPage(search);
  // The day the states and days left are counted from, the same for the server's and the browser's render.
  const today = kampalaToday();
  return loadAdminList(
    "subscribed organizations",
    () => listSubscribedOrganizations({ states: states ?? (state ? [state] : null), today, page }),
    { state, today },
  );
}

// ── One request ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * Everything the review panel shows of one request: the request, its organization's other requests, the
 * requests with the same transaction ID, its history, and, while it waits, the period an approval would pay for
 * (the service computes the same: a year from the day it was submitted, or from the day after the last day
 * already paid for). An id that is no uuid, or no request's, is a 404.
 */
export async function loadPaymentReview(id: string | undefined): Promise<PaymentReviewView> {
  if (!id || !isUuid(id)) notFound();
  const review = await getRequestReview(id);
  if (!review) notFound();
  const waiting = review.status === "submitted";
  const [history, activeUntil] = await Promise.all([
    listRequestHistory(id),
    waiting && review.organizationId ? lastApprovedEnd(review.organizationId) : null,
  ]);
  const period = waiting ? subscriptionPeriod({ today: formatIsoDate(review.createdAt), activeUntil }) : null;
  return {
    ...review,
    history: history.map(({ action, actorEmail, reason, createdAt }) => ({
      action,
      actorEmail,
      reason,
      createdAt,
    })),
    period,
  };
}

const REASON_VALUES = REJECTION_REASONS.map((reason) => reason.value) as [
  (typeof REJECTION_REASONS)[number]["value"],
  ...(typeof REJECTION_REASONS)[number]["value"][],
];

/**
 * The panel's two forms. Reject carries its reason: one of REJECTION_REASONS, or "other" with the words
 * written (required then, at most REJECTION_REASON_MAX characters). The id is the panel's own request.
 */
const ReviewSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id: z.uuid() }),
  z
    .object({
      intent: z.literal("reject"),
      id: z.uuid(),
      reason: z.enum(REASON_VALUES, { error: SUBSCRIPTION_TEXT.rejectReasonRequired }),
      otherReason: z
        .string()
        .trim()
        .max(REJECTION_REASON_MAX, { error: SUBSCRIPTION_TEXT.rejectReasonTooLong })
        .optional(),
    })
    .check((context) => {
      const { reason, otherReason } = context.value;
      if (reason === "other" && !otherReason) {
        context.issues.push({
          code: "custom",
          input: otherReason,
          path: ["otherReason"],
          message: SUBSCRIPTION_TEXT.rejectReasonRequired,
        });
      }
    }),
]);

function parseReview(request: Request) {
  return parseIntent(request, ReviewSchema, "payment request", {
    forms: ["reject"],
    ids: ["id"],
    multiline: ["otherReason"],
  });
}

/**
 * Approve or Reject the request of the panel at `id`. Decided: back to the queue with the spec's toast
 * (approve: "Payment approved", active until its end date; reject: "Payment rejected"). A Reject without a
 * reason (or one too long) comes back beside its fields, nothing changed. A request no longer waiting (another
 * admin decided, or the organization withdrew it) is said on the panel, which then shows what happened;
 * nothing changes. A failure of ours: the spec's "Could not approve payment" / "Could not reject payment".
 */
export async function decidePaymentRequest(request: Request, admin: BillingAdmin, id: string | undefined) {
  if (!id || !isUuid(id)) notFound();
  const panel = paymentReviewHref(id);
  const failure = (intent: "approve" | "reject") => ({
    title: PAYMENTS_TEXT.errorTitle,
    description: intent === "approve" ? PAYMENTS_TEXT.approveError : PAYMENTS_TEXT.rejectError,
  });
  const notWaiting = (intent: "approve" | "reject") =>
    redirectWithToast(panel, {
      type: "error",
      title: intent === "approve" ? PAYMENTS_TEXT.approveError : PAYMENTS_TEXT.rejectError,
      description: SUBSCRIPTION_TEXT.reviewNotPending,
    });
  return formAction(
    request,
    {
      read: parseReview,
      name: (parsed) => `payment review: ${parsed?.ok ? parsed.intent.intent : "decision"}`,
      failure: (parsed) => failure(parsed?.ok ? parsed.intent.intent : "reject"),
      answer: ({ toast }) => redirectWithToast(panel, toast),
    },
    async (parsed) => {
      if (!parsed.ok) return data({ reject: parsed.submission.reply() }, { status: 400 });
      const { intent } = parsed;
      // The panel's forms carry its own request: another id is a forged request.
      if (intent.id !== id)
        throwAppError(new AppError("INVALID", "Bad request: unknown action or payment request"));
      if (intent.intent === "approve") {
        const approved = await approvePaymentRequest({ admin, requestId: id });
        if (!approved.ok) return notWaiting("approve");
        return redirectWithToast(PAYMENTS_PATH, {
          type: "success",
          title: PAYMENTS_TEXT.approved,
          description: activeUntilText(approved.endDate),
        });
      }
      const rejected = await rejectPaymentRequest({
        admin,
        requestId: id,
        reason: rejectionReasonText(intent.reason, intent.otherReason),
      });
      if (!rejected.ok) {
        return answerRefusal(rejected, {
          "not-found": () => notWaiting("reject"),
          reason: () =>
            data(
              {
                reject: parsed.submission.reply({
                  fieldErrors: {
                    [intent.reason === "other" ? "otherReason" : "reason"]: [
                      SUBSCRIPTION_TEXT.rejectReasonRequired,
                    ],
                  },
                }),
              },
              { status: 400 },
            ),
        });
      }
      return redirectWithToast(PAYMENTS_PATH, { type: "success", title: PAYMENTS_TEXT.rejected });
    },
  );
}
