import { getEventById } from "~/db/queries/events.server";
import { getEnv } from "~/services/env.server";
import { resourceNotFound } from "~/services/http.server";
import { calendarResponse, eventsCalendar } from "~/services/open-data/calendar.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/event-ics";

/** /events/{id}.ics: one event to add to a calendar; a paused or unknown event is not found. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return exportResponse(
    request,
    context,
    async () => {
      const event = await getEventById(params.id);
      if (!event) throw resourceNotFound();
      return calendarResponse(
        eventsCalendar([event], siteOrigin(request, getEnv()), event.title),
        `event-${event.id}.ics`,
      );
    },
    { daily: true },
  );
}
