import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { StatusButton } from "~/components/ui/status-button";
import type { MembersIntent } from "~/domain/member-management";
import { cn } from "~/lib/cn";

/**
 * The pieces the Members section's rows share: every row button is a plain POST form of {intent, id} to My
 * Account (it works without script); a destructive one (Remove, Revoke, Leave) opens its confirmation first
 * once script runs, and the confirmation's own form sends the same fields.
 */

/** A list of the section: cards on a phone, rows under column headings from 1024px. */
export const listClass = "space-y-3 lg:space-y-0";
export const itemClass =
  "space-y-2 rounded-lg border border-default p-4 lg:space-y-0 lg:rounded-none lg:border-x-0 lg:border-b-0 lg:px-0 lg:py-3";

/** What a confirmation asks before a destructive press (null: none open). */
export type ConfirmRequest = {
  intent: Extract<MembersIntent, "remove" | "revoke" | "leave">;
  id: string | null;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
};

/** Whether this row's form (intent and id; no id for Leave) is being sent. */
export function useMemberFormPending(intent: MembersIntent, id: string | null): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (navigation.formData?.get("id") ?? null) === id
  );
}

const rowButtonClass = "min-h-11 sm:min-h-9";

/** A row's one-press action (Resend): sends at once, says so while it goes. `owner` names the row for screen readers. */
export function RowButton({
  intent,
  id,
  label,
  pendingLabel,
  owner,
}: {
  intent: MembersIntent;
  id: string;
  label: string;
  pendingLabel: string;
  owner: string;
}) {
  const pending = useMemberFormPending(intent, id);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <StatusButton
        size="sm"
        variant="outline"
        pending={pending}
        pendingLabel={pendingLabel}
        className={rowButtonClass}
      >
        {label}
        <span className="sr-only"> {owner}</span>
      </StatusButton>
    </Form>
  );
}

/**
 * A destructive action: without script it posts at once; with script, pressing it opens the confirmation
 * (`onConfirm`) instead.
 */
export function ConfirmButton({
  intent,
  id,
  label,
  owner,
  onConfirm,
  className,
  children,
}: {
  intent: ConfirmRequest["intent"];
  id: string | null;
  label: string;
  /** Who or what the press is about, for screen readers (the visible word comes first). */
  owner?: string;
  onConfirm: () => void;
  className?: string;
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
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <Button
        type="submit"
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        className={cn(rowButtonClass, "text-red-700 dark:text-red-300", className)}
      >
        {children}
        {label}
        {owner ? <span className="sr-only"> {owner}</span> : null}
      </Button>
    </Form>
  );
}
