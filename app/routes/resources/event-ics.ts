import { getEventById } from "~/db/queries/events.server";
import { getEnv } from "~/services/env.server";
import { calendarResponse, eventsCalendar } from "~/services/open-data/calendar.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/event-ics";

/** /events/{id}.ics: one event to add to a calendar; a paused or unknown event is not found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const event = await getEventById(params.id);
  if (!event) throw new Response("Not Found", { status: 404 });
  return calendarResponse(
    eventsCalendar([event], siteOrigin(request, getEnv()), event.title),
    `event-${event.id}.ics`,
  );
}
