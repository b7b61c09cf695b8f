import { Dialog } from "~/components/ui/dialog";
import { feeText, PAYMENT_MESSAGES, type PaymentInstructions } from "~/domain/payment";
import { PaymentForm } from "./payment-form";
import { PaymentInstructionsPanel } from "./payment-instructions";

/**
 * The payment dialog (spec §2, §4): how to pay, then the reference code and an optional proof, posted to
 * /payment. It closes once the request is in; the action's toast says so and the page reloads its data
 * (`redirectTo`, default /dashboard).
 */
export function PaymentDialog({
  open,
  onOpenChange,
  instructions,
  redirectTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  instructions: PaymentInstructions;
  redirectTo?: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={PAYMENT_MESSAGES.dialogTitle}
      description={`${PAYMENT_MESSAGES.dialogDescription} ${feeText(instructions.fee)}.`}
      className="max-w-2xl"
    >
      <p className="mb-3 text-sm">
        Pay with one of these. Pay with this reference:{" "}
        <span className="font-semibold break-words">{instructions.reference}</span>. Then enter the
        Transaction ID from your receipt below.
      </p>
      <PaymentInstructionsPanel instructions={instructions} compact />
      <div className="mt-5 border-t border-default pt-5">
        <PaymentForm
          id="payment-dialog"
          redirectTo={redirectTo}
          onSubmitted={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      </div>
    </Dialog>
  );
}
