import { data } from "react-router";
import { type AdminListQuery, adminListHref, parseAdminListQuery } from "~/domain/admin-lists";
import type { ListPage } from "~/domain/paging";
import { logger } from "~/lib/logger.server";

/**
 * The one loader shape of the Admin area's lists: one page of rows as `list`, or — when the database cannot
 * be read — `list: null`, `loadError: true` and 503, so the screen shows the list's own error text in the red
 * box (ListLoadError) and an empty list (spec §8 Admin), never an error page. `extra` rides along either way
 * (the search, the signed-in admin's id…).
 */
export async function loadAdminList<Row, Extra extends object = Record<never, never>>(
  what: string,
  read: () => Promise<ListPage<Row>>,
  extra: Extra = {} as Extra,
) {
  try {
    return { ...extra, list: await read(), loadError: false as const };
  } catch (error) {
    logger.error({ err: error }, `could not load ${what}`);
    return data({ ...extra, list: null, loadError: true as const }, { status: 503 });
  }
}

/** The search, type filter and page the request's address asks for. */
export function adminListQuery(request: Request): AdminListQuery {
  return parseAdminListQuery(new URL(request.url).searchParams);
}

/** Where a row's action goes back to: the list as the admin saw it (search, filter and page). */
export function adminListBack(request: Request, path: string): string {
  return adminListHref(path, adminListQuery(request));
}

/** A searchable list's loader: `read` gets the address's query, which rides along as `query` for the form. */
export function loadAdminSearchList<Row, Extra extends object = Record<never, never>>(
  request: Request,
  what: string,
  read: (query: AdminListQuery) => Promise<ListPage<Row>>,
  extra: Extra = {} as Extra,
) {
  const query = adminListQuery(request);
  return loadAdminList(what, () => read(query), { ...extra, query });
}

/** What a list's page receives (the loader's data either way). */
export type AdminListData<Row> = { list: ListPage<Row>; loadError: false } | { list: null; loadError: true };
