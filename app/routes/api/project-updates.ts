import type * as z from "zod";
import { countProjectUpdates, listProjectUpdates } from "~/db/queries/project-updates.server";
import { getProjectById } from "~/db/queries/projects.server";
import { absoluteUrl } from "~/domain/open-data";
import { UPDATES_DEFAULT_PER_PAGE, type UpdateRecord, UpdatesQuery } from "~/domain/update-api";
import { getEnv } from "~/services/env.server";
import {
  apiPreflight,
  apiResponse,
  badRequest,
  notFoundAnswer,
  pageLinks,
  publicImageUrl,
  readQuery,
} from "~/services/open-data/api.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/project-updates";

/** GET /api/v1/projects/{id}/updates: a project's progress updates, newest first, a page at a time. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return apiResponse(request, context, async () => {
    const query = readQuery(request, UpdatesQuery);
    if (!query.ok) return badRequest(query.error);
    const project = await getProjectById(params.id);
    if (!project) return notFoundAnswer("project");
    const { page = 1, per_page: perPage = UPDATES_DEFAULT_PER_PAGE } = query.value;
    const origin = siteOrigin(request, getEnv());
    const [updates, total] = await Promise.all([
      listProjectUpdates(project.id, { limit: perPage, offset: (page - 1) * perPage }),
      countProjectUpdates(project.id),
    ]);
    const pageCount = Math.max(1, Math.ceil(total / perPage));
    return {
      status: 200,
      body: {
        data: updates.map(
          (update): z.infer<typeof UpdateRecord> => ({
            id: update.id,
            project_id: update.projectId,
            title: update.title,
            text: update.body,
            photos: update.photos.flatMap((photo) => publicImageUrl(photo, origin) ?? []),
            url: absoluteUrl(origin, `/projects/${update.projectId}#update-${update.id}`),
            created_at: update.createdAt.toISOString(),
            updated_at: update.updatedAt.toISOString(),
          }),
        ),
        meta: { page, per_page: perPage, total, page_count: pageCount },
        links: pageLinks(request, origin, page, pageCount),
      },
    };
  });
}

export const action = ({ request }: Route.ActionArgs) => apiPreflight(request);
