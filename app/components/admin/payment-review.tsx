import { type FormEvent, type ReactNode, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ConfirmDialog, ConfirmForm, useConfirmRow } from "~/components/admin/admin-table";
import {
  Code,
  NotGiven,
  ProofView,
  RequestStatusBadge,
  UsedBeforeMark,
} from "~/components/admin/billing-review";
import { AlertTriangle } from "~/components/ui/app-icons";
import { Breakable } from "~/components/ui/breakable";
import { Card } from "~/components/ui/card";
import { Label, Textarea } from "~/components/ui/field";
import { ArrowLeft } from "~/components/ui/icons";
import { StatusButton } from "~/components/ui/status-button";
import { PAYMENTS_TEXT, PAYMENT_REVIEW_TEXT as TEXT } from "~/domain/admin-billing";
import {
  approveConfirmDescription,
  approveConfirmTitle,
  historyActionLabel,
  methodLabel,
  PAYMENTS_PATH,
  type PaymentReviewView,
  paymentReviewHref,
  periodRangeText,
} from "~/domain/billing-review";
import { formatAdminDate, formatTime } from "~/domain/dates";
import { formatAmount } from "~/domain/money";
import { REJECTION_REASON_MAX, REJECTION_REASONS, SUBSCRIPTION_TEXT } from "~/domain/subscription-lifecycle";

/** What a refused Reject brings back: the messages beside its fields and what had been chosen. */
export type RejectFormState = {
  errors: { reason?: string; otherReason?: string };
  values: { reason?: string; otherReason?: string };
};

const linkClass = "font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200";

/** "Mar 07, 2026 at 2:30 PM". */
const dateAndTime = (value: Date | string) => `${formatAdminDate(value)} at ${formatTime(value)}`;

/**
 * The review panel of one payment request (issue 34): everything the decision needs on one page. The request
 * (organization, amount, method, transaction ID, dates, who submitted it), a warning when its transaction ID
 * was given before (with those requests), the proof large, and the organization's other requests and the
 * request's history. While it waits: Approve, which confirms the amount and the period it pays for, and Reject
 * with a reason; both plain POST forms that work without script. Once decided: its outcome.
 *
 * On a phone the parts follow each other in reading order (the proof before the decision); from 1024px the
 * proof stands beside the details and the decision.
 */
