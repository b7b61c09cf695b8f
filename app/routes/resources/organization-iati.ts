import { redirect } from "react-router";
import { walkProjects } from "~/db/queries/open-data.server";
import { getOrganizationForDirectory } from "~/db/queries/organizations.server";
import { DEFAULT_PROJECT_FILTERS } from "~/domain/project-filters";
import { getEnv } from "~/services/env.server";
import { resourceNotFound } from "~/services/http.server";
import { iatiDownload } from "~/services/open-data/download.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/organization-iati";

/** /organizations/{id}/iati.xml: one organization's projects as IATI 2.03 activities. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return exportResponse(
    request,
    context,
    async () => {
      const lookup = await getOrganizationForDirectory(params.id);
      if (lookup.kind === "moved")
        throw redirect(`/organizations/${encodeURIComponent(lookup.id)}/iati.xml`, 301);
      if (lookup.kind === "missing") throw resourceNotFound();
      return iatiDownload({
        fileName: `ugandaimpact-organization-iati.xml`,
        batches: walkProjects(DEFAULT_PROJECT_FILTERS, { organizationId: lookup.organization.id }),
        origin: siteOrigin(request, getEnv()),
      });
    },
    { daily: true },
  );
}
