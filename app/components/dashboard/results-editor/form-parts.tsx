import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  type Submission,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { describedBy, FormErrors, FormField } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { Input } from "~/components/ui/field";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { RESULTS_TEXT } from "~/domain/project-results";
import { ResultsIntentSchema, resultsFormKey } from "~/domain/project-results-forms";
import { cn } from "~/lib/cn";

// What the forms of the Results & budget page (results-editor.tsx) share: the disclosures they open in, one
// Conform form answered by its own key, its fields, its shell with the save button, and the delete button.

/** The action's last answer, for the one form it belongs to (formKey). */
export type Answer = { formKey: string; result: SubmissionResult<string[]> } | null;

/**
 * A native disclosure (no script): `summary` is what a screen reader hears, `label` what shows, so several
 * "Edit" buttons stay tellable apart.
 */
export function Disclosure({
  summary,
  label,
  primary = false,
  children,
}: {
  summary: string;
  label?: string;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="group mt-3">
      <summary
        aria-label={label ? summary : undefined}
        className={cn(
          "inline-flex min-h-11 cursor-pointer list-none items-center rounded-md px-3 text-sm font-medium [&::-webkit-details-marker]:hidden",
          primary
            ? "bg-brand-700 text-white hover:bg-brand-800"
            : "border border-default bg-surface hover:bg-surface-muted",
        )}
      >
        {label ?? summary}
      </summary>
      <div className="mt-3 space-y-3">{children}</div>
    </details>
  );
}

/** One Conform form of the page, answered only with its own submission (formKey). */
export function useEntryForm<Fields extends Record<string, string | undefined>>(
  formKey: string,
  lastAnswer: Answer,
  defaultValue: Fields,
) {
  const navigation = useNavigation();
  const submitting = useIsPending();
  const pending = submitting && navigation.formData?.get("formKey") === formKey;
  const [form, fields] = useForm<Fields, Fields, string[]>({
    id: formKey,
    lastResult: lastAnswer?.formKey === formKey ? lastAnswer.result : undefined,
    // biome-ignore lint/suspicious/noExplicitAny: Conform's DefaultValue of a generic shape
    defaultValue: defaultValue as any,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      // The page's one schema checks every form; the fields' names are each form's own.
      parseWithZod(formData, { schema: ResultsIntentSchema }) as unknown as Submission<
        Fields,
        string[],
        Fields
      >,
  });
  return { form, fields, pending };
}

// biome-ignore lint/suspicious/noExplicitAny: any field shape
export type AnyField = FieldMetadata<any, any, any>;

export function TextInput({
  field,
  label,
  required,
  hint,
  type = "text",
  inputMode,
  maxLength,
  className,
}: {
  field: AnyField;
  label: string;
  required?: boolean;
  hint?: string;
  type?: "text" | "date";
  inputMode?: "decimal" | "numeric";
  maxLength?: number;
  className?: string;
}) {
  return (
    <FormField field={field} label={label} required={required} hint={hint} className={className}>
      <Input
        {...getInputProps(field, { type })}
        aria-describedby={describedBy(field, Boolean(hint))}
        inputMode={inputMode}
        maxLength={maxLength}
      />
    </FormField>
  );
}

export function FormShell({
  form,
  formKey,
  intent,
  hidden,
  submitLabel,
  pending,
  children,
}: {
  form: ReturnType<typeof useEntryForm>["form"];
  formKey: string;
  intent: string;
  hidden?: Record<string, string | undefined>;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...withInvalidFeedback(getFormProps(form))} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formKey" value={formKey} />
      {Object.entries(hidden ?? {}).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className="sm:col-span-2">
        <FormErrors id={form.errorId} errors={form.errors} />
      </div>
      {children}
      <div className="sm:col-span-2">
        <StatusButton pending={pending} pendingLabel={RESULTS_TEXT.saving} className="w-full sm:w-auto">
          {submitLabel}
        </StatusButton>
      </div>
    </Form>
  );
}

/** The hint under a value's field, by how the indicator is measured. */
export const VALUE_HINTS = {
  number: "A number, e.g. 1,200",
  percentage: "A percentage from 0 to 100",
  qualitative: "In words",
} as const;

/** A delete button: posts the intent and the entry's id. */
export function DeleteForm({ intent, id, label }: { intent: string; id: string; label: string }) {
  const navigation = useNavigation();
  const submitting = useIsPending();
  const formKey = resultsFormKey({ intent, id });
  const pending = submitting && navigation.formData?.get("formKey") === formKey;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="formKey" value={formKey} />
      <StatusButton pending={pending} pendingLabel={RESULTS_TEXT.deleting} variant="destructive" size="sm">
        {label}
      </StatusButton>
    </Form>
  );
}
