import { absoluteUrl } from "./open-data";
import { SITE } from "./site";
import { xmlAttribute, xmlText } from "./xml-text";

/**
 * Progress updates in RSS: an item per update (the projects feed mixes them with new projects), and a
 * project's own feed (/projects/{id}.rss). Every value goes through xmlText (escaped, characters XML 1.0
 * forbids dropped); the text is plain, as typed.
 */

export type FeedUpdate = {
  id: string;
  projectId: string;
  projectName: string;
  organizationName: string;
  title: string;
  body: string;
  createdAt: Date;
};

const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

export function updateLink(origin: string, update: Pick<FeedUpdate, "id" | "projectId">): string {
  return absoluteUrl(origin, `/projects/${update.projectId}#update-${update.id}`);
}

/** One update as an RSS item: its project's name before its title, its text as the description. */
export function updateRssItem(origin: string, update: FeedUpdate): string {
  const link = updateLink(origin, update);
  return [
    "<item>",
    element("title", `${update.projectName}: ${update.title}`),
    element("link", link),
    `<guid isPermaLink="false">${xmlText(`${SITE.name}:update:${update.id}`)}</guid>`,
    element("pubDate", update.createdAt.toUTCString()),
    element("description", update.body),
    element("category", "Progress update"),
    "</item>",
  ].join("\n");
}

/** A project's own feed: its updates, newest first. */
export function projectUpdatesFeed(
  origin: string,
  project: { id: string; name: string; organizationName: string },
  updates: readonly FeedUpdate[],
): string {
  const updated = updates[0]?.createdAt ?? new Date(0);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", `${project.name}: updates on ${SITE.name}`),
    element("link", absoluteUrl(origin, `/projects/${project.id}`)),
    element(
      "description",
      `Progress updates from ${project.organizationName || "the organization"} on ${project.name}.`,
    ),
    element("lastBuildDate", updated.toUTCString()),
    element("docs", "https://validator.w3.org/feed/docs/rss2.html"),
    element("generator", SITE.name),
    element("language", "en"),
    `<atom:link href="${xmlAttribute(absoluteUrl(origin, `/projects/${project.id}.rss`))}" rel="self" type="application/rss+xml"/>`,
    ...updates.map((update) => updateRssItem(origin, update)),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
