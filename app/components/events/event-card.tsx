import { Link } from "react-router";
import { CalendarDays, Clock, MapPin, Video } from "~/components/ui/icons";
import { InitialsPlaceholder } from "~/components/ui/initials-placeholder";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { formatDate, formatTime } from "~/domain/dates";
import type { EventCardData } from "~/domain/event-card-data";
import { cn } from "~/lib/cn";
import { EventTimeBadge } from "./event-time-badge";

export const EVENT_CARD_SIZES =
  "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";

/** Is this event held online (no place to go to)? */
export function isOnlineEvent(event: { eventType: string; location: string | null }): boolean {
  return event.eventType === "online" || !event.location?.trim();
}

/**
 * An event card (spec §2 Events): image or initials, title, description, date, time, location or
 * "Online Event", and an Event Details link.
 */
export function EventCard({
  event,
  headingLevel = "h3",
  priority = false,
  className,
}: {
  event: EventCardData;
  headingLevel?: "h2" | "h3";
  /** The first card of a page, likely above the fold: its image loads eagerly. */
  priority?: boolean;
  className?: string;
}) {
  const Heading = headingLevel;
  const start = formatTime(event.eventDate);
  const end = event.endDate ? formatTime(event.endDate) : "";
  return (
    <article
      className={cn(
        // relative: screen-reader-only text inside stays inside the card (a carousel row clips it, no sideways page).
        "relative flex h-full flex-col overflow-hidden rounded-lg border border-default bg-surface shadow-sm",
        className,
      )}
    >
      <div className="relative">
        <ResponsiveImage
          src={event.imageUrl}
          alt=""
          width={640}
          height={360}
          sizes={EVENT_CARD_SIZES}
          priority={priority}
          className="aspect-video h-auto w-full object-cover"
          fallback={
            <InitialsPlaceholder
              name={event.title}
              className="aspect-video w-full"
              textClassName="text-4xl"
            />
          }
        />
        <EventTimeBadge timing={event.timing} className="absolute left-3 top-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <Heading className="text-lg font-semibold leading-snug">{event.title}</Heading>
        {event.description ? (
          <p className="mt-2 line-clamp-3 text-sm text-muted">{event.description}</p>
        ) : null}
        <ul className="mt-3 space-y-1.5 text-sm">
          <li className="flex items-start gap-1.5">
            <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-200" />
            <span className="sr-only">Date: </span>
            {event.endDate && event.endsOtherDay
              ? `${formatDate(event.eventDate)} – ${formatDate(event.endDate)}`
              : formatDate(event.eventDate)}
          </li>
          <li className="flex items-start gap-1.5">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-200" />
            <span className="sr-only">Time: </span>
            {end ? `${start} – ${end}` : start}
          </li>
          <li className="flex items-start gap-1.5">
            {isOnlineEvent(event) ? (
              <>
                <Video aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-200" />
                Online Event
              </>
            ) : (
              <>
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-200" />
                <span className="sr-only">Location: </span>
                {event.location}
              </>
            )}
          </li>
        </ul>
        <div className="mt-auto pt-4">
          <Link
            to={`/events/${event.id}`}
            className="inline-flex h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
          >
            Event Details<span className="sr-only">: {event.title}</span>
            <span aria-hidden className="ml-1">
              →
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}
