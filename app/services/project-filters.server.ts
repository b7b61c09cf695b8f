import type { ApiErrorBody } from "~/domain/open-api";
import { projectFilterParams, readProjectFiltersStrict } from "~/domain/project-filter-schema";
import type { ProjectFilters } from "~/domain/project-filters";

/**
 * The /projects filters of a machine-read address (the API, CSV, RSS, IATI), read strictly: a value that does
 * not exist (`status=bogus`, `sector=Nope`, `year=20x4`) is refused with 400 and the parameter named, as the
 * API answers it, instead of being ignored (the page, read by people, shows a notice instead). Throws the
 * 400 Response; a resource route answers it as it is.
 */
export function requireProjectFilters(request: Request): ProjectFilters {
  const read = readProjectFiltersStrict(projectFilterParams(new URL(request.url).searchParams));
  if (read.ok) return read.filters;
  const body: ApiErrorBody = { error: { parameter: read.parameter || null, message: read.message } };
  throw Response.json(body, {
    status: 400,
    headers: { "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*" },
  });
}
