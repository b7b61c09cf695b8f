import { data, useRouteLoaderData } from "react-router";
import { AdminPageHeader, ListLoadError } from "~/components/admin/admin-page-header";
import { Recent, ReviewCount, Total } from "~/components/admin/dashboard-cards";
import { UpcomingEventsSection } from "~/components/home/upcoming-events";
import { AlertTriangle, BadgeCheck, CheckCircle2, CreditCard } from "~/components/ui/app-icons";
import { Badge } from "~/components/ui/badge";
import {
  ArrowLeft,
  Building2,
  CalendarDays,
  Clock,
  FolderKanban,
  type IconComponent,
  X,
} from "~/components/ui/icons";
import { getAdminDashboard } from "~/db/queries/admin-dashboard.server";
import { getUpcomingEvents } from "~/db/queries/events.server";
import { ADMIN_DASHBOARD_TEXT } from "~/domain/admin-dashboard";
import { paymentsHref, REQUEST_STATUS_TABS, subscriptionsHref } from "~/domain/billing-review";
import { toEventCardData } from "~/domain/event-card-data";
import { statusLabel, statusTone } from "~/domain/project-status";
import {
  type RequestStatus,
  SUBSCRIPTION_STATE_LABELS,
  SUBSCRIPTION_STATES,
  type SubscribedState,
} from "~/domain/subscription-lifecycle";
import { logger } from "~/lib/logger.server";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/index";
import type { loader as adminLayoutLoader } from "./layout";

export const meta = () => [{ title: "Admin Dashboard | UgandaImpact" }];

const REQUEST_ICONS: Record<RequestStatus, IconComponent> = {
  submitted: CreditCard,
  approved: CheckCircle2,
  rejected: X,
  withdrawn: ArrowLeft,
};

const STATE_ICONS: Record<SubscribedState, IconComponent> = {
  active: BadgeCheck,
  expiring: Clock,
  expired: AlertTriangle,
};

/** Spec §9: the next 3 events. */
const DASHBOARD_EVENTS = 3;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const now = new Date();
  try {
    const [dashboard, events] = await Promise.all([
      getAdminDashboard(),
      getUpcomingEvents({ limit: DASHBOARD_EVENTS, now }),
    ]);
    return { dashboard, events: events.map((event) => toEventCardData(event, now)) };
  } catch (error) {
    logger.error({ err: error }, "could not load the admin dashboard");
    return data({ dashboard: null, events: [] }, { status: 503 });
  }
}

/** The dashboard only reads; any write sent here is refused (after the admin check). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return data({ error: "Nothing to change here" }, { status: 405 });
}

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const { dashboard, events } = loaderData;
  // The billing counts are read once, by the admin layout (for its menu badge and for these cards), and read
  // again whenever the live feed announces a change.
  const reviewQueue = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout")?.reviewQueue;
  const text = ADMIN_DASHBOARD_TEXT;
  return (
    <div className="space-y-8">
      <AdminPageHeader title={text.title} lead={text.lead} />
      {reviewQueue ? (
        <>
          <section aria-labelledby="payment-requests-heading" className="space-y-3">
            <h2 id="payment-requests-heading" className="text-lg font-semibold">
              {text.paymentRequests}
            </h2>
            <ul className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4">
              {REQUEST_STATUS_TABS.filter((tab) => tab.value !== "all").map((tab) => (
                <ReviewCount
                  key={tab.value}
                  to={paymentsHref(tab.value)}
                  label={tab.label}
                  value={reviewQueue.requests[tab.value as RequestStatus]}
                  icon={REQUEST_ICONS[tab.value as RequestStatus]}
                  attention={tab.value === "submitted"}
                />
              ))}
            </ul>
          </section>
          <section aria-labelledby="subscriptions-heading" className="space-y-3">
            <h2 id="subscriptions-heading" className="text-lg font-semibold">
              {text.subscriptions}
            </h2>
            <ul className="grid grid-cols-3 gap-2 sm:gap-4">
              {SUBSCRIPTION_STATES.map((state) => (
                <ReviewCount
                  key={state}
                  to={subscriptionsHref(state)}
                  label={SUBSCRIPTION_STATE_LABELS[state]}
                  value={reviewQueue.organizations[state]}
                  icon={STATE_ICONS[state]}
                  attention={state === "expiring"}
                />
              ))}
            </ul>
          </section>
        </>
      ) : null}
      {!dashboard ? (
        <ListLoadError message={text.loadError} />
      ) : (
        <>
          <ul className="grid grid-cols-3 gap-2 sm:gap-4">
            <Total
              to="/admin/organizations"
              label={text.organizations}
              value={dashboard.totals.organizations}
              icon={Building2}
            />
            <Total
              to="/admin/projects"
              label={text.projects}
              value={dashboard.totals.projects}
              icon={FolderKanban}
            />
            <Total
              to="/admin/events"
              label={text.events}
              value={dashboard.totals.events}
              icon={CalendarDays}
            />
          </ul>
          <div className="grid gap-6 lg:grid-cols-2">
            <Recent
              id="recent-organizations"
              title={text.recentOrganizations}
              empty={text.noOrganizations}
              allHref="/admin/organizations"
              allLabel={text.allOrganizations}
              items={dashboard.organizations.map((organization) => ({
                id: organization.id,
                href: `/organizations/${organization.id}`,
                name: organization.name,
                detail: organization.organizationType,
                createdAt: organization.createdAt,
              }))}
            />
            <Recent
              id="recent-projects"
              title={text.recentProjects}
              empty={text.noProjects}
              allHref="/admin/projects"
              allLabel={text.allProjects}
              items={dashboard.projects.map((project) => ({
                id: project.id,
                href: `/projects/${project.id}`,
                name: project.name,
                detail: project.organizationName ?? text.unknownOrganization,
                createdAt: project.createdAt,
                badge: (
                  <Badge tone={statusTone(project.status)} className="shrink-0">
                    {statusLabel(project.status)}
                  </Badge>
                ),
              }))}
            />
          </div>
        </>
      )}
      <UpcomingEventsSection events={events} className="pt-2" />
    </div>
  );
}
