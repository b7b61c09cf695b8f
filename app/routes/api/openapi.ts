import { openApiDocument } from "~/domain/open-api";
import { getEnv } from "~/services/env.server";
import { apiPreflight, apiResponse } from "~/services/open-data/api.server";
import { RATE_LIMITS } from "~/services/rate-limit.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/openapi";

/** GET /api/v1/openapi.json: the API's OpenAPI 3.1 document, generated from the schemas it validates with. */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiResponse(request, context, async () => ({
    status: 200,
    body: openApiDocument(siteOrigin(request, getEnv()), RATE_LIMITS.api.points),
  }));
}

export const action = ({ request }: Route.ActionArgs) => apiPreflight(request);
