import { Suspense } from "react";
import { data } from "react-router";
import { Hero } from "~/components/home/sections";
import { LatestProjectsCarousel } from "~/components/projects/latest-projects-carousel";
import { Container } from "~/components/ui/container";
import { lazyHydrated } from "~/components/ui/lazy-hydrated";
import { getUpcomingEvents } from "~/db/queries/events.server";
import { getLiveTotals } from "~/db/queries/impact.server";
import { getLatestProjects } from "~/db/queries/projects.server";
import { toEventCardData } from "~/domain/event-card-data";
import { rootOrigin, seoMeta } from "~/lib/seo";
import { logger } from "~/services/logger.server";
import type { Route } from "./+types/home";

/**
 * Below the fold, hydrated once the reader comes near it and its code has come (the server renders it into the
 * page all the same): the first load carries only what the reader sees first.
 */
const BELOW_THE_FOLD = "below-the-fold";
const BelowTheFold = lazyHydrated(() => import("~/components/home/below-the-fold"), {
  nearViewId: BELOW_THE_FOLD,
});

/** Spec §9: 3 latest projects and up to 3 upcoming events on the home page. */
const HOME_PROJECTS = 3;
const HOME_EVENTS = 3;

export async function loader() {
  // The part below the fold renders in its place (see lazyHydrated); its module is loaded once.
  await BelowTheFold.ready();
  const now = new Date();
  const [projects, events, live] = await Promise.allSettled([
    getLatestProjects(HOME_PROJECTS),
    getUpcomingEvents({ limit: HOME_EVENTS, now }),
    getLiveTotals(),
  ]);
  if (projects.status === "rejected")
    logger.error({ err: projects.reason }, "could not load the latest projects");
  if (events.status === "rejected")
    logger.error({ err: events.reason }, "could not load the upcoming events");
  if (live.status === "rejected") logger.error({ err: live.reason }, "could not load the live figures");
  return data({
    latestProjects: projects.status === "fulfilled" ? projects.value : [],
    latestProjectsFailed: projects.status === "rejected",
    // null hides the events section (spec §8: hidden when loading events fails).
    events: events.status === "fulfilled" ? events.value.map((event) => toEventCardData(event, now)) : null,
    live: live.status === "fulfilled" ? live.value : null,
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Connect, Collaborate and Create Impact",
    description:
      "Discover sustainable-development projects, organizations and events across Uganda, and register your organization to share its impact.",
    path: "/",
    origin: rootOrigin(matches),
  });

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { latestProjects, latestProjectsFailed, events, live } = loaderData;
  return (
    <>
      <Hero />
      <Container className="pt-12 sm:pt-16">
        {latestProjectsFailed ? (
          <div
            role="alert"
            className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          >
            <p className="font-semibold">Error loading latest projects</p>
            <p>Something went wrong</p>
          </div>
        ) : null}
        <LatestProjectsCarousel projects={latestProjects} />
      </Container>
      <div id={BELOW_THE_FOLD}>
        <Suspense fallback={null}>
          <BelowTheFold events={events} live={live} />
        </Suspense>
      </div>
    </>
  );
}
