import { type IndicatorRecord, type PeriodRecord, RESULTS_TEXT } from "~/domain/project-results";
import { resultsFormKey } from "~/domain/project-results-forms";
import { type Answer, FormShell, useEntryForm } from "./form-parts";
import { type Measure, PeriodFields } from "./indicator-fields";

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
  return (
    <FormShell
      form={form}
      formKey={formKey}
      intent="save-period"
      hidden={{ id: period?.id, indicatorId: indicator.id, measure: indicator.measure }}
      submitLabel={RESULTS_TEXT.savePeriod}
      pending={pending}
    >
      <PeriodFields fields={fields} measure={indicator.measure as Measure} />
    </FormShell>
  );
}
