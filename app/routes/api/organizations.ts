import { getDirectoryPage } from "~/db/queries/organizations.server";
import { DEFAULT_PER_PAGE, OrganizationsQuery } from "~/domain/open-api";
import { getEnv } from "~/services/env.server";
import {
  apiPreflight,
  apiResponse,
  badRequest,
  pageLinks,
  readQuery,
  toOrganizationRecord,
} from "~/services/open-data/api.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/organizations";

/** GET /api/v1/organizations: the directory with its search and type filter, a page at a time. */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiResponse(request, context, async () => {
    const query = readQuery(request, OrganizationsQuery);
    if (!query.ok) return badRequest(query.error);
    const { page = 1, per_page: perPage = DEFAULT_PER_PAGE, q, type } = query.value;
    const origin = siteOrigin(request, getEnv());
    const directory = await getDirectoryPage({ q, type, page, pageSize: perPage });
    return {
      status: 200,
      body: {
        data: directory.entries.map((entry) => toOrganizationRecord(entry, origin)),
        meta: { page, per_page: perPage, total: directory.matching, page_count: directory.pageCount },
        links: pageLinks(request, origin, page, directory.pageCount),
      },
    };
  });
}

export const action = ({ request }: Route.ActionArgs) => apiPreflight(request);
