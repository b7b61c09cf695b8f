import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type Submission,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { describedBy, FormErrors, FormField } from "~/components/forms/form-field";
import { withInvalidFeedback } from "~/components/forms/invalid-submit";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Input, Select, Textarea } from "~/components/ui/field";
import { StatusButton, useIsPending } from "~/components/ui/status-button";
import { formatDate } from "~/domain/dates";
import { CURRENCIES, formatAmount } from "~/domain/money";
import {
  FUNDER_TYPE_LABELS,
  FUNDER_TYPES,
  formatIndicatorValue,
  INDICATOR_MEASURES,
  type IndicatorRecord,
  MEASURE_LABELS,
  type PeriodRecord,
  RESULT_LIMITS,
  RESULT_TYPE_LABELS,
  RESULT_TYPES,
  RESULTS_TEXT,
  type ResultRecord,
  STANDARD_MEASURE_LABELS,
  STANDARD_MEASURES,
  sortPeriods,
} from "~/domain/project-results";
import { ResultsIntentSchema, resultsFormKey } from "~/domain/project-results-forms";
import { cn } from "~/lib/cn";

type Answer = { formKey: string; result: SubmissionResult<string[]> } | null;
type Funder = { id: string; name: string; type: string; profileId: string | null };
type Budget = { currency: string | null; budget: number | null; spent: number | null };

/**
 * The Results & budget page of a project (issue 21): the budget, the funders, and each result with its
 * indicators and their reporting periods, each added, edited and deleted in a form of its own, in disclosures
 * that stack on a phone.
 */
export function ResultsEditor({
  project,
  results,
  budget,
  funders,
  choices,
  lastAnswer,
}: {
  project: { id: string; name: string };
  results: ResultRecord[];
  budget: Budget;
  funders: Funder[];
  choices: { id: string; name: string }[];
  lastAnswer: Answer;
}) {
  // A save that went through comes back as a new location: every form starts again from what is saved and
  // the disclosures close. A refusal stays on the same location, its form open with its messages.
  const locationKey = useLocation().key;
  return (
    <div className="space-y-8" key={locationKey}>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{RESULTS_TEXT.title}</h1>
        <p className="mt-1 break-words text-muted">{project.name}</p>
        <p className="mt-2 text-sm text-muted">{RESULTS_TEXT.lead}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to="/dashboard/projects" className={buttonClass("outline", "sm")}>
            {RESULTS_TEXT.back}
          </Link>
          <Link to={`/projects/${project.id}`} className={buttonClass("outline", "sm")}>
            {RESULTS_TEXT.publicPage}
          </Link>
        </div>
      </div>

      <section aria-labelledby="results-heading" className="space-y-4">
        <h2 id="results-heading" className="text-xl font-semibold">
          {RESULTS_TEXT.results}
        </h2>
        {results.length === 0 ? <p className="text-muted">{RESULTS_TEXT.noResults}</p> : null}
        {results.map((result) => (
          <ResultCard key={result.id} result={result} lastAnswer={lastAnswer} />
        ))}
        <Disclosure summary={RESULTS_TEXT.addResult} primary>
          <ResultForm lastAnswer={lastAnswer} />
        </Disclosure>
      </section>

      <section aria-labelledby="budget-heading" className="space-y-4">
        <h2 id="budget-heading" className="text-xl font-semibold">
          {RESULTS_TEXT.budget}
        </h2>
        <div className="rounded-lg border border-default bg-surface p-4">
          {budget.budget !== null && budget.currency ? (
            <p className="mb-3 text-sm">
              {formatAmount(budget.currency, budget.budget)}
              {budget.spent !== null ? ` · spent ${formatAmount(budget.currency, budget.spent)}` : ""}
            </p>
          ) : null}
          <BudgetForm budget={budget} lastAnswer={lastAnswer} />
        </div>
      </section>

      <section aria-labelledby="funders-heading" className="space-y-4">
        <h2 id="funders-heading" className="text-xl font-semibold">
          {RESULTS_TEXT.funders}
        </h2>
        {funders.length === 0 ? <p className="text-muted">{RESULTS_TEXT.noFunders}</p> : null}
        <ul className="space-y-3">
          {funders.map((funder) => (
            <li key={funder.id} className="rounded-lg border border-default bg-surface p-4">
              <p className="font-medium break-words">{funder.name}</p>
              <p className="text-sm text-muted">
                {FUNDER_TYPE_LABELS[funder.type as keyof typeof FUNDER_TYPE_LABELS] ?? funder.type}
                {funder.profileId ? " · registered on UgandaImpact" : ""}
              </p>
              <Disclosure summary={`Edit funder ${funder.name}`} label="Edit">
                <FunderForm funder={funder} choices={choices} lastAnswer={lastAnswer} />
                <DeleteForm intent="delete-funder" id={funder.id} label={RESULTS_TEXT.deleteFunder} />
              </Disclosure>
            </li>
          ))}
        </ul>
        <Disclosure summary={RESULTS_TEXT.addFunder} primary>
          <FunderForm choices={choices} lastAnswer={lastAnswer} />
        </Disclosure>
      </section>
    </div>
  );
}

