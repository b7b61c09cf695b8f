import { data, Link } from "react-router";
import { Achievements } from "~/components/impact/achievements";
import { BarChart } from "~/components/impact/bar-chart";
import { ResultsTotals } from "~/components/impact/results-totals";
import { Alert } from "~/components/ui/alert";
import { Container, PageHeader } from "~/components/ui/container";
import { getImpactCounts } from "~/db/queries/impact.server";
import { getImpactResults } from "~/db/queries/project-results.server";
import { impactCharts } from "~/domain/impact";
import { impactMapHtml, regionImpact } from "~/domain/impact-map";
import { formatNumber } from "~/domain/numbers";
import { impactResultsView } from "~/domain/results-view";
import { SITE } from "~/domain/site";
import { logger } from "~/lib/logger.server";
import { usePageMarkup } from "~/lib/page-markup";
import { pageOnlyMarkup } from "~/lib/page-markup.server";
import { rootOrigin, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/impact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Impact",
    description: `What the organizations on ${SITE.name} have achieved against their targets, then live figures: projects by status, SDG, sector, region and district, organizations by type, active subscriptions and upcoming events.`,
    path: "/impact",
    origin: rootOrigin(matches),
  });

/** The element the map fills: the browser's first render takes the markup from it (usePageMarkup). */
const MAP_ID = "impact-map-markup";

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const [counts, results] = await Promise.all([getImpactCounts(), getImpactResults()]);
    const charts = impactCharts(counts);
    const projects = charts[0]!.bars.reduce((sum, bar) => sum + bar.count, 0);
    const organizations = charts.at(-1)!.bars.reduce((sum, bar) => sum + bar.count, 0);
    return data({
      charts,
      // Where results were reached, drawn here (issue 38): the page's script carries none of the map, nor the
      // page's data (the page itself does).
      map: {
        html: pageOnlyMarkup(
          context,
          MAP_ID,
          impactMapHtml(regionImpact(counts.byRegion, results.measures.region)),
        ),
      },
      results: impactResultsView(results),
      totals: {
        projects,
        organizations,
        subscriptions: counts.activeSubscriptions,
        events: counts.upcomingEvents,
      },
    });
  } catch (error) {
    logger.error({ err: error }, "could not load the impact figures");
    return data({ charts: null, totals: null, results: null, map: null }, { status: 503 });
  }
}

export default function ImpactPage({ loaderData }: Route.ComponentProps) {
  const { charts, totals, results, map } = loaderData;
  const mapMarkup = usePageMarkup(MAP_ID, map?.html ?? null);
  return (
    <>
      <PageHeader
        title="Impact"
        lead="What the organizations on the platform have achieved against their targets, then what they are doing now, where and for which goals."
      />
      <Container className="py-10 sm:py-12">
        {charts === null || totals === null || results === null ? (
          <Alert className="p-6">The figures could not be loaded. Please try again later.</Alert>
        ) : (
          <>
            <Achievements achievements={results.achievements} />
            {map ? (
              <section aria-labelledby="impact-map-heading" className="mt-12">
                <h2 id="impact-map-heading" className="text-2xl font-bold">
                  Where results were reached
                </h2>
                <p className="mt-1 text-sm text-muted">
                  Projects and people reached in each region; choose a region to see its projects.
                </p>
                <div
                  id={MAP_ID}
                  className="mt-4 grid items-start gap-6 md:grid-cols-2"
                  dangerouslySetInnerHTML={{ __html: mapMarkup }}
                />
              </section>
            ) : null}
            <section aria-labelledby="impact-counts-heading" className="mt-12">
              <h2 id="impact-counts-heading" className="text-2xl font-bold">
                Projects and organizations
              </h2>
              <p className="mt-1 text-sm text-muted">
                Live counts: every figure leads to the list behind it.
              </p>
              <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
                {[
                  { label: "projects published", value: totals.projects, to: "/projects" },
                  { label: "organizations", value: totals.organizations, to: "/organizations" },
                  { label: "active subscriptions", value: totals.subscriptions, to: null },
                  { label: "upcoming events", value: totals.events, to: "/events" },
                ].map((figure) => (
                  <div
                    key={figure.label}
                    className="flex flex-col rounded-lg border border-default bg-surface p-4"
                  >
                    <dt className="text-sm text-muted">
                      {figure.to ? (
                        <Link to={figure.to} className="underline-offset-4 hover:underline">
                          {figure.label}
                        </Link>
                      ) : (
                        figure.label
                      )}
                    </dt>
                    <dd className="order-first text-3xl font-extrabold text-brand-700 dark:text-brand-200">
                      {formatNumber(figure.value)}
                    </dd>
                  </div>
                ))}
              </dl>
              <div className="mt-8 grid gap-6 lg:grid-cols-2">
                {charts.map((chart) => (
                  <BarChart key={chart.id} chart={chart} />
                ))}
              </div>
            </section>
            <ResultsTotals figures={results} />
            <p className="mt-8 text-sm text-muted">
              The same data is open for your own analysis: see{" "}
              <Link to="/developers" className="underline underline-offset-4">
                Open data
              </Link>
              .
            </p>
          </>
        )}
      </Container>
    </>
  );
}
