import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { AdminPageHeader, ListLoadError } from "~/components/admin/admin-table";
import { UpcomingEventsSection } from "~/components/home/upcoming-events";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Building2, CalendarDays, FolderKanban, type IconComponent } from "~/components/ui/icons";
import { getAdminDashboard } from "~/db/queries/admin-dashboard.server";
import { getUpcomingEvents } from "~/db/queries/events.server";
import { ADMIN_DASHBOARD_TEXT } from "~/domain/admin-dashboard";
import { formatAdminDate } from "~/domain/dates";
import { toEventCardData } from "~/domain/event-card-data";
import { statusLabel, statusTone } from "~/domain/project-status";
import { logger } from "~/services/logger.server";
import { requireAdmin } from "~/services/permissions.server";
import type { Route } from "./+types/index";

export const meta = () => [{ title: "Admin Dashboard | UgandaImpact" }];

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
  const text = ADMIN_DASHBOARD_TEXT;
  return (
    <div className="space-y-8">
      <AdminPageHeader title={text.title} lead={text.lead} />
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

function Total({
  to,
  label,
  value,
  icon: Icon,
}: {
  to: string;
  label: string;
  value: number;
  icon: IconComponent;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full items-center gap-4 rounded-lg border border-default bg-surface px-2.5 py-3 shadow-sm transition-colors hover:bg-surface-muted sm:p-5"
      >
        <span className="hidden h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 sm:flex dark:bg-brand-900 dark:text-brand-50">
          <Icon aria-hidden className="h-6 w-6" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-[0.6875rem] font-medium break-words text-muted sm:text-sm">{label}</span>
          <span className="text-2xl font-bold tabular-nums sm:text-3xl">{value.toLocaleString("en-US")}</span>
        </span>
      </Link>
    </li>
  );
}

type RecentItem = {
  id: string;
  href: string;
  name: string;
  detail: string | null;
  createdAt: string;
  badge?: ReactNode;
};

function Recent({
  id,
  title,
  empty,
  allHref,
  allLabel,
  items,
}: {
  id: string;
  title: string;
  empty: string;
  allHref: string;
  allLabel: string;
  items: RecentItem[];
}) {
  return (
    <Card className="p-5">
      <section aria-labelledby={id}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          <Link
            to={allHref}
            className="text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
          >
            {allLabel}
          </Link>
        </div>
        {items.length === 0 ? (
          <p className="mt-4 text-muted">{empty}</p>
        ) : (
          <ul className="mt-3 divide-y divide-[var(--border)]">
            {items.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link to={item.href} className="font-medium break-words hover:underline">
                    {item.name}
                  </Link>
                  {item.detail ? <p className="text-sm text-muted break-words">{item.detail}</p> : null}
                  <p className="text-xs text-muted">{formatAdminDate(item.createdAt)}</p>
                </div>
                {item.badge}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
