import { PaymentStatusView } from "~/components/payments/payment-indicator";
import { Badge } from "~/components/ui/badge";
import { Breakable } from "~/components/ui/breakable";
import { Card } from "~/components/ui/card";
import { Download } from "~/components/ui/icons";
import { BILLING_TEXTS, type BillingLine, type BillingSummary } from "~/domain/billing";
import type { BadgeTone } from "~/domain/project-status";
import type { RequestStatus } from "~/domain/subscription-lifecycle";

const STATUS_TONES: Record<RequestStatus, BadgeTone> = {
  submitted: "amber",
  approved: "green",
  rejected: "red",
  withdrawn: "grey",
};

function StatusBadge({ line }: { line: BillingLine }) {
  return (
    <Badge tone={STATUS_TONES[line.status]} className="shrink-0">
      {line.statusLabel}
    </Badge>
  );
}

/** The receipt's link: the same visible words on every row, the receipt number for screen readers. */
function ReceiptLink({ receipt }: { receipt: NonNullable<BillingLine["receipt"]> }) {
  return (
    <a
      href={receipt.href}
      download
      className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
    >
      <Download aria-hidden className="h-4 w-4 shrink-0" />
      {BILLING_TEXTS.downloadReceipt}
      <span className="sr-only"> {receipt.number}</span>
    </a>
  );
}

/** A Transaction ID that wraps, if it must, only at its separators (never mid-code). */
function TransactionId({ value }: { value: string }) {
  return (
    <span className="min-w-0 font-mono" data-transaction-id>
      <Breakable text={value} />
    </span>
  );
}

/**
 * Billing on the Account page (issue 34): the subscription's state (the indicator's words), then every
 * payment request the organization has sent, in every state, newest first: Transaction ID and method, when,
 * the amount, the period an approved one paid for (with its receipt), a rejected one's reason. Nothing is
 * ever left out. A list of cards on a phone; a table from 640px.
 */
export function BillingSection({ billing }: { billing: BillingSummary }) {
  const { lines } = billing;
  return (
    <Card className="p-5" aria-labelledby="billing-title" role="region">
      <h2 id="billing-title" className="text-lg font-semibold">
        {BILLING_TEXTS.title}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-muted">{BILLING_TEXTS.subscription}</span>
        <PaymentStatusView status={billing.state} />
      </div>

      <h3 className="mt-6 font-semibold">{BILLING_TEXTS.requests}</h3>
      {lines.length === 0 ? (
        <p className="mt-2 text-muted">{BILLING_TEXTS.noPayments}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-[var(--border)] sm:hidden" aria-label={BILLING_TEXTS.requests}>
            {lines.map((line) => (
              <li key={line.id} className="space-y-1.5 py-3">
                {/* The badge moves under a long ID rather than squeeze it. */}
                <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                  <TransactionId value={line.transactionId} />
                  <StatusBadge line={line} />
                </div>
                <p className="text-sm text-muted">
                  {line.method} · {line.amount} · {BILLING_TEXTS.submitted} {line.submitted}
                </p>
                {line.period ? (
                  <p className="text-sm">
                    {BILLING_TEXTS.period}: {line.period}
                  </p>
                ) : null}
                {line.reason ? (
                  <p className="text-sm">
                    <span className="font-semibold">{BILLING_TEXTS.reason}:</span> {line.reason}
                  </p>
                ) : null}
                {line.receipt ? <ReceiptLink receipt={line.receipt} /> : null}
              </li>
            ))}
          </ul>
          <table className="mt-2 hidden w-full text-left text-sm sm:table">
            <thead className="text-muted">
              <tr className="border-b border-default">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {BILLING_TEXTS.transactionId}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {BILLING_TEXTS.submitted}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {BILLING_TEXTS.state}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {BILLING_TEXTS.amount}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {BILLING_TEXTS.receipt}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} className="border-b border-default align-top last:border-0">
                  <th scope="row" className="py-3 pr-4 font-medium">
                    <TransactionId value={line.transactionId} />
                    <span className="block text-xs font-normal text-muted">{line.method}</span>
                  </th>
                  <td className="whitespace-nowrap py-3 pr-4">{line.submitted}</td>
                  <td className="py-3 pr-4">
                    <StatusBadge line={line} />
                    {line.period ? (
                      <span className="mt-1 block text-xs text-muted">{line.period}</span>
                    ) : null}
                    {line.reason ? (
                      <span className="mt-1 block max-w-xs text-xs">
                        {BILLING_TEXTS.reason}: {line.reason}
                      </span>
                    ) : null}
                  </td>
                  <td className="whitespace-nowrap py-3 pr-4">{line.amount}</td>
                  <td className="py-3">
                    {line.receipt ? (
                      <ReceiptLink receipt={line.receipt} />
                    ) : (
                      <span className="text-muted">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
