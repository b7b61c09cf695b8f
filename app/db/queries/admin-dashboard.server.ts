import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { ReviewQueueCounts } from "~/domain/admin-dashboard";
import { getBillingCounts } from "./billing.server";
import type { Executor } from "./executor.server";
import { kampalaToday } from "./subscriptions.server";

/** Spec §9: the admin dashboard shows the 5 newest organizations and projects. */
export const ADMIN_DASHBOARD_RECENT = 5;

export type AdminTotals = { organizations: number; projects: number; events: number };
export type RecentOrganization = {
  id: string;
  name: string;
  organizationType: string | null;
  createdAt: string;
};
export type RecentProject = {
  id: string;
  name: string;
  status: string;
  /** The owning organization's name (its profile), else the implementer named on the project. */
  organizationName: string | null;
  createdAt: string;
};
export type AdminDashboardData = {
  totals: AdminTotals;
  organizations: RecentOrganization[];
  projects: RecentProject[];
};

/**
 * The admin dashboard's figures in one round trip (spec §7 Admin dashboard): counts of organizations
 * (registered profiles), projects and events; the newest organizations and projects, each by its created_at
 * index.
 */
export async function getAdminDashboard(db: Executor = getDb()): Promise<AdminDashboardData> {
  const result = await db.execute<{
    organizations: number;
    projects: number;
    events: number;
    recent_organizations: RecentOrganization[] | null;
    recent_projects: RecentProject[] | null;
  }>(sql`
    select
      (select count(*) from profiles where name_key <> '')::int as organizations,
      (select count(*) from projects)::int as projects,
      (select count(*) from events)::int as events,
      (select json_agg(o) from (
        select p.id, btrim(p.organization_name) as "name", p.organization_type as "organizationType",
          p.created_at as "createdAt"
        from profiles p
        where p.name_key <> ''
        order by p.created_at desc nulls last, p.id
        limit ${ADMIN_DASHBOARD_RECENT}
      ) o) as recent_organizations,
      (select json_agg(r) from (
        select pr.id, pr.name, pr.status,
          coalesce(nullif(btrim(owner.organization_name), ''), pr.metadata->>'projectImplementer')
            as "organizationName",
          pr.created_at as "createdAt"
        from projects pr
        left join profiles owner on owner.id = pr.organization_id
        order by pr.created_at desc nulls last, pr.id
        limit ${ADMIN_DASHBOARD_RECENT}
      ) r) as recent_projects`);
  const row = result.rows[0];
  return {
    totals: {
      organizations: Number(row?.organizations ?? 0),
      projects: Number(row?.projects ?? 0),
      events: Number(row?.events ?? 0),
    },
    organizations: row?.recent_organizations ?? [],
    projects: row?.recent_projects ?? [],
  };
}

/**
 * What /admin and the admin menu count (issue 34): the subscription requests per status and the organizations
 * per subscription state, read by the one query of them (getBillingCounts), so the dashboard, the menu's badge
 * and the lists' tabs can never disagree.
 */
export async function getReviewQueueCounts(
  today: string = kampalaToday(),
  db: Executor = getDb(),
): Promise<ReviewQueueCounts> {
  return getBillingCounts(today, db);
}
