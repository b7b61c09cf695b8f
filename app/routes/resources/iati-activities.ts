import { walkProjects } from "~/db/queries/open-data.server";
import { exportFileName } from "~/domain/open-data";
import { getEnv } from "~/services/env.server";
import { iatiDownload } from "~/services/open-data/download.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { requireProjectFilters } from "~/services/project-filters.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/iati-activities";

/**
 * /iati/activities.xml: the projects the /projects filters select, as IATI 2.03 activities the platform
 * publishes; the projects of organizations that publish their own files are in theirs instead.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return exportResponse(
    request,
    context,
    () => {
      const filters = requireProjectFilters(request);
      return iatiDownload({
        fileName: exportFileName("iati-activities", "xml", new Date()),
        batches: walkProjects(filters, { withoutSelfPublished: true }),
        origin: siteOrigin(request, getEnv()),
      });
    },
    { daily: true },
  );
}
