import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatAmount } from "~/domain/money";
import { FUNDER_TYPE_LABELS, RESULTS_TEXT, type ResultRecord } from "~/domain/project-results";
import { type Budget, BudgetForm } from "./results-editor/budget-form";
import { type Answer, DeleteForm, Disclosure } from "./results-editor/form-parts";
import { type Funder, FunderForm } from "./results-editor/funder-form";
import { ResultCard } from "./results-editor/result-card";
import { ResultForm } from "./results-editor/result-form";

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
  const funderCurrency = budget.currency ?? "UGX";
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
                {funder.amount !== null && funder.currency
                  ? ` · ${formatAmount(funder.currency, funder.amount)}`
                  : ""}
              </p>
              <Disclosure summary={`Edit funder ${funder.name}`} label="Edit">
                <FunderForm
                  funder={funder}
                  choices={choices}
                  currency={funderCurrency}
                  lastAnswer={lastAnswer}
                />
                <DeleteForm intent="delete-funder" id={funder.id} label={RESULTS_TEXT.deleteFunder} />
              </Disclosure>
            </li>
          ))}
        </ul>
        <Disclosure summary={RESULTS_TEXT.addFunder} primary>
          <FunderForm choices={choices} currency={funderCurrency} lastAnswer={lastAnswer} />
        </Disclosure>
      </section>
    </div>
  );
}