function ResultCard({ result, lastAnswer }: { result: ResultRecord; lastAnswer: Answer }) {
  return (
    <article className="rounded-lg border border-default bg-surface p-4 shadow-sm" aria-label={result.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words text-lg font-semibold">{result.title}</h3>
        <Badge tone="blue">
          {RESULT_TYPE_LABELS[result.type as keyof typeof RESULT_TYPE_LABELS] ?? result.type}
        </Badge>
      </div>
      <Disclosure summary={`${RESULTS_TEXT.editResult}: ${result.title}`} label={RESULTS_TEXT.editResult}>
        <ResultForm result={result} lastAnswer={lastAnswer} />
        <DeleteForm intent="delete-result" id={result.id} label={RESULTS_TEXT.deleteResult} />
      </Disclosure>
      <ul className="mt-3 space-y-4">
        {result.indicators.map((indicator) => (
          <li key={indicator.id}>
            <IndicatorCard indicator={indicator} resultId={result.id} lastAnswer={lastAnswer} />
          </li>
        ))}
      </ul>
      <Disclosure
        summary={`${RESULTS_TEXT.addIndicator} to ${result.title}`}
        label={RESULTS_TEXT.addIndicator}
      >
        <IndicatorForm resultId={result.id} lastAnswer={lastAnswer} />
      </Disclosure>
    </article>
  );
}

function IndicatorCard({
  indicator,
  resultId,
  lastAnswer,
}: {
  indicator: IndicatorRecord;
  resultId: string;
  lastAnswer: Answer;
}) {
  const value = (number: number | null, text: string | null) =>
    formatIndicatorValue(indicator.measure, number, text);
  return (
    <section className="rounded-md bg-surface-muted p-3" aria-label={indicator.title}>
      <h4 className="break-words font-semibold">{indicator.title}</h4>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-muted">Measure</dt>
        <dd>
          {MEASURE_LABELS[indicator.measure as keyof typeof MEASURE_LABELS] ?? indicator.measure}
          {indicator.standardMeasure
            ? ` · ${STANDARD_MEASURE_LABELS[indicator.standardMeasure as keyof typeof STANDARD_MEASURE_LABELS] ?? ""}`
            : ""}
        </dd>
        {indicator.baselineYear !== null ? (
          <>
            <dt className="text-muted">Baseline</dt>
            <dd className="break-words">
              {value(indicator.baselineValue, indicator.baselineText)} in {indicator.baselineYear}
            </dd>
          </>
        ) : null}
        <dt className="text-muted">Target</dt>
        <dd className="break-words">
          {value(indicator.targetValue, indicator.targetText)} by {formatDate(indicator.targetDate)}
        </dd>
      </dl>
      <Disclosure
        summary={`${RESULTS_TEXT.editIndicator}: ${indicator.title}`}
        label={RESULTS_TEXT.editIndicator}
      >
        <IndicatorForm resultId={resultId} indicator={indicator} lastAnswer={lastAnswer} />
        <DeleteForm intent="delete-indicator" id={indicator.id} label={RESULTS_TEXT.deleteIndicator} />
      </Disclosure>
      {indicator.periods.length > 0 ? (
        <ul className="mt-2 space-y-2" aria-label={`Reported periods of ${indicator.title}`}>
          {sortPeriods(indicator.periods).map((period) => (
            <li key={period.id} className="rounded-md border border-default bg-surface p-2 text-sm">
              <p>
                <span className="font-medium">
                  {formatDate(period.periodStart)} – {formatDate(period.periodEnd)}:
                </span>{" "}
                <span className="break-words">{value(period.value, period.valueText)}</span>
              </p>
              {period.comment ? <p className="break-words text-muted">{period.comment}</p> : null}
              <Disclosure
                summary={`${RESULTS_TEXT.editPeriod} ${formatDate(period.periodStart)} – ${formatDate(period.periodEnd)}`}
                label={RESULTS_TEXT.editPeriod}
              >
                <PeriodForm indicator={indicator} period={period} lastAnswer={lastAnswer} />
                <DeleteForm intent="delete-period" id={period.id} label={RESULTS_TEXT.deletePeriod} />
              </Disclosure>
            </li>
          ))}
        </ul>
      ) : null}
      <Disclosure summary={`${RESULTS_TEXT.addPeriod} to ${indicator.title}`} label={RESULTS_TEXT.addPeriod}>
        <PeriodForm indicator={indicator} lastAnswer={lastAnswer} />
      </Disclosure>
    </section>
  );
}

/**
 * A native disclosure (no script): `summary` is what a screen reader hears, `label` what shows, so several
 * "Edit" buttons stay tellable apart.
 */
function Disclosure({
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

// ── Forms ───────────────────────────────────────────────────────────────────────────────────────────────

/** One Conform form of the page, answered only with its own submission (formKey). */
function useEntryForm<Fields extends Record<string, string | undefined>>(
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
type AnyField = FieldMetadata<any, any, any>;

function TextInput({
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

function FormShell({
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

function ResultForm({ result, lastAnswer }: { result?: ResultRecord; lastAnswer: Answer }) {
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

const VALUE_HINTS = {
  number: "A number, e.g. 1,200",
  percentage: "A percentage from 0 to 100",
  qualitative: "In words",
} as const;

function IndicatorForm({
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

function PeriodForm({
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

function BudgetForm({ budget, lastAnswer }: { budget: Budget; lastAnswer: Answer }) {
  const formKey = resultsFormKey({ intent: "save-budget" });
  const { form, fields, pending } = useEntryForm(formKey, lastAnswer, {
    currency: budget.currency ?? "UGX",
    budgetAmount: budget.budget !== null ? String(budget.budget) : undefined,
    spentAmount: budget.spent !== null ? String(budget.spent) : undefined,
  });
  return (
    <FormShell
      form={form}
      formKey={formKey}
      intent="save-budget"
      submitLabel={RESULTS_TEXT.saveBudget}
      pending={pending}
    >
      <FormField field={fields.currency} label="Currency" className="sm:col-span-2">
        <Select {...getSelectProps(fields.currency)} aria-describedby={describedBy(fields.currency)}>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </Select>
      </FormField>
      <TextInput
        field={fields.budgetAmount}
        label="Total budget"
        hint="Leave empty if you do not publish a budget"
        inputMode="decimal"
        maxLength={30}
      />
      <TextInput
        field={fields.spentAmount}
        label="Spent to date"
        hint="Not more than the total budget"
        inputMode="decimal"
        maxLength={30}
      />
    </FormShell>
  );
}

function FunderForm({
  funder,
  choices,
  lastAnswer,
}: {
  funder?: Funder;
  choices: { id: string; name: string }[];
  lastAnswer: Answer;
}) {
  const formKey = resultsFormKey({ intent: "save-funder", id: funder?.id });
  const { form, fields, pending } = useEntryForm(formKey, lastAnswer, {
    name: funder?.name,
    type: funder?.type ?? "",
    profileId: funder?.profileId ?? "",
  });
  return (
    <FormShell
      form={form}
      formKey={formKey}
      intent="save-funder"
      hidden={{ id: funder?.id }}
      submitLabel={RESULTS_TEXT.saveFunder}
      pending={pending}
    >
      <TextInput
        field={fields.name}
        label="Funder name"
        required
        maxLength={RESULT_LIMITS.funderNameMax}
        className="sm:col-span-2"
      />
      <FormField field={fields.type} label="Kind of funder" required>
        <Select {...getSelectProps(fields.type)} aria-describedby={describedBy(fields.type)}>
          <option value="">Choose...</option>
          {FUNDER_TYPES.map((type) => (
            <option key={type} value={type}>
              {FUNDER_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        field={fields.profileId}
        label="Registered organization"
        hint="If the funder is on UgandaImpact, its page is linked"
      >
        <Select {...getSelectProps(fields.profileId)} aria-describedby={describedBy(fields.profileId, true)}>
          <option value="">Not registered here</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </Select>
      </FormField>
    </FormShell>
  );
}

/** A delete button: posts the intent and the entry's id. */
function DeleteForm({ intent, id, label }: { intent: string; id: string; label: string }) {
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
