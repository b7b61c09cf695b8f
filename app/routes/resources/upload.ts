import { Readable } from "node:stream";
import { uploadContentType } from "~/domain/uploads";
import { resourceNotFound } from "~/services/http.server";
import { readStoredFile, statStoredFile, uploadKey } from "~/services/storage.server";
import type { Route } from "./+types/upload";

/**
 * GET /uploads/{folder}/{name}: a public upload as it was stored, from whichever store holds it, streamed.
 * Served as a file, never as a page: an uploaded SVG cannot run script in our origin. Upload names are unique
 * (timestamped) and never rewritten, so browsers keep them; the demo's fixed names are rewritten only by a
 * new seed, hence a day rather than a year.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const relative = params["*"] ?? "";
  const url = `/uploads/${relative}`;
  if (!uploadKey(url)) return resourceNotFound();
  const headers = new Headers({
    "Content-Type": uploadContentType(relative),
    "Cache-Control": "public, max-age=86400",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  const describe = (object: { size: number; etag: string; lastModified: Date }) => {
    headers.set("ETag", object.etag);
    headers.set("Last-Modified", object.lastModified.toUTCString());
    headers.set("Content-Length", String(object.size));
  };
  // A HEAD or a revalidation needs only what the store knows of the file, not its bytes.
  const etag = request.headers.get("If-None-Match");
  if (request.method === "HEAD" || etag) {
    const object = await statStoredFile(url);
    if (!object) return resourceNotFound();
    describe(object);
    if (etag === object.etag) {
      headers.delete("Content-Length");
      return new Response(null, { status: 304, headers });
    }
    if (request.method === "HEAD") return new Response(null, { headers });
  }
  const stored = await readStoredFile(url);
  if (!stored) return resourceNotFound();
  describe(stored.object);
  return new Response(Readable.toWeb(stored.body) as ReadableStream<Uint8Array>, { headers });
}
