import { and, eq, inArray, lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { Transaction } from "~/db/queries/executor.server";
import { pendingUploads } from "~/db/schema";
import { PROJECT_IMAGE_FOLDER } from "~/domain/project-form";
import { MAX_PROJECT_IMAGE_BYTES, PROJECT_IMAGE_TYPES } from "~/domain/project-images";
import type { UploadProblem } from "~/domain/uploads";
import { deleteStoredFile, saveUpload } from "../storage.server";
import { insertPendingUpload } from "../uploads/pending-uploads.server";
import { detectImageType, reencodeAsWebp } from "../uploads.server";

/**
 * Project images: checked by content, cleaned and stored when chosen in the form (each file on its own, so the
 * browser can show its progress), then owned by the uploader as a pending upload until a project is saved
 * with it. Images of a project are deleted after the commit that removes them.
 */

/** The longest side a stored project image keeps: sharper than any screen shows it, a fraction of a photo. */
export const PROJECT_IMAGE_MAX_SIDE = 2048;

/** Pending uploads never saved with a project are removed after this. */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export type StoredImage = { ok: true; url: string } | { ok: false; problem: UploadProblem };

export function storeProjectImage(file: File, ownerId: string, limit?: number | null): Promise<StoredImage> {
  return storeUploadedImage(file, { folder: PROJECT_IMAGE_FOLDER, ownerId, limit });
}

/**
 * An uploaded picture (a project's or an event's): checked by content (jpeg, png, gif, webp), size and pixel
 * count, re-encoded as WebP without metadata into `folder`, and kept as the uploader's pending upload until a
 * save claims it. With a `limit` (pendingUploadLimit), throws pendingUploadLimitError(), keeping nothing, when
 * the owner already holds that many pending uploads.
 */
export async function storeUploadedImage(
  file: File,
  { folder, ownerId, limit = null }: { folder: string; ownerId: string; limit?: number | null },
): Promise<StoredImage> {
  if (file.size > MAX_PROJECT_IMAGE_BYTES) return { ok: false, problem: "size" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await detectImageType(bytes);
  // Bytes of no picture at all (whatever the name says), or a picture of another type.
  if (!kind) return { ok: false, problem: "not-picture" };
  if (!(PROJECT_IMAGE_TYPES as readonly string[]).includes(kind.mime)) return { ok: false, problem: "type" };
  const animated = kind.mime === "image/gif" || kind.mime === "image/webp";
  // One turn of the image work: throws imageWorkBusyError() (nothing stored) when too many are in hand.
  const reencoded = await reencodeAsWebp(bytes, { animated, maxSide: PROJECT_IMAGE_MAX_SIDE, quality: 82 });
  if (!reencoded.ok) return { ok: false, problem: reencoded.reason };

  const upload = await saveUpload({ folder, bytes: reencoded.webp, extension: "webp" });
  try {
    await insertPendingUpload({ url: upload.url, ownerId, limit });
  } catch (error) {
    await deleteStoredFile(upload.url);
    throw error;
  }
  return { ok: true, url: upload.url };
}

/**
 * Inside the saving transaction: takes the form's new images (those the record does not already show) from the
 * actor's pending uploads, and returns the ones it could not take (someone else's upload, a made-up address, or
 * one that another save claimed first). The rows are deleted here, so of several saves with the same upload
 * exactly one gets it: the others wait for its row lock and then find it gone. A refusal must roll the
 * transaction back, which gives the claimed rows back. Rows are locked in URL order, so two saves never
 * deadlock over the same uploads.
 */
export async function claimPendingImages(
  { actorId, images, current }: { actorId: string; images: readonly string[]; current: readonly string[] },
  tx: Transaction,
): Promise<string[]> {
  const candidates = [...new Set(images.filter((url) => !current.includes(url)))];
  if (candidates.length === 0) return [];
  const claimable = tx
    .select({ url: pendingUploads.url })
    .from(pendingUploads)
    .where(and(eq(pendingUploads.ownerId, actorId), inArray(pendingUploads.url, candidates)))
    .orderBy(pendingUploads.url)
    .for("update");
  const claimed = await tx
    .delete(pendingUploads)
    .where(and(eq(pendingUploads.ownerId, actorId), inArray(pendingUploads.url, claimable)))
    .returning({ url: pendingUploads.url });
  const owned = new Set(claimed.map((row) => row.url));
  return candidates.filter((url) => !owned.has(url));
}

/** Removes pending uploads older than the TTL (one user's, or everyone's), rows and files. */
export async function sweepStaleUploads(ownerId?: string, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - PENDING_UPLOAD_TTL_MS);
  const stale = await getDb()
    .delete(pendingUploads)
    .where(
      ownerId
        ? and(eq(pendingUploads.ownerId, ownerId), lt(pendingUploads.createdAt, cutoff))
        : lt(pendingUploads.createdAt, cutoff),
    )
    .returning({ url: pendingUploads.url });
  await Promise.all(stale.map((row) => deleteStoredFile(row.url)));
  return stale.length;
}
