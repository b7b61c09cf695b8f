import { data } from "react-router";
import { EventCard } from "~/components/events/event-card";
import { ExportLinks } from "~/components/open-data/export-links";
import { Alert } from "~/components/ui/alert";
import { Container, PageHeader } from "~/components/ui/container";
import { getUpcomingEvents } from "~/db/queries/events.server";
import { toEventCardData } from "~/domain/event-card-data";
import { logger } from "~/lib/logger.server";
import { rootOrigin, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/events";

export async function loader() {
  try {
    const now = new Date();
    const events = await getUpcomingEvents({ now });
    return data({ events: events.map((event) => toEventCardData(event, now)), failed: false as const });
  } catch (error) {
    logger.error({ err: error }, "could not load the upcoming events");
    return data({ events: [], failed: true as const }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  seoMeta({
    title: "Upcoming Events",
    description:
      "Forums, workshops, webinars and gatherings of organizations working on sustainable development in Uganda. Find an event and take part.",
    path: "/events",
    origin: rootOrigin(matches),
    image: data?.events.find((event) => event.imageUrl)?.imageUrl ?? null,
  });

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { events, failed } = loaderData;
  return (
    <>
      <PageHeader
        title="Upcoming Events"
        lead="Meet the organizations behind Uganda's sustainable-development projects: forums, workshops and webinars, soonest first."
      />
      <Container className="py-8 sm:py-10">
        {failed ? (
          <Alert className="p-6">Error loading events. Please try again later.</Alert>
        ) : events.length === 0 ? (
          <p className="rounded-lg border border-dashed border-default px-6 py-12 text-center text-lg text-muted">
            No upcoming events at the moment
          </p>
        ) : (
          <>
            <div className="mb-4">
              <ExportLinks
                label="Events in your calendar and as data"
                links={[
                  { href: "/events.ics", label: "Subscribe in your calendar (iCal)", kind: "calendar" },
                  { href: "/api/v1/events", label: "JSON API", kind: "api" },
                ]}
              />
            </div>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {events.map((event, index) => (
                <li key={event.id}>
                  <EventCard event={event} headingLevel="h2" priority={index === 0} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Container>
    </>
  );
}
