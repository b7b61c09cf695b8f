import { getSelectProps, getTextareaProps } from "@conform-to/react";
import { describedBy, FormField } from "~/components/forms/form-field";
import { Select, Textarea } from "~/components/ui/field";
import {
  INDICATOR_MEASURES,
  MEASURE_LABELS,
  RESULT_LIMITS,
  STANDARD_MEASURE_LABELS,
  STANDARD_MEASURES,
} from "~/domain/project-results";
import { type AnyField, TextInput, VALUE_HINTS } from "./form-parts";

// The fields of an indicator and of a reporting period, as the indicator and period forms show them and as the
// result form shows a new result's first indicator and first value.

export type Measure = keyof typeof VALUE_HINTS;

/** An indicator's fields: its title, how it is measured, a standard measure, the baseline and the target. */
export function IndicatorFields({
  fields,
  measure,
  onMeasure,
}: {
  fields: {
    title: AnyField;
    measure: AnyField;
    standardMeasure: AnyField;
    baselineYear: AnyField;
    baselineValue: AnyField;
    targetValue: AnyField;
    targetDate: AnyField;
  };
  /** The measure chosen, for the values' hints. */
  measure: Measure;
  onMeasure: (measure: Measure) => void;
}) {
  const inputMode = measure === "qualitative" ? undefined : "decimal";
  return (
    <>
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
          onChange={(event) => onMeasure(event.currentTarget.value as Measure)}
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
    </>
  );
}

/**
 * A reporting period's fields: its start and end, the value reached, and a comment when the form has one (pass
 * the fields by name: every name of Conform's fields proxy is a field).
 */
export function PeriodFields({
  fields,
  measure,
}: {
  fields: { periodStart: AnyField; periodEnd: AnyField; value: AnyField; comment?: AnyField };
  measure: Measure;
}) {
  return (
    <>
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
      {fields.comment ? (
        <FormField field={fields.comment} label="Comment" className="sm:col-span-2">
          <Textarea
            {...getTextareaProps(fields.comment)}
            aria-describedby={describedBy(fields.comment)}
            rows={2}
            maxLength={RESULT_LIMITS.commentMax}
          />
        </FormField>
      ) : null}
    </>
  );
}
