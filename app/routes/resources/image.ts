import fs from "node:fs/promises";
import { getImageVariant } from "~/services/images.server";
import type { Route } from "./+types/image";

const NOT_FOUND = () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * GET /images/{width}/{path}: the WebP variant of /uploads/{path} at an allowed width, made on first request.
 * Upload names are unique (timestamped), so a variant never changes: browsers and proxies keep it for a year.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const width = Number(params.width);
  const variant = await getImageVariant(width, params["*"] ?? "");
  if (!variant) return NOT_FOUND();

  const headers = new Headers({
    "Content-Type": "image/webp",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: variant.etag,
    "Last-Modified": variant.lastModified.toUTCString(),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  if (request.headers.get("If-None-Match") === variant.etag) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(variant.size));
  const body = request.method === "HEAD" ? null : await fs.readFile(variant.file);
  return new Response(body, { headers });
}
