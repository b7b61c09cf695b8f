import { type ChangeEvent, type FormEvent, type MouseEvent, useEffect, useRef } from "react";
import { data, Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { ExportLinks } from "~/components/open-data/export-links";
import { ProjectCard } from "~/components/projects/project-card";
import { ProjectFacets } from "~/components/projects/project-facets";
import {
  ProjectsPagination,
  RESULTS_ID,
  useScrollToResultsOnPageChange,
} from "~/components/projects/projects-pagination";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container, PageHeader } from "~/components/ui/container";
import { Input, Label, Select } from "~/components/ui/field";
import { Search, X } from "~/components/ui/icons";
import { searchProjectsWithFacets } from "~/db/queries/projects.server";
import { exportHref } from "~/domain/open-data";
import {
  chosenFilterCount,
  type FACET_KEYS,
  type FilterChip,
  facetPanel,
  filterChips,
  hasActiveFilters,
  ignoredFilterText,
  noStatusMatchText,
  PROJECT_SORT_OPTIONS,
  type ProjectFilters,
  readProjectFilters,
  searchFormQuery,
  serializeProjectFilters,
  TEXT_FILTER_KEYS,
} from "~/domain/project-filters";
import { pluralize } from "~/domain/text";
import { cn } from "~/lib/cn";
import { logger } from "~/lib/logger.server";
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

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.result?.page ?? 1;
  const query = loaderData ? serializeProjectFilters(loaderData.filters) : "";
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

export async function loader({ request }: Route.LoaderArgs) {
  // Reading never throws: a value that does not exist is left out with a notice, junk in the URL is dropped,
  // so user input cannot make this page fail.
  const { filters, ignored } = readProjectFilters(new URL(request.url).searchParams);
  // The words the page shows about its filters are written here, so its script carries none of the lists and
  // labels they come from (issue 22's budget for /projects' JavaScript).
  const view = {
    filters,
    ignored: ignored.map((item) => ({ key: `${item.key}:${item.value}`, text: ignoredFilterText(item) })),
    chips: filterChips(filters),
    chosen: chosenFilterCount(filters),
    emptyHint: filters.status?.length === 1 ? noStatusMatchText(filters.status[0]!) : PROJECTS_TEXT.emptyHint,
  };
  try {
    const { facets, ...result } = await searchProjectsWithFacets(filters);
    return data({ ...view, result: { ...result, panel: facetPanel(filters, facets) } });
  } catch (error) {
    logger.error({ err: error }, "could not load projects");
    return data({ ...view, result: null }, { status: 503 });
  }
}

