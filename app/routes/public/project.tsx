import { type ComponentProps, Suspense } from "react";
import type { ShouldRevalidateFunction } from "react-router";
import { PLACE_MAP_ID, ProjectPage } from "~/components/projects/project-page";
import type {
  ProjectFunding as Funding,
  ProjectResults as Results,
} from "~/components/projects/project-results";
import { ProjectUpdates } from "~/components/projects/project-updates";
import { errorBoundaryFor } from "~/components/route-error-boundary";
import { lazyHydrated } from "~/components/ui/lazy-hydrated";
import { getProjectResultsView } from "~/db/queries/project-results.server";
import { countProjectUpdates, listProjectUpdates } from "~/db/queries/project-updates.server";
import { getProjectById } from "~/db/queries/projects.server";
import { toProjectPage } from "~/domain/project-page";
import { projectPlaceMap } from "~/domain/project-place";
import { PROJECT_PAGE_UPDATES } from "~/domain/project-updates";
import { fundingView, resultsView } from "~/domain/results-view";
import { staleUpdateText, toUpdateView } from "~/domain/update-text";
import { pageOnlyMarkup } from "~/lib/page-markup.server";
import { rootOrigin, seoMeta } from "~/lib/seo";
import { invariantResponse } from "~/services/http.server";
import type { Route } from "./+types/project";

/**
 * Results and the budget only show (nothing to press but links): their code comes after the page's first load
 * and they hydrate when it has come, the server drawing them in place all the same (see lazyHydrated). Not held
 * back until they near the screen: an update of the page (the follow form's answer revalidates it) would wait
 * for them.
 */
const loadResults = () => import("~/components/projects/project-results");
const ProjectResults = lazyHydrated<ComponentProps<typeof Results>>(() =>
  loadResults().then((module) => ({ default: module.ProjectResults })),
);
const ProjectFunding = lazyHydrated<ComponentProps<typeof Funding>>(() =>
  loadResults().then((module) => ({ default: module.ProjectFunding })),
);

/** The place map's markup only in the page, not again in its data (ProjectPage takes it from the page). */
function pagePlace(context: Route.LoaderArgs["context"], place: { html: string; text: string } | null) {
  return place ? { ...place, html: pageOnlyMarkup(context, PLACE_MAP_ID, place.html) } : null;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  await Promise.all([ProjectResults.ready(), ProjectFunding.ready()]);
  // A malformed id reads as "no such project" (null), never as a server error.
  const project = await getProjectById(params.id);
  invariantResponse(project, "project");
  const [updates, updateCount, outcomes] = await Promise.all([
    listProjectUpdates(project.id, { limit: PROJECT_PAGE_UPDATES }),
    countProjectUpdates(project.id),
    getProjectResultsView(project.id),
  ]);
  return {
    project: toProjectPage(project),
    // Its place on Uganda's map, drawn here (issue 38): the page's script carries none of the map, nor the
    // page's data (the page itself does).
    place: pagePlace(
      context,
      projectPlaceMap({
        latitude: project.latitude,
        longitude: project.longitude,
        district: project.metadata.district,
      }),
    ),
    results: resultsView(outcomes.results, project.startDate),
    funding: fundingView(outcomes.budget, outcomes.funders),
    updates: updates.map(toUpdateView),
    updateCount,
    staleUpdate: staleUpdateText(updates[0]?.createdAt ?? null),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const origin = rootOrigin(matches);
  if (!loaderData) return []; // the error page names itself (components/route-error.tsx)
  const { project } = loaderData;
  return [
    ...seoMeta({
      title: project.name,
      description: project.brief,
      path: `/projects/${params.id}`,
      image: project.images[0] ?? null,
      origin,
      type: "article",
    }),
    // Feed readers find the project's updates from its page.
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${project.name}: updates`,
      href: `/projects/${project.id}.rss`,
    },
  ];
};

/** Choosing a thumbnail only changes ?image=: no need to load the project again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (currentUrl.pathname === nextUrl.pathname) {
    const strip = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete("image");
      return params.toString();
    };
    if (strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
};

export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  const { project, place, updates, updateCount, staleUpdate, results, funding } = loaderData;
  return (
    <ProjectPage
      project={project}
      place={place}
      results={
        <Suspense>
          <ProjectResults results={results} />
        </Suspense>
      }
      funding={
        <Suspense>
          <ProjectFunding funding={funding} />
        </Suspense>
      }
      updates={
        <ProjectUpdates
          projectId={project.id}
          updates={updates}
          total={updateCount}
          staleText={staleUpdate}
        />
      }
    />
  );
}

export const ErrorBoundary = errorBoundaryFor("project");
