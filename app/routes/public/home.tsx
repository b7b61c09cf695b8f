import { Suspense } from "react";
import { data } from "react-router";
import { Hero } from "~/components/home/sections";
import { LatestProjectsCarousel } from "~/components/projects/latest-projects-carousel";
import { Alert } from "~/components/ui/alert";
import { Container } from "~/components/ui/container";
import { lazyHydrated } from "~/components/ui/lazy-hydrated";
import { getUpcomingEvents } from "~/db/queries/events.server";
import { getLiveTotals } from "~/db/queries/impact.server";
import { latestUpdates } from "~/db/queries/project-updates.server";
import { getLatestProjects } from "~/db/queries/projects.server";
import { toEventCardData } from "~/domain/event-card-data";
import { toUpdateCard } from "~/domain/update-text";
import { logger } from "~/lib/logger.server";
import { rootOrigin, seoMeta } from "~/lib/seo";
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
/** The "Latest updates" strip below the fold. */
const HOME_UPDATES = 3;

export async function loader() {
  // The part below the fold renders in its place (see lazyHydrated); its module is loaded once.
  await BelowTheFold.ready();
  const now = new Date();
  const [projects, events, live, updates] = await Promise.allSettled([
    getLatestProjects(HOME_PROJECTS),
    getUpcomingEvents({ limit: HOME_EVENTS, now }),
    getLiveTotals(),
    latestUpdates({ limit: HOME_UPDATES }),
  ]);
  if (updates.status === "rejected")
    logger.error({ err: updates.reason }, "could not load the latest updates");
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
    // The strip is left out when they cannot be loaded.
    updates: updates.status === "fulfilled" ? updates.value.map(toUpdateCard) : [],
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
  const { latestProjects, latestProjectsFailed, events, live, updates } = loaderData;
  return (
    <>
      <Hero />
      <Container className="pt-12 sm:pt-16">
        {latestProjectsFailed ? (
          <Alert title="Error loading latest projects" className="mb-6">
            Something went wrong
          </Alert>
        ) : null}
        <LatestProjectsCarousel projects={latestProjects} />
      </Container>
      <div id={BELOW_THE_FOLD}>
        <Suspense fallback={null}>
          <BelowTheFold events={events} live={live} updates={updates} />
        </Suspense>
      </div>
    </>
  );
}
