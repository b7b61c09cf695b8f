import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { VerifyEmailNotice } from "~/components/auth/verify-email-notice";
import { PaymentForm } from "~/components/payments/payment-form";
import { PaymentStatusView } from "~/components/payments/payment-indicator";
import {
  PaymentInstructionsPanel,
  ReferenceHint,
  YearlyFee,
} from "~/components/payments/payment-instructions";
import { AlertTriangle, CheckCircle2 } from "~/components/ui/app-icons";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { ArrowLeft, Clock } from "~/components/ui/icons";
import { StatusButton } from "~/components/ui/status-button";
import { getOwnProfile } from "~/db/queries/profiles.server";
import {
  getOrganizationSubscriptionState,
  kampalaToday,
  listOrganizationRequests,
} from "~/db/queries/subscriptions.server";
import { proofHref } from "~/domain/admin-billing";
import { safeRedirect } from "~/domain/auth";
import { formatDate } from "~/domain/dates";
import { VERIFICATION_TEXT } from "~/domain/email-verification";
import {
  MAX_PROOF_BYTES,
  PAYMENT_MESSAGES,
  paymentRequestSchema,
  proofProblemMessage,
} from "~/domain/payment";
import { amountText } from "~/domain/receipt";
import { subscriptionPeriod } from "~/domain/subscription";
import {
  PAYMENT_METHOD_LABELS,
  type StoredPaymentMethod,
  SUBSCRIPTION_TEXT,
  type SubscriptionState,
} from "~/domain/subscription-lifecycle";
import { UPLOAD_MESSAGES } from "~/domain/uploads";
import { AppError, isAppError } from "~/lib/app-error";
import { z } from "~/lib/zod";
import { formAction } from "~/services/form-action.server";
import { FORM_BODY_MESSAGES, readFormBody } from "~/services/form-body.server";
import { correctPaymentRequest } from "~/services/payments/correct-payment-request.server";
import { getPaymentInstructions } from "~/services/payments/payment-instructions.server";
import {
  type PaymentRefusal,
  type PaymentRefusalReason,
  submitPaymentRequest,
} from "~/services/payments/submit-payment-request.server";
import { withdrawPaymentRequest } from "~/services/payments/withdraw-payment-request.server";
import { assertOrganizationAction, requireUser } from "~/services/permissions.server";
import { dataWithErrorToast, dataWithToast, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/payment";

export const meta = () => [{ title: "Payment | UgandaImpact" }];

type RequestRecord = Awaited<ReturnType<typeof listOrganizationRequests>>[number];

/** A request as this page shows it, and what the form starts with to correct it or submit it again. */
function shownRequest(request: RequestRecord) {
  return {
    id: request.id,
    method: PAYMENT_METHOD_LABELS[request.method as StoredPaymentMethod] ?? request.method,
    transactionId: request.transactionId,
    amount: amountText(request.amount, request.currency),
    paidOn: request.paidOn ? formatDate(request.paidOn) : null,
    submittedOn: formatDate(request.createdAt),
    proofHref: proofHref(request.proofUrl),
    reason: request.rejectionReason,
    defaults: {
      method: request.method === "unrecorded" ? undefined : request.method,
      transactionId: request.transactionId,
      currency: request.currency,
      paidOn: request.paidOn,
    },
  };
}

/** The request the state is about: the one waiting, or the rejected one with its reason. */
function requestOfState(state: SubscriptionState, requests: RequestRecord[]) {
  const id =
    state.kind === "pending"
      ? state.requestId
      : state.kind === "rejected"
        ? state.requestId
        : state.kind === "active" || state.kind === "expiring"
          ? (state.pendingRequestId ?? state.rejected?.requestId ?? null)
          : null;
  const request = id ? requests.find((candidate) => candidate.id === id) : undefined;
  return request ? shownRequest(request) : null;
}

/**
 * The subscription payment of a signed-in organization, by its state (issue 34): a request waiting on top
 * (correct it, or withdraw it); a rejected one with its reason and the form filled in to submit again; the
 * fee, how to pay and the form while nothing is active, and for a renewal in the last 30 days.
 */
/**
 * A member pays when their role allows (an owner, or finance: anyone else is refused as at any page of
 * theirs); an account in no organization sees why it cannot pay.
 */
async function requirePayer(request: Request) {
  const user = await requireUser(request);
  return user.organizationId === null
    ? user
    : assertOrganizationAction(request, user, "organization.billing");
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePayer(request);
  const today = kampalaToday();
  const profile = user.organizationId === null ? null : await getOwnProfile(user.organizationId);
  const orgId = profile?.organizationId ?? null;
  const [state, requests] = orgId
    ? await Promise.all([getOrganizationSubscriptionState(orgId, today), listOrganizationRequests(orgId)])
    : [{ kind: "none" } as SubscriptionState, []];
  const problem = !profile
    ? PAYMENT_MESSAGES.profileNotFound
    : !orgId
      ? PAYMENT_MESSAGES.organizationNotSetUp
      : null;
  const organizationName = profile?.organizationName || user.name;
  const subject = requestOfState(state, requests);
  const activeUntil = state.kind === "active" || state.kind === "expiring" ? state.until : null;
  return {
    state,
    pending: subject && requests.find((r) => r.id === subject.id)?.status === "submitted" ? subject : null,
    rejected: subject && requests.find((r) => r.id === subject.id)?.status === "rejected" ? subject : null,
    // What a payment sent today would buy: a renewal starts the day after the active year ends.
    period: subscriptionPeriod({ today, activeUntil }),
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
  active: 409,
  "transaction-used": 409,
  proof: 400,
  invalid: 400,
  auth: 403,
  unverified: 403,
  "profile-access": 403,
  "no-profile": 403,
  "no-organization": 403,
} as const satisfies Record<PaymentRefusalReason, number>;

const IntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("submit") }),
  z.object({ intent: z.literal("correct"), requestId: z.uuid() }),
  z.object({ intent: z.literal("withdraw"), requestId: z.uuid() }),
]);

