import { Link } from "react-router";
import { AdminAccountCard } from "~/components/dashboard/admin-account-card";
import { GettingStartedChecklist } from "~/components/dashboard/getting-started";
import { NextStepsSections } from "~/components/dashboard/next-steps";
import { OrganizationSummary } from "~/components/dashboard/organization-summary";
import { SubscriptionNotice } from "~/components/dashboard/subscription-notice";
import { PaymentIndicator } from "~/components/payments/payment-indicator";
import { Network, PlusCircle } from "~/components/ui/app-icons";
import { Card } from "~/components/ui/card";
import { FolderKanban, type IconComponent } from "~/components/ui/icons";
import { countOwnProjects, getOwnProfile } from "~/db/queries/profiles.server";
import {
  getOrganizationSubscriptionState,
  kampalaToday,
  lastApprovedEnd,
  organizationOf,
} from "~/db/queries/subscriptions.server";
import { isFirstSignIn } from "~/db/queries/users.server";
import { organizationAbilities } from "~/domain/authorization";
import { gettingStarted } from "~/domain/getting-started";
import { ROLE_LABELS, TEAM_TEXT } from "~/domain/membership";
import { displayPhoneNumber } from "~/domain/phone";
import type { SubscriptionState } from "~/domain/subscription-lifecycle";
import { pluralize } from "~/domain/text";
import { logger } from "~/lib/logger.server";
import { loadNextSteps } from "~/services/dashboard/dashboard-next-steps.server";
import { requireUser } from "~/services/permissions.server";
import type { Route } from "./+types/index";

export const meta = () => [{ title: "Dashboard | UgandaImpact" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // The organization's page: a member's organization; an administrator in none reads their own account's.
  const organizationId = user.organizationId ?? (user.isAdmin ? user.id : null);
  const abilities = organizationAbilities(user);
  // Admins need no subscription: no payment state and no getting-started checklist for them; nor does a member
  // whose role does not pay (an editor). The state is awaited with the rest (one indexed read): streaming it
  // drew a one-line placeholder that the four-step checklist then replaced, pushing the page down as it
  // arrived (CLS 0.24 on a phone).
  const [ownProfile, projectCount, billing, firstSignIn] = await Promise.all([
    organizationId ? getOwnProfile(organizationId) : null,
    organizationId ? countOwnProjects(organizationId) : 0,
    user.isAdmin || !abilities["organization.billing"] || !organizationId
      ? null
      : readSubscription(organizationId),
    isFirstSignIn(user.id),
  ]);
  // The phone formatted here: the phone library stays out of the dashboard's scripts.
  const profile = ownProfile && { ...ownProfile, phone: displayPhoneNumber(ownProfile.phone) };
  const state = billing === "unavailable" ? ("unavailable" as const) : (billing?.state ?? null);
  // Getting started is for an organization on its way to its first year: never for one whose subscription
  // ran before (an expired one renews; it does not start again).
  const checklist =
    billing === "unavailable"
      ? ("unavailable" as const)
      : billing && showsGettingStarted(billing.state, billing.everApproved, projectCount)
        ? gettingStarted({ profile, state: billing.state, projectCount })
        : null;
  // A member's next steps (not an administrator's own account, which is in no team): the visit is recorded here.
  const nextSteps =
    user.organizationId === null
      ? null
      : await loadNextSteps({
          actor: user,
          organizationId: user.organizationId,
          projectCount,
          subscription: billing === "unavailable" ? null : (billing?.state ?? null),
        });
  return {
    name: user.name,
    isAdmin: user.isAdmin,
    // An account in no organization (a member who left or was removed): the page says so, and nothing else.
    noOrganization: organizationId === null,
    role: user.role,
    mayAddProjects: user.isAdmin || abilities["organization.projects"],
    firstSignIn,
    profile,
    projectCount,
    paymentStatus: state,
    everApproved: billing !== "unavailable" && Boolean(billing?.everApproved),
    checklist,
    nextSteps,
  };
}

/** Active with no project yet: the checklist's last step. Otherwise only before any approval. */
function showsGettingStarted(state: SubscriptionState, everApproved: boolean, projectCount: number): boolean {
  if (state.kind === "active" || state.kind === "expiring") return projectCount === 0;
  return !everApproved;
}

/** The state, or "unavailable" when it cannot be read: the page still shows, with the state's error texts. */
async function readSubscription(
  profileId: string,
): Promise<{ state: SubscriptionState; everApproved: boolean } | "unavailable"> {
  try {
    const orgId = await organizationOf(profileId);
    if (!orgId) return { state: { kind: "none" }, everApproved: false };
    const [state, lastEnd] = await Promise.all([
      getOrganizationSubscriptionState(orgId, kampalaToday()),
      lastApprovedEnd(orgId),
    ]);
    return { state, everApproved: lastEnd !== null };
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
  const { name, isAdmin, firstSignIn, profile, projectCount, paymentStatus, everApproved, checklist } =
    loaderData;
  const { noOrganization, role, mayAddProjects, nextSteps } = loaderData;
  const cards = mayAddProjects ? CARDS : CARDS.filter((card) => card.to === "/organizations");
  if (noOrganization) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold sm:text-3xl">Dashboard</h1>
        <Card className="p-5">
          <h2 className="text-lg font-semibold">{TEAM_TEXT.noOrganizationTitle}</h2>
          <p className="mt-1 text-muted">{TEAM_TEXT.noOrganization}</p>
        </Card>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Dashboard</h1>
          <p className="mt-1 text-muted">
            {firstSignIn ? `Welcome to UgandaImpact, ${name}.` : `Welcome back, ${name}.`}
          </p>
          {role && profile?.organizationName ? (
            <p className="mt-1 text-sm text-muted">
              {TEAM_TEXT.roleIn(ROLE_LABELS[role], profile.organizationName)}
            </p>
          ) : null}
        </div>
        {paymentStatus ? <PaymentIndicator status={paymentStatus} /> : null}
      </div>
      {isAdmin ? <AdminAccountCard hasProfile={Boolean(profile?.organizationName)} /> : null}
      {paymentStatus && paymentStatus !== "unavailable" ? (
        <SubscriptionNotice state={paymentStatus} everApproved={everApproved} />
      ) : null}
      {checklist ? <GettingStartedChecklist checklist={checklist} /> : null}
      {nextSteps ? <NextStepsSections nextSteps={nextSteps} /> : null}
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
        {cards.map((card) => (
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
