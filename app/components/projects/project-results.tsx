import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { FundingView, IndicatorView, ResultView } from "~/domain/results-view";

/**
 * A project's results on its public page: each indicator's way from its baseline through the latest actual to
 * its target, as words and a bar (a progressbar whose aria-valuetext is the same sentence). Server-rendered,
 * no chart library, no script of its own; the words come from the loader (resultsView in
 * domain/results-view.ts).
 */
export function ProjectResults({ results }: { results: ResultView[] }) {
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="project-results-heading">
      <h2 id="project-results-heading" className="mb-3 text-xl font-semibold">
        Results
      </h2>
      <ul className="space-y-5">
        {results.map((result) => (
          <li key={result.id} className="rounded-lg border border-default bg-surface p-4 sm:p-5">
            <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
              <span className="min-w-0 break-words">{result.title}</span>
              <Badge tone="purple">{result.type}</Badge>
            </h3>
            <ul className="mt-3 space-y-4">
              {result.indicators.map((indicator) => (
                <li key={indicator.id}>
                  <IndicatorProgress indicator={indicator} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

function IndicatorProgress({ indicator }: { indicator: IndicatorView }) {
  const { percent } = indicator;
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 break-words font-medium">{indicator.title}</h4>
        <Badge tone={indicator.status.tone}>{indicator.status.label}</Badge>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <div className="min-w-0">
          <dt className="text-muted">Baseline</dt>
          <dd className="break-words font-medium">{indicator.baseline ?? "—"}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted">Latest</dt>
          <dd className="break-words font-medium">{indicator.latest ?? "—"}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted">Target</dt>
          <dd className="break-words font-medium">{indicator.target}</dd>
        </div>
      </dl>
      {percent !== null ? (
        <div className="mt-2 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={`Progress: ${indicator.title}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, percent)}
            aria-valuetext={indicator.sentence}
            className="h-3 flex-1 overflow-hidden rounded-full bg-surface-muted ring-1 ring-inset ring-gray-400 dark:ring-gray-500"
          >
            <div
              className="h-full rounded-full bg-brand-700 dark:bg-brand-200"
              style={{ width: `${Math.min(100, percent)}%` }}
            />
          </div>
          <span className="w-12 shrink-0 text-right text-sm font-semibold">{percent}%</span>
        </div>
      ) : (
        <p className="sr-only">{indicator.sentence}</p>
      )}
      <p className="mt-1 text-sm text-muted">{indicator.dates}</p>
      {indicator.comment ? <p className="mt-1 break-words text-sm">{indicator.comment}</p> : null}
    </div>
  );
}

/** The budget (never converted) and the funders, a registered one linked to its page. */
export function ProjectFunding({ funding }: { funding: FundingView | null }) {
  if (!funding) return null;
  const { budget, spent, spentShare, funders } = funding;
  return (
    <section
      aria-labelledby="project-funding-heading"
      className="rounded-lg border border-default bg-surface p-5 shadow-sm"
    >
      <h2 id="project-funding-heading" className="mb-3 text-xl font-semibold">
        Budget &amp; funders
      </h2>
      {budget !== null ? (
        <dl className="space-y-2">
          <div>
            <dt className="text-sm text-muted">Total budget</dt>
            <dd className="font-semibold">{budget}</dd>
          </div>
          {spent !== null ? (
            <div>
              <dt className="text-sm text-muted">Spent to date</dt>
              <dd className="font-semibold">
                {spent}
                {spentShare !== null ? (
                  <span className="font-normal text-muted"> ({spentShare}% of the budget)</span>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {funders.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">Funded by</h3>
          <ul className="mt-2 space-y-2">
            {funders.map((funder) => (
              <li key={funder.id}>
                {funder.profileId ? (
                  <Link
                    to={`/organizations/${encodeURIComponent(funder.profileId)}`}
                    className="break-words font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
                  >
                    {funder.name}
                  </Link>
                ) : (
                  <span className="break-words font-medium">{funder.name}</span>
                )}
                <span className="block text-sm text-muted">
                  {funder.type}
                  {funder.amount ? ` · ${funder.amount}` : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
