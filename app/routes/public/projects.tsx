import { type ChangeEvent, type FormEvent, type MouseEvent, useEffect } from "react";
import { data, Form, Link, type NavigateOptions, useNavigate, useNavigation } from "react-router";
import { ExportLinks } from "~/components/open-data/export-links";
import { ProjectCard } from "~/components/projects/project-card";
import { ProjectFacets } from "~/components/projects/project-facets";
import {
  ProjectsPagination,
  RESULTS_ID,
  SEARCHED_STATE,
  showResults,
  useResultsInView,
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
  type FilterChip,
  facetPanel,
  filterChips,
  hasActiveFilters,
  ignoredFilterText,
  noStatusMatchText,
  PROJECT_SORT_OPTIONS,
  type ProjectFilters,
  type ProjectSort,
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

export async function loader({ request }: Route.LoaderArgs) {
  // Reading never throws: a value that does not exist is left out with a notice, junk in the URL is dropped,
  // so user input cannot make this page fail.
  const { filters, ignored } = readProjectFilters(new URL(request.url).searchParams);
  // The words the page shows about its filters are written here, so its script carries none of the lists and
  // labels they come from (issue 22's budget for /projects' JavaScript).
  const view = {
    filters,
    /** The filters as the address writes them (page 1): the export links and the feed use the same list. */
    query: serializeProjectFilters({ ...filters, page: 1 }),
    filtered: hasActiveFilters(filters),
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
  const { filters, query, filtered, ignored, chips, chosen, emptyHint, result } = loaderData;
  useResultsInView();
  useFieldsFollowFilters(filters.sort, query);
  const navigation = useNavigation();
  const search = useSearch();
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
            <SearchForm
              filters={filters}
              onSearch={() => search({ state: SEARCHED_STATE })}
              onSortChange={apply}
            />
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
                      href: exportHref("/projects.csv", query),
                      label: "Download CSV",
                      kind: "download",
                    },
                    {
                      href: exportHref("/results.csv", query),
                      label: "Results CSV",
                      kind: "download",
                    },
                    {
                      href: exportHref("/iati/activities.xml", query),
                      label: "IATI XML",
                      kind: "download",
                    },
                    {
                      href: exportHref("/api/v1/projects", query),
                      label: "JSON API",
                      kind: "api",
                    },
                    {
                      href: exportHref("/projects.rss", query),
                      label: "RSS feed",
                      kind: "feed",
                    },
                  ]}
                />
                {result.projects.length === 0 ? (
                  <EmptyState filtered={filtered} hint={emptyHint} />
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

/** Navigates to the list the search form's fields (and the facets joined to it) describe. */
function useSearch() {
  const navigate = useNavigate();
  return (options: NavigateOptions) => {
    const form = document.getElementById(FORM_ID) as HTMLFormElement | null;
    if (!form) return;
    const query = searchFormQuery(new FormData(form));
    navigate(query ? `/projects?${query}` : "/projects", options);
  };
}

/**
 * The fields are not remounted when the filters change (a remount would take the focus from the box just
 * ticked): back, forward, a chip removed or "Clear all" set them to the filters, which `query` writes as the
 * address does (serializeProjectFilters: the facets' values, the words, the range).
 */
function useFieldsFollowFilters(sort: ProjectSort, query: string) {
  useEffect(() => {
    const form = document.getElementById(FORM_ID) as HTMLFormElement | null;
    if (!form) return;
    const params = new URLSearchParams(query);
    for (const field of Array.from(form.elements) as HTMLInputElement[]) {
      const { name } = field;
      if (field.type === "checkbox") {
        const value = field.value.toLowerCase();
        field.checked = params.getAll(name).some((chosen) => chosen.toLowerCase() === value);
      } else if (name === "sort") {
        // The address leaves the default order out.
        field.value = sort;
      } else if (name === "q" || name === "budget_min" || name === "budget_max") {
        // What the reader is typing stays.
        if (field !== document.activeElement) field.value = params.get(name) ?? "";
      } else if (name === "budget_currency" && params.has(name)) {
        // Without a range the currency stays as chosen: it narrows nothing alone.
        field.value = params.get(name) ?? "";
      }
    }
  }, [sort, query]);
}

/**
 * A GET form, so it works with no script at all (the browser then lands on the results, #results): the search
 * words, the order, and the facets' checkboxes (in the side column, joined by `form`). With script the URL is
 * written without the blank and default fields. The landing search's location and name ride along as hidden
 * fields (they are removed through their chips).
 */
function SearchForm({
  filters,
  onSearch,
  onSortChange,
}: {
  filters: ProjectFilters;
  onSearch: () => void;
  onSortChange: () => void;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
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

function EmptyState({ filtered, hint }: { filtered: boolean; hint: string }) {
  return (
    <div className="mt-4 rounded-lg border border-dashed border-default px-6 py-12 text-center">
      <h2 className="text-xl font-semibold">{PROJECTS_TEXT.emptyTitle}</h2>
      <p className="mt-2 text-muted">{hint}</p>
      {filtered ? (
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
