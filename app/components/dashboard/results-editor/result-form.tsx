import { getSelectProps } from "@conform-to/react";
import { describedBy, FormField } from "~/components/forms/form-field";
import { Select } from "~/components/ui/field";
import {
  RESULT_LIMITS,
  RESULT_TYPE_LABELS,
  RESULT_TYPES,
  RESULTS_TEXT,
  type ResultRecord,
} from "~/domain/project-results";
import { resultsFormKey } from "~/domain/project-results-forms";
import { type Answer, FormShell, TextInput, useEntryForm } from "./form-parts";

export function ResultForm({ result, lastAnswer }: { result?: ResultRecord; lastAnswer: Answer }) {
  const formKey = resultsFormKey({ intent: "save-result", id: result?.id });
  const { form, fields, pending } = useEntryForm(formKey, lastAnswer, {
    title: result?.title,
    type: result?.type ?? "output",
  });
  return (
    <FormShell
      form={form}
      formKey={formKey}
      intent="save-result"
      hidden={{ id: result?.id }}
      submitLabel={RESULTS_TEXT.saveResult}
      pending={pending}
    >
      <TextInput field={fields.title} label="Result title" required maxLength={RESULT_LIMITS.titleMax} />
      <FormField field={fields.type} label="Type" required>
        <Select {...getSelectProps(fields.type)} aria-describedby={describedBy(fields.type)}>
          {RESULT_TYPES.map((type) => (
            <option key={type} value={type}>
              {RESULT_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </FormField>
    </FormShell>
  );
}