/** The search form's id: the facets (outside it, in the side column) belong to it through `form`. */
const FORM_ID = "projects-search";

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { filters, ignored, chips, chosen, emptyHint, result } = loaderData;
  useScrollToResultsOnPageChange();
  useResultsInViewAfterSearch();
  useFieldsFollowFilters(filters);
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/projects";

  /** With script, a ticked box or a new order applies at once, without a reload; the focus stays where it is. */
  const apply = (state?: typeof SEARCHED_STATE) => {
    const form = document.getElementById(FORM_ID) as HTMLFormElement | null;
    if (!form) return;
    const query = searchFormQuery(new FormData(form));
    navigate(query ? `/projects?${query}` : "/projects", { preventScrollReset: true, state });
  };
  const onFacetChange = (event: ChangeEvent<HTMLElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === "checkbox") apply();
    // The budget range applies once an amount is left (a change), or its currency changes with an amount set.
    else if (target instanceof HTMLInputElement && target.hasAttribute("data-budget-range")) apply();
    else if (target instanceof HTMLSelectElement && target.hasAttribute("data-budget-range")) {
      const data = target.form ? new FormData(target.form) : null;
      if (data?.get("budget_min") || data?.get("budget_max")) apply();
    }
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
            <SearchForm filters={filters} onSortChange={() => apply()} />
          </div>
          {result ? (
            <aside className="lg:col-start-1 lg:row-span-2 lg:row-start-1" aria-label="Filter projects">
              <ProjectFacets
                form={FORM_ID}
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
            <IgnoredNotice ignored={ignored} />
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
                <p role="status" className="mt-2 text-sm text-muted">
                  {result.total > 0
                    ? `${pluralize(result.total, "project")} found${
                        result.pageCount > 1 ? ` · page ${result.page} of ${result.pageCount}` : ""
                      }`
                    : ""}
                </p>
                <ExportLinks
                  label="Open data for these projects"
                  links={[
                    {
                      href: exportHref("/projects.csv", serializeProjectFilters(filters)),
                      label: "Download CSV",
                      kind: "download",
                    },
                    {
                      href: exportHref("/results.csv", serializeProjectFilters(filters)),
                      label: "Results CSV",
                      kind: "download",
                    },
                    {
                      href: exportHref("/iati/activities.xml", serializeProjectFilters(filters)),
                      label: "IATI XML",
                      kind: "download",
                    },
                    {
                      href: exportHref("/api/v1/projects", serializeProjectFilters(filters)),
                      label: "JSON API",
                      kind: "api",
                    },
                    {
                      href: exportHref("/projects.rss", serializeProjectFilters(filters)),
                      label: "RSS feed",
                      kind: "feed",
                    },
                  ]}
                />
                {result.projects.length === 0 ? (
                  <EmptyState filters={filters} hint={emptyHint} />
                ) : (
                  <ul className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                    {result.projects.map((project, index) => (
                      <li key={project.id}>
                        <ProjectCard project={project} headingLevel="h2" priority={index === 0} />
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

/** What the search form puts in history state, so the page knows a navigation came from a search. */
const SEARCHED_STATE = { searched: true } as const;

/**
 * The results scroll up and take focus (which also closes the on-screen keyboard) unless they fill a third of
 * the screen already (a wide screen), where nothing moves and the focus stays where it was.
 */
function showResults({ always = false } = {}) {
  const results = document.getElementById(RESULTS_ID);
  if (!results) return;
  // "Show N projects" asks for them: they come up whatever part of them shows already.
  if (!always && window.innerHeight - results.getBoundingClientRect().top >= window.innerHeight / 3) return;
  results.focus({ preventScroll: true });
  results.scrollIntoView({ behavior: "smooth" });
}

/**
 * After a search the results come into view. On a phone the header and the form fill the screen and the results
 * start at its foot: they come up (showResults).
 */
function useResultsInViewAfterSearch() {
  const { key, state } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // A reload keeps the history state: the browser restores that scroll position itself.
    if (first.current) {
      first.current = false;
      return;
    }
    if (!key || state?.searched !== true) return;
    showResults();
  }, [key, state]);
}

/**
 * The fields are not remounted when the filters change (a remount would take the focus from the box just
 * ticked): back, forward, a chip removed or "Clear all" set them to the filters instead.
 */
function useFieldsFollowFilters(filters: ProjectFilters) {
  const query = serializeProjectFilters({ ...filters, page: 1 });
  useEffect(() => {
    const form = document.getElementById(FORM_ID) as HTMLFormElement | null;
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement) && !(element instanceof HTMLSelectElement)) continue;
      if (element instanceof HTMLInputElement && element.type === "checkbox") {
        const chosen = (filters[element.name as (typeof FACET_KEYS)[number]] ?? []).map((value) =>
          String(value).toLowerCase(),
        );
        element.checked = chosen.includes(element.value.toLowerCase());
      } else if (element.name === "q" && document.activeElement !== element) {
        element.value = filters.q ?? "";
      } else if (element.name === "sort") {
        element.value = filters.sort;
      } else if (
        (element.name === "budget_min" || element.name === "budget_max") &&
        document.activeElement !== element
      ) {
        element.value = String(filters[element.name] ?? "");
      } else if (element.name === "budget_currency" && filters.budget_currency) {
        // Without a range the currency stays as chosen: it narrows nothing alone.
        element.value = filters.budget_currency;
      }
    }
  }, [query]);
}

/**
 * A GET form, so it works with no script at all (the browser then lands on the results, #results): the search
 * words, the order, and the facets' checkboxes (in the side column, joined by `form`). With script the URL is
 * written without the blank and default fields. The landing search's location and name ride along as hidden
 * fields (they are removed through their chips).
 */
function SearchForm({ filters, onSortChange }: { filters: ProjectFilters; onSortChange: () => void }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = searchFormQuery(new FormData(event.currentTarget));
    navigate(query ? `/projects?${query}` : "/projects", { state: SEARCHED_STATE });
  };
  const sorts = PROJECT_SORT_OPTIONS.filter((option) => option.value !== "relevance" || filters.q);
  return (
    <Form
      id={FORM_ID}
      method="get"
      action={`/projects#${RESULTS_ID}`}
      role="search"
      aria-label="Projects"
      onSubmit={onSubmit}
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 rounded-lg border border-default bg-surface p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end"
    >
      <div className="col-span-2 sm:col-span-1">
        <Label htmlFor="projects-q">Search by name</Label>
        <Input
          id="projects-q"
          type="search"
          name="q"
          defaultValue={filters.q ?? ""}
          placeholder="Name, organization, location…"
          maxLength={100}
          enterKeyHint="search"
        />
      </div>
      <div>
        <Label htmlFor="projects-sort">Sort by</Label>
        <Select id="projects-sort" name="sort" defaultValue={filters.sort} onChange={onSortChange}>
          {sorts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      {TEXT_FILTER_KEYS.map((key) =>
        filters[key] ? <input key={key} type="hidden" name={key} value={filters[key]} /> : null,
      )}
      <Button type="submit" className="self-end">
        <Search aria-hidden className="size-4" />
        Search
      </Button>
    </Form>
  );
}

/** Values in the address that do not exist (status=bogus): left out, and said so. */
function IgnoredNotice({ ignored }: { ignored: { key: string; text: string }[] }) {
  if (ignored.length === 0) return null;
  return (
    <div
      role="note"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">Some filters in the address were left out</p>
      <ul className="mt-1 list-disc pl-5">
        {ignored.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
    </div>
  );
}

/** Every filter as a chip, each removable; "Clear all" drops every filter (the search words too). */
function ActiveFilters({ chips }: { chips: FilterChip[] }) {
  if (chips.length === 0) return null;
  return (
    <section aria-labelledby="active-filters" className="mt-4 flex flex-wrap items-center gap-2">
      <h2 id="active-filters" className="text-sm font-medium">
        Active filters:
      </h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.removeHref}
              preventScrollReset
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 ring-1 ring-inset ring-brand-200 hover:bg-brand-100 dark:bg-brand-900 dark:hover:bg-brand-800 dark:text-brand-50 dark:ring-brand-700"
            >
              <span>
                <span className="font-medium">{chip.name}:</span> {chip.value}
              </span>
              <X aria-hidden className="size-4" />
              <span className="sr-only"> (remove filter)</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/projects"
        preventScrollReset
        className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
      >
        Clear all
      </Link>
    </section>
  );
}

function EmptyState({ filters, hint }: { filters: ProjectFilters; hint: string }) {
  return (
    <div className="mt-4 rounded-lg border border-dashed border-default px-6 py-12 text-center">
      <h2 className="text-xl font-semibold">{PROJECTS_TEXT.emptyTitle}</h2>
      <p className="mt-2 text-muted">{hint}</p>
      {hasActiveFilters(filters) ? (
        <Link
          to="/projects"
          className="mt-4 inline-flex h-11 items-center font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
        >
          Show all projects
        </Link>
      ) : null}
    </div>
  );
}
