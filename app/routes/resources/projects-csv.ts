import { walkProjects } from "~/db/queries/open-data.server";
import { csvDescriptionHref } from "~/domain/csv-description";
import { exportFileName, PROJECT_CSV_COLUMNS, projectCsvRow } from "~/domain/open-data";
import { getEnv } from "~/services/env.server";
import { csvDownload } from "~/services/open-data/download.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { requireProjectFilters } from "~/services/project-filters.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/projects-csv";

/** /projects.csv: every project the /projects filters select (all pages), in the list's order. */
export function loader({ request, context }: Route.LoaderArgs) {
  return exportResponse(
    request,
    context,
    () => {
      const filters = requireProjectFilters(request);
      const origin = siteOrigin(request, getEnv());
      return csvDownload({
        fileName: exportFileName("projects", "csv", new Date()),
        columns: PROJECT_CSV_COLUMNS,
        batches: walkProjects(filters),
        toRow: (project) => projectCsvRow(project, origin),
      });
    },
    { describedBy: csvDescriptionHref("/projects.csv", new URL(request.url).search) },
  );
}
