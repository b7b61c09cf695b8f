import type { ImpactResultsView } from "~/domain/results-view";

/**
 * Budgets per currency (never converted), then the standard measures and budgets by SDG, sector and region:
 * plain tables, no script. What was achieved overall leads the page (achievements.tsx). The loader writes the
 * figures (impactResultsView in domain/results-view.ts).
 */
export function ResultsTotals({ figures }: { figures: ImpactResultsView }) {
  const { budgets, groups } = figures;
  return (
    <section aria-labelledby="impact-results-heading" className="mt-10 space-y-6">
      <div>
        <h2 id="impact-results-heading" className="text-2xl font-bold">
          Budgets and results in detail
        </h2>
        <p className="mt-1 text-sm text-muted">
          Budgets per currency, never converted; the latest figure each project reported for a standard
          measure, added up by goal, sector and region.
        </p>
      </div>
      {budgets.length > 0 ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          {budgets.map((row) => (
            <div key={row.currency} className="rounded-lg border border-default bg-surface p-4">
              <dt className="text-sm text-muted">
                Budgets in {row.currency} ({row.projects} projects)
              </dt>
              <dd className="mt-1 text-xl font-bold">{row.budget}</dd>
              <dd className="text-sm text-muted">spent to date {row.spent}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {groups.map((group) => (
        <details key={group.key} className="rounded-lg border border-default bg-surface p-4">
          <summary className="cursor-pointer font-semibold">
            Results and budgets by {group.name.toLowerCase()}
          </summary>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Standard measures by {group.name.toLowerCase()}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    {group.name}
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
                {group.measures.map((row) => (
                  <tr key={row.key} className="border-t border-default">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {row.group}
                    </th>
                    <td className="py-1 pr-3">{row.measure}</td>
                    <td className="py-1 text-right tabular-nums">{row.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table className="mt-4 w-full text-left text-sm">
              <caption className="sr-only">Budgets by {group.name.toLowerCase()}, per currency</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    {group.name}
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
                {group.budgets.map((row) => (
                  <tr key={row.key} className="border-t border-default">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {row.group}
                    </th>
                    <td className="py-1 pr-3 text-right tabular-nums">{row.budget}</td>
                    <td className="py-1 text-right tabular-nums">{row.spent}</td>
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
