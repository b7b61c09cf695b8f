import { getEventsInRange } from "~/db/queries/events.server";
import { FEED_KEEPS_PAST_DAYS } from "~/domain/open-data";
import { SITE } from "~/domain/site";
import { getEnv } from "~/services/env.server";
import { calendarResponse, eventsCalendar } from "~/services/open-data/calendar.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/events-ics";

/**
 * /events.ics: the active events for calendar subscriptions, the upcoming ones and those that ended in the
 * last FEED_KEEPS_PAST_DAYS days (a subscribed calendar keeps what it has shown rather than see it vanish).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return exportResponse(
    request,
    context,
    async () => {
      const events = await getEventsInRange({
        endsFrom: new Date(Date.now() - FEED_KEEPS_PAST_DAYS * 86_400_000),
      });
      return calendarResponse(eventsCalendar(events, siteOrigin(request, getEnv()), `${SITE.name} events`));
    },
    { daily: true },
  );
}
