import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";

/**
 * Uploaded files on local disk. One API for every upload: save bytes, get a URL; delete by URL.
 * - Public uploads live under DATA_DIR/uploads, served by Express at /uploads (as files only, with a
 *   sandboxing Content-Security-Policy).
 * - Private uploads (payment proofs) live under DATA_DIR/private, which Express never serves: each private
 *   folder has a URL of its own, answered by a route that checks who is asking (routes/dashboard/payment-proof).
 */

const URL_PREFIX = "/uploads/";
const SAFE_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/i;
const SAFE_EXTENSION = /^[a-z0-9]{1,8}$/i;

export function uploadsRoot(): string {
  return path.resolve(getEnv().DATA_DIR, "uploads");
}

export type SavedUpload = { url: string; path: string };

/** A new file name: `<timestamp>-<random>.<extension>`, never one that exists. */
function newFileName(extension: string): string {
  const ext = extension.replace(/^\./, "").toLowerCase();
  if (!SAFE_EXTENSION.test(ext)) throw new Error(`Invalid extension: ${extension}`);
  return `${Date.now()}-${crypto.randomBytes(8).toString("hex")}.${ext}`;
}

/** Writes the bytes as a new file `<timestamp>-<random>.<extension>` in `folder`; never overwrites. */
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
  const dir = path.join(uploadsRoot(), ...segments);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await fs.writeFile(file, bytes, { flag: "wx" });
  return { url: `${URL_PREFIX}${segments.join("/")}/${name}`, path: file };
}

/** The file behind one of our upload URLs, or null for anything else (other sites, traversal attempts). */
export function uploadPath(url: string | null | undefined): string | null {
  if (!url?.startsWith(URL_PREFIX)) return null;
  const relative = url.slice(URL_PREFIX.length).split(/[?#]/)[0] ?? "";
  const segments = relative.split("/");
  if (segments.length < 2 || segments.some((segment) => !/^[a-z0-9][a-z0-9._-]*$/i.test(segment)))
    return null;
  if (segments.some((segment) => segment.includes(".."))) return null;
  const root = uploadsRoot();
  const file = path.resolve(root, ...segments);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

/** Removes one of our uploads; other URLs and missing files are ignored. Never throws. */
export async function deleteUpload(url: string | null | undefined): Promise<void> {
  const file = uploadPath(url);
  if (!file) return;
  try {
    await fs.rm(file, { force: true });
  } catch (error) {
    logger.warn({ err: error, url }, "could not delete an upload");
  }
}

// ── Private uploads ─────────────────────────────────────────────────────────────────────────────────────

/** The private folders and the URL each is answered under (by a route that checks who may see it). */
export const PRIVATE_FOLDERS = {
  "payment-proofs": "/payment/proofs/",
} as const;
export type PrivateFolder = keyof typeof PRIVATE_FOLDERS;

/** A stored private file's name: what saveUpload writes, or a plain seed name; never a path. */
const PRIVATE_NAME = /^[a-z0-9][a-z0-9_-]*\.[a-z0-9]{1,8}$/i;

/** The directory of a private folder (the demo seed writes its proofs here too, in the DATA_DIR it is given). */
export function privateFolderPath(folder: PrivateFolder, dataDir: string = getEnv().DATA_DIR): string {
  return path.join(path.resolve(dataDir, "private"), folder);
}

/** The URL of a file in a private folder (which route answers it). */
export function privateUploadUrl(folder: PrivateFolder, name: string): string {
  return `${PRIVATE_FOLDERS[folder]}${name}`;
}

/**
 * Writes the bytes as a new file `<timestamp>-<random>.<extension>` in DATA_DIR/private/<folder>; never
 * overwrites. The URL is the folder's own (`/payment/proofs/<name>`), never under /uploads.
 */
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
  const dir = privateFolderPath(folder);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await fs.writeFile(file, bytes, { flag: "wx" });
  return { url: privateUploadUrl(folder, name), path: file };
}

/**
 * The file behind one of our private URLs (`/payment/proofs/<name>`), with its folder and name; null for
 * anything else (other URLs, nested paths, traversal attempts). Whether the file exists is not checked.
 */
export function privateUpload(
  url: string | null | undefined,
): { folder: PrivateFolder; name: string; path: string } | null {
  if (!url) return null;
  for (const [folder, prefix] of Object.entries(PRIVATE_FOLDERS) as [PrivateFolder, string][]) {
    if (!url.startsWith(prefix)) continue;
    const name = url.slice(prefix.length);
    if (!PRIVATE_NAME.test(name) || name.includes("..")) return null;
    const dir = privateFolderPath(folder);
    const file = path.resolve(dir, name);
    return file.startsWith(`${dir}${path.sep}`) ? { folder, name, path: file } : null;
  }
  return null;
}

/** The file behind one of our private URLs, or null. */
export function privateUploadPath(url: string | null | undefined): string | null {
  return privateUpload(url)?.path ?? null;
}

/** Removes one of our private files; other URLs and missing files are ignored. Never throws. */
export async function deletePrivateUpload(url: string | null | undefined): Promise<void> {
  const file = privateUploadPath(url);
  if (!file) return;
  try {
    await fs.rm(file, { force: true });
  } catch (error) {
    logger.warn({ err: error, url }, "could not delete a private upload");
  }
}
