import { getEventsInRange, getUpcomingEvents } from "~/db/queries/events.server";
import { formatIsoDate } from "~/domain/dates";
import { startOfKampalaDay } from "~/domain/event-timing";
import { DEFAULT_PER_PAGE, EventsQuery } from "~/domain/open-api";
import { getEnv } from "~/services/env.server";
import {
  apiPreflight,
  apiResponse,
  badRequest,
  pageLinks,
  readQuery,
  toEventRecord,
} from "~/services/open-data/api.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/events";

/**
 * GET /api/v1/events: active events, soonest first, within Kampala days from–to: without `from` the upcoming
 * ones; with it, past ones too (those that ended on or after `from`).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiResponse(request, context, async () => {
    const query = readQuery(request, EventsQuery);
    if (!query.ok) return badRequest(query.error);
    const { page = 1, per_page: perPage = DEFAULT_PER_PAGE, from, to } = query.value;
    if (from && to && from > to) {
      return badRequest({ error: { parameter: "to", message: "On or after from" } });
    }
    const origin = siteOrigin(request, getEnv());
    // Kampala's days: `from` reaches into the past (events that ended on or after it); without it, upcoming.
    const kampalaDay = (day: string) => startOfKampalaDay(new Date(`${day}T12:00:00Z`));
    const inRange = from
      ? await getEventsInRange({
          endsFrom: kampalaDay(from),
          startsBefore: to ? new Date(kampalaDay(to).getTime() + 86_400_000) : undefined,
        })
      : (await getUpcomingEvents({ limit: 5000 })).filter(
          (event) => !to || formatIsoDate(event.eventDate) <= to,
        );
    const pageCount = Math.max(1, Math.ceil(inRange.length / perPage));
    return {
      status: 200,
      body: {
        data: inRange
          .slice((page - 1) * perPage, page * perPage)
          .map((event) => toEventRecord(event, origin)),
        meta: { page, per_page: perPage, total: inRange.length, page_count: pageCount },
        links: pageLinks(request, origin, page, pageCount),
      },
    };
  });
}

export const action = ({ request }: Route.ActionArgs) => apiPreflight(request);
