import { type ChangeEvent, type ComponentProps, type MouseEvent, Suspense } from "react";
import { data, Link, useNavigation } from "react-router";
import { ExportDisclosure } from "~/components/open-data/export-disclosure";
import type { ExportLink } from "~/components/open-data/export-links";
import { ActiveFilters } from "~/components/projects/active-filters";
import type { IgnoredFiltersNotice as IgnoredNotice } from "~/components/projects/ignored-filters-notice";
import { ProjectCard } from "~/components/projects/project-card";
import { ProjectCardFacts } from "~/components/projects/project-card-facts";
import { ProjectFacets } from "~/components/projects/project-facets";
import type { ProjectsEmptyState as EmptyState } from "~/components/projects/projects-empty-state";
import type { ProjectsMap as DrawnMap } from "~/components/projects/projects-map";
import {
  ProjectsPagination,
  RESULTS_ID,
  SEARCHED_STATE,
  showResults,
  useResultsInView,
} from "~/components/projects/projects-pagination";
import {
  PROJECTS_FORM_ID,
  ProjectsSearchForm,
  useFieldsFollowFilters,
  useProjectsSearch,
} from "~/components/projects/projects-search-form";
import { Alert } from "~/components/ui/alert";
import { Container, PageHeader } from "~/components/ui/container";
import { lazyHydrated } from "~/components/ui/lazy-hydrated";
import { searchProjectsWithFacets } from "~/db/queries/projects.server";
import { exportHref } from "~/domain/open-data";
import { projectCardFacts } from "~/domain/project-card-data";
import { facetPanel } from "~/domain/project-filter-facets";
import { filterChips, ignoredFilterText, noStatusMatchText } from "~/domain/project-filter-labels";
import { readProjectFilters } from "~/domain/project-filter-schema";
import { chosenFilterCount, hasActiveFilters, PROJECT_SORT_OPTIONS } from "~/domain/project-filters";
import {
  facetFoldHref,
  projectsHref,
  readExpandedFacets,
  serializeProjectFilters,
} from "~/domain/project-list-address";
import { projectsMapHtml } from "~/domain/projects-map";
import { pluralize } from "~/domain/text";
import { cn } from "~/lib/cn";
import { logger } from "~/lib/logger.server";
import { pageOnlyMarkup } from "~/lib/page-markup.server";
import { rootOrigin, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/projects";

const PROJECTS_TEXT = {
  title: "Find Projects",
  lead: "Discover sustainable-development projects across Uganda: search by name, organization, location, sector or description.",
  emptyTitle: "No projects found",
  emptyHint: "Try adjusting your search or filter criteria",
  errorTitle: "Error loading projects",
  errorDetail: "Could not load projects",
  feedTitle: "UgandaImpact: new projects",
} as const;

/** The list's open data, each with its filters: written by the loader (the page's script carries none of it). */
const openDataLinks = (query: string): ExportLink[] => [
  { href: exportHref("/projects.csv", query), label: "Download CSV", kind: "download" },
  { href: exportHref("/results.csv", query), label: "Results CSV", kind: "download" },
  { href: exportHref("/iati/activities.xml", query), label: "IATI XML", kind: "download" },
  { href: exportHref("/projects.geojson", query), label: "GeoJSON", kind: "download" },
  { href: exportHref("/api/v1/projects", query), label: "JSON API", kind: "api" },
  { href: exportHref("/projects.rss", query), label: "RSS feed", kind: "feed" },
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.result?.page ?? 1;
  const query = loaderData?.query ?? "";
  return [
    ...seoMeta({
      title: page > 1 ? `${PROJECTS_TEXT.title} (page ${page})` : PROJECTS_TEXT.title,
      description: PROJECTS_TEXT.lead,
      path: "/projects",
      origin: rootOrigin(matches),
    }),
    // Feed readers find the list's feed (with its filters) from the page itself.
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: PROJECTS_TEXT.feedTitle,
      href: exportHref("/projects.rss", query),
    },
  ];
};

/**
 * The map works without script (its marks are links, its fold a <details>): its code comes after the page's
 * first load, the server drawing it in place all the same (see lazyHydrated). Not held back until it nears the
 * screen: every filter change updates the page, and would wait for it.
 */
