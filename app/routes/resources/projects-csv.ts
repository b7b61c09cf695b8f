import { walkProjects } from "~/db/queries/open-data.server";
import { exportFileName, PROJECT_CSV_COLUMNS, projectCsvRow } from "~/domain/open-data";
import { parseProjectFilters } from "~/domain/project-filters";
import { getEnv } from "~/services/env.server";
import { csvDownload } from "~/services/open-data/download.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/projects-csv";

/** /projects.csv: every project the /projects filters select (all pages), in the list's order. */
export function loader({ request }: Route.LoaderArgs) {
  const filters = parseProjectFilters(new URL(request.url).searchParams);
  const origin = siteOrigin(request, getEnv());
  return csvDownload({
    fileName: exportFileName("projects", "csv", new Date()),
    columns: PROJECT_CSV_COLUMNS,
    batches: walkProjects(filters),
    toRow: (project) => projectCsvRow(project, origin),
  });
}
