import { data, Link, redirect } from "react-router";
import { ExportLinks } from "~/components/open-data/export-links";
import { OrganizationLogo } from "~/components/organizations/organization-logo";
import { OrganizationTypeBadge } from "~/components/organizations/organization-type-badge";
import { ProjectCard } from "~/components/projects/project-card";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ArrowLeft, ExternalLink, MapPin, Phone } from "~/components/ui/icons";
import { getOrganizationForDirectory } from "~/db/queries/organizations.server";
import { getProjectsByOwner } from "~/db/queries/projects.server";
import { normalizeStatus } from "~/domain/project-status";
import { pluralize, websiteHref } from "~/domain/text";
import { cn } from "~/lib/cn";
import { rootOrigin, seoMeta } from "~/lib/seo";
import { logger } from "~/services/logger.server";
import type { Route } from "./+types/organization";

export async function loader({ params }: Route.LoaderArgs) {
  try {
    const lookup = await getOrganizationForDirectory(params.id);
    // An organization record that a profile stands for: the profile's page is the one address.
    if (lookup.kind === "moved") throw redirect(`/organizations/${encodeURIComponent(lookup.id)}`, 301);
    if (lookup.kind === "missing")
      return data({ organization: null, projects: [], failed: false }, { status: 404 });
    const organization = lookup.organization;
    // An organization record owns no projects: they belong to a profile (the owner's user id).
    const projects =
      organization.source === "profile"
        ? await getProjectsByOwner(organization.id).catch((error: unknown) => {
            logger.error({ err: error }, "could not load an organization's projects");
            return null;
          })
        : [];
    const activeProjects = projects?.filter((project) => normalizeStatus(project.status) === "active").length;
    return data({
      organization,
      projects: projects ?? [],
      projectsFailed: projects === null,
      activeProjects,
      failed: false,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "could not load an organization");
    return data({ organization: null, projects: [], failed: true }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ data, matches, params }) => {
  const organization = data?.organization;
  if (!organization) {
    return [{ title: "Organization Not Found | UgandaImpact" }, { name: "robots", content: "noindex" }];
  }
  return seoMeta({
    title: organization.name,
    description:
      organization.brief?.trim() ||
      `${organization.name}${organization.organizationType ? `, ${organization.organizationType}` : ""}: projects and contact details on UgandaImpact.`,
    path: `/organizations/${params.id}`,
    image:
      organization.logoUrl && /^(https?:\/\/|\/uploads\/)/i.test(organization.logoUrl)
        ? organization.logoUrl
        : null,
    origin: rootOrigin(matches),
  });
};

function BackLink() {
  return (
    <Link
      to="/organizations"
      className="inline-flex h-11 items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" />
      Back to Organizations
    </Link>
  );
}

export default function OrganizationPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.organization) {
    return (
      <Container className="py-16 text-center">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {loaderData.failed ? "Error" : "Organization Not Found"}
        </h1>
        <p role={loaderData.failed ? "alert" : undefined} className="mt-4 text-muted">
          {loaderData.failed
            ? "Failed to load organization"
            : "The organization you are looking for does not exist or has been removed."}
        </p>
        <div className="mt-6">
          <BackLink />
        </div>
      </Container>
    );
  }
  const { organization, projects, projectsFailed, activeProjects } = loaderData;
  const website = websiteHref(organization.website);
  return (
    <Container className="py-6 sm:py-10">
      <BackLink />
      <header className="mt-4 flex flex-col gap-5 rounded-xl border border-default bg-surface-muted p-5 sm:flex-row sm:items-center sm:p-8">
        <OrganizationLogo
          name={organization.name}
          logoUrl={organization.logoUrl}
          size={112}
          priority
          className="h-28 w-28"
        />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-bold leading-tight sm:text-3xl">{organization.name}</h1>
          {organization.organizationType ? (
            <OrganizationTypeBadge type={organization.organizationType} className="mt-2" />
          ) : null}
        </div>
        {website ? (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonClass("primary"), "shrink-0")}
          >
            <ExternalLink aria-hidden className="h-4 w-4" />
            Visit Website<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="about-organization" className="lg:col-span-2">
          <h2 id="about-organization" className="text-xl font-semibold">
            About
          </h2>
          <p className="mt-3 whitespace-pre-line leading-relaxed">
            {organization.brief?.trim() || "No description available"}
          </p>
          {organization.address || organization.phone ? (
            <ul className="mt-5 space-y-2">
              {organization.address ? (
                <li className="flex items-start gap-2">
                  <MapPin
                    aria-hidden
                    className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-200"
                  />
                  <span className="sr-only">Address: </span>
                  <span className="break-words">{organization.address}</span>
                </li>
              ) : null}
              {organization.phone ? (
                <li className="flex items-start gap-2">
                  <Phone aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-200" />
                  <span className="sr-only">Phone: </span>
                  <a href={`tel:${organization.phone.replace(/[^\d+]/g, "")}`} className="hover:underline">
                    {organization.phone}
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </section>
        <section aria-labelledby="organization-stats" className="rounded-lg border border-default p-5">
          <h2 id="organization-stats" className="sr-only">
            Statistics
          </h2>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-1">
            <div>
              <dt className="text-sm text-muted">Active Projects</dt>
              {/* Out of how many: the list below shows every project, whatever its status. */}
              <dd className="mt-1">
                <span className="text-3xl font-bold text-brand-700 dark:text-brand-200">
                  {activeProjects ?? "–"}
                </span>
                {projectsFailed ? null : (
                  <span className="text-sm text-muted"> of {pluralize(projects.length, "project")}</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Organization Type</dt>
              <dd className="mt-1 font-semibold">{organization.organizationType || "Not specified"}</dd>
            </div>
          </dl>
        </section>
      </div>

      <section aria-labelledby="organization-projects" className="mt-12">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="organization-projects" className="text-2xl font-bold">
            Projects by {organization.name}
          </h2>
          {projects.length > 0 ? (
            <ExportLinks
              label={`Open data for ${organization.name}'s projects`}
              links={[
                {
                  href: `/organizations/${encodeURIComponent(organization.id)}/iati.xml`,
                  label: "IATI XML",
                  kind: "download",
                },
              ]}
            />
          ) : null}
        </div>
        {projectsFailed ? (
          <div
            role="alert"
            className="mt-6 rounded-lg border border-red-300 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          >
            <p className="font-semibold">Error</p>
            <p>Failed to load organization projects</p>
          </div>
        ) : projects.length === 0 ? (
          <div className="mt-6 rounded-lg border border-dashed border-default px-6 py-12 text-center">
            <h3 className="text-lg font-semibold">No Projects Found</h3>
            <p className="mt-2 text-muted">This organization has not published any projects yet.</p>
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}
