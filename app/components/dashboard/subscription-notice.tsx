import { Link } from "react-router";
import { AlertTriangle } from "~/components/ui/app-icons";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Clock } from "~/components/ui/icons";
import { formatDate } from "~/domain/dates";
import { PAYMENT_MESSAGES } from "~/domain/payment-messages";
import { SUBSCRIPTION_TEXT, type SubscriptionState } from "~/domain/subscription-lifecycle";
import { pluralize } from "~/domain/text";
import { cn } from "~/lib/cn";

const TONES = {
  red: "border-red-300 dark:border-red-800",
  amber: "border-amber-300 dark:border-amber-700",
  green: "border-green-300 dark:border-green-800",
} as const;

function Notice({
  tone,
  title,
  icon,
  children,
  action,
}: {
  tone: keyof typeof TONES;
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
  action?: { label: string; to: string };
}) {
  return (
    <Card role="region" aria-labelledby="subscription-notice" className={cn("p-5 sm:p-6", TONES[tone])}>
      <h2 id="subscription-notice" className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      <div className="mt-2 space-y-1">{children}</div>
      {action ? (
        <Link to={action.to} className={cn(buttonClass("primary", "sm"), "mt-4")}>
          {action.label}
        </Link>
      ) : null}
    </Card>
  );
}

/**
 * What the Project Panel says of the subscription beyond the indicator, by its state (issue 34): a rejected
 * request's reason with Submit again; an expiring subscription's last day with Renew; an expired one with
 * Renew (never "Getting started" again); a renewal waiting. A first payment waiting, or none yet, is the
 * getting-started checklist's; an active subscription needs nothing more than the indicator.
 */
export function SubscriptionNotice({
  state,
  everApproved,
}: {
  state: SubscriptionState;
  everApproved: boolean;
}) {
  const red = <AlertTriangle aria-hidden className="h-5 w-5 text-red-700 dark:text-red-400" />;
  switch (state.kind) {
    case "rejected":
      return (
        <Notice
          tone="red"
          icon={red}
          title={SUBSCRIPTION_TEXT.rejectedTitle}
          action={{ label: SUBSCRIPTION_TEXT.submitAgain, to: "/payment" }}
        >
          <p>
            <span className="font-semibold">{SUBSCRIPTION_TEXT.rejectedReason}:</span> {state.reason}
          </p>
          <p className="text-sm text-muted">
            Your details are filled in for you: check them and submit again.
          </p>
        </Notice>
      );
    case "expired":
      return (
        <Notice
          tone="red"
          icon={red}
          title={PAYMENT_MESSAGES.expired}
          action={{ label: PAYMENT_MESSAGES.renew, to: "/payment" }}
        >
          <p>
            Your subscription ended on {formatDate(state.endedOn)}. Your projects stay published; renew to add
            new ones and post updates.
          </p>
        </Notice>
      );
    case "expiring":
    case "active": {
      if (state.rejected) {
        return (
          <Notice
            tone="red"
            icon={red}
            title={SUBSCRIPTION_TEXT.rejectedTitle}
            action={{ label: SUBSCRIPTION_TEXT.submitAgain, to: "/payment" }}
          >
            <p>
              Your renewal was not approved.{" "}
              <span className="font-semibold">{SUBSCRIPTION_TEXT.rejectedReason}:</span>{" "}
              {state.rejected.reason}
            </p>
            <p className="text-sm text-muted">Your subscription runs until {formatDate(state.until)}.</p>
          </Notice>
        );
      }
      if (state.pendingRequestId) {
        return (
          <Notice
            tone="amber"
            icon={<Clock aria-hidden className="h-5 w-5 text-amber-700 dark:text-amber-400" />}
            title={PAYMENT_MESSAGES.renewalPending}
            action={{ label: "See your payment", to: "/payment" }}
          >
            <p>
              An administrator is checking your renewal. Your subscription runs until{" "}
              {formatDate(state.until)}.
            </p>
          </Notice>
        );
      }
      if (state.kind === "active") return null;
      return (
        <Notice
          tone="amber"
          icon={<Clock aria-hidden className="h-5 w-5 text-amber-700 dark:text-amber-400" />}
          title="Your subscription is ending"
          action={{ label: PAYMENT_MESSAGES.renew, to: "/payment" }}
        >
          <p>
            It runs until {formatDate(state.until)} ({pluralize(state.daysLeft, "day")} left). Renew now: your
            next year starts the day after, so no day is lost.
          </p>
        </Notice>
      );
    }
    case "pending":
      return everApproved ? (
        <Notice
          tone="amber"
          icon={<Clock aria-hidden className="h-5 w-5 text-amber-700 dark:text-amber-400" />}
          title={PAYMENT_MESSAGES.pendingApproval}
          action={{ label: "See your payment", to: "/payment" }}
        >
          <p>An administrator is checking your payment. We will email you once it is reviewed.</p>
        </Notice>
      ) : null;
    case "none":
      return null;
  }
}
