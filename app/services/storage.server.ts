import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";

/**
 * Uploaded files on local disk under DATA_DIR/uploads, served by Express at /uploads (as files only, with a
 * sandboxing Content-Security-Policy). One API for every upload: save bytes, get a public URL; delete by URL.
 */

const URL_PREFIX = "/uploads/";
const SAFE_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/i;
const SAFE_EXTENSION = /^[a-z0-9]{1,8}$/i;

export function uploadsRoot(): string {
  return path.resolve(getEnv().DATA_DIR, "uploads");
}

export type SavedUpload = { url: string; path: string };

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
  const ext = extension.replace(/^\./, "").toLowerCase();
  if (!SAFE_EXTENSION.test(ext)) throw new Error(`Invalid extension: ${extension}`);
  const name = `${Date.now()}-${crypto.randomBytes(8).toString("hex")}.${ext}`;
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
