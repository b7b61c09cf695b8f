import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { ListLoadError } from "~/components/admin/admin-page-header";
import { ProjectsPagination, RESULTS_ID, useResultsInView } from "~/components/projects/projects-pagination";
import { Trash2 } from "~/components/ui/app-icons";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { Input, Label } from "~/components/ui/field";
import { Eye } from "~/components/ui/icons";
import { StatusButton } from "~/components/ui/status-button";
import { formatNumber } from "~/domain/numbers";
import type { ListPage } from "~/domain/paging";
import { cn } from "~/lib/cn";

/**
 * The one table pattern of the Admin area's list screens: a page header, a table in its own labelled region
 * (a card per row on a phone with `cardsOnPhone`, else scrolling sideways inside the region), the row forms
 * (plain POST forms of {intent, id} that work without script), the confirmation that script puts in front of a
 * destructive one, and the list's body (its load-error and empty states, the table, the pager). Each entity's
 * table is a component of its own beside this file.
 */

// The page header and the load error live in a module of their own (no table, dialog or pager code), so /admin,
// which shows no list, loads none of that; they are exported from here too, as before.
export { AdminPageHeader, ListLoadError } from "~/components/admin/admin-page-header";

export const cellClass = "px-4 py-3 align-middle";

/**
 * A table in a region of its own that scrolls sideways when the screen is narrower than the table (the page
 * itself never does); the region is labelled and can take focus, so keyboard users can scroll it too.
 */
