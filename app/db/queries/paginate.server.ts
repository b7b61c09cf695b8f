import { type ListPage, pageCount, pageOffset } from "~/domain/paging";

/** What one read of a page gives: the page's rows and the number of rows in the whole list. */
export type PageRead<T> = { items: T[]; total: number };

/**
 * One page of a list that pages in the database. `read(limit, offset)` fetches the page's rows with the
 * list's total (rowsAndTotal runs the two side by side, or one statement can answer both). A page past the
 * end of a list that has rows (an old link, a list that has become shorter) reads the last page instead; an
 * empty list has no page to go to and answers the page asked for, with no rows.
 */
export async function paginate<T>(
  requestedPage: number,
  pageSize: number,
  read: (limit: number, offset: number) => Promise<PageRead<T>>,
): Promise<ListPage<T>> {
  const page = Number.isFinite(requestedPage) ? Math.max(1, Math.floor(requestedPage)) : 1;
  const { items, total } = await read(pageSize, pageOffset(page, pageSize));
  const pages = pageCount(total, pageSize);
  if (page <= pages || total === 0) return { items, total, page, pageCount: pages, pageSize };
  const last = await read(pageSize, pageOffset(pages, pageSize));
  return { items: last.items, total, page: pages, pageCount: pages, pageSize };
}

/** A page reader from the page's rows and the list's count (`select({ total: count() })`), run side by side. */
export function rowsAndTotal<T>(
  rows: (limit: number, offset: number) => PromiseLike<T[]>,
  total: () => PromiseLike<Array<{ total: number }>>,
): (limit: number, offset: number) => Promise<PageRead<T>> {
  return async (limit, offset) => {
    const [items, counted] = await Promise.all([rows(limit, offset), total()]);
    return { items, total: Number(counted[0]?.total ?? 0) };
  };
}
