import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { submitWithoutEmptyFields } from "~/components/home/get-form";
import { ExportLinks } from "~/components/open-data/export-links";
import { OrganizationCard } from "~/components/organizations/organization-card";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Container, PageHeader } from "~/components/ui/container";
import { Input, Label } from "~/components/ui/field";
import { Building2, Search } from "~/components/ui/icons";
import { getDirectoryPage } from "~/db/queries/organizations.server";
import { type DirectoryQuery, directoryHref, parseDirectoryQuery } from "~/domain/directory";
import { exportHref } from "~/domain/open-data";
import { ORGANIZATION_TYPES } from "~/domain/reference";
import { cn } from "~/lib/cn";
import { logger } from "~/lib/logger.server";
import { rootOrigin, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/organizations";

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseDirectoryQuery(new URL(request.url).searchParams);
  try {
    const directory = await getDirectoryPage(query);
    // A page past the end (an old link, a hand-typed number) leads to the last page.
    if (directory.entries.length === 0 && directory.matching > 0) {
      throw redirect(directoryHref({ ...query, page: directory.pageCount }));
    }
    return data({ query, directory, failed: false as const });
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "could not load the organizations directory");
    return data({ query, directory: null, failed: true as const }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const query = data?.query;
  // Searches and type filters point search engines at the directory itself; its pages keep their number.
  const path = query && !query.q && !query.type ? directoryHref({ page: query.page }) : "/organizations";
  return seoMeta({
    title: query && query.page > 1 ? `Organizations (page ${query.page})` : "Organizations",
    description:
      "Browse the organizations creating impact across Uganda: NGOs, community groups, social enterprises, government agencies and companies, with their projects.",
    path,
    origin: rootOrigin(matches),
  });
};

export default function OrganizationsPage({ loaderData }: Route.ComponentProps) {
  const { query, directory, failed } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/organizations";
  return (
    <>
      <PageHeader
        title="Organizations"
        lead="Discover the organizations working on sustainable development across Uganda and the projects they run."
      />
      <Container className="py-8 sm:py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SearchForm query={query} />
          <Link to="/register" className={cn(buttonClass("secondary"), "shrink-0")}>
            <Building2 aria-hidden className="h-5 w-5" />
            Register Organization
          </Link>
        </div>
        <TypeFilter query={query} />

        {failed ? (
          <Alert title="Error loading organizations" className="mt-8 p-6">
            Could not load organizations
          </Alert>
        ) : (
          <div aria-busy={loading} className={cn("transition-opacity", loading && "opacity-60")}>
            <p role="status" className="mt-6 text-sm text-muted">
              Showing {directory.matching} of {directory.total} organizations
            </p>
            <ExportLinks
              label="Open data for these organizations"
              links={[
                {
                  href: exportHref("/organizations.csv", directoryHref(query).split("?")[1] ?? ""),
                  label: "Download CSV",
                  kind: "download",
                },
                {
                  href: exportHref("/api/v1/organizations", directoryHref(query).split("?")[1] ?? ""),
                  label: "JSON API",
                  kind: "api",
                },
              ]}
            />
            {directory.entries.length === 0 ? (
              <div className="mt-6 rounded-lg border border-dashed border-default px-6 py-12 text-center">
                <h2 className="text-xl font-semibold">No organizations found</h2>
                <p className="mt-2 text-muted">Try a different search or choose another organization type.</p>
                {query.q || query.type ? (
                  <Link to="/organizations" className={cn(buttonClass("outline"), "mt-5")}>
                    Show all organizations
                  </Link>
                ) : null}
              </div>
            ) : (
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {directory.entries.map((organization) => (
                  <li key={organization.id}>
                    <OrganizationCard organization={organization} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination query={query} pageCount={directory.pageCount} />
          </div>
        )}

        <JoinNetwork />
      </Container>
    </>
  );
}

function SearchForm({ query }: { query: DirectoryQuery }) {
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action="/organizations"
      role="search"
      className="flex w-full max-w-xl items-end gap-2"
      onSubmit={submitWithoutEmptyFields((to) => navigate(to, { preventScrollReset: true }))}
    >
      <div className="flex-1">
        <Label htmlFor="organization-search">Search organizations</Label>
        <Input
          id="organization-search"
          key={query.q}
          type="search"
          name="q"
          defaultValue={query.q}
          placeholder="Name, description or address"
          autoComplete="off"
        />
      </div>
      {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
      <Button type="submit" aria-label="Search">
        <Search aria-hidden className="h-5 w-5" />
        <span className="hidden sm:inline">Search</span>
      </Button>
    </Form>
  );
}

function TypeFilter({ query }: { query: DirectoryQuery }) {
  const options = [
    { value: null, label: "All" },
    ...ORGANIZATION_TYPES.map((type) => ({ value: type, label: type })),
  ];
  return (
    <nav aria-label="Organization type" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = query.type === option.value;
          return (
            <li key={option.label}>
              <Link
                to={directoryHref({ q: query.q, type: option.value })}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={cn(
                  "inline-flex h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                  active
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-default bg-surface hover:bg-surface-muted",
                )}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Pagination({ query, pageCount }: { query: DirectoryQuery; pageCount: number }) {
  if (pageCount <= 1) return null;
  const previous = query.page > 1 ? directoryHref({ ...query, page: query.page - 1 }) : null;
  const next = query.page < pageCount ? directoryHref({ ...query, page: query.page + 1 }) : null;
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4">
      {previous ? (
        <Link to={previous} className={buttonClass("outline")} rel="prev">
          Previous
        </Link>
      ) : null}
      <span className="text-sm text-muted">
        Page {query.page} of {pageCount}
      </span>
      {next ? (
        <Link to={next} className={buttonClass("outline")} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}

function JoinNetwork() {
  return (
    <section
      aria-labelledby="join-network"
      className="mt-14 rounded-2xl bg-brand-800 px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id="join-network" className="text-2xl font-bold sm:text-3xl">
        Ready to join our network?
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-brand-50">
        Register your organization to showcase your projects, reach partners and supporters, and be part of
        Uganda's growing community of changemakers.
      </p>
      <Link to="/register" className={cn(buttonClass("secondary", "lg"), "mt-6")}>
        Register Organization
      </Link>
    </section>
  );
}
