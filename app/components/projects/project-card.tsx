import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Building2, CalendarDays, MapPin, Tag, Target } from "~/components/ui/icons";
import { InitialsPlaceholder } from "~/components/ui/initials-placeholder";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { formatDate } from "~/domain/dates";
import { projectOrganizationName } from "~/domain/organization-name";
import type { ProjectCardData } from "~/domain/project-card-data";
import { statusLabel, statusTone } from "~/domain/project-status";
import { chipOverflow, withProjectDefaults } from "~/domain/projects";
import { sdgLabel, targetGroupLabel } from "~/domain/reference";
import { cn } from "~/lib/cn";

/** Card widths on a 1/2/3-column grid, for the browser's choice among the image variants. */
export const PROJECT_CARD_SIZES =
  "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";

/**
 * A project card (spec §2 Projects list): image or initials, status badge, name, organization (the simple
 * reading: profile name, then implementer), location, sector, SDG, dates, brief, up to three target groups
 * and "+N", and a View Project link; `children` (the /projects list's facts: progress toward the first target,
 * the budget, the last update) above that foot.
 *
 * The owner's reading (`variant="owner"`, the Project Panel's list) leaves out what the owner knows already
 * (organization, sector, SDG, target groups) and shows its `actions` (View, Edit, Delete) at the foot instead
 * of the View Project link.
 */
export function ProjectCard({
  project,
  headingLevel = "h3",
  className,
  variant = "public",
  actions,
  priority = false,
  children,
}: {
  project: ProjectCardData;
  /** h2 when the card list sits right under the page's h1. */
  headingLevel?: "h2" | "h3";
  className?: string;
  variant?: "public" | "owner";
  /** The card's foot in place of the View Project link. */
  actions?: ReactNode;
  /** The list's first card: its image is likely the page's largest paint, so it loads at once. */
  priority?: boolean;
  children?: ReactNode;
}) {
  const isPublic = variant === "public";
  const shown = withProjectDefaults(project);
  const Heading = headingLevel;
  const organization = projectOrganizationName(project);
  const { shown: groups, hidden } = chipOverflow(project.targetGroups);
  const start = formatDate(project.startDate);
  const end = formatDate(project.endDate);
  return (
    <article
      className={cn(
        // relative: screen-reader-only text inside stays inside the card (a carousel row clips it, no sideways page).
        "relative flex h-full flex-col overflow-hidden rounded-lg border border-default bg-surface shadow-sm",
        className,
      )}
    >
      <div className="relative">
        <ResponsiveImage
          src={project.image}
          alt=""
          width={640}
          height={360}
          sizes={PROJECT_CARD_SIZES}
          maxWidth={640}
          priority={priority}
          className="aspect-video h-auto w-full object-cover"
          fallback={
            <InitialsPlaceholder name={shown.name} className="aspect-video w-full" textClassName="text-4xl" />
          }
        />
        <Badge tone={statusTone(project.status)} className="absolute left-3 top-3 shadow-sm">
          <span className="sr-only">Status: </span>
          {statusLabel(project.status)}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <Heading className="text-lg font-semibold leading-snug">{shown.name}</Heading>
        {isPublic ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-brand-700 dark:text-brand-200">
            <Building2 aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">Organization: </span>
            {organization}
          </p>
        ) : null}
        <ul className="mt-3 space-y-1.5 text-sm text-muted">
          <li className="flex items-start gap-1.5">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="sr-only">Location: </span>
            {shown.location}
          </li>
          {isPublic ? (
            <>
              <li className="flex items-start gap-1.5">
                <Tag aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span className="sr-only">Sector: </span>
                {shown.sector}
              </li>
              <li className="flex items-start gap-1.5">
                <Target aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span className="sr-only">Sustainable Development Goal: </span>
                {sdgLabel(shown.sdg)}
              </li>
            </>
          ) : null}
          {start ? (
            <li className="flex items-start gap-1.5">
              <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span className="sr-only">Dates: </span>
              {end ? `${start} – ${end}` : start}
            </li>
          ) : null}
        </ul>
        <p className="mt-3 line-clamp-3 text-sm">{shown.brief}</p>
        {isPublic && groups.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Target groups">
            {groups.map((group) => (
              <li
                key={group}
                className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ring-[var(--border)]"
              >
                {targetGroupLabel(group)}
              </li>
            ))}
            {hidden > 0 ? (
              <li className="rounded-full px-2 py-0.5 text-xs font-medium text-muted">
                +{hidden}
                <span className="sr-only"> more</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        {children}
        <div className="mt-auto pt-4">
          {actions ?? (
            <Link
              to={`/projects/${project.id}`}
              // The visible words start the accessible name, which says which project (WCAG 2.5.3).
              aria-label={`View Project: ${shown.name}`}
              className="inline-flex h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
            >
              View Project
              <span aria-hidden className="ml-1">
                →
              </span>
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
