import { CSV_TABLES, type CsvDescriptionPath, csvMetadata } from "~/domain/csv-description";
import { getEnv } from "~/services/env.server";
import { resourceNotFound } from "~/services/http.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/csv-metadata";

/**
 * /projects.csv-metadata.json, /results.csv-metadata.json, /organizations.csv-metadata.json: each CSV's
 * columns described as CSV on the Web metadata (app/domain/csv-description.ts), for the CSV with the same query.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return exportResponse(request, context, () => {
    const url = new URL(request.url);
    if (!Object.hasOwn(CSV_TABLES, url.pathname)) throw resourceNotFound();
    const metadata = csvMetadata(
      url.pathname as CsvDescriptionPath,
      siteOrigin(request, getEnv()),
      url.search,
    );
    return new Response(`${JSON.stringify(metadata, null, 2)}\n`, {
      headers: {
        "Content-Type": "application/csvw+json; charset=utf-8",
        "Cache-Control": "public, max-age=300",
      },
    });
  });
}
