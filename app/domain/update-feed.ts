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

/** Who the feeds' texts belong to (RSS copyright). */
export const FEED_COPYRIGHT = `The projects' own organizations, published on ${SITE.name}`;

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

/** What a feed says about itself: its title, page, description and own address (a path on the site). */
export type FeedChannel = { title: string; page: string; description: string; self: string };

/**
 * lastBuildDate: when the newest item was published. An empty feed has none to give and leaves the element out
 * (it is optional in RSS 2.0) rather than claiming 1 January 1970.
 */
export function lastBuildDate(newest: Date | undefined): string[] {
  return newest ? [element("lastBuildDate", newest.toUTCString())] : [];
}

/** A feed of progress updates, newest first: a project's own, or an organization's (all its projects'). */
export function updatesFeed(origin: string, channel: FeedChannel, updates: readonly FeedUpdate[]): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", channel.title),
    element("link", absoluteUrl(origin, channel.page)),
    element("description", channel.description),
    ...lastBuildDate(updates[0]?.createdAt),
    element("docs", "https://validator.w3.org/feed/docs/rss2.html"),
    element("generator", SITE.name),
    element("language", "en"),
    element("copyright", FEED_COPYRIGHT),
    `<atom:link href="${xmlAttribute(absoluteUrl(origin, channel.self))}" rel="self" type="application/rss+xml"/>`,
    ...updates.map((update) => updateRssItem(origin, update)),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** A project's own feed (/projects/{id}.rss): its updates. */
export function projectUpdatesFeed(
  origin: string,
  project: { id: string; name: string; organizationName: string },
  updates: readonly FeedUpdate[],
): string {
  return updatesFeed(
    origin,
    {
      title: `${project.name}: updates on ${SITE.name}`,
      page: `/projects/${project.id}`,
      description: `Progress updates from ${project.organizationName || "the organization"} on ${project.name}.`,
      self: `/projects/${project.id}.rss`,
    },
    updates,
  );
}

/** An organization's feed (/organizations/{id}.rss): the updates of all its projects. */
export function organizationUpdatesFeed(
  origin: string,
  organization: { id: string; name: string },
  updates: readonly FeedUpdate[],
): string {
  return updatesFeed(
    origin,
    {
      title: `${organization.name}: updates on ${SITE.name}`,
      page: `/organizations/${organization.id}`,
      description: `Progress updates from ${organization.name} on its projects.`,
      self: `/organizations/${organization.id}.rss`,
    },
    updates,
  );
}

/** A project's item id in the feeds: the platform's name and the project's id, never the site's address. */
export function projectGuid(projectId: string): string {
  return `${SITE.name}:project:${projectId}`;
}
