import { getEnv } from "~/services/env.server";
import { siteOrigin } from "~/services/site-url.server";

const STATIC_PATHS = [
  "/",
  "/projects",
  "/organizations",
  "/events",
  "/about",
  "/contact",
  "/terms",
  "/privacy",
  "/register",
];

export function loader({ request }: { request: Request }) {
  const origin = siteOrigin(request, getEnv());
  const urls = STATIC_PATHS.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