const ProjectsMap = lazyHydrated<ComponentProps<typeof DrawnMap>>(() =>
  import("~/components/projects/projects-map").then((module) => ({ default: module.ProjectsMap })),
);

/** Shown only for junk in the address or an empty selection: their code comes only when they are shown. */
const IgnoredFiltersNotice = lazyHydrated<ComponentProps<typeof IgnoredNotice>>(() =>
  import("~/components/projects/ignored-filters-notice").then((module) => ({
    default: module.IgnoredFiltersNotice,
  })),
);
const ProjectsEmptyState = lazyHydrated<ComponentProps<typeof EmptyState>>(() =>
  import("~/components/projects/projects-empty-state").then((module) => ({
    default: module.ProjectsEmptyState,
  })),
);

/** The element the map's markup fills: the browser's first render takes the markup from it (usePageMarkup). */
const MAP_MARKUP_ID = "projects-map-markup";

export async function loader({ request, context }: Route.LoaderArgs) {
  await Promise.all([ProjectsMap.ready(), IgnoredFiltersNotice.ready(), ProjectsEmptyState.ready()]);
  // Reading never throws: a value that does not exist is left out with a notice, junk in the URL is dropped,
  // so user input cannot make this page fail.
  const { searchParams } = new URL(request.url);
  const { filters, ignored } = readProjectFilters(searchParams);
  /** The facets drawn whole ("Show N more"): not a filter, so neither the exports nor the feed carry it. */
  const expanded = readExpandedFacets(searchParams);
  /** The filters as the address writes them (page 1): the export links and the feed use the same list. */
  const query = serializeProjectFilters({ ...filters, page: 1 });
  // The words the page shows about its filters are written here, so its script carries none of the lists and
  // labels they come from (issue 22's budget for /projects' JavaScript).
  const view = {
    filters,
    query,
    filtered: hasActiveFilters(filters),
    ignored: ignored.map((item) => ({ key: `${item.key}:${item.value}`, text: ignoredFilterText(item) })),
    chips: filterChips(filters),
    chosen: chosenFilterCount(filters),
    emptyHint: filters.status?.length === 1 ? noStatusMatchText(filters.status[0]!) : PROJECTS_TEXT.emptyHint,
    /** The orders the form offers (best match only while searching). */
    sorts: PROJECT_SORT_OPTIONS.filter((option) => option.value !== "relevance" || filters.q),
    openData: openDataLinks(query),
  };
  try {
    const { facets, districts, correction, projects, ...result } = await searchProjectsWithFacets(filters);
    return data({
      ...view,
      // "Showing results for health", and the search as typed (its corrected words in quotes) one link away.
      correction: correction
        ? { q: correction.q, typed: correction.typed, href: projectsHref(filters, { q: correction.asTyped }) }
        : null,
      result: {
        ...result,
        // Each card's facts as words; the rows' sources of them stay here.
        projects: projects.map(({ lastActivityAt, budgetCurrency, budgetAmount, firstTarget, ...card }) => ({
          ...card,
          facts: projectCardFacts({
            startDate: card.startDate,
            lastActivityAt,
            budgetCurrency,
            budgetAmount,
            firstTarget,
          }),
        })),
        // Every district with projects (the API's facet lists the busiest 12): the panel folds them itself.
        panel: facetPanel(filters, { ...facets, district: districts }, expanded).map((group) =>
          group.fold ? { ...group, foldHref: facetFoldHref(filters, expanded, group.key) } : group,
        ),
        // The map of the same selection, drawn here (issue 38): the page's script carries none of it, nor the
        // page's data (the page itself does).
        map: pageOnlyMarkup(context, MAP_MARKUP_ID, projectsMapHtml(filters, districts).html),
      },
    });
  } catch (error) {
    logger.error({ err: error }, "could not load projects");
    return data({ ...view, correction: null, result: null }, { status: 503 });
  }
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { filters, query, filtered, ignored, chips, chosen, emptyHint, sorts, openData, correction, result } =
    loaderData;
  useResultsInView();
  useFieldsFollowFilters(filters.sort, query);
  const navigation = useNavigation();
  const search = useProjectsSearch();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/projects";

  /** With script, a ticked box or a new order applies at once, without a reload; the focus stays where it is. */
  const apply = () => search({ preventScrollReset: true });
  /**
   * Every field of the panel applies on its change: a box ticked, an amount left. The currency alone narrows
   * nothing, so its change applies only with an amount set.
   */
  const onFacetChange = (event: ChangeEvent<HTMLElement>) => {
    const field = event.target as HTMLInputElement | HTMLSelectElement;
    const data = field.name === "budget_currency" && field.form ? new FormData(field.form) : null;
    if (!data || data.get("budget_min") || data.get("budget_max")) apply();
  };
  /** "Show N projects": the choices are applied already; the sheet closes and the results come into view. */
  const onShow = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const sheet = document.getElementById("project-facets") as HTMLDetailsElement | null;
    if (sheet && window.matchMedia("(max-width: 1023.98px)").matches) sheet.open = false;
    showResults({ always: true });
  };
  return (
    <>
      <PageHeader title={PROJECTS_TEXT.title} lead={PROJECTS_TEXT.lead} />
      <Container className="py-8">
        <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
          <div className="lg:col-start-2">
            <ProjectsSearchForm
              filters={filters}
              sorts={sorts}
              onSearch={() => search({ state: SEARCHED_STATE })}
              onSortChange={apply}
            />
          </div>
          {result ? (
            <aside className="lg:col-start-1 lg:row-span-2 lg:row-start-1" aria-label="Filter projects">
              <ProjectFacets
                form={PROJECTS_FORM_ID}
                filters={filters}
                panel={result.panel}
                chosen={chosen}
                total={result.total}
                onChange={onFacetChange}
                onShow={onShow}
              />
            </aside>
          ) : null}
          <div className="min-w-0 lg:col-start-2">
            {ignored.length > 0 ? (
              <Suspense>
                <IgnoredFiltersNotice ignored={ignored} />
              </Suspense>
            ) : null}
            <ActiveFilters chips={chips} />
            {result === null ? (
              <Alert title={PROJECTS_TEXT.errorTitle} className="mt-8 p-6">
                {PROJECTS_TEXT.errorDetail}
              </Alert>
            ) : (
              <div
                id={RESULTS_ID}
                // A pager link lands here (#results), not at the footer where it was clicked; focus follows for
                // keyboard users. The sticky header stays clear of it.
                tabIndex={-1}
                aria-busy={busy}
                className={cn("scroll-mt-20 focus:outline-none", busy && "opacity-60 transition-opacity")}
              >
                {correction ? (
                  <p className="mt-4">
                    Showing results for <strong className="font-semibold">{correction.q}</strong>
                    <span className="block text-sm">
                      Search instead for{" "}
                      <Link
                        to={correction.href}
                        preventScrollReset
                        className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
                      >
                        {correction.typed}
                      </Link>
                    </span>
                  </p>
                ) : null}
                <p role="status" className="mt-2 text-sm text-muted">
                  {result.total > 0
                    ? `${pluralize(result.total, "project")} found${
                        result.pageCount > 1 ? ` · page ${result.page} of ${result.pageCount}` : ""
                      }`
                    : ""}
                </p>
                {/* One control for every open-data link (phones saw five links before the first project). */}
                <ExportDisclosure label="Open data for these projects" links={openData} />
                {/* Where the projects are (issue 38): folded under "Map" on a phone. */}
                <Suspense>
                  <ProjectsMap html={result.map} markupId={MAP_MARKUP_ID} />
                </Suspense>
                {result.projects.length === 0 ? (
                  <Suspense>
                    <ProjectsEmptyState
                      title={PROJECTS_TEXT.emptyTitle}
                      filtered={filtered}
                      hint={emptyHint}
                    />
                  </Suspense>
                ) : (
                  <ul className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                    {result.projects.map((project, index) => (
                      <li key={project.id}>
                        <ProjectCard project={project} headingLevel="h2" priority={index === 0}>
                          <ProjectCardFacts facts={project.facts} />
                        </ProjectCard>
                      </li>
                    ))}
                  </ul>
                )}
                <ProjectsPagination filters={filters} page={result.page} pageCount={result.pageCount} />
              </div>
            )}
          </div>
        </div>
      </Container>
    </>
  );
}
