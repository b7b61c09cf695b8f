import { Feed } from "feed";
import { getNewestProjects } from "~/db/queries/open-data.server";
import { absoluteUrl, exportHref } from "~/domain/open-data";
import { parseProjectFilters, serializeProjectFilters } from "~/domain/project-filters";
import { sdgLabel } from "~/domain/reference";
import { SITE } from "~/domain/site";
import { getEnv } from "~/services/env.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/projects-rss";

/** How many of the newest projects the feed carries. */
export const FEED_SIZE = 50;

/** /projects.rss: the newest projects (by when they were published) that the /projects filters select. */
export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseProjectFilters(new URL(request.url).searchParams);
  const query = serializeProjectFilters({ ...filters, page: 1 });
  const origin = siteOrigin(request, getEnv());
  const newest = await getNewestProjects(filters, FEED_SIZE);
  const feed = new Feed({
    title: `${SITE.name}: new projects`,
    description: "Sustainable-development projects newly published by organizations in Uganda.",
    id: absoluteUrl(origin, exportHref("/projects", query)),
    link: absoluteUrl(origin, exportHref("/projects", query)),
    feedLinks: { rss: absoluteUrl(origin, exportHref("/projects.rss", query)) },
    language: "en",
    updated: newest[0]?.createdAt ?? new Date(0),
    copyright: `The projects' own organizations, published on ${SITE.name}`,
    generator: SITE.name,
  });
  for (const project of newest) {
    const link = absoluteUrl(origin, `/projects/${project.id}`);
    feed.addItem({
      title: project.name,
      id: link,
      link,
      date: project.createdAt,
      description: `${project.organizationName} · ${project.location}. ${project.brief}`,
      category: [{ name: project.sector }, { name: sdgLabel(project.sdg) }],
    });
  }
  return new Response(feed.rss2(), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
