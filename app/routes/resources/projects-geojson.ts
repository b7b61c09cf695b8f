import { walkProjects } from "~/db/queries/open-data.server";
import { featureWriter, GEOJSON_HEAD, GEOJSON_TAIL, projectFeature } from "~/domain/geojson";
import { exportFileName } from "~/domain/open-data";
import { getEnv } from "~/services/env.server";
import { toProjectRecord } from "~/services/open-data/api.server";
import { streamedDownload } from "~/services/open-data/download.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { requireProjectFilters } from "~/services/project-filters.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/projects-geojson";

/** /projects.geojson (issue 38): every project the /projects filters select, as the CSV, one Feature each. */
export function loader({ request, context }: Route.LoaderArgs) {
  return exportResponse(request, context, () => {
    const filters = requireProjectFilters(request);
    const origin = siteOrigin(request, getEnv());
    const write = featureWriter();
    return streamedDownload({
      head: GEOJSON_HEAD,
      batches: walkProjects(filters),
      render: (batch) => write(batch.map((project) => projectFeature(toProjectRecord(project, origin)))),
      tail: GEOJSON_TAIL,
      headers: {
        "Content-Type": "application/geo+json",
        "Content-Disposition": `attachment; filename="${exportFileName("projects", "geojson", new Date())}"`,
      },
    });
  });
}
