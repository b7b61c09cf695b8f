import type { FormEvent } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import { ExportLinks } from "~/components/open-data/export-links";
import { ProjectCard } from "~/components/projects/project-card";
import {
  ProjectsPagination,
  RESULTS_ID,
  useScrollToResultsOnPageChange,
} from "~/components/projects/projects-pagination";
import { Button } from "~/components/ui/button";
import { Container, PageHeader } from "~/components/ui/container";
import { Input, Label, Select } from "~/components/ui/field";
import { Search, X } from "~/components/ui/icons";
import { searchProjects } from "~/db/queries/projects.server";
import { exportHref } from "~/domain/open-data";
import {
  hasActiveFilters,
  LANDING_FILTER_KEYS,
  landingFilterChips,
  noStatusMatchText,
  PROJECT_SORT_OPTIONS,
  type ProjectFilters,
  parseProjectFilters,
  searchFormQuery,
  serializeProjectFilters,
} from "~/domain/project-filters";
import { PROJECT_STATUS_OPTIONS } from "~/domain/project-status";
import { pluralize } from "~/domain/text";
import { cn } from "~/lib/cn";
import { rootOrigin, seoMeta } from "~/lib/seo";
import { logger } from "~/services/logger.server";
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
  // Parsing never throws: junk in the URL is dropped, so user input cannot make this page fail.
  const filters = parseProjectFilters(new URL(request.url).searchParams);
  try {
    return data({ filters, result: await searchProjects(filters) });
  } catch (error) {
    logger.error({ err: error }, "could not load projects");
    return data({ filters, result: null }, { status: 503 });
  }
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { filters, result } = loaderData;
  useScrollToResultsOnPageChange();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/projects";
  return (
    <>
      <PageHeader title={PROJECTS_TEXT.title} lead={PROJECTS_TEXT.lead} />
      <Container className="py-8">
        <SearchForm filters={filters} />
        <ActiveFilters filters={filters} />
        {result === null ? (
          <div
            role="alert"
            className="mt-8 rounded-lg border border-red-300 bg-red-50 p-6 dark:border-red-900 dark:bg-red-950"
          >
            <h2 className="text-lg font-semibold text-red-900 dark:text-red-100">
              {PROJECTS_TEXT.errorTitle}
            </h2>
            <p className="mt-1 text-red-900 dark:text-red-100">{PROJECTS_TEXT.errorDetail}</p>
          </div>
        ) : (
          <div
            id={RESULTS_ID}
            // A pager link lands here (#results), not at the footer where it was clicked; focus follows for
            // keyboard users. The sticky header stays clear of it.
            tabIndex={-1}
            aria-busy={busy}
            className={cn("scroll-mt-20 focus:outline-none", busy && "opacity-60 transition-opacity")}
          >
            <p role="status" className="mt-6 text-sm text-muted">
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
              <EmptyState filters={filters} />
            ) : (
              <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
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
      </Container>
    </>
  );
}

/**
 * A GET form, so it works with no script at all; with script the URL is written without the blank and default
 * fields. The landing search's filters ride along as hidden fields (they are removed through their chips).
 */
function SearchForm({ filters }: { filters: ProjectFilters }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = searchFormQuery(new FormData(event.currentTarget));
    navigate(query ? `/projects?${query}` : "/projects");
  };
  return (
    <Form
      method="get"
      action="/projects"
      role="search"
      aria-label="Projects"
      onSubmit={onSubmit}
      // A new set of filters (back/forward, a chip removed) resets the fields to it.
      key={serializeProjectFilters({ ...filters, page: 1 })}
      className="grid gap-4 rounded-lg border border-default bg-surface p-4 shadow-sm md:grid-cols-[1fr_auto_auto_auto] md:items-end"
    >
      <div>
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
      <div className="grid grid-cols-2 gap-4 md:contents">
        <div>
          <Label htmlFor="projects-status">Status</Label>
          <Select id="projects-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">All Statuses</option>
            {PROJECT_STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="projects-sort">Sort by</Label>
          <Select id="projects-sort" name="sort" defaultValue={filters.sort}>
            {PROJECT_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {LANDING_FILTER_KEYS.map((key) =>
        filters[key] ? <input key={key} type="hidden" name={key} value={filters[key]} /> : null,
      )}
      <Button type="submit" className="w-full md:w-auto">
        <Search aria-hidden className="size-4" />
        Search
      </Button>
    </Form>
  );
}

/** The landing search's filters as chips, each removable; "Clear all" drops every filter. */
function ActiveFilters({ filters }: { filters: ProjectFilters }) {
  const chips = landingFilterChips(filters);
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
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 ring-1 ring-inset ring-brand-200 hover:bg-brand-100 dark:bg-brand-900 dark:text-brand-50 dark:ring-brand-700"
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
        className="text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
      >
        Clear all
      </Link>
    </section>
  );
}

function EmptyState({ filters }: { filters: ProjectFilters }) {
  return (
    <div className="mt-4 rounded-lg border border-dashed border-default px-6 py-12 text-center">
      <h2 className="text-xl font-semibold">{PROJECTS_TEXT.emptyTitle}</h2>
      <p className="mt-2 text-muted">
        {filters.status ? noStatusMatchText(filters.status) : PROJECTS_TEXT.emptyHint}
      </p>
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
