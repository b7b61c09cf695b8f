import { Link } from "react-router";
import { AdminAccountCard } from "~/components/dashboard/admin-account-card";
import { GettingStartedChecklist } from "~/components/dashboard/getting-started";
import { OrganizationSummary } from "~/components/dashboard/organization-summary";
import { PaymentIndicator } from "~/components/payments/payment-indicator";
import { Network, PlusCircle } from "~/components/ui/app-icons";
import { Card } from "~/components/ui/card";
import { FolderKanban, type IconComponent } from "~/components/ui/icons";
import { countOwnProjects, getOwnProfile } from "~/db/queries/profiles.server";
import { getPaymentStatus } from "~/db/queries/subscriptions.server";
import { gettingStarted } from "~/domain/getting-started";
import { displayPhoneNumber } from "~/domain/phone";
import type { PaymentStatus } from "~/domain/subscription";
import { pluralize } from "~/domain/text";
import { logger } from "~/lib/logger.server";
import { requireUser } from "~/services/permissions.server";
import type { Route } from "./+types/index";

export const meta = () => [{ title: "Dashboard | UgandaImpact" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // Admins need no subscription: no payment status and no getting-started checklist for them. The status is
  // awaited with the rest (one indexed read): streaming it drew a one-line placeholder that the four-step
  // checklist then replaced, pushing the page down as it arrived (CLS 0.24 on a phone).
  const [ownProfile, projectCount, paymentStatus] = await Promise.all([
    getOwnProfile(user.id),
    countOwnProjects(user.id),
    user.isAdmin ? null : readPaymentStatus(user.id),
  ]);
  // The phone formatted here: the phone library stays out of the dashboard's scripts.
  const profile = ownProfile && { ...ownProfile, phone: displayPhoneNumber(ownProfile.phone) };
  const checklist =
    paymentStatus && paymentStatus !== "unavailable"
      ? gettingStarted({ profile, paymentStatus, projectCount })
      : paymentStatus;
  return { name: user.name, isAdmin: user.isAdmin, profile, projectCount, paymentStatus, checklist };
}

/** The status, or "unavailable" when it cannot be read: the page still shows, with the status's error texts. */
async function readPaymentStatus(userId: string): Promise<PaymentStatus | "unavailable"> {
  try {
    return await getPaymentStatus(userId);
  } catch (error) {
    logger.error({ err: error }, "payment status failed");
    return "unavailable";
  }
}

const CARDS: { to: string; title: string; text: string; icon: IconComponent }[] = [
  {
    to: "/dashboard/projects",
    title: "My Projects",
    text: "See, edit and delete the projects your organization has published.",
    icon: FolderKanban,
  },
  {
    to: "/dashboard/projects/add",
    title: "Add New Project",
    text: "Publish a new project with its details, location, team and images.",
    icon: PlusCircle,
  },
  {
    to: "/organizations",
    title: "Network",
    text: "Find the other organizations working for impact across Uganda.",
    icon: Network,
  },
];

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { name, isAdmin, profile, projectCount, paymentStatus, checklist } = loaderData;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Dashboard</h1>
          <p className="mt-1 text-muted">Welcome back, {name}.</p>
        </div>
        {paymentStatus ? <PaymentIndicator status={paymentStatus} /> : null}
      </div>
      {isAdmin ? <AdminAccountCard hasProfile={Boolean(profile?.organizationName)} /> : null}
      {checklist ? <GettingStartedChecklist checklist={checklist} /> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        {/* An administrator without an organization has no profile to set up. */}
        {isAdmin && !profile?.organizationName ? null : (
          <div className="lg:col-span-2">
            <OrganizationSummary profile={profile} />
          </div>
        )}
        <Card className="p-5">
          <h2 className="text-lg font-semibold">Projects</h2>
          <p className="mt-2 text-4xl font-bold text-brand-700 dark:text-brand-200">{projectCount}</p>
          <p className="text-sm text-muted">{pluralize(projectCount, "project")} published</p>
        </Card>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="flex h-full flex-col rounded-lg border border-default bg-surface p-5 shadow-sm transition-colors hover:border-brand-600"
            >
              <card.icon aria-hidden className="h-6 w-6 text-brand-700 dark:text-brand-200" />
              <span className="mt-3 text-lg font-semibold">{card.title}</span>
              <span className="mt-1 text-sm text-muted">{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