/**
 * Submits, corrects or withdraws a payment request, from the /payment page or the payment dialog (a fetcher).
 * A success redirects to the form's `redirectTo` (a same-site path; /dashboard without one) with a toast; a
 * refusal answers the form's reply with the fields' messages and a toast, and changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePayer(request);
  const today = kampalaToday();
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
        const intent = IntentSchema.safeParse({
          intent: body.formData.get("intent") ?? "submit",
          requestId: body.formData.get("requestId") ?? undefined,
        });
        if (!intent.success) throw new AppError("INVALID", PAYMENT_MESSAGES.submitErrorDetail);
        return {
          formData: body.formData,
          intent: intent.data,
          submission: parseWithZod(body.formData, { schema: paymentRequestSchema(today) }),
        };
      },
      name: "payment request",
      rateLimit: { name: "payment-submit", key: user.id },
      failure: { title: PAYMENT_MESSAGES.submitError, description: PAYMENT_MESSAGES.submitErrorDetail },
      answer: ({ toast, init, input }) =>
        dataWithToast({ result: input?.submission.reply() ?? null }, toast, init),
    },
    async ({ formData, intent, submission }) => {
      const requested = formData.get("redirectTo");
      const target = safeRedirect(requested, intent.intent === "submit" ? "/dashboard" : "/payment");
      // The dialog asks to come back to its own page: that replaces the page in the history, never stacks it.
      const replace = requested ? { headers: { "X-Remix-Replace": "true" } } : undefined;
      const refused = (outcome: PaymentRefusal) =>
        dataWithToast(
          {
            result: submission.reply(
              outcome.fields
                ? {
                    fieldErrors: Object.fromEntries(
                      Object.entries(outcome.fields).map(([field, message]) => [field, [message]]),
                    ),
                  }
                : undefined,
            ),
          },
          errorToast(outcome.description, outcome.title),
          { status: REFUSAL_STATUS[outcome.reason] },
        );

      if (intent.intent === "withdraw") {
        const outcome = await withdrawPaymentRequest({ user, requestId: intent.requestId });
        if (!outcome.ok) return refused(outcome);
        return redirectWithToast("/payment", { type: "success", title: SUBSCRIPTION_TEXT.withdrawn });
      }

      if (submission.status !== "success") {
        const reply = submission.reply();
        // Every field's message is beside it; the toast names the first.
        const first = Object.values(reply.error ?? {})
          .flat()
          .find(Boolean);
        return dataWithToast({ result: reply }, errorToast(first ?? PAYMENT_MESSAGES.submitErrorDetail), {
          status: 400,
        });
      }
      const { proof, ...input } = submission.value;

      let outcome: Awaited<ReturnType<typeof submitPaymentRequest>>;
      try {
        outcome =
          intent.intent === "correct"
            ? await correctPaymentRequest({
                user,
                requestId: intent.requestId,
                input,
                proof: proof ?? null,
                today,
              }).then((result) =>
                result.ok ? { ok: true as const, requestId: intent.requestId, proofUrl: null } : result,
              )
            : await submitPaymentRequest({ user, input, proof: proof ?? null, today });
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
      if (!outcome.ok) return refused(outcome);
      if (intent.intent === "correct") {
        return redirectWithToast(target, { type: "success", title: SUBSCRIPTION_TEXT.corrected }, replace);
      }
      return redirectWithToast(
        target,
        { type: "success", title: PAYMENT_MESSAGES.submitted, description: PAYMENT_MESSAGES.submittedDetail },
        replace,
      );
    },
  );
}

/** A request's details, as the pending and rejected cards list them. */
function RequestDetails({
  request,
}: {
  request: NonNullable<Route.ComponentProps["loaderData"]["pending"]>;
}) {
  const rows: Array<[string, React.ReactNode]> = [
    [SUBSCRIPTION_TEXT.method, request.method],
    [SUBSCRIPTION_TEXT.transactionId, <span className="font-mono break-all">{request.transactionId}</span>],
    ["Amount", request.amount],
    [SUBSCRIPTION_TEXT.paidOn, request.paidOn ?? "Not recorded"],
    [PAYMENT_MESSAGES.pendingSubmitted, request.submittedOn],
  ];
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap gap-x-2">
          <dt className="text-muted">{label}:</dt>
          <dd className="min-w-0 font-semibold">{value}</dd>
        </div>
      ))}
      {request.proofHref ? (
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">Proof:</dt>
          <dd>
            <a
              href={request.proofHref}
              className="font-semibold text-brand-700 underline dark:text-brand-200"
            >
              View proof
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, pending, rejected, period, problem, instructions, unverifiedEmail } = loaderData;
  const renewing = state.kind === "expiring" && !pending;
  const paying =
    !pending && (state.kind === "expired" || state.kind === "none" || state.kind === "rejected" || renewing);
  const navigation = useNavigation();
  const withdrawing = navigation.formData?.get("intent") === "withdraw";
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
        <PaymentStatusView status={state} offerRenewal={false} />
      </div>

      {pending ? (
        // On top, whatever else the page shows: after a submit this is what the person came back to.
        <Card
          ref={pendingCard}
          tabIndex={-1}
          aria-labelledby="pending-title"
          role="region"
          className="mt-6 border-amber-300 p-5 outline-none sm:p-6 dark:border-amber-700"
        >
          <h2 id="pending-title" className="flex items-center gap-2 text-lg font-semibold">
            <Clock aria-hidden className="h-5 w-5 text-amber-700 dark:text-amber-400" />
            {PAYMENT_MESSAGES.pending}
          </h2>
          <RequestDetails request={pending} />
          <p className="mt-3">{PAYMENT_MESSAGES.pendingDetail}</p>
          <p className="mt-1 text-sm text-muted">
            Made a mistake? Correct the request or withdraw it until an administrator reviews it.
          </p>
          <details className="group mt-4 rounded-md border border-default">
            <summary className="cursor-pointer list-none px-4 py-3 font-semibold text-brand-700 dark:text-brand-200">
              {SUBSCRIPTION_TEXT.correct}
            </summary>
            <div className="border-t border-default p-4">
              <h3 className="sr-only">{SUBSCRIPTION_TEXT.correctTitle}</h3>
              <PaymentForm
                id="payment-correct"
                redirectTo="/payment"
                correcting={pending.id}
                defaults={pending.defaults}
                lastResult={actionData?.result}
              />
            </div>
          </details>
          <details className="mt-3 rounded-md border border-default">
            <summary className="cursor-pointer list-none px-4 py-3 font-semibold text-red-700 dark:text-red-400">
              {SUBSCRIPTION_TEXT.withdraw}
            </summary>
            <Form method="post" action="/payment" className="border-t border-default p-4">
              <p className="font-semibold">{SUBSCRIPTION_TEXT.withdrawTitle}</p>
              <p className="mt-1 text-sm">{SUBSCRIPTION_TEXT.withdrawWarning}</p>
              <input type="hidden" name="intent" value="withdraw" />
              <input type="hidden" name="requestId" value={pending.id} />
              <StatusButton
                variant="destructive"
                className="mt-3"
                pending={withdrawing}
                pendingLabel="Withdrawing..."
              >
                {SUBSCRIPTION_TEXT.confirmWithdraw}
              </StatusButton>
            </Form>
          </details>
        </Card>
      ) : null}

      {rejected && !pending ? (
        <Card
          aria-labelledby="rejected-title"
          role="region"
          className="mt-6 border-red-300 p-5 sm:p-6 dark:border-red-800"
        >
          <h2 id="rejected-title" className="flex items-center gap-2 text-lg font-semibold">
            <AlertTriangle aria-hidden className="h-5 w-5 text-red-700 dark:text-red-400" />
            {SUBSCRIPTION_TEXT.rejectedTitle}
          </h2>
          <p className="mt-2">
            <span className="font-semibold">{SUBSCRIPTION_TEXT.rejectedReason}:</span> {rejected.reason}
          </p>
          <RequestDetails request={rejected} />
          <p className="mt-3 text-sm text-muted">
            The form below is filled in with this request: check it against your receipt and submit again.
          </p>
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

      {!problem && state.kind === "active" ? (
        <Card className="mt-6 p-5 sm:p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <CheckCircle2 aria-hidden className="h-5 w-5 text-green-700 dark:text-green-400" />
            {PAYMENT_MESSAGES.active}
          </h2>
          <p className="mt-2">
            Your subscription is active until <strong>{formatDate(state.until)}</strong>. You can add projects
            until then, and renew from 30 days before it ends.
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
                : state.kind === "expired"
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
              <h2 className="text-lg font-semibold">
                {rejected ? SUBSCRIPTION_TEXT.submitAgain : "Submit your payment"}
              </h2>
              <p className="mt-1 mb-4 text-sm text-muted">
                Once you have paid, enter the Transaction ID from your mobile money or bank receipt. An
                administrator checks it;{renewing ? " your next year" : " your subscription"} then runs from{" "}
                {formatDate(period.startDate)} to {formatDate(period.endDate)}.
              </p>
              {/* Back to this page after a success, where the pending payment shows on top. */}
              <PaymentForm
                id="payment-page"
                redirectTo="/payment"
                defaults={rejected?.defaults}
                lastResult={actionData?.result}
              />
            </Card>
          )}
        </div>
      ) : null}
    </Container>
  );
}
