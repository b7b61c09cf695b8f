import { Readable } from "node:stream";
import { isOwnPaymentProof } from "~/db/queries/subscriptions.server";
import { mayActInOrganization } from "~/domain/authorization";
import { proofContentType } from "~/domain/payment";
import { PRIVATE_CACHE_CONTROL } from "~/services/cache-control.server";
import { resourceNotFound } from "~/services/http.server";
import { requireUser } from "~/services/permissions.server";
import { privateUpload, privateUploadUrl, readStoredFile } from "~/services/storage.server";
import type { Route } from "./+types/payment-proof";

/** Image types a browser shows itself; everything else (PDF, BMP, TIFF) is downloaded. */
const INLINE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

/** The same answer for a file that does not exist and one that is not the asker's: nothing is revealed. */
const notFound = () => resourceNotFound({ headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });

/**
 * A payment proof (/payment/proofs/:file), from the private store that nothing else serves: to an
 * administrator, or to the organization whose subscription or payment request carries it. Sent as a file
 * that cannot run in our origin (sandboxing CSP, nosniff), never cached.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = privateUploadUrl("payment-proofs", params.file);
  const stored = privateUpload(url);
  const contentType = stored ? proofContentType(stored.name) : null;
  if (!stored || !contentType) throw notFound();
  const mayRead =
    user.isAdmin ||
    (user.organizationId !== null &&
      mayActInOrganization(user, "organization.billing") &&
      (await isOwnPaymentProof(user.organizationId, url)));
  if (!mayRead) throw notFound();

  const file = await readStoredFile(url);
  if (!file) throw notFound();
  const disposition = INLINE_TYPES.has(contentType) ? "inline" : "attachment";
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(file.object.size),
      "Content-Disposition": `${disposition}; filename="payment-proof-${stored.name}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": PRIVATE_CACHE_CONTROL,
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
