import { asc, count, eq, type SQL, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profiles, projectStatusKey, projects } from "~/db/schema";
import { ADMIN_LIST_PAGE_SIZE, type ListPage, listPageCount } from "~/domain/admin-billing";
import { normalizeStatus } from "~/domain/project-status";
import { containsPattern } from "./projects.server";

export type AdminProjectRow = {
  id: string;
  name: string;
  location: string;
  sector: string;
  status: string;
  /** The owning organization's name (its profile), else the implementer named on the project. */
  organizationName: string | null;
  createdAt: Date;
};

/**
 * The admin's search: name, organization, implementer, location and sector through the trigger-kept
 * `search_text` (trigram index), or the status as typed ("on hold", "completed"; index on the status key).
 */
function adminProjectsWhere(q: string): SQL | undefined {
  if (!q) return undefined;
  return sql`(${projects.searchText} like lower(${containsPattern(q)})
    or ${projectStatusKey(projects.status)} = ${normalizeStatus(q)})`;
}

function pageQuery(where: SQL | undefined, page: number, pageSize: number) {
  return (
    getDb()
      .select({
        id: projects.id,
        name: projects.name,
        location: projects.location,
        sector: projects.sector,
        status: projects.status,
        organizationName: sql<string | null>`coalesce(nullif(btrim(${profiles.organizationName}), ''),
        ${projects.metadata}->>'projectImplementer')`,
        createdAt: projects.createdAt,
      })
      .from(projects)
      .leftJoin(profiles, eq(profiles.id, projects.organizationId))
      .where(where)
      // The projects_created_at_idx order exactly (NULLS LAST included).
      .orderBy(sql`${projects.createdAt} desc nulls last`, asc(projects.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
  );
}

/** One page of every project, newest first, for a search; a page past the end shows the last page. */
export async function searchAdminProjects(
  { q, page }: { q: string; page: number },
  pageSize = ADMIN_LIST_PAGE_SIZE,
): Promise<ListPage<AdminProjectRow>> {
  const where = adminProjectsWhere(q);
  const [rows, totals] = await Promise.all([
    pageQuery(where, page, pageSize),
    getDb().select({ total: count() }).from(projects).where(where),
  ]);
  const total = Number(totals[0]?.total ?? 0);
  const pageCount = listPageCount(total, pageSize);
  if (rows.length === 0 && total > 0 && page > pageCount) {
    return {
      items: await pageQuery(where, pageCount, pageSize),
      total,
      page: pageCount,
      pageCount,
      pageSize,
    };
  }
  return { items: rows, total, page, pageCount, pageSize };
}
