import { PaymentStatusView } from "~/components/payments/payment-indicator";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Download } from "~/components/ui/icons";
import type { BadgeTone } from "~/domain/project-status";
import {
  BILLING_TEXTS,
  type BillingPayment,
  type BillingSummary,
  PAYMENT_STATE_LABELS,
  type PaymentState,
} from "~/domain/receipt";

const STATE_TONES: Record<PaymentState, BadgeTone> = { pending: "amber", approved: "green" };

function StateBadge({ state }: { state: PaymentState }) {
  return <Badge tone={STATE_TONES[state]}>{PAYMENT_STATE_LABELS[state]}</Badge>;
}

/** The receipt's link: the same visible words on every row, the receipt number for screen readers. */
function ReceiptLink({ receipt }: { receipt: NonNullable<BillingPayment["receipt"]> }) {
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

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-default py-3 last:border-0 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="min-w-0 break-words sm:col-span-2">{children}</dd>
    </div>
  );
}

/**
 * My Account's Billing section (issue 20 item 4): the subscription's status (the payment indicator's words),
 * reference and dates, then every payment request with its state, amount and, once approved, its receipt.
 * From 640px the payments are a table; on a phone each is a short list item, so nothing scrolls sideways.
 */
export function BillingSection({ billing }: { billing: BillingSummary }) {
  const { subscription, payments } = billing;
  return (
    <Card className="p-5" aria-labelledby="billing-title" role="region">
      <h2 id="billing-title" className="text-lg font-semibold">
        {BILLING_TEXTS.title}
      </h2>
      <dl className="mt-2">
        <Detail label={BILLING_TEXTS.subscription}>
          <PaymentStatusView status={billing.status} />
        </Detail>
        {subscription ? (
          <>
            <Detail label={BILLING_TEXTS.reference}>
              <span className="break-all">{subscription.reference}</span>
            </Detail>
            <Detail label={BILLING_TEXTS.startDate}>{subscription.startDate}</Detail>
            <Detail label={BILLING_TEXTS.endDate}>{subscription.endDate}</Detail>
          </>
        ) : null}
      </dl>

      <h3 className="mt-6 font-semibold">{BILLING_TEXTS.payments}</h3>
      {payments.length === 0 ? (
        <p className="mt-2 text-muted">{BILLING_TEXTS.noPayments}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-[var(--border)] sm:hidden" aria-label={BILLING_TEXTS.payments}>
            {payments.map((payment) => (
              <li key={payment.id} className="space-y-1.5 py-3">
                <div className="flex items-start justify-between gap-3">
                  <span className="min-w-0 break-all font-medium">{payment.referenceCode}</span>
                  <StateBadge state={payment.state} />
                </div>
                <p className="text-sm text-muted">
                  {BILLING_TEXTS.submitted} {payment.submitted} · {payment.amount}
                </p>
                {payment.receipt ? <ReceiptLink receipt={payment.receipt} /> : null}
              </li>
            ))}
          </ul>
          <table className="mt-2 hidden w-full text-left text-sm sm:table">
            <thead className="text-muted">
              <tr className="border-b border-default">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {BILLING_TEXTS.reference}
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
              {payments.map((payment) => (
                <tr key={payment.id} className="border-b border-default last:border-0">
                  <th scope="row" className="max-w-48 break-all py-3 pr-4 font-medium">
                    {payment.referenceCode}
                  </th>
                  <td className="whitespace-nowrap py-3 pr-4">{payment.submitted}</td>
                  <td className="py-3 pr-4">
                    <StateBadge state={payment.state} />
                  </td>
                  <td className="whitespace-nowrap py-3 pr-4">{payment.amount}</td>
                  <td className="py-3">
                    {payment.receipt ? (
                      <ReceiptLink receipt={payment.receipt} />
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
