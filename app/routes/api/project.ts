import { getExportProject } from "~/db/queries/open-data.server";
import { getProjectFunders, getProjectResults } from "~/db/queries/project-results.server";
import { getEnv } from "~/services/env.server";
import { apiPreflight, apiResponse, notFoundAnswer, toProjectDetail } from "~/services/open-data/api.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/project";

/** GET /api/v1/projects/{id}: one project's public record, with its budget, funders and results. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return apiResponse(request, context, async () => {
    const project = await getExportProject(params.id);
    if (!project) return notFoundAnswer("project");
    const [results, funders] = await Promise.all([
      getProjectResults(project.id),
      getProjectFunders(project.id),
    ]);
    return {
      status: 200,
      body: toProjectDetail(project, { results, funders }, siteOrigin(request, getEnv())),
    };
  });
}

export const action = ({ request }: Route.ActionArgs) => apiPreflight(request);
