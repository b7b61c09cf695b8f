import type { SubmissionResult } from "@conform-to/react";
import { PaymentReviewPanel, type RejectFormState } from "~/components/admin/payment-review";
import { errorBoundaryFor } from "~/components/route-error-boundary";
import { decidePaymentRequest, loadPaymentReview } from "~/services/payments/billing-review.server";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/payment-review";

/** The review panel of one payment request (issue 34): admins only; an unknown id is the 404 page. */
export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? [{ title: "Review payment | UgandaImpact" }] : [];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { review: await loadPaymentReview(params.id) };
}

/** Approve, or Reject with a reason (plain POST forms with an intent). */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return decidePaymentRequest(request, admin, params.id);
}

export const ErrorBoundary = errorBoundaryFor("page");

/** A refused Reject's reply, as the form shows it: the first message of each field, and what was chosen. */
function rejectFormState(reply: SubmissionResult<string[]> | undefined): RejectFormState | null {
  if (!reply) return null;
  const text = (name: string) => {
    const value = reply.initialValue?.[name];
    return typeof value === "string" ? value : undefined;
  };
  return {
    errors: { reason: reply.error?.reason?.[0], otherReason: reply.error?.otherReason?.[0] },
    values: { reason: text("reason"), otherReason: text("otherReason") },
  };
}

export default function PaymentReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PaymentReviewPanel
      // A new request (the panel's links to the others) starts with a fresh form.
      key={loaderData.review.id}
      review={loaderData.review}
      rejectForm={rejectFormState(actionData?.reject)}
    />
  );
}
