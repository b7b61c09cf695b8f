/** The page arithmetic every paged list shares (the lists themselves are read by db/queries/paginate.server.ts). */

/** One page of a list, counted in the database. */
export type ListPage<T> = { items: T[]; total: number; page: number; pageCount: number; pageSize: number };

/** Number of pages for a total: at least 1, so an empty list still has its (empty) first page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** How many rows come before `page` (1-based); a page below 1 counts as the first. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}
