import { redirect } from "react-router";
import { walkProjects } from "~/db/queries/open-data.server";
import { getOrganizationForDirectory } from "~/db/queries/organizations.server";
import { DEFAULT_PROJECT_FILTERS } from "~/domain/project-filters";
import { iatiDownload } from "~/services/open-data/download.server";
import type { Route } from "./+types/organization-iati";

/** /organizations/{id}/iati.xml: one organization's projects as IATI 2.03 activities. */
export async function loader({ params }: Route.LoaderArgs) {
  const lookup = await getOrganizationForDirectory(params.id);
  if (lookup.kind === "moved")
    throw redirect(`/organizations/${encodeURIComponent(lookup.id)}/iati.xml`, 301);
  if (lookup.kind === "missing") throw new Response("Not Found", { status: 404 });
  return iatiDownload({
    fileName: `ugandaimpact-organization-iati.xml`,
    batches: walkProjects(DEFAULT_PROJECT_FILTERS, { organizationId: lookup.organization.id }),
  });
}
