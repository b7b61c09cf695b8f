import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS, type ImageWidth, RESIZABLE_EXTENSIONS } from "~/components/ui/responsive-image";
import { MAX_IMAGE_PIXELS } from "~/domain/uploads";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";

/**
 * Resized WebP variants of our own uploads (DATA_DIR/uploads), made with sharp on first request and kept in
 * DATA_DIR/cache/images/{width}/{path}.webp. A variant older than its upload is made again.
 */

export type ImageVariant = { file: string; size: number; etag: string; lastModified: Date };

const WEBP_QUALITY = 72;

/** One path segment: letters, digits, dot, dash, underscore, not starting with a dot (no "..", no hidden files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

function folders() {
  const dataDir = path.resolve(getEnv().DATA_DIR);
  return { uploads: path.join(dataDir, "uploads"), cache: path.join(dataDir, "cache", "images") };
}

/**
 * The upload file for a path under /uploads/, or null when the path could leave the uploads folder, names a
 * hidden file or is not a resizable image type. Checked by shape first, then by resolved location.
 */
export function resolveUploadPath(relativePath: string): { source: string; relative: string } | null {
  if (relativePath.length > 512) return null;
  const segments = relativePath.split("/");
  if (segments.length === 0 || segments.length > 8 || !segments.every((segment) => SEGMENT.test(segment))) {
    return null;
  }
  const extension = path.extname(relativePath).slice(1).toLowerCase();
  if (!(RESIZABLE_EXTENSIONS as readonly string[]).includes(extension)) return null;
  const { uploads } = folders();
  const source = path.resolve(uploads, ...segments);
  if (!source.startsWith(uploads + path.sep)) return null;
  return { source, relative: segments.join("/") };
}

const inFlight = new Map<string, Promise<ImageVariant | null>>();

/**
 * The WebP variant of an upload at one of IMAGE_WIDTHS, made if missing or stale; null when the width is not
 * allowed, the path is not acceptable, the upload does not exist or is not a readable image.
 */
export async function getImageVariant(width: number, relativePath: string): Promise<ImageVariant | null> {
  if (!isImageWidth(width)) return null;
  const resolved = resolveUploadPath(relativePath);
  if (!resolved) return null;
  const target = path.join(folders().cache, String(width), `${resolved.relative}.webp`);
  const key = `${width}/${resolved.relative}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const work = variantFor(width, resolved.source, target).finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

async function variantFor(width: ImageWidth, source: string, target: string): Promise<ImageVariant | null> {
  const sourceStat = await fs.stat(source).catch(() => null);
  if (!sourceStat?.isFile()) return null;
  // A symbolic link inside the uploads folder must not lead out of it.
  const [real, uploads] = await Promise.all([fs.realpath(source), fs.realpath(folders().uploads)]);
  if (!real.startsWith(uploads + path.sep)) return null;
  const cached = await fs.stat(target).catch(() => null);
  if (cached?.isFile() && cached.mtimeMs >= sourceStat.mtimeMs) return describe(target, cached);

  try {
    // The uploads' one pixel rule (domain/uploads.ts) holds here too, for files stored before it existed.
    const output = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .rotate() // honour the EXIF orientation before it is stripped
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort: 4 })
      .toBuffer();
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed: a reader never sees half a file.
    const temporary = `${target}.${crypto.randomBytes(6).toString("hex")}.tmp`;
    await fs.writeFile(temporary, output);
    await fs.rename(temporary, target);
    // Never older than its upload (whose clock may run ahead of ours), so the freshness check holds.
    const modified = new Date(Math.max(Date.now(), Math.ceil(sourceStat.mtimeMs)));
    await fs.utimes(target, modified, modified);
    return describe(target, await fs.stat(target));
  } catch (error) {
    logger.warn({ err: error, source: path.basename(source) }, "could not make an image variant");
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
