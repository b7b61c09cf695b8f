import { getInputProps } from "@conform-to/react";
import { type ReactNode, useState } from "react";
import { FieldError } from "~/components/ui/field";
import {
  RESULT_LIMITS,
  RESULT_TYPE_DESCRIPTIONS,
  RESULT_TYPE_LABELS,
  RESULT_TYPES,
  RESULTS_TEXT,
  type ResultRecord,
} from "~/domain/project-results";
import { resultsFormKey } from "~/domain/project-results-forms";
import { type Answer, type AnyField, FormShell, TextInput, useEntryForm } from "./form-parts";
import { IndicatorFields, type Measure, PeriodFields } from "./indicator-fields";

/**
 * A result's title and type. Adding one, the same form takes its first indicator and that indicator's first
 * reported value (both optional), saved with it in one go; more are added later with their own forms.
 */
export function ResultForm({ result, lastAnswer }: { result?: ResultRecord; lastAnswer: Answer }) {
  const formKey = resultsFormKey({ intent: "save-result", id: result?.id });
  const [measure, setMeasure] = useState<Measure>("number");
  const { form, fields, pending } = useEntryForm(formKey, lastAnswer, {
    title: result?.title,
    type: result?.type ?? "output",
    ...(result
      ? {}
      : {
          indicatorTitle: undefined,
          measure: "number",
          standardMeasure: "",
          baselineYear: undefined,
          baselineValue: undefined,
          targetValue: undefined,
          targetDate: undefined,
          periodStart: undefined,
          periodEnd: undefined,
          value: undefined,
        }),
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
      <TextInput
        field={fields.title}
        label="Result title"
        required
        maxLength={RESULT_LIMITS.titleMax}
        className="sm:col-span-2"
      />
      <ResultTypeField field={fields.type} />
      {result ? null : (
        <>
          <FieldGroup
            id={`${formKey}-indicator`}
            legend="First indicator (optional)"
            intro="How you will measure this result, and the target. Leave it empty to add indicators later; if you add one, the fields marked * are needed."
          >
            <IndicatorFields
              // Conform's fields are a proxy (no keys to spread): each one named.
              fields={{
                title: fields.indicatorTitle,
                measure: fields.measure,
                standardMeasure: fields.standardMeasure,
                baselineYear: fields.baselineYear,
                baselineValue: fields.baselineValue,
                targetValue: fields.targetValue,
                targetDate: fields.targetDate,
              }}
              measure={measure}
              onMeasure={setMeasure}
            />
          </FieldGroup>
          <FieldGroup
            id={`${formKey}-period`}
            legend="First reported value (optional)"
            intro="What the indicator has reached so far, and over which period. It needs the indicator above."
          >
            <PeriodFields
              fields={{ periodStart: fields.periodStart, periodEnd: fields.periodEnd, value: fields.value }}
              measure={measure}
            />
          </FieldGroup>
        </>
      )}
    </FormShell>
  );
}

/** Output or outcome, each choice with what it means beside it. */
function ResultTypeField({ field }: { field: AnyField }) {
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset className="min-w-0 sm:col-span-2" aria-describedby={invalid ? field.errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">
        Type
        <span aria-hidden className="ml-0.5 text-red-700 dark:text-red-400">
          *
        </span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {RESULT_TYPES.map((type) => {
          const description = `${field.id}-${type}-description`;
          return (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-default px-3 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 dark:has-[:checked]:bg-brand-900"
            >
              <input
                {...getInputProps(field, { type: "radio", value: type })}
                key={`${field.key}-${type}`}
                id={`${field.id}-${type}`}
                aria-describedby={description}
                className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">
                <span className="block font-medium">{RESULT_TYPE_LABELS[type]}</span>
                <span id={description} className="mt-0.5 block text-sm text-muted">
                  {RESULT_TYPE_DESCRIPTIONS[type]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** An optional part of the form: a framed group with its legend and a line on what it is for. */
function FieldGroup({
  id,
  legend,
  intro,
  children,
}: {
  id: string;
  legend: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="min-w-0 rounded-md border border-default p-3 sm:col-span-2"
      aria-describedby={`${id}-intro`}
    >
      <legend className="px-1 font-semibold">{legend}</legend>
      <p id={`${id}-intro`} className="mb-3 text-sm text-muted">
        {intro}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
