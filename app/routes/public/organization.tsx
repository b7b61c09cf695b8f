import { data, Link, redirect } from "react-router";
import { FollowForm } from "~/components/follow/follow-form";
import { ExportLinks } from "~/components/open-data/export-links";
import { OrganizationLogo } from "~/components/organizations/organization-logo";
import { OrganizationTypeBadge } from "~/components/organizations/organization-type-badge";
import { LatestUpdates } from "~/components/projects/latest-updates";
import { ProjectCard } from "~/components/projects/project-card";
import { errorBoundaryFor } from "~/components/route-error-boundary";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ArrowLeft, ExternalLink, MapPin, Phone } from "~/components/ui/icons";
import { getOrganizationForDirectory } from "~/db/queries/organizations.server";
import { getProfileRegistration } from "~/db/queries/profiles.server";
import { latestUpdates } from "~/db/queries/project-updates.server";
import { getProjectsByOwner } from "~/db/queries/projects.server";
import { displayPhoneNumber } from "~/domain/phone";
import { normalizeStatus } from "~/domain/project-status";
import { registrationAgencyName } from "~/domain/registration-number";
import { pluralize, websiteHref } from "~/domain/text";
import { toUpdateCard } from "~/domain/update-text";
import { cn } from "~/lib/cn";
import { logger } from "~/lib/logger.server";
import { rootOrigin, seoMeta } from "~/lib/seo";
import { notFound } from "~/services/http.server";
import type { Route } from "./+types/organization";

export async function loader({ params }: Route.LoaderArgs) {
  const lookup = await getOrganizationForDirectory(params.id);
  // An organization record that a profile stands for: the profile's page is the one address.
  if (lookup.kind === "moved") throw redirect(`/organizations/${encodeURIComponent(lookup.id)}`, 301);
  if (lookup.kind === "missing") notFound("organization");
  const organization = lookup.organization;
  // An organization record owns no projects: they belong to a profile (the owner's user id). Their list
  // failing leaves the page up, with its own error box.
  const projects =
    organization.source === "profile"
      ? await getProjectsByOwner(organization.id).catch((error: unknown) => {
          logger.error({ err: error }, "could not load an organization's projects");
          return null;
        })
      : [];
  // The newest progress updates of its projects; failing to load them only leaves the strip out.
  const updates =
    organization.source === "profile"
      ? await latestUpdates({ limit: 3, ownerId: organization.id }).catch((error: unknown) => {
          logger.error({ err: error }, "could not load an organization's updates");
          return [];
        })
      : [];
  // The official registration, where the organization gave it (NGO Bureau or URSB).
  const registration =
    organization.source === "profile" ? await getProfileRegistration(organization.id) : null;
  const activeProjects = projects?.filter((project) => normalizeStatus(project.status) === "active").length;
  // Formatted here: the phone library stays out of the public page's scripts.
  const phone = displayPhoneNumber(organization.phone);
  return data({
    organization,
    phone,
    projects: projects ?? [],
    projectsFailed: projects === null,
    activeProjects,
    updates: updates.map(toUpdateCard),
    followable: organization.source === "profile",
    registration: registration && {
      register: registrationAgencyName(registration.agency),
      number: registration.number,
    },
  });
}

export const meta: Route.MetaFunction = ({ data, matches, params }) => {
  const organization = data?.organization;
  if (!organization) return []; // the error page names itself (components/route-error.tsx)
  const page = seoMeta({
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
  // Feed readers find the updates of its projects from its page.
  return [
    ...page,
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${organization.name}: updates`,
      href: `/organizations/${organization.id}.rss`,
    },
  ];
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
  const { organization, phone, projects, projectsFailed, activeProjects, updates, followable, registration } =
    loaderData;
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
          {organization.address || phone ? (
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
              {phone ? (
                <li className="flex items-start gap-2">
                  <Phone aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-200" />
                  <span className="sr-only">Phone: </span>
                  <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="hover:underline">
                    {phone}
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
            {registration ? (
              <div className="col-span-2 lg:col-span-1">
                <dt className="text-sm text-muted">Registration</dt>
                <dd className="mt-1 break-words font-semibold">
                  {registration.register} {registration.number}
                </dd>
              </div>
            ) : null}
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
          <Alert title="Error" className="mt-6 p-6">
            Failed to load organization projects
          </Alert>
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
      <LatestUpdates updates={updates} headingId="organization-updates" showOrganization={false} />
      {followable ? (
        <div className="mt-4 max-w-xl">
          <FollowForm
            target={{ kind: "organization", id: organization.id }}
            label={`Follow ${organization.name}`}
          />
        </div>
      ) : null}
    </Container>
  );
}

export const ErrorBoundary = errorBoundaryFor("organization");
