import { getTextareaProps } from "@conform-to/react";
import { describedBy, FormField } from "~/components/forms/form-field";
import { Textarea } from "~/components/ui/field";
import {
  type IndicatorRecord,
  type PeriodRecord,
  RESULT_LIMITS,
  RESULTS_TEXT,
} from "~/domain/project-results";
import { resultsFormKey } from "~/domain/project-results-forms";
import { type Answer, FormShell, TextInput, useEntryForm, VALUE_HINTS } from "./form-parts";

export function PeriodForm({
  indicator,
  period,
  lastAnswer,
}: {
  indicator: IndicatorRecord;
  period?: PeriodRecord;
  lastAnswer: Answer;
}) {
  const formKey = resultsFormKey({ intent: "save-period", id: period?.id, indicatorId: indicator.id });
  const { form, fields, pending } = useEntryForm(formKey, lastAnswer, {
    periodStart: period?.periodStart,
    periodEnd: period?.periodEnd,
    value: period
      ? period.value !== null
        ? String(period.value)
        : (period.valueText ?? undefined)
      : undefined,
    comment: period?.comment ?? undefined,
  });
  const measure = indicator.measure as keyof typeof VALUE_HINTS;
  return (
    <FormShell
      form={form}
      formKey={formKey}
      intent="save-period"
      hidden={{ id: period?.id, indicatorId: indicator.id, measure: indicator.measure }}
      submitLabel={RESULTS_TEXT.savePeriod}
      pending={pending}
    >
      <TextInput field={fields.periodStart} label="Period start" type="date" required />
      <TextInput field={fields.periodEnd} label="Period end" type="date" required />
      <TextInput
        field={fields.value}
        label="Actual value"
        required
        hint={VALUE_HINTS[measure] ?? undefined}
        inputMode={measure === "qualitative" ? undefined : "decimal"}
        maxLength={RESULT_LIMITS.textMax}
        className="sm:col-span-2"
      />
      <FormField field={fields.comment} label="Comment" className="sm:col-span-2">
        <Textarea
          {...getTextareaProps(fields.comment)}
          aria-describedby={describedBy(fields.comment)}
          rows={2}
          maxLength={RESULT_LIMITS.commentMax}
        />
      </FormField>
    </FormShell>
  );
}
