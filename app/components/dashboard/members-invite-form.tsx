import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { describedBy, FormErrors, FormField } from "~/components/forms/form-field";
import { isPersonSubmit, withInvalidFeedback } from "~/components/forms/invalid-submit";
import { FieldError, Input } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { InviteMemberSchema, MEMBERS_TEXT } from "~/domain/member-management";
import { ORGANIZATION_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/domain/membership";
import { useMemberFormPending } from "./members-forms";

/**
 * Invite a member: the address and a role, each role with what it allows beside its choice. A plain POST to My
 * Account (it works without script); the answer comes back in place: a refusal beside the field (already a
 * member, already invited), a success empties the form and the Pending invitations list shows the new one.
 */
export function InviteMemberForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const pending = useMemberFormPending("invite", null);
  const [form, fields] = useForm({
    id: "invite-member",
    lastResult: lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InviteMemberSchema }),
  });
  const roleError = fields.role.errors?.length ? fields.role.errorId : undefined;
  const formProps = withInvalidFeedback(getFormProps(form));

  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        // A sent form is emptied when the answer comes (resetForm draws its fields anew). The field that had the
        // focus would lose it while React commits, and Conform's check on that blur would then go out as a
        // plain POST that no script stops: the focus waits on the button instead.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (!event.defaultPrevented && submitter instanceof HTMLButtonElement && isPersonSubmit(submitter)) {
          queueMicrotask(() => submitter.focus());
        }
      }}
      noValidate
      className="mt-4 grid gap-5"
    >
      <input type="hidden" name="intent" value="invite" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <FormField
        field={fields.email}
        label={MEMBERS_TEXT.emailLabel}
        hint={MEMBERS_TEXT.emailHint}
        required
        className="max-w-md"
      >
        <Input
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          aria-describedby={describedBy(fields.email, true)}
          autoComplete="off"
          spellCheck={false}
          placeholder="person@organization.org"
        />
      </FormField>
      <fieldset className="min-w-0" aria-describedby={roleError}>
        <legend className="mb-1 text-sm font-medium">
          {MEMBERS_TEXT.roleLabel}
          <span aria-hidden className="ml-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        </legend>
        <div className="grid gap-2 lg:grid-cols-3">
          {ORGANIZATION_ROLES.map((role) => (
            <label
              key={role}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-default px-3 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 dark:has-[:checked]:bg-brand-900"
            >
              <input
                {...getInputProps(fields.role, { type: "radio", value: role })}
                key={`${fields.role.key}-${role}`}
                aria-describedby={`invite-role-${role}-description`}
                className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">
                <span className="block font-medium">{ROLE_LABELS[role]}</span>
                <span id={`invite-role-${role}-description`} className="mt-0.5 block text-sm text-muted">
                  {ROLE_DESCRIPTIONS[role]}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={fields.role.errorId} errors={fields.role.errors} />
      </fieldset>
      <div>
        <StatusButton pending={pending} pendingLabel={MEMBERS_TEXT.sending} className="w-full sm:w-auto">
          {MEMBERS_TEXT.send}
        </StatusButton>
      </div>
    </Form>
  );
}
