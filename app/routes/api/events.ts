import { getUpcomingEvents } from "~/db/queries/events.server";
import { formatIsoDate } from "~/domain/dates";
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

/** GET /api/v1/events: the upcoming active events, soonest first, optionally within Kampala days from–to. */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiResponse(request, context, async () => {
    const query = readQuery(request, EventsQuery);
    if (!query.ok) return badRequest(query.error);
    const { page = 1, per_page: perPage = DEFAULT_PER_PAGE, from, to } = query.value;
    if (from && to && from > to) {
      return badRequest({ error: { parameter: "to", message: "On or after from" } });
    }
    const origin = siteOrigin(request, getEnv());
    // Upcoming events are few (the public list shows them all): the day range is applied here.
    const upcoming = (await getUpcomingEvents({ limit: 5000 })).filter((event) => {
      const starts = formatIsoDate(event.eventDate);
      const ends = formatIsoDate(event.endDate ?? event.eventDate);
      return (!from || ends >= from) && (!to || starts <= to);
    });
    const pageCount = Math.max(1, Math.ceil(upcoming.length / perPage));
    return {
      status: 200,
      body: {
        data: upcoming
          .slice((page - 1) * perPage, page * perPage)
          .map((event) => toEventRecord(event, origin)),
        meta: { page, per_page: perPage, total: upcoming.length, page_count: pageCount },
        links: pageLinks(request, origin, page, pageCount),
      },
    };
  });
}

export const action = ({ request }: Route.ActionArgs) => apiPreflight(request);
