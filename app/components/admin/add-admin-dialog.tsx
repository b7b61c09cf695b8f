import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { describedBy, FormErrors, FormField } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Input } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { ADMIN_USERS_TEXT, AddAdminSchema } from "~/domain/admin-users";

/** What the settings action answers a refused Add Admin (a success redirects). */
export type AddAdminActionData = { result: SubmissionResult<string[]> | null };

/** Where the form posts: the settings page, which without script shows this form in the page (`?add`). */
export const ADD_ADMIN_ACTION = "/admin/settings?add";

/**
 * The Add Admin form: the email of an existing account. It posts through a fetcher (a plain form without
 * script); a success redirects to the list with its toast, a refusal (no account, already an admin) comes back
 * beside the field.
 */
export function AddAdminForm({
  id,
  lastResult,
  onCancel,
}: {
  id: string;
  /** A refusal the page received without the fetcher (a post without script). */
  lastResult?: SubmissionResult<string[]> | null;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<AddAdminActionData>();
  const busy = fetcher.state !== "idle";
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.data?.result ?? lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddAdminSchema }),
  });

  return (
    <fetcher.Form
      method="post"
      action={ADD_ADMIN_ACTION}
      {...withInvalidFeedback(getFormProps(form))}
      noValidate
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value="add" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <FormField
        field={fields.email}
        label={ADMIN_USERS_TEXT.emailLabel}
        hint={ADMIN_USERS_TEXT.emailHint}
        required
      >
        <Input
          {...getInputProps(fields.email, { type: "email" })}
          aria-describedby={describedBy(fields.email, true)}
          autoComplete="off"
          placeholder="person@organization.org"
        />
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <StatusButton pending={busy} pendingLabel={ADMIN_USERS_TEXT.adding}>
          {ADMIN_USERS_TEXT.addAdmin}
        </StatusButton>
      </div>
    </fetcher.Form>
  );
}

/**
 * The Add Admin dialog (spec §2 Settings). It closes once the person is added: a success redirects, so the
 * location changes, while a refusal leaves it as it was. (The fetcher's own states are no signal: React may
 * skip the intermediate ones of a transition on a busy device.)
 */
export function AddAdminDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { key } = useLocation();
  const close = useRef(onOpenChange);
  close.current = onOpenChange;
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current !== key) close.current(false);
    shownAt.current = key;
  }, [key]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={ADMIN_USERS_TEXT.addTitle}
      description={ADMIN_USERS_TEXT.addDescription}
    >
      <AddAdminForm id="add-admin-dialog" onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}
