import type { ReactNode } from "react";
import { Link } from "react-router";
import { AlertTriangle, CheckCircle2, History } from "~/components/ui/app-icons";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Users } from "~/components/ui/icons";
import { type NextSteps, NEXT_STEPS_TEXTS as TEXTS } from "~/domain/dashboard-next-steps";
import { cn } from "~/lib/cn";

/**
 * The dashboard once getting started is done (issue 36 item 5): To do (projects without a recent update, results
 * without this year's value, each with the link that does it), Since your last visit, and Followers. A list the
 * member's role cannot act on is not drawn (the loader leaves it null).
 */
export function NextStepsSections({ nextSteps }: { nextSteps: NextSteps | "unavailable" }) {
  if (nextSteps === "unavailable") {
    return (
      <Card className="p-5" role="region" aria-labelledby="todo-heading">
        <h2 id="todo-heading" className="text-lg font-semibold">
          {TEXTS.todoHeading}
        </h2>
        <p role="status" className="mt-2 flex items-center gap-2 text-muted">
          <AlertTriangle aria-hidden className="h-4 w-4 shrink-0" />
          {TEXTS.loadError}
        </p>
      </Card>
    );
  }
  const { since, followers, stale, missing } = nextSteps;
  return (
    <>
      {stale || missing ? <TodoCard stale={stale} missing={missing} /> : null}
      <div className={cn("grid gap-6", followers && "lg:grid-cols-2")}>
        <SinceCard since={since} />
        {followers ? <FollowersCard followers={followers} /> : null}
      </div>
    </>
  );
}

const LINK = "text-brand-700 underline underline-offset-4 dark:text-brand-200";

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="mt-3 flex items-start gap-2 text-sm text-muted">
      <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-green-800 dark:text-green-300" />
      {children}
    </p>
  );
}

function More({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p className="mt-3 text-sm">
      <Link to="/dashboard/projects" className={LINK}>
        {TEXTS.more}
      </Link>
    </p>
  );
}

/** One row of a To do list: what, a line under it, and the link that does it (named after its row). */
function TodoRow({
  title,
  detail,
  action,
  actionFor,
  to,
}: {
  title: string;
  detail: string;
  action: string;
  actionFor: string;
  to: string;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-default p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-words font-medium">{title}</p>
        <p className="break-words text-sm text-muted">{detail}</p>
      </div>
      <Link to={to} className={cn(buttonClass("outline", "sm"), "shrink-0")}>
        {action}
        <span className="sr-only"> for {actionFor}</span>
      </Link>
    </li>
  );
}

function TodoCard({ stale, missing }: Pick<NextSteps, "stale" | "missing">) {
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="todo-heading">
      <h2 id="todo-heading" className="text-lg font-semibold">
        {TEXTS.todoHeading}
      </h2>
      <p className="mt-1 text-sm text-muted">{TEXTS.todoLead}</p>
      <div className={cn("mt-4 grid gap-6", stale && missing && "lg:grid-cols-2")}>
        {stale ? (
          <section aria-labelledby="todo-stale-heading">
            <h3 id="todo-stale-heading" className="font-semibold">
              {TEXTS.staleHeading}
            </h3>
            {stale.items.length === 0 ? (
              <Empty>{TEXTS.staleEmpty}</Empty>
            ) : (
              <>
                <p className="mt-1 text-sm text-muted">{TEXTS.staleLead}</p>
                <ul className="mt-3 space-y-2">
                  {stale.items.map((item) => (
                    <TodoRow
                      key={item.id}
                      title={item.name}
                      detail={item.detail}
                      action={TEXTS.postUpdate}
                      actionFor={item.name}
                      to={item.href}
                    />
                  ))}
                </ul>
                <More shown={stale.more} />
              </>
            )}
          </section>
        ) : null}
        {missing ? (
          <section aria-labelledby="todo-missing-heading">
            <h3 id="todo-missing-heading" className="font-semibold">
              {TEXTS.missingHeading(missing.year)}
            </h3>
            {missing.items.length === 0 ? (
              <Empty>{TEXTS.missingEmpty(missing.year)}</Empty>
            ) : (
              <>
                <p className="mt-1 text-sm text-muted">{TEXTS.missingLead}</p>
                <ul className="mt-3 space-y-2">
                  {missing.items.map((item) => (
                    <TodoRow
                      key={item.id}
                      title={item.indicator}
                      detail={`${item.projectName} · ${item.result}`}
                      action={TEXTS.reportValue}
                      actionFor={`${item.indicator} (${item.projectName})`}
                      to={item.href}
                    />
                  ))}
                </ul>
                <More shown={missing.more} />
              </>
            )}
          </section>
        ) : null}
      </div>
    </Card>
  );
}

function SinceCard({ since }: { since: NextSteps["since"] }) {
  return (
    <Card className="p-5" role="region" aria-labelledby="since-heading">
      <h2 id="since-heading" className="flex items-center gap-2 text-lg font-semibold">
        <History aria-hidden className="h-5 w-5 shrink-0 text-brand-700 dark:text-brand-200" />
        {TEXTS.sinceHeading}
      </h2>
      {since.previousVisit === null ? (
        <p className="mt-2 text-sm text-muted">{TEXTS.sinceFirst}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{TEXTS.sinceLead(since.previousVisit)}</p>
          {since.items.length === 0 ? (
            <Empty>{TEXTS.sinceEmpty}</Empty>
          ) : (
            <ul className="mt-3 divide-y divide-[var(--border)]">
              {since.items.map((item) => (
                <li key={item.key} className="py-2">
                  <p className="break-words">
                    {item.href ? (
                      <Link to={item.href} className={LINK}>
                        {item.text}
                      </Link>
                    ) : (
                      item.text
                    )}
                  </p>
                  <time dateTime={item.isoAt} className="text-sm text-muted">
                    {item.at}
                  </time>
                </li>
              ))}
            </ul>
          )}
          {since.more ? <p className="mt-2 text-sm text-muted">{TEXTS.sinceMore}</p> : null}
        </>
      )}
    </Card>
  );
}

function FollowersCard({ followers }: { followers: NonNullable<NextSteps["followers"]> }) {
  return (
    <Card className="p-5" role="region" aria-labelledby="followers-heading">
      <h2 id="followers-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Users aria-hidden className="h-5 w-5 shrink-0 text-brand-700 dark:text-brand-200" />
        {TEXTS.followersHeading}
      </h2>
      <p className="mt-1 text-sm text-muted">{TEXTS.followersLead}</p>
      {followers.projects.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{TEXTS.followersEmpty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-[var(--border)]">
          {followers.projects.map((item) => (
            <li key={item.id} className="flex items-baseline justify-between gap-3 py-2">
              <Link to={item.href} className={cn(LINK, "min-w-0 break-words")}>
                {item.name}
              </Link>
              <span className="shrink-0 text-sm font-medium">{item.countText}</span>
            </li>
          ))}
        </ul>
      )}
      {followers.organization > 0 ? (
        <p className="mt-3 text-sm">{TEXTS.organizationFollowers(followers.organization)}</p>
      ) : null}
      <More shown={followers.more} />
    </Card>
  );
}
