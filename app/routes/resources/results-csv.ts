import { walkProjects } from "~/db/queries/open-data.server";
import { csvDescriptionHref } from "~/domain/csv-description";
import { exportFileName, RESULT_CSV_COLUMNS, resultCsvRows } from "~/domain/open-data";
import { getEnv } from "~/services/env.server";
import { csvDownload, withResultsAndFunders } from "~/services/open-data/download.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { requireProjectFilters } from "~/services/project-filters.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/results-csv";

/** /results.csv: the results of every project the /projects filters select, one row per reported period. */
export function loader({ request, context }: Route.LoaderArgs) {
  return exportResponse(
    request,
    context,
    () => {
      const filters = requireProjectFilters(request);
      const origin = siteOrigin(request, getEnv());
      async function* rows() {
        for await (const batch of withResultsAndFunders(walkProjects(filters))) {
          yield batch.flatMap(({ project, extras }) => resultCsvRows(project, extras.results, origin));
        }
      }
      return csvDownload({
        fileName: exportFileName("results", "csv", new Date()),
        columns: RESULT_CSV_COLUMNS,
        batches: rows(),
        toRow: (row) => row,
      });
    },
    { describedBy: csvDescriptionHref("/results.csv", new URL(request.url).search) },
  );
}
