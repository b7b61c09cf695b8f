import crypto from "node:crypto";
import path from "node:path";
import type { Readable } from "node:stream";
import { uploadContentType } from "~/domain/uploads";
import { logger } from "~/lib/logger.server";
import { type Env, getEnv } from "./env.server";
import type { StorageDriver, StoredObject } from "./storage/driver";
import { localDriver } from "./storage/local-driver.server";
import { s3Driver } from "./storage/s3-driver.server";

/**
 * Uploaded files. One API for every upload: save bytes, get a URL; read, check or delete by URL. Where the
 * bytes live is the driver's business: DATA_DIR on local disk by default, an S3-compatible bucket when
 * S3_BUCKET is set (several instances then share it). Either way the browser reaches them only through us:
 * - public uploads at /uploads/<folder>/<name> (routes/resources/upload.ts: as files, never as pages) and
 *   resized at /images/<width>/<folder>/<name> (routes/resources/image.ts);
 * - private uploads (payment proofs) at a URL of their folder's own, answered by a route that checks who is
 *   asking (routes/dashboard/payment-proof.tsx).
 * Keys mirror the URLs: `uploads/<folder>/<name>` and `private/<folder>/<name>`.
 */

const URL_PREFIX = "/uploads/";
const SAFE_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/i;
const SAFE_EXTENSION = /^[a-z0-9]{1,8}$/i;
/** A stored file's path segment: letters, digits, dot, dash, underscore; never starting with a dot. */
const STORED_SEGMENT = /^[a-z0-9_-][a-z0-9._-]*$/i;

/** One driver per configuration (tests change it between files). */
const drivers = new WeakMap<Env, StorageDriver>();

export function storageDriver(env: Env = getEnv()): StorageDriver {
  let driver = drivers.get(env);
  if (!driver) {
    driver = env.S3_BUCKET
      ? s3Driver({
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        })
      : localDriver(path.resolve(env.DATA_DIR));
    drivers.set(env, driver);
  }
  return driver;
}

export type SavedUpload = { url: string; key: string };

/** A new file name: `<timestamp>-<random>.<extension>`, never one that exists. */
function newFileName(extension: string): string {
  const ext = extension.replace(/^\./, "").toLowerCase();
  if (!SAFE_EXTENSION.test(ext)) throw new Error(`Invalid extension: ${extension}`);
  return `${Date.now()}-${crypto.randomBytes(8).toString("hex")}.${ext}`;
}

/** Stores the bytes as a new public file `<timestamp>-<random>.<extension>` in `folder` (e.g. `logos`). */
export async function saveUpload({
  folder,
  bytes,
  extension,
}: {
  folder: string;
  bytes: Uint8Array;
  extension: string;
}): Promise<SavedUpload> {
  const segments = folder.split("/");
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment))) throw new Error(`Invalid folder: ${folder}`);
  const name = newFileName(extension);
  const url = `${URL_PREFIX}${segments.join("/")}/${name}`;
  const key = `uploads/${segments.join("/")}/${name}`;
  await storageDriver().put(key, bytes, uploadContentType(name));
  return { url, key };
}

/**
 * The key behind a public upload path (what follows /uploads/ or /images/<width>/), or null when the path
 * could name anything else: a traversal, a hidden file, more than eight levels.
 */
export function uploadKeyOfPath(relativePath: string): string | null {
  if (relativePath.length > 512) return null;
  const segments = relativePath.split("/");
  if (segments.length > 8) return null;
  if (!segments.every((segment) => STORED_SEGMENT.test(segment) && !segment.includes(".."))) return null;
  return `uploads/${segments.join("/")}`;
}

