import { getSelectProps } from "@conform-to/react";
import { useState } from "react";
import { describedBy, FormField } from "~/components/forms/form-field";
import { Select } from "~/components/ui/field";
import {
  INDICATOR_MEASURES,
  type IndicatorRecord,
  MEASURE_LABELS,
  RESULT_LIMITS,
  RESULTS_TEXT,
  STANDARD_MEASURE_LABELS,
  STANDARD_MEASURES,
} from "~/domain/project-results";
import { resultsFormKey } from "~/domain/project-results-forms";
import { type Answer, FormShell, TextInput, useEntryForm, VALUE_HINTS } from "./form-parts";

export function IndicatorForm({
  resultId,
  indicator,
  lastAnswer,
}: {
  resultId: string;
  indicator?: IndicatorRecord;
  lastAnswer: Answer;
}) {
  const formKey = resultsFormKey({ intent: "save-indicator", id: indicator?.id, resultId });
  const initialMeasure = (indicator?.measure as keyof typeof VALUE_HINTS | undefined) ?? "number";
  const [measure, setMeasure] = useState<keyof typeof VALUE_HINTS>(initialMeasure);
  const shown = (value: number | null | undefined, text: string | null | undefined) =>
    value !== null && value !== undefined ? String(value) : (text ?? undefined);
  const { form, fields, pending } = useEntryForm(formKey, lastAnswer, {
    title: indicator?.title,
    measure: initialMeasure,
    standardMeasure: indicator?.standardMeasure ?? "",
    baselineYear: indicator?.baselineYear ? String(indicator.baselineYear) : undefined,
    baselineValue: shown(indicator?.baselineValue, indicator?.baselineText),
    targetValue: shown(indicator?.targetValue, indicator?.targetText),
    targetDate: indicator?.targetDate,
  });
  const inputMode = measure === "qualitative" ? undefined : "decimal";
  return (
    <FormShell
      form={form}
      formKey={formKey}
      intent="save-indicator"
      hidden={{ id: indicator?.id, resultId }}
      submitLabel={RESULTS_TEXT.saveIndicator}
      pending={pending}
    >
      <TextInput
        field={fields.title}
        label="Indicator"
        required
        maxLength={RESULT_LIMITS.titleMax}
        className="sm:col-span-2"
      />
      <FormField field={fields.measure} label="Measured as" required>
        <Select
          {...getSelectProps(fields.measure)}
          aria-describedby={describedBy(fields.measure)}
          onChange={(event) => setMeasure(event.currentTarget.value as keyof typeof VALUE_HINTS)}
        >
          {INDICATOR_MEASURES.map((value) => (
            <option key={value} value={value}>
              {MEASURE_LABELS[value]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        field={fields.standardMeasure}
        label="Standard measure"
        hint="Counted on the Impact page with other projects' figures"
      >
        <Select
          {...getSelectProps(fields.standardMeasure)}
          aria-describedby={describedBy(fields.standardMeasure, true)}
        >
          <option value="">None</option>
          {STANDARD_MEASURES.map((value) => (
            <option key={value} value={value}>
              {STANDARD_MEASURE_LABELS[value]}
            </option>
          ))}
        </Select>
      </FormField>
      <TextInput field={fields.baselineYear} label="Baseline year" inputMode="numeric" maxLength={4} />
      <TextInput
        field={fields.baselineValue}
        label="Baseline value"
        hint={VALUE_HINTS[measure]}
        inputMode={inputMode}
        maxLength={RESULT_LIMITS.textMax}
      />
      <TextInput
        field={fields.targetValue}
        label="Target"
        required
        hint={VALUE_HINTS[measure]}
        inputMode={inputMode}
        maxLength={RESULT_LIMITS.textMax}
      />
      <TextInput field={fields.targetDate} label="Target date" type="date" required />
    </FormShell>
  );
}