export function PaymentReviewPanel({
  review,
  rejectForm,
}: {
  review: PaymentReviewView;
  rejectForm: RejectFormState | null;
}) {
  return (
    <div className="space-y-6">
      <div>
        <Link
          to={PAYMENTS_PATH}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {TEXT.back}
        </Link>
        <h1 className="mt-1 flex flex-wrap items-center gap-3 text-2xl font-bold break-words sm:text-3xl">
          <span className="min-w-0 break-words">Payment from {review.organizationName}</span>
          <RequestStatusBadge status={review.status} />
        </h1>
      </div>

      {/* One column of minmax(0, 1fr) on a phone: a wide proof never widens the page. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <Details review={review} />
          {review.sameTransaction.length > 0 ? <SameTransactionWarning review={review} /> : null}
        </div>

        <Card className="p-4 sm:p-5 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <section aria-labelledby="proof-heading" className="space-y-3">
            <h2 id="proof-heading" className="text-lg font-semibold">
              {TEXT.proof}
            </h2>
            <ProofView url={review.proofUrl} organizationName={review.organizationName} />
          </section>
        </Card>

        <div className="lg:col-start-1 lg:row-start-2">
          {review.status === "submitted" ? (
            <Decision review={review} rejectForm={rejectForm} />
          ) : (
            <Outcome review={review} />
          )}
        </div>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <OtherRequests review={review} />
        <History review={review} />
      </div>
    </div>
  );
}

/** A term and its value in the details' list. */
function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm font-medium text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Details({ review }: { review: PaymentReviewView }) {
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-lg font-semibold">
          {TEXT.details}
        </h2>
        <dl className="mt-2 divide-y divide-[var(--border)]">
          <Item term={TEXT.organization}>
            {review.organizationId ? (
              <Link to={`/organizations/${review.organizationId}`} className={linkClass}>
                {review.organizationName}
              </Link>
            ) : (
              <>
                {review.organizationName} <span className="text-muted">{TEXT.organizationGone}</span>
              </>
            )}
          </Item>
          <Item term={TEXT.amount}>
            <span className="text-xl font-bold tabular-nums">
              {formatAmount(review.currency, review.amount)}
            </span>
          </Item>
          <Item term={TEXT.method}>{methodLabel(review.method)}</Item>
          <Item term={TEXT.transactionId}>
            <Code text={review.transactionId} className="text-base" />
            {review.sameTransaction.length > 0 ? (
              <UsedBeforeMark text={PAYMENTS_TEXT.transactionUsedBefore} />
            ) : null}
          </Item>
          <Item term={TEXT.paidOn}>{review.paidOn ? formatAdminDate(review.paidOn) : <NotGiven />}</Item>
          <Item term={TEXT.submitted}>
            {dateAndTime(review.createdAt)}
            {review.submittedByEmail ? (
              <span className="block text-sm text-muted [overflow-wrap:anywhere]">
                {TEXT.submittedBy} <Breakable text={review.submittedByEmail} />
              </span>
            ) : null}
          </Item>
        </dl>
      </section>
    </Card>
  );
}

/** The transaction ID was given in other requests too: which, of whom, and how they ended. */
function SameTransactionWarning({ review }: { review: PaymentReviewView }) {
  return (
    <section
      aria-labelledby="same-transaction-heading"
      className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="same-transaction-heading" className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden className="h-5 w-5 shrink-0" />
        {TEXT.duplicateTitle}
      </h2>
      <p className="mt-1 text-sm">{TEXT.duplicateLead}:</p>
      <ul className="mt-2 space-y-2">
        {review.sameTransaction.map((other) => (
          <li key={other.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <Link to={paymentReviewHref(other.id)} className="font-medium underline underline-offset-4">
              {other.organizationName}
            </Link>
            <RequestStatusBadge status={other.status} />
            <span>{formatAdminDate(other.createdAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Decision({ review, rejectForm }: { review: PaymentReviewView; rejectForm: RejectFormState | null }) {
  const [approving, setApproving, closeApprove] = useConfirmRow<PaymentReviewView>();
  const navigation = useNavigation();
  const rejecting = navigation.state === "submitting" && navigation.formData?.get("intent") === "reject";
  // The same check as the server's, before sending (the server's answer stands for a browser without script).
  const [checked, setChecked] = useState<RejectFormState["errors"] | null>(null);
  const errors = checked?.reason || checked?.otherReason ? checked : (rejectForm?.errors ?? {});
  const values = rejectForm?.values ?? {};
  const reasonError = errors.reason ?? null;
  const otherError = errors.otherReason ?? null;
  function checkReason(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const reason = new FormData(form).get("reason");
    const written = String(new FormData(form).get("otherReason") ?? "").trim();
    const problem: RejectFormState["errors"] = !reason
      ? { reason: SUBSCRIPTION_TEXT.rejectReasonRequired }
      : reason === "other" && !written
        ? { otherReason: SUBSCRIPTION_TEXT.rejectReasonRequired }
        : {};
    setChecked(problem);
    if (problem.reason || problem.otherReason) {
      event.preventDefault();
      const field = problem.reason ? 'input[name="reason"]' : "#reject-other-reason";
      form.querySelector<HTMLElement>(field)?.focus();
    }
  }
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="decision-heading" className="space-y-5">
        <div>
          <h2 id="decision-heading" className="text-lg font-semibold">
            {TEXT.decision}
          </h2>
          <p className="mt-1 text-sm text-muted">{TEXT.decisionLead}</p>
        </div>

        <div className="space-y-2">
          {review.period ? (
            <p className="text-sm">
              {TEXT.period}: <span className="font-medium">{periodRangeText(review.period)}</span>
            </p>
          ) : null}
          <ConfirmForm
            intent="approve"
            id={review.id}
            label={TEXT.approve}
            owner={`${formatAmount(review.currency, review.amount)} from ${review.organizationName}`}
            tone="primary"
            onConfirm={() => setApproving(review)}
          />
        </div>

        <Form
          method="post"
          className="space-y-3 border-t border-default pt-4"
          noValidate
          onSubmit={checkReason}
        >
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="id" value={review.id} />
          <fieldset
            className="group space-y-1"
            aria-describedby={reasonError ? "reject-reason-error" : undefined}
          >
            <legend className="mb-1 font-medium">{SUBSCRIPTION_TEXT.rejectReason}</legend>
            {REJECTION_REASONS.map((reason) => (
              <label
                key={reason.value}
                htmlFor={`reject-reason-${reason.value}`}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-1 py-2 hover:bg-surface-muted"
              >
                <input
                  type="radio"
                  id={`reject-reason-${reason.value}`}
                  name="reason"
                  value={reason.value}
                  defaultChecked={values.reason === reason.value}
                  aria-invalid={reasonError ? true : undefined}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                />
                <span>{reason.label}</span>
              </label>
            ))}
            {/* Written out only for "Other": shown by CSS when it is chosen, so it works without script. */}
            <div className="hidden pl-9 group-has-[#reject-reason-other:checked]:block">
              <Label htmlFor="reject-other-reason">{SUBSCRIPTION_TEXT.rejectOtherLabel}</Label>
              <Textarea
                id="reject-other-reason"
                name="otherReason"
                maxLength={REJECTION_REASON_MAX}
                defaultValue={values.otherReason}
                aria-invalid={otherError ? true : undefined}
                aria-describedby={otherError ? "reject-other-reason-error" : undefined}
              />
              {otherError ? (
                <p
                  id="reject-other-reason-error"
                  role="alert"
                  className="mt-1 text-sm text-red-700 dark:text-red-400"
                >
                  {otherError}
                </p>
              ) : null}
            </div>
          </fieldset>
          {reasonError ? (
            <p id="reject-reason-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
              {reasonError}
            </p>
          ) : null}
          <StatusButton
            variant="outline"
            pending={rejecting}
            pendingLabel={TEXT.rejecting}
            className="min-h-11 text-red-700 sm:min-h-9 dark:text-red-300"
          >
            {TEXT.reject}
            <span className="sr-only"> the payment of {review.organizationName}</span>
          </StatusButton>
        </Form>
      </section>
      <ConfirmDialog
        intent="approve"
        target={approving?.id ?? null}
        title={approveConfirmTitle(review)}
        description={review.period ? approveConfirmDescription(review.period) : undefined}
        confirmLabel={TEXT.approve}
        pendingLabel={TEXT.approving}
        confirmVariant="primary"
        onClose={closeApprove}
      />
    </Card>
  );
}

/** What became of a request no longer waiting: its period and receipt, its reason, or its withdrawal. */
function Outcome({ review }: { review: PaymentReviewView }) {
  const withdrawn = review.history.findLast((entry) => entry.action === "withdrawn");
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="outcome-heading">
        <h2 id="outcome-heading" className="flex flex-wrap items-center gap-3 text-lg font-semibold">
          {TEXT.outcome}
          <RequestStatusBadge status={review.status} />
        </h2>
        <dl className="mt-2 divide-y divide-[var(--border)]">
          {review.status === "approved" ? (
            <>
              {review.startDate && review.endDate ? (
                <Item term={TEXT.period}>
                  {periodRangeText({ startDate: review.startDate, endDate: review.endDate })}
                </Item>
              ) : null}
              <Item term={TEXT.approvedBy}>
                <Decider email={review.decidedByEmail} at={review.decidedAt} />
              </Item>
            </>
          ) : null}
          {review.status === "rejected" ? (
            <>
              <Item term={TEXT.reason}>{review.rejectionReason}</Item>
              <Item term={TEXT.rejectedBy}>
                <Decider email={review.decidedByEmail} at={review.decidedAt} />
              </Item>
            </>
          ) : null}
          {review.status === "withdrawn" ? (
            <Item term={TEXT.withdrawnOn}>{withdrawn ? dateAndTime(withdrawn.createdAt) : <NotGiven />}</Item>
          ) : null}
        </dl>
        {review.status === "approved" ? (
          <a
            href={`/dashboard/payments/${review.id}/receipt.pdf`}
            className={`mt-3 inline-flex min-h-11 items-center ${linkClass}`}
          >
            {TEXT.receipt}
          </a>
        ) : null}
      </section>
    </Card>
  );
}

function Decider({ email, at }: { email: string | null; at: Date | string | null }) {
  return (
    <>
      <span className="[overflow-wrap:anywhere]">{email ? <Breakable text={email} /> : <NotGiven />}</span>
      {at ? <span className="block text-sm text-muted">{dateAndTime(at)}</span> : null}
    </>
  );
}

function OtherRequests({ review }: { review: PaymentReviewView }) {
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="other-requests-heading">
        <h2 id="other-requests-heading" className="text-lg font-semibold">
          {TEXT.otherRequests}
        </h2>
        {review.otherRequests.length === 0 ? (
          <p className="mt-2 text-muted">{TEXT.noOtherRequests}</p>
        ) : (
          <ul className="mt-2 divide-y divide-[var(--border)]">
            {review.otherRequests.map((other) => (
              <li key={other.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <RequestStatusBadge status={other.status} />
                <span className="md:whitespace-nowrap">{formatAdminDate(other.createdAt)}</span>
                <Code text={other.transactionId} />
                <span className="tabular-nums">{formatAmount(other.currency, other.amount)}</span>
                <Link
                  to={paymentReviewHref(other.id)}
                  className={`ml-auto inline-flex min-h-11 items-center ${linkClass}`}
                >
                  {PAYMENTS_TEXT.review}
                  <span className="sr-only"> the request of {formatAdminDate(other.createdAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function History({ review }: { review: PaymentReviewView }) {
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-lg font-semibold">
          {TEXT.history}
        </h2>
        {review.history.length === 0 ? (
          <p className="mt-2 text-muted">{TEXT.noHistory}</p>
        ) : (
          <ol className="mt-2 divide-y divide-[var(--border)]">
            {review.history.map((entry, index) => (
              // The history is append-only and in order: its place is its key.
              <li key={`${index}:${String(entry.createdAt)}`} className="py-2 text-sm">
                <p className="font-medium">{historyActionLabel(entry.action)}</p>
                <p className="text-muted [overflow-wrap:anywhere]">
                  {dateAndTime(entry.createdAt)}
                  {entry.actorEmail ? (
                    <>
                      {" "}
                      {TEXT.submittedBy} <Breakable text={entry.actorEmail} />
                    </>
                  ) : null}
                </p>
                {entry.reason ? (
                  <p className="mt-1">
                    {TEXT.reason}: {entry.reason}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
