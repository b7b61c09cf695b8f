import { walkDirectory } from "~/db/queries/open-data.server";
import { csvDescriptionHref } from "~/domain/csv-description";
import { parseDirectoryQuery } from "~/domain/directory";
import { exportFileName, ORGANIZATION_CSV_COLUMNS, organizationCsvRow } from "~/domain/open-data";
import { getEnv } from "~/services/env.server";
import { csvDownload } from "~/services/open-data/download.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/organizations-csv";

/** /organizations.csv: the directory with its search and type filter; public fields only (no contacts). */
export function loader({ request, context }: Route.LoaderArgs) {
  return exportResponse(
    request,
    context,
    () => {
      const { q, type } = parseDirectoryQuery(new URL(request.url).searchParams);
      const origin = siteOrigin(request, getEnv());
      return csvDownload({
        fileName: exportFileName("organizations", "csv", new Date()),
        columns: ORGANIZATION_CSV_COLUMNS,
        batches: walkDirectory({ q, type }),
        toRow: (organization) => organizationCsvRow(organization, origin),
      });
    },
    { describedBy: csvDescriptionHref("/organizations.csv", new URL(request.url).search) },
  );
}
