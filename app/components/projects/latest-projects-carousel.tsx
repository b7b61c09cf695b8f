import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { EmblaApi } from "~/components/ui/carousel-engine";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { whenNearView } from "~/components/ui/when-near-view";
import type { ProjectCardData } from "~/domain/project-card-data";
import { cn } from "~/lib/cn";
import { ProjectCard } from "./project-card";

const LatestProjectsEngine = lazy(() => import("./latest-projects-engine"));

export const NO_LATEST_PROJECTS = "No latest projects found";

/**
 * The home page's latest projects (spec §2): a looping carousel of 1 card on small screens, 2 on medium and 3
 * on large, with previous/next buttons, a View All link, and "No latest projects found" when there are none.
 *
 * Light on first load: the server renders the cards as a plain horizontal row with scroll snap (swipeable with
 * no script at all). After hydration, when the browser is idle, Embla is fetched as its own chunk and takes
 * the row over for looping; the buttons scroll the row natively until then.
 */
export function LatestProjectsCarousel({
  projects,
  title = "Latest Projects",
  viewAllHref = "/projects",
}: {
  projects: ProjectCardData[];
  title?: string;
  viewAllHref?: string;
}) {
  const headingId = useId();
  const viewportId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaApi | null>(null);
  const count = projects.length;

  // Load the carousel engine once the row comes near the screen and the browser has a moment.
  useEffect(() => {
    if (count < 2) return;
    return whenNearView(viewportRef.current, () => setViewport(viewportRef.current));
  }, [count]);

  // The arrows work only when some card is out of view: disabled otherwise (and before hydration, when they
  // could not do anything). The native row can scroll when its cards overflow it; Embla says for itself.
  const [canScroll, setCanScroll] = useState(false);
  useEffect(() => {
    const row = viewportRef.current;
    if (!row || api) return;
    const measure = () => setCanScroll(row.scrollWidth > row.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [api]);

  // The cards, made once: the arrows' state and the engine's arrival (right after hydration) draw the buttons
  // and the row's classes again, not every card (which was a long task on a slow phone).
  const slides = useMemo(
    () =>
      projects.map((project, index) => (
        <li
          key={project.id}
          data-slide
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${projects.length}`}
          className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4 md:basis-1/2 lg:basis-1/3"
        >
          <ProjectCard project={project} priority={index === 0} />
        </li>
      )),
    [projects],
  );

  const step = useCallback(
    (direction: -1 | 1) => {
      if (api) {
        if (direction < 0) api.scrollPrev();
        else api.scrollNext();
        return;
      }
      // Before Embla arrives: move the native row by one card, wrapping at either end. At once, not smoothly:
      // Embla, arriving mid-glide, would start from the card the row was still leaving.
      const row = viewportRef.current;
      const slide = row?.querySelector<HTMLElement>("[data-slide]");
      if (!row || !slide) return;
      const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - 2;
      const atStart = row.scrollLeft <= 2;
      if (direction > 0 && atEnd) row.scrollTo({ left: 0, behavior: "instant" });
      else if (direction < 0 && atStart) row.scrollTo({ left: row.scrollWidth, behavior: "instant" });
      else row.scrollBy({ left: direction * slide.offsetWidth, behavior: "instant" });
    },
    [api],
  );

  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          {count > 1 ? (
            <>
              <button
                type="button"
                className={buttonClass("outline", "icon")}
                aria-controls={viewportId}
                aria-label="Previous projects"
                disabled={!canScroll}
                onClick={() => step(-1)}
              >
                <ChevronLeft aria-hidden className="size-5" />
              </button>
              <button
                type="button"
                className={buttonClass("outline", "icon")}
                aria-controls={viewportId}
                aria-label="Next projects"
                disabled={!canScroll}
                onClick={() => step(1)}
              >
                <ChevronRight aria-hidden className="size-5" />
              </button>
            </>
          ) : null}
          <Link to={viewAllHref} className={buttonClass("primary", "md")}>
            View All<span className="sr-only"> projects</span>
          </Link>
        </div>
      </div>

      {count === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-default p-8 text-center text-muted">
          {NO_LATEST_PROJECTS}
        </p>
      ) : (
        <div
          ref={viewportRef}
          id={viewportId}
          className={cn(
            "mt-6",
            api ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto overscroll-x-contain pb-2",
          )}
        >
          <ul className={cn("-ml-4 flex", api && "touch-pan-y")}>{slides}</ul>
        </div>
      )}
      {viewport ? (
        <Suspense fallback={null}>
          <LatestProjectsEngine viewport={viewport} onApi={setApi} onCanScroll={setCanScroll} />
        </Suspense>
      ) : null}
    </section>
  );
}
