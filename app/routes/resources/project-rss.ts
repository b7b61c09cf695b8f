import { listProjectUpdates } from "~/db/queries/project-updates.server";
import { getProjectById } from "~/db/queries/projects.server";
import { projectUpdatesFeed } from "~/domain/update-feed";
import { getEnv } from "~/services/env.server";
import { resourceNotFound } from "~/services/http.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/project-rss";

/** How many of a project's newest updates its feed carries. */
export const PROJECT_FEED_SIZE = 50;

/** /projects/{id}.rss: one project's progress updates, newest first; an unknown project is not found. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return exportResponse(request, context, async () => {
    const project = await getProjectById(params.id);
    if (!project) throw resourceNotFound();
    const updates = await listProjectUpdates(project.id, { limit: PROJECT_FEED_SIZE });
    const organizationName = project.profileOrganizationName ?? "";
    const body = projectUpdatesFeed(
      siteOrigin(request, getEnv()),
      { id: project.id, name: project.name, organizationName },
      updates.map((update) => ({ ...update, projectName: project.name, organizationName })),
    );
    return new Response(body, {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        "Cache-Control": "public, max-age=300",
      },
    });
  });
}
