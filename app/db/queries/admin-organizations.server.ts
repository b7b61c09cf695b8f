import { eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import { ADMIN_LIST_PAGE_SIZE } from "~/domain/admin-billing";
import type { AdminListQuery, AdminOrganizationRow } from "~/domain/admin-lists";
import type { AdminOrganizationDetail } from "~/domain/admin-members";
import type { ListPage } from "~/domain/paging";
import type { Executor } from "./executor.server";
import { paginate } from "./paginate.server";
import { containsPattern } from "./projects.server";

/**
 * The registered organizations (profiles with a name), newest first, searched by name, type, the account's
 * email or the phone number (digits compared without spaces or signs), filtered by type, one page counted in
 * one round trip. Project counts only for the page shown (index on projects.organization_id).
 */
export async function searchAdminOrganizations(
  { q, type, page }: AdminListQuery,
  pageSize = ADMIN_LIST_PAGE_SIZE,
  db: Executor = getDb(),
): Promise<ListPage<AdminOrganizationRow>> {
  const conditions = [sql`p.name_key <> ''`];
  if (type) conditions.push(sql`p.organization_type = ${type}`);
  if (q) {
    const pattern = containsPattern(q.toLowerCase());
    const digits = q.replace(/\D/g, "");
    conditions.push(sql`(
      lower(p.organization_name) like ${pattern}
      or lower(coalesce(p.organization_type, '')) like ${pattern}
      or u.email like ${pattern}
      ${digits.length >= 3 ? sql`or regexp_replace(coalesce(p.phone, ''), '\\D', '', 'g') like ${`%${digits}%`}` : sql``}
    )`);
  }
  const where = sql.join(conditions, sql` and `);
  return paginate(page, pageSize, async (limit, offset) => {
    const result = await db.execute<{ total: number; rows: AdminOrganizationRow[] | null }>(sql`
      with matched as (
        select p.id, p.created_at from profiles p join users u on u.id = p.id where ${where}
      )
      select
        (select count(*) from matched)::int as total,
        (select json_agg(shown order by shown."createdAt" desc, shown.id) from (
          select p.id, btrim(p.organization_name) as "name", p.organization_type as "organizationType",
            u.email, p.phone, p.website, p.logo_url as "logoUrl", p.created_at as "createdAt",
            (select count(*) from projects pr where pr.organization_id = p.id)::int as "projectCount"
          from (select id from matched order by created_at desc nulls last, id
                limit ${limit} offset ${offset}) page
          join profiles p on p.id = page.id
          join users u on u.id = p.id
        ) shown) as rows`);
    return { items: result.rows[0]?.rows ?? [], total: Number(result.rows[0]?.total ?? 0) };
  });
}

/** The organization of a profile id, whether shown or not; null for an unknown id. */
export async function getAdminOrganization(
  profileId: string,
  db: Executor = getDb(),
): Promise<AdminOrganizationDetail | null> {
  const [row] = await db
    .select({
      id: profiles.id,
      name: sql<string>`btrim(${profiles.organizationName})`,
      organizationType: profiles.organizationType,
      email: users.email,
      phone: profiles.phone,
      website: profiles.website,
      logoUrl: profiles.logoUrl,
      listed: profiles.listed,
      createdAt: profiles.createdAt,
      projectCount: sql<number>`(select count(*) from projects pr where pr.organization_id = ${profiles.id})::int`,
    })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row ? { ...row, projectCount: Number(row.projectCount) } : null;
}
