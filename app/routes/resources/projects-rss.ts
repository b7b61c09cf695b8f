import { getNewestProjects } from "~/db/queries/open-data.server";
import { latestUpdates } from "~/db/queries/project-updates.server";
import { projectFilterConditions } from "~/db/queries/projects.server";
import { absoluteUrl, exportHref } from "~/domain/open-data";
import { serializeProjectFilters } from "~/domain/project-list-address";
import { sdgLabel } from "~/domain/reference";
import { SITE } from "~/domain/site";
import { FEED_COPYRIGHT, lastBuildDate, projectGuid, updateRssItem } from "~/domain/update-feed";
import { xmlAttribute, xmlText } from "~/domain/xml-text";
import { getEnv } from "~/services/env.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { requireProjectFilters } from "~/services/project-filters.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/projects-rss";

/** How many of the newest projects the feed carries. */
export const FEED_SIZE = 50;

/** `<name>value</name>`, the value escaped (and stripped of what XML cannot carry). */
const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

/**
 * /projects.rss: the newest projects (by when they were published) that the /projects filters select, and the
 * progress updates of those projects, mixed by date.
 *
 * The RSS is written here, every value through `xmlText`, rather than by the `feed` package: feed 6.0.0 puts
 * titles and descriptions in CDATA sections and escapes only the first `]]>` of each, so a project name could
 * close the section and add items of its own, and it passes on characters XML 1.0 forbids (one U+FFFF made the
 * whole feed unreadable). Escaped text has no section to break out of.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return exportResponse(request, context, async () => {
    const filters = requireProjectFilters(request);
    const query = serializeProjectFilters({ ...filters, page: 1 });
    const origin = siteOrigin(request, getEnv());
    const [newest, updates] = await Promise.all([
      getNewestProjects(filters, FEED_SIZE),
      // The progress updates of the projects the filters select, mixed in by date.
      latestUpdates({ limit: FEED_SIZE, projectConditions: projectFilterConditions(filters) }),
    ]);
    const projectItems = newest.map((project) => {
      const link = absoluteUrl(origin, `/projects/${project.id}`);
      const xml = [
        "<item>",
        element("title", project.name),
        element("link", link),
        // Not the link: a move of the site to another address must not make every item new to readers.
        `<guid isPermaLink="false">${xmlText(projectGuid(project.id))}</guid>`,
        element("pubDate", project.createdAt.toUTCString()),
        element("description", `${project.organizationName} · ${project.location}. ${project.brief}`),
        element("category", project.sector),
        element("category", sdgLabel(project.sdg)),
        "</item>",
      ].join("\n");
      return { at: project.createdAt, xml };
    });
    const updateItems = updates.map((update) => ({
      at: update.createdAt,
      xml: updateRssItem(origin, update),
    }));
    const mixed = [...projectItems, ...updateItems]
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, FEED_SIZE);
    const items = mixed.map((item) => item.xml);
    const body = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      "<channel>",
      element("title", `${SITE.name}: new projects and updates`),
      element("link", absoluteUrl(origin, exportHref("/projects", query))),
      element(
        "description",
        "Sustainable-development projects newly published by organizations in Uganda, and their progress updates.",
      ),
      ...lastBuildDate(mixed[0]?.at),
      element("docs", "https://validator.w3.org/feed/docs/rss2.html"),
      element("generator", SITE.name),
      element("language", "en"),
      element("copyright", FEED_COPYRIGHT),
      `<atom:link href="${xmlAttribute(absoluteUrl(origin, exportHref("/projects.rss", query)))}" rel="self" type="application/rss+xml"/>`,
      ...items,
      "</channel>",
      "</rss>",
      "",
    ].join("\n");
    return new Response(body, {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        "Cache-Control": "public, max-age=300",
      },
    });
  });
}
