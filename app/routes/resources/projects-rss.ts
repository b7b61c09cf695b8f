import { getNewestProjects } from "~/db/queries/open-data.server";
import { absoluteUrl, exportHref } from "~/domain/open-data";
import { parseProjectFilters, serializeProjectFilters } from "~/domain/project-filters";
import { sdgLabel } from "~/domain/reference";
import { SITE } from "~/domain/site";
import { xmlAttribute, xmlText } from "~/domain/xml-text";
import { getEnv } from "~/services/env.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/projects-rss";

/** How many of the newest projects the feed carries. */
export const FEED_SIZE = 50;

/** `<name>value</name>`, the value escaped (and stripped of what XML cannot carry). */
const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

/**
 * /projects.rss: the newest projects (by when they were published) that the /projects filters select.
 *
 * The RSS is written here, every value through `xmlText`, rather than by the `feed` package: feed 6.0.0 puts
 * titles and descriptions in CDATA sections and escapes only the first `]]>` of each, so a project name could
 * close the section and add items of its own, and it passes on characters XML 1.0 forbids (one U+FFFF made the
 * whole feed unreadable). Escaped text has no section to break out of.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseProjectFilters(new URL(request.url).searchParams);
  const query = serializeProjectFilters({ ...filters, page: 1 });
  const origin = siteOrigin(request, getEnv());
  const newest = await getNewestProjects(filters, FEED_SIZE);
  const updated = newest[0]?.createdAt ?? new Date(0);
  const items = newest.map((project) => {
    const link = absoluteUrl(origin, `/projects/${project.id}`);
    return [
      "<item>",
      element("title", project.name),
      element("link", link),
      `<guid isPermaLink="false">${xmlText(link)}</guid>`,
      element("pubDate", project.createdAt.toUTCString()),
      element("description", `${project.organizationName} · ${project.location}. ${project.brief}`),
      element("category", project.sector),
      element("category", sdgLabel(project.sdg)),
      "</item>",
    ].join("\n");
  });
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", `${SITE.name}: new projects`),
    element("link", absoluteUrl(origin, exportHref("/projects", query))),
    element("description", "Sustainable-development projects newly published by organizations in Uganda."),
    element("lastBuildDate", updated.toUTCString()),
    element("docs", "https://validator.w3.org/feed/docs/rss2.html"),
    element("generator", SITE.name),
    element("language", "en"),
    element("copyright", `The projects' own organizations, published on ${SITE.name}`),
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
}
