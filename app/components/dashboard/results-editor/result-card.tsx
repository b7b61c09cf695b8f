import { Badge } from "~/components/ui/badge";
import { formatDate } from "~/domain/dates";
import {
  formatIndicatorValue,
  type IndicatorRecord,
  MEASURE_LABELS,
  RESULT_TYPE_LABELS,
  RESULTS_TEXT,
  type ResultRecord,
  STANDARD_MEASURE_LABELS,
  sortPeriods,
} from "~/domain/project-results";
import { type Answer, DeleteForm, Disclosure } from "./form-parts";
import { IndicatorForm } from "./indicator-form";
import { PeriodForm } from "./period-form";
import { ResultForm } from "./result-form";

// A result of the Results & budget page with its indicators and their reported periods, each in disclosures
// with its own forms.

export function ResultCard({ result, lastAnswer }: { result: ResultRecord; lastAnswer: Answer }) {
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
