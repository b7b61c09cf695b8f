import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { VerifyEmailNotice } from "~/components/auth/verify-email-notice";
import { PaymentForm } from "~/components/payments/payment-form";
import { PaymentStatusView } from "~/components/payments/payment-indicator";
import {
  PaymentInstructionsPanel,
  ReferenceHint,
  YearlyFee,
} from "~/components/payments/payment-instructions";
import { CheckCircle2 } from "~/components/ui/app-icons";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { ArrowLeft, Clock } from "~/components/ui/icons";
import { getOwnProfile } from "~/db/queries/profiles.server";
import { getPaymentStatus, getPendingPaymentRequest, kampalaToday } from "~/db/queries/subscriptions.server";
import { safeRedirect } from "~/domain/auth";
import { formatDate } from "~/domain/dates";
import { VERIFICATION_TEXT } from "~/domain/email-verification";
import { MAX_PROOF_BYTES, PAYMENT_MESSAGES, PaymentSchema, proofProblemMessage } from "~/domain/payment";
import { subscriptionPeriod } from "~/domain/subscription";
import { UPLOAD_MESSAGES } from "~/domain/uploads";
import { AppError, isAppError } from "~/lib/app-error";
import { formAction } from "~/services/form-action.server";
import { FORM_BODY_MESSAGES, readFormBody } from "~/services/form-body.server";
import { getPaymentInstructions } from "~/services/payments/payment-instructions.server";
import {
  type PaymentRefusalReason,
  submitPaymentRequest,
} from "~/services/payments/submit-payment-request.server";
import { requireUser } from "~/services/permissions.server";
import { dataWithErrorToast, dataWithToast, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/payment";

export const meta = () => [{ title: "Payment | UgandaImpact" }];

/**
 * The subscription payment of a signed-in organization: a payment waiting for approval on top, the status,
 * the fee, how to pay and the form (while none is active, and from 30 days before the end for a renewal).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const today = kampalaToday();
  const [profile, status, pending] = await Promise.all([
    getOwnProfile(user.id),
    getPaymentStatus(user.id, today),
    getPendingPaymentRequest(user.id),
  ]);
  const problem = !profile
    ? PAYMENT_MESSAGES.profileNotFound
    : !profile.organizationId
      ? PAYMENT_MESSAGES.organizationNotSetUp
      : null;
  const organizationName = profile?.organizationName || user.name;
  return {
    status,
    pending: pending
      ? { referenceCode: pending.referenceCode, submittedOn: formatDate(pending.submittedAt) }
      : null,
    // What a payment sent today would buy: a renewal starts the day after the active year ends.
    period: subscriptionPeriod({ today, activeUntil: status.state === "active" ? status.expiresOn : null }),
    problem,
    organizationName,
    instructions: getPaymentInstructions(organizationName),
    // Until the address is verified the form gives way to the notice (the action refuses anyway).
    unverifiedEmail: user.emailVerified ? null : user.email,
  };
}

const errorToast = (description: string, title: string = PAYMENT_MESSAGES.submitError) => ({
  type: "error" as const,
  title,
  description,
});

/** The status of each refusal: a payment already waiting is a conflict, a field's mistake a bad request. */
const REFUSAL_STATUS = {
  pending: 409,
  proof: 400,
  reference: 400,
  auth: 403,
  unverified: 403,
  "profile-access": 403,
  "no-profile": 403,
  "no-organization": 403,
} as const satisfies Record<PaymentRefusalReason, number>;

/**
 * Submits a payment request, from the /payment page or the payment dialog (a fetcher). A success redirects to
 * the form's `redirectTo` (a same-site path; /dashboard without one) with the spec's toast; a refusal answers
 * the form's reply with the spec's title and description, and changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return formAction(
    request,
    {
      read: async (request) => {
        // Read up to twice the limit, so a proof a little too large is named with its size; a larger body is
        // cut off while it streams in, and its declared length gives the size.
        const body = await readFormBody(request, {
          files: { maxFileSize: 2 * MAX_PROOF_BYTES, maxFiles: 1 },
        });
        if (!body.ok) {
          const declared = Number(request.headers.get("Content-Length"));
          const description =
            body.reason === "too-large"
              ? proofProblemMessage("size", declared > MAX_PROOF_BYTES ? declared : undefined)
              : FORM_BODY_MESSAGES.unreadable;
          throw new AppError(body.status === 413 ? "TOO_LARGE" : "INVALID", description);
        }
        return {
          formData: body.formData,
          submission: parseWithZod(body.formData, { schema: PaymentSchema }),
        };
      },
      name: "payment request",
      rateLimit: { name: "payment-submit", key: user.id },
      failure: { title: PAYMENT_MESSAGES.submitError, description: PAYMENT_MESSAGES.submitErrorDetail },
      answer: ({ toast, init, input }) =>
        dataWithToast({ result: input?.submission.reply() ?? null }, toast, init),
    },
    async ({ formData, submission }) => {
      if (submission.status !== "success") {
        const reply = submission.reply();
        // Spec §5: a blank reference code toasts "Reference code required".
        const blank = !String(formData.get("referenceCode") ?? "").trim();
        return blank
          ? dataWithToast(
              { result: reply },
              errorToast(PAYMENT_MESSAGES.referenceRequiredDetail, PAYMENT_MESSAGES.referenceRequired),
              { status: 400 },
            )
          : dataWithToast(
              { result: reply },
              errorToast(
                Object.values(reply.error ?? {})
                  .flat()
                  .find(Boolean) ?? PAYMENT_MESSAGES.submitErrorDetail,
              ),
              { status: 400 },
            );
      }

      let outcome: Awaited<ReturnType<typeof submitPaymentRequest>>;
      try {
        outcome = await submitPaymentRequest({
          user,
          referenceCode: submission.value.referenceCode,
          proof: submission.value.proof ?? null,
        });
      } catch (error) {
        if (isAppError(error, "UNAVAILABLE")) {
          // The proof's header check found too many images being processed: nothing was stored or written.
          return dataWithErrorToast(
            { result: submission.reply({ fieldErrors: { proof: [UPLOAD_MESSAGES.busy] } }) },
            error,
          );
        }
        throw error;
      }

      if (!outcome.ok) {
        return dataWithToast(
          {
            result: submission.reply(
              outcome.field ? { fieldErrors: { [outcome.field]: [outcome.description] } } : undefined,
            ),
          },
          errorToast(outcome.description, outcome.title),
          { status: REFUSAL_STATUS[outcome.reason] },
        );
      }

      const requested = formData.get("redirectTo");
      const target = safeRedirect(requested, "/dashboard");
      return redirectWithToast(
        target,
        { type: "success", title: PAYMENT_MESSAGES.submitted, description: PAYMENT_MESSAGES.submittedDetail },
        // The dialog asks to come back to its own page: that replaces the page in the history, never stacks it.
        requested ? { headers: { "X-Remix-Replace": "true" } } : undefined,
      );
    },
  );
}

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { status, pending, period, problem, instructions, unverifiedEmail } = loaderData;
  const renewing = status.state === "active" && status.renewable;
  const paying = status.state === "expired" || status.state === "none" || renewing;
  const pendingCard = useRef<HTMLDivElement>(null);
  // Once a submit on this page comes back, the form makes way for the waiting payment on top: take the person
  // (and the focus, for screen readers) there, wherever the form was scrolled to.
  const hadPending = useRef(Boolean(pending));
  useEffect(() => {
    if (pending && !hadPending.current) {
      window.scrollTo({ top: 0 });
      pendingCard.current?.focus({ preventScroll: true });
    }
    hadPending.current = Boolean(pending);
  }, [pending]);
  return (
    <Container className="py-6 md:py-10">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        Back to Dashboard
      </Link>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Payment</h1>
          <p className="mt-1 text-muted">Your organization's yearly subscription to publish projects.</p>
        </div>
        <PaymentStatusView status={status} offerRenewal={false} />
      </div>

      {pending ? (
        // On top, whatever else the page shows: after a submit this is what the person came back to.
        <Card
          ref={pendingCard}
          tabIndex={-1}
          className="mt-6 border-amber-300 p-5 outline-none sm:p-6 dark:border-amber-700"
        >
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Clock aria-hidden className="h-5 w-5 text-amber-700 dark:text-amber-400" />
            {PAYMENT_MESSAGES.pending}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-1 sm:flex">
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-muted">{PAYMENT_MESSAGES.pendingReference}:</dt>
              <dd className="min-w-0 break-all font-mono font-semibold">{pending.referenceCode}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-muted">{PAYMENT_MESSAGES.pendingSubmitted}:</dt>
              <dd className="font-semibold">{pending.submittedOn}</dd>
            </div>
          </dl>
          <p className="mt-3">{PAYMENT_MESSAGES.pendingDetail}</p>
        </Card>
      ) : null}

      {problem ? (
        <Card className="mt-6 p-5 sm:p-6">
          <p role="alert">{problem}</p>
          <Link to="/dashboard/profile" className={`${buttonClass("primary", "sm")} mt-4`}>
            Edit Profile
          </Link>
        </Card>
      ) : null}

      {!problem && status.state === "active" ? (
        <Card className="mt-6 p-5 sm:p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <CheckCircle2 aria-hidden className="h-5 w-5 text-green-700 dark:text-green-400" />
            {PAYMENT_MESSAGES.active}
          </h2>
          <p className="mt-2">
            Your subscription is active until <strong>{formatDate(status.expiresOn)}</strong>. You can add
            projects until then.
          </p>
          <Link to="/dashboard/projects/add" className={`${buttonClass("primary", "sm")} mt-4`}>
            Add New Project
          </Link>
        </Card>
      ) : null}

      {!problem && paying ? (
        <div className="mt-6 space-y-6">
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold">
              {renewing
                ? PAYMENT_MESSAGES.renewTitle
                : status.state === "expired"
                  ? PAYMENT_MESSAGES.expired
                  : PAYMENT_MESSAGES.subscribe}
            </h2>
            <YearlyFee instructions={instructions} className="mt-2" />
            <ReferenceHint instructions={instructions} className="mt-1" />
            <h3 className="mt-5 text-sm font-semibold">How to pay</h3>
            <PaymentInstructionsPanel instructions={instructions} className="mt-2" />
          </Card>
          {unverifiedEmail ? (
            <VerifyEmailNotice
              email={unverifiedEmail}
              redirectTo="/payment"
              detail={VERIFICATION_TEXT.paymentRequired}
            />
          ) : (
            <Card className="p-5 sm:p-6">
              <h2 className="text-lg font-semibold">Submit your payment</h2>
              <p className="mt-1 mb-4 text-sm text-muted">
                Once you have paid, enter the reference code of the payment. An administrator approves it;
                {renewing ? " your next year" : " your subscription"} then runs from{" "}
                {formatDate(period.startDate)} to {formatDate(period.endDate)}.
              </p>
              {/* Back to this page after a success, where the pending payment shows on top. */}
              <PaymentForm id="payment-page" redirectTo="/payment" lastResult={actionData?.result} />
            </Card>
          )}
        </div>
      ) : null}
    </Container>
  );
}
