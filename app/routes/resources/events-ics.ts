import { getUpcomingEvents } from "~/db/queries/events.server";
import { SITE } from "~/domain/site";
import { getEnv } from "~/services/env.server";
import { calendarResponse, eventsCalendar } from "~/services/open-data/calendar.server";
import { siteOrigin } from "~/services/site-url.server";

/** /events.ics: the upcoming active events, as the /events page lists them, for calendar subscriptions. */
export async function loader({ request }: { request: Request }) {
  const events = await getUpcomingEvents();
  return calendarResponse(eventsCalendar(events, siteOrigin(request, getEnv()), `${SITE.name} events`));
}
