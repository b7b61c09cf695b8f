import { count, desc, eq, type SQL, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { events } from "~/db/schema";
import { ADMIN_LIST_PAGE_SIZE } from "~/domain/admin-billing";
import type { EventRecord } from "~/domain/event-record";
import type { ListPage } from "~/domain/paging";
import { EVENT_COLUMNS } from "./events.server";
import type { Executor } from "./executor.server";
import { paginate, rowsAndTotal } from "./paginate.server";
import { containsPattern } from "./projects.server";

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q.toLowerCase());
  return sql`(lower(${events.title}) like ${pattern} or lower(coalesce(${events.location}, '')) like ${pattern}
    or lower(coalesce(${events.description}, '')) like ${pattern})`;
}

/** Every event, paused ones too, latest date first (spec §7: the admin list orders descending), searched. */
export async function searchAdminEvents(
  { q, page }: { q: string; page: number },
  pageSize = ADMIN_LIST_PAGE_SIZE,
  db: Executor = getDb(),
): Promise<ListPage<EventRecord>> {
  const where = searchCondition(q);
  const rows = (limit: number, offset: number) =>
    db
      .select(EVENT_COLUMNS)
      .from(events)
      .where(where)
      .orderBy(desc(events.eventDate), events.id)
      .limit(limit)
      .offset(offset);
  const total = () => db.select({ total: count() }).from(events).where(where);
  return paginate(page, pageSize, rowsAndTotal(rows, total));
}

/** Whether another event still shows this image (deleting one event must leave the other's picture). */
export async function eventImageInUse(url: string, db: Executor = getDb()): Promise<boolean> {
  const rows = await db.select({ id: events.id }).from(events).where(eq(events.imageUrl, url)).limit(1);
  return rows.length > 0;
}
