import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDatabaseHandle, getDb } from "~/db/client.server";
import { sweepChangeLog } from "~/db/queries/changes.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { DELETIONS_KEPT_DAYS } from "~/domain/open-data";
import { logger } from "~/lib/logger.server";
import { runEvery } from "~/lib/run-every.server";
import { getEnv } from "../env.server";
import { sweepStaleUploads } from "../projects/project-images.server";
import { privateUpload, storageDriver, uploadKey } from "../storage.server";

/**
 * The upload sweep: what crashes, abandoned forms and refused writes leave in storage goes. The server runs it
 * at start and then every hour (startUploadSweep, from startServices; UPLOAD_SWEEP_ENABLED=false turns it off).
 * One run:
 * 1. temporary files older than an hour (a write killed halfway: `*.webp.<random>.tmp` on local disk);
 * 2. pending uploads older than a day that no save took: rows and files (a save claims its row in its own
 *    transaction, so a save and the sweep never both get one);
 * 3. files under uploads/ and private/ that no row names (projects' image and metadata images, progress updates'
 *    photos, profiles' and
 *    organizations' logos, events' images, subscription requests' proofs (kept for ever, issue 34), pending uploads, accounts'
 *    images), once older than ORPHAN_GRACE_MS: a file is written before the row that names it commits, so a
 *    young one is always kept. The names are read in one statement (one snapshot) before the files are listed;
 * 4. resized variants in this instance's image cache (DATA_DIR/cache/images) whose upload is gone, and the
 *    cache's own stale temporary files.
 * Works on either store (storage/driver.ts: list, removeTemporary, remove). On PostgreSQL a run holds a
 * transaction-scoped advisory lock, so of several instances one sweeps at a time (the others skip that run, but
 * still tidy their own image cache); PGlite serves one process, whose timer never overlaps its own runs.
 */

/** How often the server sweeps. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** A temporary file this old belongs to no write in progress (a write takes seconds). */
export const TEMPORARY_FILE_AGE_MS = 60 * 60 * 1000;
/** A file no row names is removed only once this old: its row may be about to commit. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** The advisory lock's key: any constant our application uses for nothing else (the reminders use 7_314_201). */
export const UPLOAD_SWEEP_LOCK_KEY = 7_314_202;

/** The folders of stored files (storage.server.ts): public uploads and private files. */
const STORED_PREFIXES = ["uploads/", "private/"] as const;

export type UploadSweep = {
  /** Another instance was sweeping: only this instance's image cache was tidied. */
  skipped: boolean;
  temporaryFiles: number;
  pendingUploads: number;
  orphanFiles: number;
  cachedVariants: number;
};

