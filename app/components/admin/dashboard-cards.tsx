import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { IconComponent } from "~/components/ui/icons";
import { formatAdminDate } from "~/domain/dates";
import { formatNumber } from "~/domain/numbers";
import { cn } from "~/lib/cn";

/** The Admin Dashboard's pieces (spec §9): a total that links to its list, and a card of the newest rows. */

/** A total, linking to its list. */
export function Total({
  to,
  label,
  value,
  icon: Icon,
}: {
  to: string;
  label: string;
  value: number;
  icon: IconComponent;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full items-center gap-4 rounded-lg border border-default bg-surface px-2.5 py-3 shadow-sm transition-colors hover:bg-surface-muted sm:p-5"
      >
        <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 sm:flex dark:bg-brand-900 dark:text-brand-50">
          <Icon aria-hidden className="h-6 w-6" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-[0.6875rem] font-medium break-words text-muted sm:text-sm">{label}</span>
          <span className="text-2xl font-bold tabular-nums sm:text-3xl">{formatNumber(value)}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * A count of the billing queue or of the subscriptions (issue 34), linking to its list: quiet by default,
 * marked (amber, "needs attention") when `attention` and anything is counted (what waits for review), so it
 * stands out from the rest. The icon shows from 640px; on a phone the cards keep to the label and the number.
 */
export function ReviewCount({
  to,
  label,
  value,
  icon: Icon,
  attention = false,
}: {
  to: string;
  label: string;
  value: number;
  icon: IconComponent;
  attention?: boolean;
}) {
  const waiting = attention && value > 0;
  return (
    <li>
      <Link
        to={to}
        data-waiting={waiting || undefined}
        className={cn(
          "flex h-full items-center gap-3 rounded-lg border px-3 py-3 shadow-sm transition-colors sm:gap-4 sm:p-5",
          waiting
            ? "border-amber-400 bg-amber-50 text-amber-950 hover:bg-amber-100 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50 dark:hover:bg-amber-900"
            : "border-default bg-surface hover:bg-surface-muted",
        )}
      >
        <span
          className={cn(
            "hidden h-12 w-12 shrink-0 items-center justify-center rounded-full sm:flex",
            waiting
              ? "bg-amber-200 text-amber-900 dark:bg-amber-800 dark:text-amber-50"
              : "bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-50",
          )}
        >
          <Icon aria-hidden className="h-6 w-6" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className={cn("text-sm font-medium break-words", !waiting && "text-muted")}>{label}</span>
          <span className="text-2xl font-bold tabular-nums sm:text-3xl">{formatNumber(value)}</span>
        </span>
      </Link>
    </li>
  );
}

export type RecentItem = {
  id: string;
  href: string;
  name: string;
  detail: string | null;
  createdAt: string;
  badge?: ReactNode;
};

/** The newest few of a kind, with a link to all of them. */
export function Recent({
  id,
  title,
  empty,
  allHref,
  allLabel,
  items,
}: {
  id: string;
  title: string;
  empty: string;
  allHref: string;
  allLabel: string;
  items: RecentItem[];
}) {
  return (
    <Card className="p-5">
      <section aria-labelledby={id}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          <Link
            to={allHref}
            className="text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
          >
            {allLabel}
          </Link>
        </div>
        {items.length === 0 ? (
          <p className="mt-4 text-muted">{empty}</p>
        ) : (
          <ul className="mt-3 divide-y divide-[var(--border)]">
            {items.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link to={item.href} className="font-medium break-words hover:underline">
                    {item.name}
                  </Link>
                  {item.detail ? <p className="text-sm text-muted break-words">{item.detail}</p> : null}
                  <p className="text-xs text-muted">{formatAdminDate(item.createdAt)}</p>
                </div>
                {item.badge}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
