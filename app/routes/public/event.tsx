import { data, Link } from "react-router";
import { isOnlineEvent } from "~/components/events/event-card";
import { EventImagePlaceholder } from "~/components/events/event-image-placeholder";
import { EventTimeBadge } from "~/components/events/event-time-badge";
import { ShareEventButton } from "~/components/events/share-event-button";
import { errorBoundaryFor } from "~/components/route-error-boundary";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ArrowLeft, CalendarDays, CalendarPlus, Clock, MapPin, Video } from "~/components/ui/icons";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { getEventById } from "~/db/queries/events.server";
import { formatFullDate, formatTime } from "~/domain/dates";
import { eventTimeBadge, isSameKampalaDay } from "~/domain/event-timing";
import { websiteHref } from "~/domain/text";
import { rootOrigin, seoMeta } from "~/lib/seo";
import { getHeaderUser } from "~/services/auth.server";
import { getEnv } from "~/services/env.server";
import { invariantResponse } from "~/services/http.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/event";

const ICON = "absolute left-0 top-0.5 h-5 w-5 text-brand-700 dark:text-brand-200";

export async function loader({ request, params }: Route.LoaderArgs) {
  const event = await getEventById(params.id, { includePaused: true });
  // Paused events are hidden from visitors (they read as missing); administrators may still look at them.
  invariantResponse(event && (event.isActive || (await getHeaderUser(request))?.isAdmin), "event");
  const origin = siteOrigin(request, getEnv());
  const endsOtherDay = event.endDate !== null && !isSameKampalaDay(event.eventDate, event.endDate);
  return data({
    event: {
      id: event.id,
      title: event.title,
      description: event.description,
      eventDate: event.eventDate.toISOString(),
      endDate: event.endDate?.toISOString() ?? null,
      endsOtherDay,
      eventType: event.eventType,
      location: event.location,
      onlineLink: websiteHref(event.onlineLink),
      imageUrl: event.imageUrl,
      isActive: event.isActive,
      timing: eventTimeBadge(event),
      shareUrl: `${origin}/events/${event.id}`,
    },
  });
}

export const meta: Route.MetaFunction = ({ data, matches, params }) => {
  const event = data?.event;
  if (!event) return []; // the error page names itself (components/route-error.tsx)
  return seoMeta({
    title: event.title,
    description: event.description ?? `${event.title}: ${formatFullDate(event.eventDate)}.`,
    path: `/events/${params.id}`,
    image: event.imageUrl,
    origin: rootOrigin(matches),
    type: "article",
  });
};

function BackLink() {
  return (
    <Link
      to="/events"
      className="inline-flex h-11 items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" />
      Back to Events
    </Link>
  );
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event } = loaderData;
  const online = isOnlineEvent(event);
  const start = formatTime(event.eventDate);
  const end = event.endDate ? formatTime(event.endDate) : null;
  return (
    <Container className="py-6 sm:py-10">
      <BackLink />
      {!event.isActive ? (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          This event is paused: visitors cannot see it.
        </p>
      ) : null}
      <article className="mt-4">
        {/* Online or in person is said once, under Location. */}
        <EventTimeBadge timing={event.timing} />
        <h1 className="mt-2 text-3xl font-bold leading-tight sm:text-4xl">{event.title}</h1>

        {/*
          Phones read top to bottom: the picture, then date, time and place, then the description (all on the
          first screen). Wide screens keep the details beside the picture and the description, on the right.
        */}
        <div className="mt-6 grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
          {/* The picture whole, at the 16:10 shape events are drawn in: nobody's head is cropped. */}
          <ResponsiveImage
            src={event.imageUrl}
            alt=""
            width={1280}
            height={800}
            sizes="(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw"
            priority
            className="aspect-[16/10] h-auto w-full rounded-xl object-contain lg:col-span-2"
            fallback={<EventImagePlaceholder online={online} className="lg:col-span-2" />}
          />
          <section
            aria-labelledby="event-details"
            className="self-start rounded-lg border border-default bg-surface-muted p-5 lg:col-start-3 lg:row-span-2 lg:row-start-1"
          >
            <h2 id="event-details" className="sr-only">
              Event Details
            </h2>
            <dl className="space-y-4">
              <div className="relative pl-8">
                <dt className="text-sm text-muted">
                  <CalendarDays aria-hidden className={ICON} />
                  Date
                </dt>
                <dd className="font-medium">
                  {formatFullDate(event.eventDate)}
                  {event.endDate && event.endsOtherDay ? ` – ${formatFullDate(event.endDate)}` : null}
                </dd>
              </div>
              <div className="relative pl-8">
                <dt className="text-sm text-muted">
                  <Clock aria-hidden className={ICON} />
                  Time
                </dt>
                <dd className="font-medium">{end ? `${start} – ${end}` : start}</dd>
              </div>
              <div className="relative min-w-0 pl-8">
                <dt className="text-sm text-muted">
                  {online ? <Video aria-hidden className={ICON} /> : <MapPin aria-hidden className={ICON} />}
                  Location
                </dt>
                <dd className="break-words font-medium">{online ? "Online Event" : event.location}</dd>
                {online && event.onlineLink && event.timing !== "past" ? (
                  <dd className="mt-2">
                    <a
                      href={event.onlineLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonClass("primary", "sm")}
                    >
                      Join Online Event<span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </dd>
                ) : null}
              </div>
            </dl>
            <div className="mt-6 flex flex-wrap gap-3 border-t border-default pt-5">
              <ShareEventButton title={event.title} url={event.shareUrl} />
              {event.timing === "past" || !event.isActive ? null : (
                <a href={`/events/${event.id}.ics`} download="" className={buttonClass("outline")}>
                  <CalendarPlus aria-hidden className="size-5" />
                  Add to calendar
                </a>
              )}
            </div>
          </section>
          <section aria-labelledby="about-event" className="lg:col-span-2">
            <h2 id="about-event" className="text-xl font-semibold">
              About This Event
            </h2>
            <p className="mt-3 whitespace-pre-line leading-relaxed">
              {event.description?.trim() || "No description available"}
            </p>
          </section>
        </div>
      </article>
    </Container>
  );
}

export const ErrorBoundary = errorBoundaryFor("event");
