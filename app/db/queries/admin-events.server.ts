import { count, desc, eq, type SQL, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { events } from "~/db/schema";
import { ADMIN_LIST_PAGE_SIZE, type ListPage, listPageCount } from "~/domain/admin-billing";
import type { EventRecord } from "./events.server";
import { containsPattern } from "./projects.server";

const COLUMNS = {
  id: events.id,
  title: events.title,
  description: events.description,
  eventDate: events.eventDate,
  endDate: events.endDate,
  eventType: events.eventType,
  location: events.location,
  onlineLink: events.onlineLink,
  imageUrl: events.imageUrl,
  isActive: events.isActive,
};

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
): Promise<ListPage<EventRecord>> {
  const where = searchCondition(q);
  const pageOf = (at: number) =>
    getDb()
      .select(COLUMNS)
      .from(events)
      .where(where)
      .orderBy(desc(events.eventDate), events.id)
      .limit(pageSize)
      .offset((at - 1) * pageSize);
  const [rows, totals] = await Promise.all([
    pageOf(page),
    getDb().select({ total: count() }).from(events).where(where),
  ]);
  const total = Number(totals[0]?.total ?? 0);
  const pageCount = listPageCount(total, pageSize);
  if (rows.length === 0 && total > 0 && page > pageCount) {
    return { items: await pageOf(pageCount), total, page: pageCount, pageCount, pageSize };
  }
  return { items: rows, total, page, pageCount, pageSize };
}

/** Whether another event still shows this image (deleting one event must leave the other's picture). */
export async function eventImageInUse(url: string): Promise<boolean> {
  const rows = await getDb().select({ id: events.id }).from(events).where(eq(events.imageUrl, url)).limit(1);
  return rows.length > 0;
}
