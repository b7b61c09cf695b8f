import { redirect } from "react-router";
import { getOrganizationIati, walkProjects } from "~/db/queries/open-data.server";
import { getOrganizationForDirectory } from "~/db/queries/organizations.server";
import { IATI_OWN_FILES_TEXT, iatiPublishing } from "~/domain/iati";
import { DEFAULT_PROJECT_FILTERS } from "~/domain/project-filters";
import { getEnv } from "~/services/env.server";
import { resourceNotFound } from "~/services/http.server";
import { iatiDownload } from "~/services/open-data/download.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/organization-iati";

/**
 * /organizations/{id}/iati.xml: one organization's projects as IATI 2.03 activities. Its own file, reporting
 * itself, once it publishes on the IATI Registry under its identifier (docs/decisions/0027); else the
 * platform's activities of it, to read, with a note saying what it needs to publish its own.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return exportResponse(
    request,
    context,
    async () => {
      const lookup = await getOrganizationForDirectory(params.id);
      if (lookup.kind === "moved")
        throw redirect(`/organizations/${encodeURIComponent(lookup.id)}/iati.xml`, 301);
      if (lookup.kind === "missing") throw resourceNotFound();
      const organization = await getOrganizationIati(lookup.organization.id);
      const publishing = organization
        ? iatiPublishing(organization)
        : ({ own: false, missing: "identifier" } as const);
      return iatiDownload({
        fileName: `ugandaimpact-organization-iati.xml`,
        batches: walkProjects(DEFAULT_PROJECT_FILTERS, { organizationId: lookup.organization.id }),
        origin: siteOrigin(request, getEnv()),
        ...(publishing.own
          ? { publisher: publishing.publisher }
          : { note: IATI_OWN_FILES_TEXT.missing[publishing.missing] }),
      });
    },
    { daily: true },
  );
}
