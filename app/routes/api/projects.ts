import { getProjectsPage } from "~/db/queries/open-data.server";
import { getFacetCounts, resolveFilters } from "~/db/queries/project-search.server";
import { DEFAULT_PER_PAGE, ProjectsQuery, parameterError, queryObject } from "~/domain/open-api";
import { budgetRangeRefusal, projectFilterParams, toProjectFilters } from "~/domain/project-filter-schema";
import { getEnv } from "~/services/env.server";
import {
  apiPreflight,
  apiResponse,
  badRequest,
  pageLinks,
  toProjectRecord,
} from "~/services/open-data/api.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/projects";

/**
 * GET /api/v1/projects: the /projects list's filters (facets repeatable), sort and pages, plus per_page and
 * updated_since; the answer carries every facet's counts, as the page shows them.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiResponse(request, context, async () => {
    const search = new URL(request.url).searchParams;
    const { per_page, updated_since } = queryObject(search);
    const parsed = ProjectsQuery.safeParse({
      ...projectFilterParams(search),
      ...(per_page === undefined ? {} : { per_page }),
      ...(updated_since === undefined ? {} : { updated_since }),
    });
    if (!parsed.success) return badRequest(parameterError(parsed.error));
    const reversed = budgetRangeRefusal(parsed.data);
    if (reversed) return badRequest({ error: reversed });
    const { page = 1, per_page: perPage = DEFAULT_PER_PAGE, updated_since: since, ...rest } = parsed.data;
    const filters = toProjectFilters({ ...rest, page });
    const origin = siteOrigin(request, getEnv());
    const [{ projects, total }, counts] = await Promise.all([
      getProjectsPage(filters, { page, perPage, updatedSince: since ? new Date(since) : undefined }),
      resolveFilters(filters).then((resolved) => getFacetCounts(resolved)),
    ]);
    const pageCount = Math.max(1, Math.ceil(total / perPage));
    return {
      status: 200,
      body: {
        data: projects.map((project) => toProjectRecord(project, origin)),
        meta: { page, per_page: perPage, total, page_count: pageCount },
        links: pageLinks(request, origin, page, pageCount),
        facets: counts.facets,
      },
    };
  });
}

export const action = ({ request }: Route.ActionArgs) => apiPreflight(request);
