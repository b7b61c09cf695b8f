import { NOT_STATED } from "~/domain/impact";
import { formatAmount } from "~/domain/money";
import { type ImpactResults, STANDARD_MEASURE_LABELS, STANDARD_MEASURES } from "~/domain/project-results";

const GROUPS = [
  ["sdg", "Sustainable Development Goal"],
  ["sector", "Sector"],
  ["region", "Region"],
] as const;

const label = (measure: string) =>
  STANDARD_MEASURE_LABELS[measure as keyof typeof STANDARD_MEASURE_LABELS] ?? measure;
const number = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

/**
 * What projects report against the standard measures (the latest actual of each indicator, added up) and their
 * budgets per currency (never converted), overall and by SDG, sector and region: plain tables, no script.
 */
export function ResultsTotals({ figures }: { figures: ImpactResults }) {
  const overall = STANDARD_MEASURES.map((measure) => ({
    measure,
    total: figures.measures.sdg
      .filter((row) => row.measure === measure)
      .reduce((sum, row) => sum + row.total, 0),
  })).filter((row) => row.total > 0);
  const currencies = [...new Set(figures.budgets.sdg.map((row) => row.currency))].sort();
  return (
    <section aria-labelledby="impact-results-heading" className="mt-10 space-y-6">
      <div>
        <h2 id="impact-results-heading" className="text-2xl font-bold">
          Results reported
        </h2>
        <p className="mt-1 text-sm text-muted">
          The latest figure each project reported for a standard measure, added up; budgets per currency,
          never converted.
        </p>
      </div>
      {overall.length > 0 ? (
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          {overall.map((row) => (
            <div key={row.measure} className="flex flex-col rounded-lg border border-default bg-surface p-4">
              <dt className="text-sm text-muted">{label(row.measure)}</dt>
              <dd className="order-first text-3xl font-extrabold text-brand-700 dark:text-brand-200">
                {number(row.total)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-muted">No results reported yet.</p>
      )}
      {currencies.length > 0 ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          {currencies.map((currency) => {
            const rows = figures.budgets.sdg.filter((row) => row.currency === currency);
            const budget = rows.reduce((sum, row) => sum + row.budget, 0);
            const spent = rows.reduce((sum, row) => sum + row.spent, 0);
            const projects = rows.reduce((sum, row) => sum + row.projects, 0);
            return (
              <div key={currency} className="rounded-lg border border-default bg-surface p-4">
                <dt className="text-sm text-muted">
                  Budgets in {currency} ({projects} projects)
                </dt>
                <dd className="mt-1 text-xl font-bold">{formatAmount(currency, budget)}</dd>
                <dd className="text-sm text-muted">spent to date {formatAmount(currency, spent)}</dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {GROUPS.map(([key, name]) => (
        <details key={key} className="rounded-lg border border-default bg-surface p-4">
          <summary className="cursor-pointer font-semibold">
            Results and budgets by {name.toLowerCase()}
          </summary>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Standard measures by {name.toLowerCase()}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    {name}
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Measure
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {figures.measures[key].map((row) => (
                  <tr key={`${row.group}-${row.measure}`} className="border-t border-default">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {row.group ?? NOT_STATED}
                    </th>
                    <td className="py-1 pr-3">{label(row.measure)}</td>
                    <td className="py-1 text-right tabular-nums">{number(row.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table className="mt-4 w-full text-left text-sm">
              <caption className="sr-only">Budgets by {name.toLowerCase()}, per currency</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    {name}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    Budget
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Spent
                  </th>
                </tr>
              </thead>
              <tbody>
                {figures.budgets[key].map((row) => (
                  <tr key={`${row.group}-${row.currency}`} className="border-t border-default">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {row.group ?? NOT_STATED}
                    </th>
                    <td className="py-1 pr-3 text-right tabular-nums">
                      {formatAmount(row.currency, row.budget)}
                    </td>
                    <td className="py-1 text-right tabular-nums">{formatAmount(row.currency, row.spent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ))}
    </section>
  );
}
