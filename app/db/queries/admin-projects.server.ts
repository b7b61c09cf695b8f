import { count, eq, type SQL, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profiles, projectStatusKey, projects } from "~/db/schema";
import { ADMIN_LIST_PAGE_SIZE } from "~/domain/admin-billing";
import type { AdminProjectRow } from "~/domain/admin-lists";
import type { ListPage } from "~/domain/paging";
import { normalizeStatus } from "~/domain/project-status";
import type { Executor } from "./executor.server";
import { paginate, rowsAndTotal } from "./paginate.server";
import { containsPattern, NEWEST_PROJECTS_FIRST } from "./projects.server";

/**
 * The admin's search: name, organization, implementer, location and sector through the trigger-kept
 * `search_text` (trigram index), or the status as typed ("on hold", "completed"; index on the status key).
 */
function adminProjectsWhere(q: string): SQL | undefined {
  if (!q) return undefined;
  return sql`(${projects.searchText} like lower(${containsPattern(q)})
    or ${projectStatusKey(projects.status)} = ${normalizeStatus(q)})`;
}

/** One page of every project, newest first, for a search; a page past the end shows the last page. */
export async function searchAdminProjects(
  { q, page }: { q: string; page: number },
  pageSize = ADMIN_LIST_PAGE_SIZE,
  db: Executor = getDb(),
): Promise<ListPage<AdminProjectRow>> {
  const where = adminProjectsWhere(q);
  const rows = (limit: number, offset: number) =>
    db
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
      .orderBy(...NEWEST_PROJECTS_FIRST)
      .limit(limit)
      .offset(offset);
  const total = () => db.select({ total: count() }).from(projects).where(where);
  return paginate(page, pageSize, rowsAndTotal(rows, total));
}