/** One run (`now`: tests pass a later clock to age everything). */
export async function runUploadSweep({ now = Date.now() }: { now?: number } = {}): Promise<UploadSweep> {
  const run: UploadSweep = {
    skipped: false,
    temporaryFiles: 0,
    pendingUploads: 0,
    orphanFiles: 0,
    cachedVariants: 0,
  };
  // A cached variant made after this may be of an upload the listing below does not show yet: kept.
  const listedFrom = Date.now();
  let storedUploads: Set<string> | undefined;
  if (getDatabaseHandle()?.kind !== "postgres") {
    storedUploads = await sweepStore(run, now);
  } else {
    // The transaction only holds the lock: the work goes through the pool, each statement on its own.
    storedUploads = await refusableTransaction(async (tx) => {
      const lock = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${UPLOAD_SWEEP_LOCK_KEY}) as locked`,
      );
      if (!lock.rows[0]?.locked) {
        run.skipped = true;
        return undefined;
      }
      return sweepStore(run, now);
    });
  }
  const uploads = storedUploads ?? (await listKeys("uploads/"));
  run.cachedVariants = await sweepImageCache(uploads, { now, listedFrom });
  return run;
}

/** Steps 1–3; returns the keys of the public uploads that remain, for the image cache. */
async function sweepStore(run: UploadSweep, now: number): Promise<Set<string>> {
  const driver = storageDriver();
  for (const prefix of STORED_PREFIXES) {
    run.temporaryFiles += await driver.removeTemporary(prefix, new Date(now - TEMPORARY_FILE_AGE_MS));
  }
  run.pendingUploads = await sweepStaleUploads(undefined, now);

  // Named first, listed after: a file listed without a name was named by no row of that snapshot, and a row
  // that names an older file afterwards could only have taken it from one of that snapshot (pending uploads).
  const named = await namedKeys();
  const remaining = new Set<string>();
  const cutoff = now - ORPHAN_GRACE_MS;
  for (const prefix of STORED_PREFIXES) {
    for await (const object of driver.list(prefix)) {
      if (named.has(object.key) || object.lastModified.getTime() > cutoff) {
        remaining.add(object.key);
        continue;
      }
      try {
        await driver.remove(object.key);
        run.orphanFiles += 1;
      } catch (error) {
        remaining.add(object.key);
        logger.warn({ err: error, key: object.key }, "upload sweep: could not remove a file");
      }
    }
  }
  return remaining;
}

/** The storage key of every file a row names, read in one statement (one snapshot of every table). */
async function namedKeys(): Promise<Set<string>> {
  const result = await getDb().execute<{ url: string }>(sql`
    select image as url from projects where image is not null
    union select jsonb_array_elements_text(metadata->'images') from projects
      where jsonb_typeof(metadata->'images') = 'array'
    union select logo_url from profiles where logo_url is not null
    union select logo_url from organizations where logo_url is not null
    union select image_url from events where image_url is not null
    union select proof_url from subscription_requests where proof_url is not null
    union select unnest(photos) from project_updates
    union select url from pending_uploads
    union select image from users where image is not null`);
  const keys = new Set<string>();
  for (const row of result.rows) {
    const url = String(row.url ?? "").trim();
    const key = uploadKey(url) ?? privateUpload(url)?.key;
    if (key) keys.add(key);
  }
  return keys;
}

async function listKeys(prefix: string): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const object of storageDriver().list(prefix)) keys.add(object.key);
  return keys;
}

/**
 * Step 4: this instance's resized variants (cache/images/<width>/<path>.webp, of uploads/<path>) whose upload
 * is not among `uploads`, and the cache's temporary files older than an hour. A variant written after the
 * store was listed is kept (its upload may be newer than the listing).
 */
async function sweepImageCache(
  uploads: Set<string>,
  { now, listedFrom }: { now: number; listedFrom: number },
): Promise<number> {
  const root = path.join(path.resolve(getEnv().DATA_DIR), "cache", "images");
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const [, ...rest] = path.relative(root, file).split(path.sep);
    const relative = rest.join("/");
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) continue;
    const stale = relative.endsWith(".tmp")
      ? stat.mtimeMs < now - TEMPORARY_FILE_AGE_MS
      : relative.endsWith(".webp") &&
        stat.mtimeMs < listedFrom &&
        !uploads.has(`uploads/${relative.slice(0, -".webp".length)}`);
    if (!stale) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Sweeps now and then every `everyMs`, never two runs at once; each run also forgets the changes feed's
 * log rows older than DELETIONS_KEPT_DAYS. Returns the stop function.
 */
export function startUploadSweep(everyMs = UPLOAD_SWEEP_INTERVAL_MS): () => Promise<void> {
  return runEvery(
    everyMs,
    async () => {
      const result = await runUploadSweep();
      // The changes feed's log is kept DELETIONS_KEPT_DAYS; older rows go with the same hourly run.
      await sweepChangeLog(new Date(Date.now() - DELETIONS_KEPT_DAYS * 86_400_000));
      const { skipped, ...counts } = result;
      if (Object.values(counts).some(Boolean)) logger.info(result, "Upload sweep: files removed");
      else if (skipped) logger.debug("Upload sweep: another instance is sweeping");
    },
    "Upload sweep: run failed",
  );
}
