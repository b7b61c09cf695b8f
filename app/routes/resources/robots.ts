import { getEnv } from "~/services/env.server";
import { siteOrigin } from "~/services/site-url.server";

export function loader({ request }: { request: Request }) {
  const origin = siteOrigin(request, getEnv());
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /admin",
    "Disallow: /resources/",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
