import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ExternalLink, FolderKanban, MapPin } from "~/components/ui/icons";
import type { DirectoryEntry } from "~/domain/directory";
import { pluralize, websiteHref } from "~/domain/text";
import { OrganizationLogo } from "./organization-logo";
import { OrganizationTypeBadge } from "./organization-type-badge";

/** A directory card: logo or initials, name, type, brief, address, project count, website, and the way in. */
export function OrganizationCard({ organization }: { organization: DirectoryEntry }) {
  const website = websiteHref(organization.website);
  const href = `/organizations/${encodeURIComponent(organization.id)}`;
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start gap-4">
        <OrganizationLogo
          name={organization.name}
          logoUrl={organization.logoUrl}
          size={64}
          className="h-16 w-16"
        />
        <div className="min-w-0">
          <h2 className="break-words text-lg font-semibold leading-snug">
            <Link to={href} className="hover:underline">
              {organization.name}
            </Link>
          </h2>
          {organization.organizationType ? (
            <OrganizationTypeBadge type={organization.organizationType} className="mt-1" />
          ) : null}
        </div>
      </div>
      {organization.brief ? (
        <p className="mt-4 line-clamp-3 text-sm text-muted">{organization.brief}</p>
      ) : null}
      <ul className="mt-4 space-y-2 text-sm">
        {organization.address ? (
          <li className="flex items-start gap-2">
            <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700 dark:text-brand-200" />
            <span className="sr-only">Address: </span>
            <span className="break-words">{organization.address}</span>
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <FolderKanban aria-hidden className="h-4 w-4 shrink-0 text-brand-700 dark:text-brand-200" />
          {pluralize(organization.projectsCount, "project")}
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        {website ? (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("link", "inline")}
          >
            <ExternalLink aria-hidden className="h-4 w-4" />
            Website<span className="sr-only"> of {organization.name} (opens in a new tab)</span>
          </a>
        ) : (
          <span />
        )}
        <Link to={href} className={buttonClass("primary", "sm")}>
          View Organization<span className="sr-only">: {organization.name}</span>
        </Link>
      </div>
    </Card>
  );
}
