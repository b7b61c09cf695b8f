import type { ReactNode } from "react";
import { Link } from "react-router";
import { AlertTriangle, CheckCircle2, CreditCard } from "~/components/ui/app-icons";
import { buttonClass } from "~/components/ui/button";
import { Clock } from "~/components/ui/icons";
import { formatDate } from "~/domain/dates";
import { PAYMENT_MESSAGES } from "~/domain/payment-messages";
import type { SubscriptionState } from "~/domain/subscription-lifecycle";
import { cn } from "~/lib/cn";

/**
 * The Project Panel's payment indicator (spec §2): Account Active with the expiry date, Subscription Expired -
 * Please Renew, Payment Pending Approval or Subscribe to start; an error line when the status could not be read.
 * Drawn by the server with the page (the loader reads the status with the rest), so nothing moves as it arrives.
 * Expired and none link to /payment; from 30 days before the end, so does Renew beside Account Active.
 */
export function PaymentIndicator({
  status,
  className,
}: {
  status: SubscriptionState | "unavailable";
  className?: string;
}) {
  return (
    <div role="status" aria-live="polite" className={className}>
      {status === "unavailable" ? (
        <Pill tone="grey" icon={<AlertTriangle aria-hidden className="h-4 w-4" />}>
          Error loading account information
        </Pill>
      ) : (
        <PaymentStatusView status={status} />
      )}
    </div>
  );
}

/**
 * One resolved state, as the indicator, Billing and the /payment page show it (the one rule:
 * domain/subscription-lifecycle.ts). `offerRenewal`: whether an expiring subscription shows the Renew link
 * (the /payment page has the form itself).
 */
export function PaymentStatusView({
  status,
  offerRenewal = true,
}: {
  status: SubscriptionState;
  offerRenewal?: boolean;
}) {
  switch (status.kind) {
    case "active":
    case "expiring": {
      const active = (
        <Pill tone="green" icon={<CheckCircle2 aria-hidden className="h-4 w-4" />}>
          <span>{PAYMENT_MESSAGES.active}</span>
          <span className="font-normal">{PAYMENT_MESSAGES.expires(formatDate(status.until))}</span>
        </Pill>
      );
      if (status.pendingRequestId) {
        return (
          <span className="inline-flex flex-wrap items-center gap-2">
            {active}
            <Pill tone="amber" icon={<Clock aria-hidden className="h-4 w-4" />}>
              {PAYMENT_MESSAGES.renewalPending}
            </Pill>
          </span>
        );
      }
      if (!(offerRenewal && status.kind === "expiring")) return active;
      return (
        <span className="inline-flex flex-wrap items-center gap-2">
          {active}
          <Link to="/payment" className={buttonClass("primary", "sm")}>
            {PAYMENT_MESSAGES.renew}
          </Link>
        </span>
      );
    }
    case "pending":
      return (
        <Pill tone="amber" icon={<Clock aria-hidden className="h-4 w-4" />}>
          {PAYMENT_MESSAGES.pendingApproval}
        </Pill>
      );
    case "rejected":
      return (
        <Pill tone="red" icon={<AlertTriangle aria-hidden className="h-4 w-4" />} to="/payment">
          {PAYMENT_MESSAGES.rejected}
        </Pill>
      );
    case "expired":
      return (
        <Pill tone="red" icon={<AlertTriangle aria-hidden className="h-4 w-4" />} to="/payment">
          {PAYMENT_MESSAGES.expired}
        </Pill>
      );
    case "none":
      return (
        <Pill tone="blue" icon={<CreditCard aria-hidden className="h-4 w-4" />} to="/payment">
          {PAYMENT_MESSAGES.subscribe}
        </Pill>
      );
  }
}

// Each tone keeps at least 4.5:1 contrast between text and background in both themes (as ui/badge.tsx).
const TONES = {
  green:
    "border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100",
  amber:
    "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
  red: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  blue: "border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100",
  grey: "border-default bg-surface-muted text-gray-900 dark:text-gray-100",
} as const;

function Pill({
  tone,
  icon,
  to,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  to?: string;
  children: ReactNode;
}) {
  const className = cn(
    "inline-flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-md border px-3 py-1.5 text-sm font-semibold",
    TONES[tone],
  );
  if (to) {
    return (
      <Link to={to} className={cn(className, "underline-offset-4 hover:underline")}>
        {icon}
        {children}
      </Link>
    );
  }
  return (
    <span className={className}>
      {icon}
      {children}
    </span>
  );
}
