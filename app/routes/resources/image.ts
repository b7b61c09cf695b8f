import fs from "node:fs/promises";
import { isAppError } from "~/lib/app-error";
import { resourceNotFound } from "~/services/http.server";
import { getImageVariant, type ImageVariant } from "~/services/images.server";
import type { Route } from "./+types/image";

/**
 * GET /images/{width}/{path}: the WebP variant of /uploads/{path} at an allowed width, made on first request.
 * Upload names are unique (timestamped), so a variant never changes: browsers and proxies keep it for a year.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const width = Number(params.width);
  const relativePath = params["*"] ?? "";
  let variant: ImageVariant | null;
  try {
    variant = await getImageVariant(width, relativePath);
  } catch (error) {
    if (!isAppError(error, "UNAVAILABLE")) throw error;
    // Too many images are being processed (image-work.server.ts) to make this variant now. A 503 would leave
    // a broken picture on a public page (browsers never retry an <img>), so the reader gets the original
    // instead: a temporary redirect to /uploads/{path} (served as it is stored, no decoding; uploads are
    // WebP of at most 2048 px), which no one keeps, so the next request makes the variant once there is room.
    // The path was checked by getImageVariant (the busy error comes only for an upload that exists).
    const original = `/uploads/${relativePath.split("/").map(encodeURIComponent).join("/")}`;
    return new Response(null, { status: 307, headers: { Location: original, "Cache-Control": "no-store" } });
  }
  if (!variant) return resourceNotFound();

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