export function ScrollTable({
  id,
  label,
  minWidth,
  cardsOnPhone = false,
  dense = false,
  head,
  children,
}: {
  id?: string;
  label: string;
  /** The table's narrowest readable width, e.g. "min-w-[44rem]" (from 768px only when cardsOnPhone). */
  minWidth: string;
  /** Below 768px each row is a card of its cells (each a `Cell` with its column's label) instead. */
  cardsOnPhone?: boolean;
  /** Narrower cell padding from 768px, for a table of many columns that must fit beside the side navigation. */
  dense?: boolean;
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
      <table
        className={cn(
          "w-full text-left text-sm",
          cardsOnPhone ? PHONE_CARDS : minWidth,
          dense && "md:[&_td]:px-2.5 md:[&_th]:px-2.5",
        )}
      >
        <thead
          className={cn(
            "bg-surface-muted text-xs uppercase tracking-wide text-muted",
            cardsOnPhone && "max-md:sr-only",
          )}
        >
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/**
 * Below 768px the table's rows, headers and cells are blocks: a row is a card of its cells, one under the
 * other (two short ones side by side: `Cell`'s `half`), each with its column's label (`Cell`), so nothing
 * scrolls sideways and the actions stay in view. The row's header cell (`RowHeader`) is the card's title, a
 * little larger, and comes first even where the table has it in a later column (a row is a wrapping flex row, so
 * `order` places it); the actions cell (`ActionsCell`) closes the card, its buttons from the left edge, icon
 * buttons with their word beside the icon (`RowActionWord`). A long word or address breaks rather than widen
 * the card.
 */
const PHONE_CARDS = cn(
  "max-md:block max-md:[&_tbody]:block max-md:[&_tr]:block",
  "max-md:[&_tbody_tr]:flex max-md:[&_tbody_tr]:flex-wrap max-md:[&_tbody_tr]:py-3",
  "max-md:[&_tbody_td]:block max-md:[&_tbody_td]:basis-full max-md:[&_tbody_td]:py-1.5 max-md:[&_tbody_td]:[overflow-wrap:anywhere]",
  "max-md:[&_tbody_[data-half]]:basis-1/2",
  "max-md:[&_tbody_th]:order-first max-md:[&_tbody_th]:block max-md:[&_tbody_th]:basis-full max-md:[&_tbody_th]:pt-1 max-md:[&_tbody_th]:pb-1.5 max-md:[&_tbody_th]:text-base max-md:[&_tbody_th]:[overflow-wrap:anywhere]",
  "max-md:[&_[data-actions]]:justify-start max-md:[&_td:has([data-actions])]:pt-3",
  "max-md:[&_[data-action-word]]:inline",
);

/**
 * A cell that says its column on a phone card (`label`, hidden from 768px where the heading is above it):
 * shown before the value, and read out with it. `half`: a short value (a date, a count, a badge) that takes half
 * the card's width, beside another such cell.
 */
export function Cell({
  label,
  className,
  half = false,
  children,
}: {
  label: string;
  className?: string;
  half?: boolean;
  children: ReactNode;
}) {
  return (
    <td className={cn(cellClass, className)} data-half={half || undefined}>
      <span className="block text-xs font-semibold uppercase tracking-wide text-muted md:sr-only">
        {label}
      </span>
      {children}
    </td>
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

/** A column: its heading, right-aligned for numbers and actions. */
export type Column = string | { label: string; align: "right" };

/** The last column of a table with row actions. */
export const ACTIONS_COLUMN: Column = { label: "Actions", align: "right" };

/**
 * An entity's list table: a ScrollTable that the pager scrolls back to (RESULTS_ID), its column headings, and a
 * row per item (`children` renders its cells, the first of them a RowHeader).
 */
export function AdminTable<Row extends { id: string }>({
  label,
  minWidth,
  columns,
  rows,
  rowClassName,
  cardsOnPhone,
  dense,
  children,
}: {
  label: string;
  minWidth: string;
  cardsOnPhone?: boolean;
  dense?: boolean;
  columns: readonly Column[];
  rows: readonly Row[];
  rowClassName?: string;
  children: (row: Row) => ReactNode;
}) {
  return (
    <ScrollTable
      id={RESULTS_ID}
      label={label}
      minWidth={minWidth}
      cardsOnPhone={cardsOnPhone}
      dense={dense}
      head={columns.map((column) =>
        typeof column === "string" ? (
          <Th key={column}>{column}</Th>
        ) : (
          <Th key={column.label} className="text-right">
            {column.label}
          </Th>
        ),
      )}
    >
      {rows.map((row) => (
        <tr key={row.id} className={cn("border-t border-default", rowClassName)}>
          {children(row)}
        </tr>
      ))}
    </ScrollTable>
  );
}

/** The cell that names its row (screen readers announce it with each cell of the row). */
export function RowHeader({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <th scope="row" className={cn(cellClass, "font-medium", className)}>
      {children}
    </th>
  );
}

/** The row's title, cut to two lines, with an optional line below it (`children`). */
export function RowTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <RowHeader className="md:max-w-[16rem]">
      <span className="line-clamp-2 break-words">{title}</span>
      {children}
    </RowHeader>
  );
}

/**
 * The last cell: the row's actions, side by side at its right edge (`stack`: one above the other from 768px,
 * for a wide table; on a phone card they stay side by side).
 */
export function ActionsCell({ children, stack = false }: { children: ReactNode; stack?: boolean }) {
  return (
    <td className={cellClass}>
      <div
        data-actions
        className={cn(
          "flex flex-wrap justify-end gap-2",
          stack && "max-md:justify-start md:flex-col md:items-stretch md:[&_button]:w-full",
        )}
      >
        {children}
      </div>
    </td>
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
  tone = "destructive",
  children,
}: {
  intent: string;
  id: string;
  /** The visible label; `children` (an icon, say) replace it, and the label is then read out only. */
  label: string;
  owner: string;
  onConfirm: () => void;
  /** "primary" for a weighty action that is not destructive (Approve). */
  tone?: "destructive" | "primary";
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
        variant={tone === "primary" ? "primary" : "outline"}
        size="sm"
        aria-haspopup="dialog"
        className={cn("min-h-11 sm:min-h-9", tone === "destructive" && "text-red-700 dark:text-red-300")}
      >
        {children ?? label}
        {children ? <RowActionWord>{label}</RowActionWord> : null}
        <span className="sr-only">
          {children ? `${label} ` : " "}
          {owner}
        </span>
      </Button>
    </Form>
  );
}

/** The row a confirmation is open for (null: closed), the setter that opens it, and a stable close. */
export function useConfirmRow<Row>() {
  const [row, setRow] = useState<Row | null>(null);
  const close = useCallback(() => setRow(null), []);
  return [row, setRow, close] as const;
}

/** Delete's confirmation for a list's row (`row` null: closed); `description` says what goes with it. */
export function DeleteDialog<Row extends { id: string }>({
  row,
  text,
  description,
  onClose,
}: {
  row: Row | null;
  text: { deleteTitle: string; delete: string; deleting: string };
  description: string | ((row: Row) => string);
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      intent="delete"
      target={row?.id ?? null}
      title={text.deleteTitle}
      description={
        row === null ? undefined : typeof description === "function" ? description(row) : description
      }
      confirmLabel={text.delete}
      pendingLabel={text.deleting}
      onClose={onClose}
    />
  );
}

/**
 * The confirmation before a destructive (or weighty: `confirmVariant` "primary") row action. Its form posts {intent, id} to this page at the current
 * URL (the same page of the list comes back); it closes once the answer is in.
 */
export function ConfirmDialog({
  intent,
  target,
  title,
  description,
  confirmLabel,
  pendingLabel,
  confirmVariant = "destructive",
  onClose,
}: {
  intent: string;
  /** The row's id while the dialog is open; null when closed. */
  target: string | null;
  title: string;
  description: string | undefined;
  confirmLabel: string;
  pendingLabel: string;
  confirmVariant?: "destructive" | "primary";
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
            <StatusButton variant={confirmVariant} pending={pending} pendingLabel={pendingLabel}>
              {confirmLabel}
            </StatusButton>
          </DialogActions>
        </Form>
      ) : null}
    </Dialog>
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
 * The body of a list screen, the same on each: the red box when the list could not be read, the empty text
 * (or the screen's own empty state) when it has no rows, else its table (`children`, given the page) and the
 * pager (`hrefFor` links a page with the same search).
 */
export function AdminListBody<Row>({
  list,
  loadError,
  empty,
  hrefFor,
  children,
}: {
  list: ListPage<Row> | null;
  loadError: string;
  empty: ReactNode;
  hrefFor: (page: number) => string;
  children: (list: ListPage<Row>) => ReactNode;
}) {
  useResultsInView();
  if (!list) return <ListLoadError message={loadError} />;
  if (list.items.length === 0) return typeof empty === "string" ? <EmptyList message={empty} /> : empty;
  return (
    <>
      {children(list)}
      <ProjectsPagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} />
    </>
  );
}

/** "12 organizations" above a searchable list, read out when a search changes it. */
export function ListCount({ total, one, many }: { total: number; one: string; many: string }) {
  return (
    <p className="text-sm text-muted" aria-live="polite">
      {formatNumber(total)} {total === 1 ? one : many}
    </p>
  );
}

/**
 * A list's search: a GET form (works without script) with the search text, any filters (`children`), Search,
 * and Clear when something is set. Submitting starts again at page 1.
 */
export function AdminSearchForm({
  text: { searchLabel: label, searchPlaceholder: placeholder },
  q,
  clearHref,
  active = Boolean(q),
  children,
}: {
  text: { searchLabel: string; searchPlaceholder: string };
  q: string;
  /** The list without search or filters. */
  clearHref: string;
  /** Whether a search or filter is applied (Clear shows); by default, whether there is a search. */
  active?: boolean;
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

/** View: the row's public page, as an eye icon named for screen readers ("View <owner>"). */
export function ViewLink({ to, label, owner }: { to: string; label: string; owner: string }) {
  return (
    <RowLink to={to} label={label} owner={owner}>
      <Eye aria-hidden className="h-4 w-4" />
    </RowLink>
  );
}

/** Delete (intent "delete"), as a bin icon, after its confirmation (`onConfirm` opens it). */
export function DeleteForm({
  id,
  label,
  owner,
  onConfirm,
}: {
  id: string;
  label: string;
  owner: string;
  onConfirm: () => void;
}) {
  return (
    <ConfirmForm intent="delete" id={id} label={label} owner={owner} onConfirm={onConfirm}>
      <Trash2 aria-hidden className="h-4 w-4" />
    </ConfirmForm>
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
      <RowActionWord>{label}</RowActionWord>
      <span className="sr-only">
        {label} {owner}
      </span>
    </Link>
  );
}

/**
 * The word of an icon button (View, Edit, Delete), shown beside its icon on a phone's card, where there is
 * room for it; the table shows the icon alone. Screen readers hear the button's full name instead ("Delete
 * <owner>", in its sr-only text), which begins with this word.
 */
export function RowActionWord({ children }: { children: string }) {
  return (
    <span data-action-word aria-hidden className="hidden">
      {children}
    </span>
  );
}
