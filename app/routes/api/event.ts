import { getEventById } from "~/db/queries/events.server";
import { getEnv } from "~/services/env.server";
import { apiPreflight, apiResponse, notFoundAnswer, toEventRecord } from "~/services/open-data/api.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/event";

/** GET /api/v1/events/{id}: one event as its page shows it (past ones too); a paused one is not found. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return apiResponse(request, context, async () => {
    const event = await getEventById(params.id);
    if (!event) return notFoundAnswer("event");
    return { status: 200, body: toEventRecord(event, siteOrigin(request, getEnv())) };
  });
}

export const action = ({ request }: Route.ActionArgs) => apiPreflight(request);