/** The key behind one of our public upload URLs, or null for anything else (other sites, traversal attempts). */
export function uploadKey(url: string | null | undefined): string | null {
  if (!url?.startsWith(URL_PREFIX)) return null;
  const relative = url.slice(URL_PREFIX.length).split(/[?#]/)[0] ?? "";
  // Every upload is in a folder (logos/, projects/…): a bare name is no file of ours.
  return relative.includes("/") ? uploadKeyOfPath(relative) : null;
}

// ── Private uploads ─────────────────────────────────────────────────────────────────────────────────────

/** The private folders and the URL each is answered under (by a route that checks who may see it). */
export const PRIVATE_FOLDERS = {
  "payment-proofs": "/payment/proofs/",
} as const;
export type PrivateFolder = keyof typeof PRIVATE_FOLDERS;

/** A stored private file's name: what savePrivateUpload writes, or a plain seed name; never a path. */
const PRIVATE_NAME = /^[a-z0-9][a-z0-9_-]*\.[a-z0-9]{1,8}$/i;

/** The URL of a file in a private folder (which route answers it). */
export function privateUploadUrl(folder: PrivateFolder, name: string): string {
  return `${PRIVATE_FOLDERS[folder]}${name}`;
}

/** Stores the bytes as a new private file in `folder`; its URL is the folder's own, never under /uploads. */
export async function savePrivateUpload({
  folder,
  bytes,
  extension,
}: {
  folder: PrivateFolder;
  bytes: Uint8Array;
  extension: string;
}): Promise<SavedUpload> {
  if (!Object.hasOwn(PRIVATE_FOLDERS, folder)) throw new Error(`Invalid private folder: ${folder}`);
  const name = newFileName(extension);
  const key = `private/${folder}/${name}`;
  await storageDriver().put(key, bytes, uploadContentType(name));
  return { url: privateUploadUrl(folder, name), key };
}

/**
 * The file behind one of our private URLs (`/payment/proofs/<name>`): its folder, name and key; null for
 * anything else (other URLs, nested paths, traversal attempts). Whether the file exists is not checked.
 */
export function privateUpload(
  url: string | null | undefined,
): { folder: PrivateFolder; name: string; key: string } | null {
  if (!url) return null;
  for (const [folder, prefix] of Object.entries(PRIVATE_FOLDERS) as [PrivateFolder, string][]) {
    if (!url.startsWith(prefix)) continue;
    const name = url.slice(prefix.length);
    if (!PRIVATE_NAME.test(name) || name.includes("..")) return null;
    return { folder, name, key: `private/${folder}/${name}` };
  }
  return null;
}

// ── Reading, checking and deleting, by URL ─────────────────────────────────────────────────────────────

/** The key of one of our URLs, public or private. */
const keyOf = (url: string | null | undefined) => uploadKey(url) ?? privateUpload(url)?.key ?? null;

/** One of our files as a stream with its size, date and ETag; null when the URL is not ours or is gone. */
export async function readStoredFile(
  url: string | null | undefined,
): Promise<{ object: StoredObject; body: Readable } | null> {
  const key = keyOf(url);
  return key ? storageDriver().read(key) : null;
}

/** The size, date and ETag of one of our files, without reading it; null when the URL is not ours or is gone. */
export async function statStoredFile(url: string | null | undefined): Promise<StoredObject | null> {
  const key = keyOf(url);
  return key ? storageDriver().stat(key) : null;
}

/** Whether one of our URLs names a stored file. */
export async function storedFileExists(url: string | null | undefined): Promise<boolean> {
  return (await statStoredFile(url)) !== null;
}

/**
 * Stores bytes under a URL of our own that the caller chose (the demo data's fixed names), replacing what
 * was there. Uploads from people never come this way: they get new names from saveUpload.
 */
export async function putStoredFile(url: string, bytes: Uint8Array): Promise<void> {
  const key = keyOf(url);
  if (!key) throw new Error(`Not a storage URL: ${url}`);
  await storageDriver().put(key, bytes, uploadContentType(key));
}

/** Removes one of our files, public or private; other URLs and missing files are ignored. Never throws. */
export async function deleteStoredFile(url: string | null | undefined): Promise<void> {
  const key = keyOf(url);
  if (!key) return;
  try {
    await storageDriver().remove(key);
  } catch (error) {
    logger.warn({ err: error, url }, "could not delete an upload");
  }
}
