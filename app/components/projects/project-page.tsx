import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import {
  ArrowLeft,
  Building2,
  CalendarDays,
  ExternalLink,
  Globe,
  icon,
  MapPin,
  Target,
  Users,
} from "~/components/ui/icons";
import { InitialsPlaceholder } from "~/components/ui/initials-placeholder";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { formatDate } from "~/domain/dates";
import type { ProjectPageData } from "~/domain/project-page";
import { statusLabel, statusTone } from "~/domain/project-status";
import { sdgLabel, targetGroupLabel } from "~/domain/reference";
import { websiteHref, websiteText } from "~/domain/text";
import { cn } from "~/lib/cn";
import { usePageMarkup } from "~/lib/page-markup";

// Icons fewer than three public pages show, made here (see components/ui/icons.tsx).
const Flag = icon("flag");
const ListChecks = icon("list-checks");

/** The public project page's body (spec §2 Project detail); `updates`: the progress updates' timeline. */
export function ProjectPage({
  project,
  place,
  updates,
  results,
  funding,
}: {
  project: ProjectPageData;
  /** Its place on Uganda's map, written by the loader (projectPlaceMap), and the words saying which place. */
  place?: { html: string | null; text: string } | null;
  updates?: ReactNode;
  /** The results against targets (components/projects/project-results.tsx). */
  results?: ReactNode;
  /** The budget and funders, first in the facts column. */
  funding?: ReactNode;
}) {
  const start = formatDate(project.startDate);
  const end = formatDate(project.endDate);
  const locationParts = [
    ["Region", project.region],
    ["District", project.district],
    ["Parish", project.parish],
  ].filter((part): part is [string, string] => Boolean(part[1]));
  const hasTeam = Boolean(project.projectImplementer || project.projectTeamLead || project.otherPartners);
  const website = websiteHref(project.implementersWebsite);

  return (
    <Container className="py-6 sm:py-10">
      <Link
        to="/projects"
        className="inline-flex h-11 items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Projects
      </Link>

      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Gallery name={project.name} images={project.images} />

        <div>
          <Badge tone={statusTone(project.status)}>
            <span className="sr-only">Status: </span>
            {statusLabel(project.status)}
          </Badge>
          <h1 className="mt-3 text-3xl font-bold leading-tight sm:text-4xl">{project.name}</h1>
          <p className="mt-3 flex items-center gap-2">
            <Building2 aria-hidden className="size-5 shrink-0 text-muted" />
            <Link
              to={project.organizationHref}
              className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-200"
            >
              {project.organizationName}
            </Link>
          </p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Sector and goal">
            <li>
              <Chip>
                <span className="sr-only">Sector: </span>
                {project.sector}
              </Chip>
            </li>
            <li>
              <Chip>{sdgLabel(project.sdg)}</Chip>
            </li>
          </ul>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <Fact icon={<MapPin aria-hidden className="size-5" />} term="Location">
              <p>{project.location}</p>
              {locationParts.length > 0 ? (
                <ul className="mt-1 text-sm text-muted">
                  {locationParts.map(([label, value]) => (
                    <li key={label}>
                      {label}: {value}
                    </li>
                  ))}
                </ul>
              ) : null}
              {place ? (
                <figure className="mt-2">
                  <PlaceMap html={place.html} />
                  <figcaption className="mt-1 text-sm text-muted">{place.text}</figcaption>
                </figure>
              ) : null}
            </Fact>
            <Fact icon={<CalendarDays aria-hidden className="size-5" />} term="Timeline">
              <p>
                <span className="text-muted">Start: </span>
                {start || "Not set"}
              </p>
              <p>
                <span className="text-muted">End: </span>
                {end || "Ongoing"}
              </p>
            </Fact>
          </dl>
        </div>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-8">
          <Section title="Description">
            <p className="whitespace-pre-line">{project.brief}</p>
          </Section>
          {project.coreObjectives.length > 0 ? (
            <Section title="Core Objectives" icon={<Target aria-hidden className="size-5" />}>
              <ul className="list-disc space-y-1.5 pl-5">
                {project.coreObjectives.map((objective, index) => (
                  <li key={index}>{objective}</li>
                ))}
              </ul>
            </Section>
          ) : null}
          {project.projectDetails ? (
            <Section title="Project Details">
              <p className="whitespace-pre-line">{project.projectDetails}</p>
            </Section>
          ) : null}
          {project.projectMilestones.length > 0 ? (
            <Section title="Milestones" icon={<Flag aria-hidden className="size-5" />}>
              <ol className="space-y-3">
                {project.projectMilestones.map((milestone, index) => (
                  <li key={index} className="flex gap-3">
                    <span
                      aria-hidden
                      className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                    >
                      {index + 1}
                    </span>
                    <span className="pt-0.5">{milestone}</span>
                  </li>
                ))}
              </ol>
            </Section>
          ) : null}
          {results}
          {updates}
        </div>

        <aside className="space-y-6" aria-label="Project facts">
          {funding}
          <Section title="Target Groups" icon={<Users aria-hidden className="size-5" />} boxed>
            {project.targetGroups.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {project.targetGroups.map((group) => (
                  <li key={group}>
                    <Chip>
                      {group === "other" && project.otherTargetGroup
                        ? `${targetGroupLabel(group)}: ${project.otherTargetGroup}`
                        : targetGroupLabel(group)}
                    </Chip>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">Not specified</p>
            )}
          </Section>
          {hasTeam ? (
            <Section title="Project Team" icon={<ListChecks aria-hidden className="size-5" />} boxed>
              <dl className="space-y-2">
                {project.projectImplementer ? (
                  <TeamRow term="Implementer" value={project.projectImplementer} />
                ) : null}
                {project.projectTeamLead ? (
                  <TeamRow term="Team Lead" value={project.projectTeamLead} />
                ) : null}
                {project.otherPartners ? (
                  <TeamRow term="Other Partners" value={project.otherPartners} />
                ) : null}
              </dl>
            </Section>
          ) : null}
          {website ? (
            <Section title="Implementer Website" icon={<Globe aria-hidden className="size-5" />} boxed>
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 break-all font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
              >
                {websiteText(project.implementersWebsite)}
                <ExternalLink aria-hidden className="size-4 shrink-0" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Section>
          ) : null}
          <Section
            title="Implementing Organization"
            icon={<Building2 aria-hidden className="size-5" />}
            boxed
          >
            <p className="font-medium">{project.implementingOrganization.text}</p>
            {project.implementingOrganization.note ? (
              <p className="mt-1 text-sm text-muted">{project.implementingOrganization.note}</p>
            ) : null}
          </Section>
        </aside>
      </div>
    </Container>
  );
}

/**
 * The main image and thumbnails. A thumbnail is a link to ?image=n (works without script; with script only
 * the image changes: see shouldRevalidate). A broken image shows the initials placeholder in its place.
 */
function Gallery({ name, images }: { name: string; images: string[] }) {
  const [params] = useSearchParams();
  const requested = Number(params.get("image") ?? 0);
  const selected = Number.isInteger(requested) && requested >= 0 && requested < images.length ? requested : 0;
  const placeholder = (
    <InitialsPlaceholder
      name={name}
      label={name}
      className="aspect-video w-full rounded-lg"
      textClassName="text-6xl"
    />
  );
  return (
    <div>
      <ResponsiveImage
        key={images[selected] ?? "none"}
        src={images[selected]}
        alt={images.length > 1 ? `${name}, image ${selected + 1} of ${images.length}` : name}
        width={1280}
        height={720}
        sizes="(min-width: 1280px) 730px, (min-width: 1024px) 58vw, 100vw"
        priority
        className="aspect-video h-auto w-full rounded-lg object-cover"
        fallback={placeholder}
      />
      {images.length > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-5" aria-label="Project images">
          {images.map((image, index) => (
            <li key={image}>
              <Link
                to={index === 0 ? "?" : `?image=${index}`}
                replace
                preventScrollReset
                aria-current={index === selected ? "true" : undefined}
                className={cn(
                  "block overflow-hidden rounded-md ring-offset-2 ring-offset-[var(--surface)]",
                  index === selected
                    ? "ring-2 ring-brand-700 dark:ring-brand-200"
                    : "opacity-80 hover:opacity-100",
                )}
              >
                <ResponsiveImage
                  src={image}
                  alt={`Show image ${index + 1} of ${images.length}`}
                  width={320}
                  height={180}
                  sizes="160px"
                  maxWidth={320}
                  className="aspect-video h-auto w-full object-cover"
                  fallback={
                    <span className="flex aspect-video w-full items-center justify-center bg-surface-muted text-xs text-muted">
                      Image {index + 1}
                    </span>
                  }
                />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Section({
  title,
  icon,
  boxed = false,
  children,
}: {
  title: string;
  icon?: ReactNode;
  boxed?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={boxed ? "rounded-lg border border-default bg-surface p-5 shadow-sm" : undefined}>
      <h2 className="mb-3 flex items-center gap-2 text-xl font-semibold">
        {icon ? <span className="text-brand-700 dark:text-brand-200">{icon}</span> : null}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A term and its details, the icon beside them (dt and dd stay direct children of the row, as dl requires). */
function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative rounded-lg bg-surface-muted p-4 pl-12">
      <dt className="text-sm font-semibold uppercase tracking-wide text-muted">
        <span className="absolute left-4 top-4 text-brand-700 dark:text-brand-200">{icon}</span>
        {term}
      </dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function TeamRow({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function Chip({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-inset ring-brand-200 dark:bg-brand-900 dark:text-brand-50 dark:ring-brand-700">
      {children}
    </span>
  );
}

/** The element the place map fills: the browser's first render takes the markup from it (usePageMarkup). */
export const PLACE_MAP_ID = "project-place-map";

function PlaceMap({ html }: { html: string | null }) {
  const markup = usePageMarkup(PLACE_MAP_ID, html);
  return <div id={PLACE_MAP_ID} dangerouslySetInnerHTML={{ __html: markup }} />;
}
