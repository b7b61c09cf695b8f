import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { ADMIN_LIST_PAGE_SIZE, type ListPage, listPageCount } from "~/domain/admin-billing";
import type { AdminListQuery } from "~/domain/admin-lists";
import { containsPattern } from "./projects.server";

/** A registered organization as the admin list shows it: the profile, its account's email, its project count. */
export type AdminOrganizationRow = {
  /** The profile's id: the organization's account (user) id. */
  id: string;
  name: string;
  organizationType: string | null;
  email: string;
  phone: string | null;
  website: string | null;
  logoUrl: string | null;
  createdAt: string;
  projectCount: number;
};

/**
 * The registered organizations (profiles with a name), newest first, searched by name, type, the account's
 * email or the phone number (digits compared without spaces or signs), filtered by type, one page counted in
 * one round trip. Project counts only for the page shown (index on projects.organization_id).
 */
export async function searchAdminOrganizations(
  { q, type, page }: AdminListQuery,
  pageSize = ADMIN_LIST_PAGE_SIZE,
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
  const run = async (at: number) => {
    const result = await getDb().execute<{ total: number; rows: AdminOrganizationRow[] | null }>(sql`
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
                limit ${pageSize} offset ${(at - 1) * pageSize}) page
          join profiles p on p.id = page.id
          join users u on u.id = p.id
        ) shown) as rows`);
    return { total: Number(result.rows[0]?.total ?? 0), rows: result.rows[0]?.rows ?? [] };
  };
  const first = await run(page);
  const pageCount = listPageCount(first.total, pageSize);
  if (first.rows.length === 0 && first.total > 0 && page > pageCount) {
    const last = await run(pageCount);
    return { items: last.rows, total: last.total, page: pageCount, pageCount, pageSize };
  }
  return { items: first.rows, total: first.total, page, pageCount, pageSize };
}
