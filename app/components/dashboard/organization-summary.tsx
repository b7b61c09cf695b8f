import { Link } from "react-router";
import { OrganizationLogo } from "~/components/organizations/organization-logo";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Globe, MapPin, Phone } from "~/components/ui/icons";
import { websiteHref, websiteText } from "~/domain/text";

export type OrganizationSummaryData = {
  organizationName: string;
  organizationType: string | null;
  organizationBrief: string | null;
  phone: string | null;
  address: string | null;
  website: string | null;
  logoUrl: string | null;
};

/** The organization as the dashboard shows it: logo or initials, name, type, brief and contacts. */
export function OrganizationSummary({ profile }: { profile: OrganizationSummaryData | null }) {
  if (!profile?.organizationName) {
    return (
      <Card className="p-5">
        <h2 className="text-lg font-semibold">Your organization</h2>
        <p className="mt-2 text-muted">Your organization profile is not set up yet.</p>
        <Link to="/dashboard/profile" className={`${buttonClass("primary", "sm")} mt-4`}>
          Set up your profile
        </Link>
      </Card>
    );
  }
  const href = websiteHref(profile.website);
  return (
    <Card className="p-5">
      <div className="flex items-start gap-4">
        <OrganizationLogo
          name={profile.organizationName}
          logoUrl={profile.logoUrl}
          size={64}
          priority
          className="h-16 w-16"
        />
        <div className="min-w-0">
          <h2 className="break-words text-xl font-bold">{profile.organizationName}</h2>
          {profile.organizationType ? <p className="text-sm text-muted">{profile.organizationType}</p> : null}
        </div>
      </div>
      {profile.organizationBrief ? <p className="mt-4 break-words">{profile.organizationBrief}</p> : null}
      <ul className="mt-4 space-y-2 text-sm">
        {profile.address ? (
          <li className="flex gap-2">
            <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <span className="break-words">{profile.address}</span>
          </li>
        ) : null}
        {profile.phone ? (
          <li className="flex gap-2">
            <Phone aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <span>{profile.phone}</span>
          </li>
        ) : null}
        {href ? (
          <li className="flex gap-2">
            <Globe aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <a
              href={href}
              rel="noopener noreferrer"
              target="_blank"
              className="break-all text-brand-700 underline underline-offset-4 dark:text-brand-200"
            >
              {websiteText(profile.website)}
            </a>
          </li>
        ) : null}
      </ul>
    </Card>
  );
}
