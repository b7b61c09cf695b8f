import { walkProjects } from "~/db/queries/open-data.server";
import { exportFileName } from "~/domain/open-data";
import { parseProjectFilters } from "~/domain/project-filters";
import { iatiDownload } from "~/services/open-data/download.server";
import type { Route } from "./+types/iati-activities";

/** /iati/activities.xml: the projects the /projects filters select, as IATI 2.03 activities. */
export function loader({ request }: Route.LoaderArgs) {
  const filters = parseProjectFilters(new URL(request.url).searchParams);
  return iatiDownload({
    fileName: exportFileName("iati-activities", "xml", new Date()),
    batches: walkProjects(filters),
  });
}
