import type { ReactNode } from "react";
import { Landmark, Smartphone } from "~/components/ui/app-icons";
import { dialCodeHref, type PaymentInstructions, yearlyFeeText } from "~/domain/payment";
import { SUBSCRIPTION_TEXT } from "~/domain/subscription-lifecycle";
import { cn } from "~/lib/cn";
import { CopyButton } from "./copy-button";

/**
 * How to pay (spec §9): MTN Mobile Money and Airtel Money (dial code, merchant code) and a bank transfer
 * (bank, SWIFT, account, branch, country), each with the organization's name as the reference. Shared by the
 * subscription gate, the payment dialog and the /payment page. A dial code is a tel: link (a phone opens its
 * dialer with it); merchant codes and the account number have a copy button.
 */
export function PaymentInstructionsPanel({
  instructions,
  compact = false,
  className,
}: {
  instructions: PaymentInstructions;
  /** Smaller type and spacing, for the dialog. */
  compact?: boolean;
  className?: string;
}) {
  const { mtn, airtel, bank, reference } = instructions;
  return (
    <div className={cn("grid gap-3", compact ? "text-sm" : "sm:grid-cols-2 lg:grid-cols-3", className)}>
      <Method
        title="MTN Mobile Money"
        icon={<Smartphone aria-hidden className="h-5 w-5" />}
        compact={compact}
      >
        <Row label="Dial">
          <DialCode code={mtn.dialCode} />
        </Row>
        <Row label="Merchant code">
          <Code>{mtn.merchantCode}</Code>
          <CopyButton value={mtn.merchantCode} label="MTN merchant code" />
        </Row>
        <Row label={SUBSCRIPTION_TEXT.payWithReference}>{reference}</Row>
      </Method>
      <Method title="Airtel Money" icon={<Smartphone aria-hidden className="h-5 w-5" />} compact={compact}>
        <Row label="Dial">
          <DialCode code={airtel.dialCode} />
        </Row>
        <Row label="Merchant code">
          <Code>{airtel.merchantCode}</Code>
          <CopyButton value={airtel.merchantCode} label="Airtel merchant code" />
        </Row>
        <Row label={SUBSCRIPTION_TEXT.payWithReference}>{reference}</Row>
      </Method>
      <Method title="Bank transfer" icon={<Landmark aria-hidden className="h-5 w-5" />} compact={compact}>
        <Row label="Bank">{bank.name}</Row>
        <Row label="SWIFT">
          <Code>{bank.swift}</Code>
        </Row>
        <Row label="Account">
          <Code>{bank.account}</Code>
          <CopyButton value={bank.account} label="account number" />
        </Row>
        <Row label="Branch">{bank.branch}</Row>
        <Row label="Country">{bank.country}</Row>
        <Row label={SUBSCRIPTION_TEXT.payWithReference}>{reference}</Row>
      </Method>
    </div>
  );
}

/** The fee said once ("Yearly fee: UGX 45,000 or USD 15"), for the gate and the /payment page. */
export function YearlyFee({
  instructions,
  className,
}: {
  instructions: PaymentInstructions;
  className?: string;
}) {
  const { headline, rest } = yearlyFeeText(instructions.fee);
  return (
    <p className={cn("text-2xl font-bold text-brand-700 dark:text-brand-200", className)}>
      {headline} <span className="text-base font-medium text-muted">{rest}</span>
    </p>
  );
}

/** The reference to quote. */
export function ReferenceHint({
  instructions,
  className,
}: {
  instructions: PaymentInstructions;
  className?: string;
}) {
  return (
    <p className={cn("text-sm", className)}>
      {SUBSCRIPTION_TEXT.payWithReference}:{" "}
      <span className="font-semibold break-words">{instructions.reference}</span>.{" "}
      {SUBSCRIPTION_TEXT.payWithReferenceHint}
    </p>
  );
}

function Method({
  title,
  icon,
  compact,
  children,
}: {
  title: string;
  icon: ReactNode;
  compact: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={cn("min-w-0 rounded-md border border-default bg-surface-muted", compact ? "p-3" : "p-4")}
    >
      <h3 className="flex items-center gap-2 font-semibold text-brand-700 dark:text-brand-200">
        {icon}
        {title}
      </h3>
      <dl className="mt-2 space-y-1">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted">{label}:</dt>
      <dd className="flex min-w-0 items-center gap-1 break-words font-medium">{children}</dd>
    </div>
  );
}

/** A USSD code that opens the dialer on a phone (its # written %23 in the link). */
function DialCode({ code }: { code: string }) {
  return (
    <a
      href={dialCodeHref(code)}
      className="font-mono tracking-wide text-brand-700 underline underline-offset-4 dark:text-brand-200"
    >
      {code}
    </a>
  );
}

function Code({ children }: { children: ReactNode }) {
  return <span className="font-mono tracking-wide">{children}</span>;
}
