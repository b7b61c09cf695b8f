import { redirect } from "react-router";
import { walkProjects } from "~/db/queries/open-data.server";
import { getOrganizationForDirectory } from "~/db/queries/organizations.server";
import { DEFAULT_PROJECT_FILTERS } from "~/domain/project-filters";
import { getEnv } from "~/services/env.server";
import {
  apiPreflight,
  apiResponse,
  notFoundAnswer,
  toOrganizationRecord,
  toProjectRecord,
} from "~/services/open-data/api.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/organization";

/** GET /api/v1/organizations/{id}: one organization with all its projects (newest first). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lookup = await getOrganizationForDirectory(params.id);
  // The same organization under its directory id, as /organizations/{id} does.
  if (lookup.kind === "moved") throw redirect(`/api/v1/organizations/${encodeURIComponent(lookup.id)}`, 301);
  return apiResponse(request, context, async () => {
    if (lookup.kind === "missing") return notFoundAnswer("organization");
    const origin = siteOrigin(request, getEnv());
    const projects = [];
    for await (const batch of walkProjects(DEFAULT_PROJECT_FILTERS, {
      organizationId: lookup.organization.id,
    })) {
      projects.push(...batch.map((project) => toProjectRecord(project, origin)));
    }
    return { status: 200, body: { ...toOrganizationRecord(lookup.organization, origin), projects } };
  });
}

export const action = ({ request }: Route.ActionArgs) => apiPreflight(request);
