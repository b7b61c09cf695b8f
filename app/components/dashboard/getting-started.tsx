import { Link } from "react-router";
import { AlertTriangle, CheckCircle2 } from "~/components/ui/app-icons";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Clock } from "~/components/ui/icons";
import {
  GETTING_STARTED_TEXTS,
  type GettingStarted,
  type GettingStartedStep,
  type NextStep,
} from "~/domain/getting-started";
import { cn } from "~/lib/cn";

const HEADING_ID = "getting-started-heading";

/**
 * The organization's getting-started checklist: the four steps in order, each state in words beside its icon,
 * and the next step's main button inside that step. Gone once all four steps are done; when the payment status
 * could not be read, the heading and a line saying so.
 */
export function GettingStartedChecklist({ checklist }: { checklist: GettingStarted | "unavailable" }) {
  if (checklist !== "unavailable") return <Checklist checklist={checklist} />;
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="text-lg font-semibold">
        {GETTING_STARTED_TEXTS.heading}
      </h2>
      <p role="status" className="mt-2 flex items-center gap-2 text-muted">
        <AlertTriangle aria-hidden className="h-4 w-4 shrink-0" />
        {GETTING_STARTED_TEXTS.loadError}
      </p>
    </Card>
  );
}

function Checklist({ checklist }: { checklist: GettingStarted }) {
  const { steps, doneCount, next } = checklist;
  if (!next) return null;
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={HEADING_ID}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={HEADING_ID} className="text-lg font-semibold">
          {GETTING_STARTED_TEXTS.heading}
        </h2>
        <p className="text-sm text-muted">{GETTING_STARTED_TEXTS.progress(doneCount, steps.length)}</p>
      </div>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <StepItem key={step.id} step={step} number={index + 1} next={step.id === next.id ? next : null} />
        ))}
      </ol>
    </Card>
  );
}

// Each state has its own icon and its own word; the colour only repeats them.
const STATE_STYLE = {
  done: "text-green-800 dark:text-green-300",
  waiting: "text-amber-800 dark:text-amber-300",
  pending: "text-muted",
} as const;

/** One step; the next one carries the page's main button, so on a phone it is in sight with its step. */
function StepItem({
  step,
  number,
  next,
}: {
  step: GettingStartedStep;
  number: number;
  next: NextStep | null;
}) {
  const isNext = next !== null;
  return (
    <li
      aria-current={isNext ? "step" : undefined}
      className={cn(
        "flex gap-3 rounded-md p-3",
        isNext ? "border border-brand-600 bg-surface-muted" : "border border-transparent",
      )}
    >
      <StepIcon step={step} number={number} />
      <div className="min-w-0">
        <h3 className="font-semibold">{step.title}</h3>
        <p className={cn("text-sm font-medium", STATE_STYLE[step.state])}>
          {step.stateText}
          {isNext ? (
            <span className="text-brand-700 dark:text-brand-200"> · {GETTING_STARTED_TEXTS.nextStep}</span>
          ) : null}
        </p>
        <p className="mt-1 text-sm text-muted">{step.detail}</p>
        {next ? (
          <Link to={next.to} className={cn(buttonClass("primary"), "mt-3 w-full sm:w-auto")}>
            {next.label}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function StepIcon({ step, number }: { step: GettingStartedStep; number: number }) {
  const className = cn("mt-0.5 h-6 w-6 shrink-0", STATE_STYLE[step.state]);
  switch (step.state) {
    case "done":
      return <CheckCircle2 aria-hidden className={className} />;
    case "waiting":
      return <Clock aria-hidden className={className} />;
    case "pending":
      // An open circle with the step's number: still to do.
      return (
        <span
          aria-hidden
          className={cn(
            className,
            "inline-flex items-center justify-center rounded-full border-2 border-current text-xs font-bold",
          )}
        >
          {number}
        </span>
      );
  }
}
