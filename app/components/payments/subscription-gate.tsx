import { Link } from "react-router";
import { CreditCard } from "~/components/ui/app-icons";
import { Button, buttonClass } from "~/components/ui/button";
import { PAYMENT_MESSAGES, type PaymentInstructions } from "~/domain/payment";
import { PaymentInstructionsPanel, YearlyFee } from "./payment-instructions";

/**
 * The card in front of the project form for an organization without an active subscription (spec §4, §9):
 * the fee, how to pay (the organization's name as the reference), a button that opens the payment dialog
 * and a link to the payment page.
 */
export function SubscriptionGate({
  instructions,
  onPay,
}: {
  instructions: PaymentInstructions;
  onPay: () => void;
}) {
  return (
    <div className="rounded-lg border border-amber-300 bg-surface p-5 shadow-sm sm:p-6 dark:border-amber-700">
      <div className="flex items-start gap-3">
        <CreditCard aria-hidden className="mt-1 h-6 w-6 shrink-0 text-brand-700 dark:text-brand-200" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{PAYMENT_MESSAGES.subscribe}</h2>
          <p className="mt-1 text-muted">
            Adding projects needs an active yearly subscription, paid by mobile money or bank transfer and
            approved by an administrator.
          </p>
          <YearlyFee instructions={instructions} className="mt-3" />
        </div>
      </div>
      <h3 className="mt-5 text-sm font-semibold">
        How to pay (reference: <span className="break-words">{instructions.reference}</span>)
      </h3>
      <PaymentInstructionsPanel instructions={instructions} className="mt-2" />
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onPay}>{PAYMENT_MESSAGES.payNow}</Button>
        <Link to="/payment" className={buttonClass("outline")}>
          {PAYMENT_MESSAGES.paymentPage}
        </Link>
      </div>
    </div>
  );
}
