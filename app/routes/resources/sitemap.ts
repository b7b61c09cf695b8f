import { desc } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { getUpcomingEventIds } from "~/db/queries/events.server";
import { getDirectoryEntryIds } from "~/db/queries/organizations.server";
import { projects } from "~/db/schema";
import { xmlText } from "~/domain/xml-text";
import { getEnv } from "~/services/env.server";
import { siteOrigin } from "~/services/site-url.server";

const STATIC_PATHS = [
  "/",
  "/projects",
  "/organizations",
  "/events",
  "/impact",
  "/developers",
  "/about",
  "/contact",
  "/terms",
  "/privacy",
  "/register",
];

/** The sitemap protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;

type SitemapUrl = { path: string; lastModified?: Date };

/** Project ids and last changes, newest first: one index-ordered read of two columns. */
async function projectUrls(limit: number): Promise<SitemapUrl[]> {
  if (limit <= 0) return [];
  const rows = await getDb()
    .select({ id: projects.id, updatedAt: projects.updatedAt })
    .from(projects)
    .orderBy(desc(projects.createdAt), projects.id)
    .limit(limit);
  return rows.map((row) => ({ path: `/projects/${row.id}`, lastModified: row.updatedAt }));
}

/**
 * Every public page: the static ones, upcoming events (active, not past), every organization of the directory
 * and every project, capped at 50,000 URLs (events and organizations first: they are few).
 */
export async function loader({ request }: { request: Request }) {
  const origin = siteOrigin(request, getEnv());
  const urls: SitemapUrl[] = STATIC_PATHS.map((path) => ({ path }));
  const events = await getUpcomingEventIds(SITEMAP_MAX_URLS - urls.length);
  urls.push(...events.map((event) => ({ path: `/events/${event.id}`, lastModified: event.updatedAt })));
  const organizations = await getDirectoryEntryIds(SITEMAP_MAX_URLS - urls.length);
  urls.push(...organizations.map((id) => ({ path: `/organizations/${encodeURIComponent(id)}` })));
  urls.push(...(await projectUrls(SITEMAP_MAX_URLS - urls.length)));

  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
      return `  <url><loc>${xmlText(`${origin}${path}`)}</loc>${lastmod}</url>`;
    }),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
