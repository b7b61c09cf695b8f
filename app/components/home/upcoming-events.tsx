import type { EmblaCarouselType } from "embla-carousel";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { EventCard } from "~/components/events/event-card";
import { buttonClass } from "~/components/ui/button";
import { whenNearView } from "~/components/ui/when-near-view";
import type { EventCardData } from "~/domain/event-card-data";
import { cn } from "~/lib/cn";

const EventsCarouselEngine = lazy(() => import("./events-carousel-engine"));

/**
 * Up to three upcoming events: a grid from the medium breakpoint on; below it a row that swipes with scroll
 * snap and, once the page is interactive, becomes a looping carousel that autoplays every 4 seconds, with a
 * button to pause it (Embla and the button, fetched as their own chunk). With reduced motion the row simply
 * stays a swipeable row.
 */
export function UpcomingEventsSection({
  events,
  className = "py-12 sm:py-16",
}: {
  events: EventCardData[];
  className?: string;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [controls, setControls] = useState<HTMLSpanElement | null>(null);
  const count = events.length;

  useEffect(() => {
    if (count < 2) return;
    const small = window.matchMedia("(max-width: 767px)").matches;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (!small || reduced) return;
    return whenNearView(viewportRef.current, () => setViewport(viewportRef.current));
  }, [count]);

  return (
    <section
      aria-labelledby="home-events"
      aria-roledescription={api ? "carousel" : undefined}
      className={className}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="home-events" className="text-2xl font-bold sm:text-3xl">
          Upcoming Events
        </h2>
        <div className="flex items-center gap-2">
          {/* The carousel's pause/play button, once it runs. */}
          <span ref={setControls} className="contents" />
          <Link to="/events" className={buttonClass("outline")}>
            View All<span className="sr-only"> events</span>
          </Link>
        </div>
      </div>
      {count === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-default p-8 text-center text-muted">
          No upcoming events at the moment
        </p>
      ) : (
        <div
          ref={viewportRef}
          id="home-events-viewport"
          className={cn(
            "mt-6",
            api
              ? "overflow-hidden"
              : "snap-x snap-mandatory overflow-x-auto overscroll-x-contain pb-2 md:overflow-visible",
          )}
        >
          <ul className="-ml-4 flex touch-pan-y md:ml-0 md:grid md:grid-cols-3 md:gap-6">
            {events.map((event, index) => (
              <li
                key={event.id}
                aria-roledescription={api ? "slide" : undefined}
                aria-label={api ? `${index + 1} of ${count}` : undefined}
                className="min-w-0 shrink-0 grow-0 basis-[88%] snap-start pl-4 sm:basis-1/2 md:basis-auto md:pl-0"
              >
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {viewport ? (
        <Suspense fallback={null}>
          <EventsCarouselEngine viewport={viewport} controls={controls} onApi={setApi} />
        </Suspense>
      ) : null}
    </section>
  );
}
