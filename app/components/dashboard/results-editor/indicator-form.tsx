import { useState } from "react";
import { type IndicatorRecord, RESULTS_TEXT } from "~/domain/project-results";
import { resultsFormKey } from "~/domain/project-results-forms";
import { type Answer, FormShell, useEntryForm } from "./form-parts";
import { IndicatorFields, type Measure } from "./indicator-fields";

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
  const initialMeasure = (indicator?.measure as Measure | undefined) ?? "number";
  const [measure, setMeasure] = useState<Measure>(initialMeasure);
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
  return (
    <FormShell
      form={form}
      formKey={formKey}
      intent="save-indicator"
      hidden={{ id: indicator?.id, resultId }}
      submitLabel={RESULTS_TEXT.saveIndicator}
      pending={pending}
    >
      <IndicatorFields fields={fields} measure={measure} onMeasure={setMeasure} />
    </FormShell>
  );
}
