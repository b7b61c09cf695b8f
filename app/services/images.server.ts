import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS, type ImageWidth, RESIZABLE_EXTENSIONS } from "~/domain/image-variants";
import { MAX_IMAGE_PIXELS } from "~/domain/uploads";
import { isAppError } from "~/lib/app-error";
import { logger } from "~/lib/logger.server";
import { getEnv } from "./env.server";
import { withImageSlot } from "./image-work.server";
import type { StoredObject } from "./storage/driver";
import { storageDriver, uploadKeyOfPath } from "./storage.server";

/**
 * Resized WebP variants of our own public uploads, made with sharp on first request from the stored file
 * (local disk or bucket, streamed) and kept on this instance's disk in DATA_DIR/cache/images/{width}/{path}.webp:
 * a cache each instance fills for itself. A variant older than its upload is made again.
 */

export type ImageVariant = { file: string; size: number; etag: string; lastModified: Date };

const WEBP_QUALITY = 72;

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

const cacheFolder = () => path.join(path.resolve(getEnv().DATA_DIR), "cache", "images");

/**
 * The storage key for a path under /uploads/, or null when the path could leave the uploads, names a hidden
 * file or is not a resizable image type.
 */
export function resolveUploadPath(relativePath: string): { key: string; relative: string } | null {
  const key = uploadKeyOfPath(relativePath);
  if (!key) return null;
  const extension = path.extname(relativePath).slice(1).toLowerCase();
  if (!(RESIZABLE_EXTENSIONS as readonly string[]).includes(extension)) return null;
  return { key, relative: key.slice("uploads/".length) };
}

const inFlight = new Map<string, Promise<ImageVariant | null>>();

/**
 * The WebP variant of an upload at one of IMAGE_WIDTHS, made if missing or stale; null when the width is not
 * allowed, the path is not acceptable, the upload does not exist or is not a readable image. Throws
 * the busy image work's UNAVAILABLE AppError when it would have to be made while too many images are being processed.
 */
export async function getImageVariant(width: number, relativePath: string): Promise<ImageVariant | null> {
  if (!isImageWidth(width)) return null;
  const resolved = resolveUploadPath(relativePath);
  if (!resolved) return null;
  const target = path.join(cacheFolder(), String(width), `${resolved.relative}.webp`);
  const key = `${width}/${resolved.relative}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const work = variantFor(width, resolved.key, target).finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

async function variantFor(width: ImageWidth, key: string, target: string): Promise<ImageVariant | null> {
  const storage = storageDriver();
  const source: StoredObject | null = await storage.stat(key);
  if (!source) return null;
  const cached = await fs.stat(target).catch(() => null);
  if (cached?.isFile() && cached.mtimeMs >= source.lastModified.getTime()) return describe(target, cached);

  let made: { output: Buffer; sourceModified: Date } | null;
  try {
    // Decoding takes its turn with every other image job (image-work.server.ts); refused when too many wait
    // (UNAVAILABLE, for the route to answer), before the stored file is even opened.
    made = await withImageSlot(async () => {
      const stored = await storage.read(key);
      if (!stored) return null;
      // The uploads' one pixel rule (domain/uploads.ts) holds here too, for files stored before it existed.
      const resize = sharp({ limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
        .rotate() // honour the EXIF orientation before it is stripped
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: 4 });
      stored.body.on("error", (error) => resize.destroy(error));
      return {
        output: await stored.body.pipe(resize).toBuffer(),
        sourceModified: stored.object.lastModified,
      };
    });
  } catch (error) {
    if (isAppError(error, "UNAVAILABLE")) throw error;
    logger.warn({ err: error, source: path.basename(key) }, "could not make an image variant");
    return null;
  }
  if (!made) return null;
  try {
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed: a reader never sees half a file.
    const temporary = `${target}.${crypto.randomBytes(6).toString("hex")}.tmp`;
    await fs.writeFile(temporary, made.output);
    await fs.rename(temporary, target);
    // Never older than its upload (whose clock may run ahead of ours), so the freshness check holds.
    const modified = new Date(Math.max(Date.now(), Math.ceil(made.sourceModified.getTime())));
    await fs.utimes(target, modified, modified);
    return describe(target, await fs.stat(target));
  } catch (error) {
    logger.warn({ err: error, source: path.basename(key) }, "could not make an image variant");
    return null;
  }
}
function describe(file: string, stat: { size: number; mtimeMs: number; mtime: Date }): ImageVariant {
  return {
    file,
    size: stat.size,
    etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    lastModified: stat.mtime,
  };
}
