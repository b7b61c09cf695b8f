import { getExportProject } from "~/db/queries/open-data.server";
import { getEnv } from "~/services/env.server";
import { apiPreflight, apiResponse, notFoundAnswer, toProjectRecord } from "~/services/open-data/api.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/project";

/** GET /api/v1/projects/{id}: one project's public record. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return apiResponse(request, context, async () => {
    const project = await getExportProject(params.id);
    if (!project) return notFoundAnswer("project");
    return { status: 200, body: toProjectRecord(project, siteOrigin(request, getEnv())) };
  });
}

export const action = ({ request }: Route.ActionArgs) => apiPreflight(request);
