import { Link } from "react-router";
import { LogoutButton } from "~/components/auth/logout-button";
import { BillingSection } from "~/components/dashboard/billing-section";
import { LogOut, UserCog } from "~/components/ui/app-icons";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FolderKanban } from "~/components/ui/icons";
import { getOwnProfile } from "~/db/queries/profiles.server";
import { formatDate } from "~/domain/dates";
import { displayPhoneNumber } from "~/domain/phone";
import { websiteHref, websiteText } from "~/domain/text";
import { loadBillingSummary } from "~/services/payments/payment-receipt.server";
import { requireUser } from "~/services/permissions.server";
import type { Route } from "./+types/account";

export const meta = () => [{ title: "My Account | UgandaImpact" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [profile, billing] = await Promise.all([getOwnProfile(user.id), loadBillingSummary(user)]);
  return {
    email: user.email,
    name: user.name,
    organizationName: profile?.organizationName || null,
    phone: displayPhoneNumber(profile?.phone ?? null),
    address: profile?.address ?? null,
    website: profile?.website ?? null,
    joined: formatDate(user.createdAt),
    isAdmin: user.isAdmin,
    billing,
  };
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-default py-3 last:border-0 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="min-w-0 break-words sm:col-span-2">{children}</dd>
    </div>
  );
}

const notProvided = <span className="text-muted">Not provided</span>;

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const account = loaderData;
  const href = websiteHref(account.website);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">My Account</h1>
        <p className="mt-1 text-muted">{account.organizationName ?? account.name}</p>
      </div>
      <Card className="p-5">
        <h2 className="text-lg font-semibold">Account information</h2>
        <dl className="mt-2">
          <Row label="Email">{account.email}</Row>
          <Row label="Phone">{account.phone ?? notProvided}</Row>
          <Row label="Address">{account.address ?? notProvided}</Row>
          <Row label="Website">
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-brand-700 underline underline-offset-4 dark:text-brand-200"
              >
                {websiteText(account.website)}
              </a>
            ) : (
              notProvided
            )}
          </Row>
          <Row label="Joined">{account.joined}</Row>
          <Row label="Account type">{account.isAdmin ? "Administrator Account" : "Organization Account"}</Row>
        </dl>
      </Card>
      {account.billing ? <BillingSection billing={account.billing} /> : null}
      <Card className="p-5">
        <h2 className="text-lg font-semibold">Actions</h2>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to="/dashboard/profile" className={buttonClass("primary")}>
            <UserCog aria-hidden className="h-4 w-4" />
            Edit Profile
          </Link>
          <Link to="/dashboard/projects" className={buttonClass("outline")}>
            <FolderKanban aria-hidden className="h-4 w-4" />
            My Projects
          </Link>
          <LogoutButton className={buttonClass("destructive")}>
            <LogOut aria-hidden className="h-4 w-4" />
            Sign Out
          </LogoutButton>
        </div>
      </Card>
    </div>
  );
}
