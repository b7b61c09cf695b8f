import { getProjectsPage } from "~/db/queries/open-data.server";
import { DEFAULT_PER_PAGE, ProjectsQuery } from "~/domain/open-api";
import { getEnv } from "~/services/env.server";
import {
  apiPreflight,
  apiResponse,
  badRequest,
  pageLinks,
  readQuery,
  toProjectRecord,
} from "~/services/open-data/api.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/projects";

/** GET /api/v1/projects: the /projects list's filters, sort and pages, plus per_page and updated_since. */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiResponse(request, context, async () => {
    const query = readQuery(request, ProjectsQuery);
    if (!query.ok) return badRequest(query.error);
    const { page = 1, per_page: perPage = DEFAULT_PER_PAGE, updated_since, ...filters } = query.value;
    const origin = siteOrigin(request, getEnv());
    const { projects, total } = await getProjectsPage(
      { ...filters, sort: filters.sort ?? "newest" },
      { page, perPage, updatedSince: updated_since ? new Date(updated_since) : undefined },
    );
    const pageCount = Math.max(1, Math.ceil(total / perPage));
    return {
      status: 200,
      body: {
        data: projects.map((project) => toProjectRecord(project, origin)),
        meta: { page, per_page: perPage, total, page_count: pageCount },
        links: pageLinks(request, origin, page, pageCount),
      },
    };
  });
}

export const action = ({ request }: Route.ActionArgs) => apiPreflight(request);
