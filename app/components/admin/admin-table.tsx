import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { Input, Label } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { proofHref } from "~/domain/admin-billing";
import { cn } from "~/lib/cn";

/**
 * The one table pattern of the Admin area's list screens: a page header, a table that scrolls sideways
 * inside its own labelled region on a phone, the row forms (plain POST forms of {intent, id} that work
 * without script), the confirmation that script puts in front of a destructive one, and the empty and
 * load-error states.
 */

export const cellClass = "px-4 py-3 align-middle";

/** A page's heading, its lead, and an optional badge beside the title. */
export function AdminPageHeader({ title, lead, badge }: { title: string; lead: string; badge?: ReactNode }) {
  return (
    <div>
      <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold sm:text-3xl">
        {title}
        {badge}
      </h1>
      <p className="mt-1 text-muted">{lead}</p>
    </div>
  );
}

/**
 * A table in a region of its own that scrolls sideways when the screen is narrower than the table (the page
 * itself never does); the region is labelled and can take focus, so keyboard users can scroll it too.
 */
export function ScrollTable({
  id,
  label,
  minWidth,
  head,
  children,
}: {
  id?: string;
  label: string;
  /** The table's narrowest readable width, e.g. "min-w-[44rem]". */
  minWidth: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      // relative: screen-reader-only text in the cells is positioned against the region, so it scrolls and
      // clips with the table instead of widening the page.
      className="relative scroll-mt-20 overflow-x-auto rounded-lg border border-default bg-surface shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:focus-visible:outline-brand-200"
    >
      <table className={cn("w-full text-left text-sm", minWidth)}>
        <thead className="bg-surface-muted text-xs uppercase tracking-wide text-muted">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/** A column heading. */
export function Th({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn(cellClass, "font-semibold", className)}>
      {children}
    </th>
  );
}

/** "View proof", opening the proof in a new tab; "No proof" when there is none (or none we can link). */
export function ProofLink({
  url,
  owner,
  noProof,
  viewProof,
}: {
  url: string | null;
  owner: string;
  noProof: string;
  viewProof: string;
}) {
  const href = proofHref(url);
  if (!href) return <span className="text-muted">{noProof}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
    >
      {viewProof}
      <span className="sr-only"> of {owner} (opens in a new tab)</span>
    </a>
  );
}

/** Whether this row's form (intent and id) is being sent. */
export function useRowPending(intent: string, id: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("id") === id
  );
}

/**
 * A row's one-press action (approve, pause, activate): a plain POST form of {intent, id} to this page (with
 * its page number), works without script. `owner` names the row for screen readers.
 */
export function RowActionForm({
  intent,
  id,
  label,
  pendingLabel,
  owner,
  variant,
}: {
  intent: string;
  id: string;
  label: string;
  pendingLabel: string;
  owner: string;
  variant?: "outline";
}) {
  const pending = useRowPending(intent, id);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <StatusButton
        size="sm"
        variant={variant}
        pending={pending}
        pendingLabel={pendingLabel}
        className="min-h-11 sm:min-h-9"
      >
        {label}
        <span className="sr-only"> {owner}</span>
      </StatusButton>
    </Form>
  );
}

/**
 * A destructive row action (reject, delete): a plain POST form too (without script it acts at once); with
 * script, pressing it opens the confirmation instead (`onConfirm`), whose own form sends the same fields.
 */
export function ConfirmForm({
  intent,
  id,
  label,
  owner,
  onConfirm,
  children,
}: {
  intent: string;
  id: string;
  /** The visible label; `children` (an icon, say) replace it, and the label is then read out only. */
  label: string;
  owner: string;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        className="min-h-11 text-red-700 sm:min-h-9 dark:text-red-300"
      >
        {children ?? label}
        <span className="sr-only">
          {children ? `${label} ` : " "}
          {owner}
        </span>
      </Button>
    </Form>
  );
}

/**
 * The confirmation before a destructive row action. Its form posts {intent, id} to this page at the current
 * URL (the same page of the list comes back); it closes once the answer is in.
 */
export function ConfirmDialog({
  intent,
  target,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onClose,
}: {
  intent: string;
  /** The row's id while the dialog is open; null when closed. */
  target: string | null;
  title: string;
  description: string | undefined;
  confirmLabel: string;
  pendingLabel: string;
  onClose: () => void;
}) {
  const location = useLocation();
  const pending = useRowPending(intent, target ?? "");
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) onClose();
    wasPending.current = pending;
  }, [pending, onClose]);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={title}
      description={description}
    >
      {target ? (
        <Form method="post" action={`${location.pathname}${location.search}`}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={target} />
          <DialogActions>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <StatusButton variant="destructive" pending={pending} pendingLabel={pendingLabel}>
              {confirmLabel}
            </StatusButton>
          </DialogActions>
        </Form>
      ) : null}
    </Dialog>
  );
}

/** The list could not be read: said in a red box, and the list stays empty (spec §8 Admin). */
export function ListLoadError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {message}
    </p>
  );
}

/** An empty list. */
export function EmptyList({ message }: { message: string }) {
  return (
    <Card className="p-8 text-center">
      <p className="text-muted">{message}</p>
    </Card>
  );
}

/**
 * A list's search: a GET form (works without script) with the search text, any filters (`children`), Search,
 * and Clear when something is set. Submitting starts again at page 1.
 */
export function AdminSearchForm({
  label,
  placeholder,
  q,
  clearHref,
  active,
  children,
}: {
  label: string;
  placeholder: string;
  q: string;
  /** The list without search or filters. */
  clearHref: string;
  /** Whether a search or filter is applied (Clear shows). */
  active: boolean;
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <Label htmlFor="admin-search">{label}</Label>
        <Input
          // A new search (or Clear) shows its own text.
          key={q}
          id="admin-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder={placeholder}
          maxLength={100}
          className="mt-1"
        />
      </div>
      {children}
      <div className="flex gap-2">
        <Button type="submit">Search</Button>
        {active ? (
          <Link to={clearHref} className={buttonClass("outline")}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** A row's link action as an icon button with its full name for screen readers. */
export function RowLink({
  to,
  label,
  owner,
  children,
}: {
  to: string;
  label: string;
  owner: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={cn(buttonClass("outline", "sm"), "min-h-11 sm:min-h-9")} title={label}>
      {children}
      <span className="sr-only">
        {label} {owner}
      </span>
    </Link>
  );
}
