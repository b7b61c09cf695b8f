import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { MAX_PENDING_UPLOADS_UNPAID, PENDING_UPLOADS_LIMIT_MESSAGE } from "~/domain/uploads";
import { action as imagesAction } from "~/routes/dashboard/project-images";
import { getImageVariant } from "~/services/images.server";
import { savePrivateUpload, saveUpload, storedFileExists } from "~/services/storage.server";
import { insertPendingUpload } from "~/services/uploads/pending-uploads.server";
import {
  ORPHAN_GRACE_MS,
  runUploadSweep,
  TEMPORARY_FILE_AGE_MS,
  UPLOAD_SWEEP_LOCK_KEY,
} from "~/services/uploads/sweep-uploads.server";
import { useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  createOrganizationUser,
  createProject,
  makeAdmin,
  type TestOrganizationUser,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { imageFile, postRequest } from "./auth-helpers";

/** The sweep of files nothing names, and the cap on unsaved uploads of an account without a subscription. */

const dataDir = useTempDataDir();
const HOUR = 60 * 60 * 1000;

/** A stored file's path on the local disk (this file runs on the default driver). */
const fileOfKey = (key: string) => path.join(dataDir, ...key.split("/"));
const fileOfUrl = (url: string) =>
  url.startsWith("/uploads/")
    ? fileOfKey(url.slice(1))
    : fileOfKey(`private/payment-proofs/${url.split("/").pop()}`);

/** Makes a file look `ms` old. */
function age(file: string, ms: number) {
  const when = new Date(Date.now() - ms);
  fs.utimesSync(file, when, when);
}

async function png() {
  return new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a7" } })
      .png()
      .toBuffer(),
  );
}

async function upload(cookie: string) {
  const response = (await imagesAction({
    request: postRequest(
      "/dashboard/projects/images",
      { existing: "0", file: await imageFile("png", "field.png") },
      cookie,
    ),
  } as never)) as Response;
  return { status: response.status, ...((await response.json()) as { url?: string; error?: string }) };
}

describeEachDatabase("the upload sweep", (_handle, kind) => {
  let owner: TestOrganizationUser;

  beforeAll(async () => {
    // Each database's suite starts from an empty store (the files of the other suite are named by no row here).
    for (const folder of ["uploads", "private", "cache"]) {
      fs.rmSync(path.join(dataDir, folder), { recursive: true, force: true });
    }
    owner = await createOrganizationUser();
    await activateSubscription(owner.organizationId);
  });

  it("removes temporary files older than an hour and keeps fresh ones", async () => {
    const folder = fileOfKey("uploads/project-images");
    fs.mkdirSync(folder, { recursive: true });
    const old = path.join(folder, "1-aaaa.webp.0123456789ab.tmp");
    const fresh = path.join(folder, "2-bbbb.webp.ba9876543210.tmp");
    const oldPrivate = fileOfKey("private/payment-proofs/3-cccc.pdf.0123456789ab.tmp");
    fs.mkdirSync(path.dirname(oldPrivate), { recursive: true });
    for (const file of [old, fresh, oldPrivate]) fs.writeFileSync(file, "half a file");
    age(old, TEMPORARY_FILE_AGE_MS + HOUR);
    age(oldPrivate, TEMPORARY_FILE_AGE_MS + HOUR);
    age(fresh, TEMPORARY_FILE_AGE_MS / 2);

    const run = await runUploadSweep();
    expect(run).toMatchObject({ skipped: false, temporaryFiles: 2 });
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(oldPrivate)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
  });

  it("removes pending uploads older than a day with their files, and keeps fresh ones", async () => {
    const stale = await upload(owner.cookie);
    const fresh = await upload(owner.cookie);
    expect([stale.status, fresh.status]).toEqual([201, 201]);
    await getDb().execute(
      sql`update pending_uploads set created_at = now() - interval '25 hours' where url = ${stale.url!}`,
    );

    const run = await runUploadSweep();
    expect(run.pendingUploads).toBe(1);
    const rows = await getDb().execute<{ url: string }>(
      sql`select url from pending_uploads where url in (${stale.url!}, ${fresh.url!})`,
    );
    expect(rows.rows.map((row) => row.url)).toEqual([fresh.url]);
    expect(await storedFileExists(stale.url)).toBe(false);
    expect(await storedFileExists(fresh.url)).toBe(true);
  });

  it("removes files no row names once past the grace period; named and young files stay", async () => {
    const bytes = await png();
    const save = async () => (await saveUpload({ folder: "project-images", bytes, extension: "webp" })).url;
    const proof = async () =>
      (
        await savePrivateUpload({
          folder: "payment-proofs",
          bytes: new Uint8Array([37, 80, 68, 70]),
          extension: "pdf",
        })
      ).url;
    const [cover, gallery, logo, eventImage, namedProof, orphan, youngOrphan, orphanProof] = [
      await save(),
      await save(),
      (await saveUpload({ folder: "logos", bytes, extension: "webp" })).url,
      (await saveUpload({ folder: "event-images", bytes, extension: "webp" })).url,
      await proof(),
      await save(),
      await save(),
      await proof(),
    ];
    await createProject(owner.userId, { image: cover, metadata: { images: [cover, gallery] } });
    await getDb().execute(sql`update profiles set logo_url = ${logo} where id = ${owner.userId}`);
    await getDb().execute(
      sql`insert into events (title, event_date, image_url) values ('Sweep day', now(), ${eventImage})`,
    );
    // The proof of a subscription request names its file (kept for ever, as the request is).
    await activateSubscription(owner.organizationId, undefined, { proofUrl: namedProof });
    for (const url of [cover, gallery, logo, eventImage, namedProof, orphan, orphanProof]) {
      age(fileOfUrl(url), ORPHAN_GRACE_MS + HOUR);
    }
    age(fileOfUrl(youngOrphan), ORPHAN_GRACE_MS - HOUR);

    const run = await runUploadSweep();
    expect(run.orphanFiles).toBe(2);
    expect(await storedFileExists(orphan)).toBe(false);
    expect(await storedFileExists(orphanProof)).toBe(false);
    for (const url of [cover, gallery, logo, eventImage, namedProof, youngOrphan]) {
      expect(await storedFileExists(url), url).toBe(true);
    }
  });

  it("drops cached variants whose upload is gone, keeps those of uploads that remain", async () => {
    const bytes = await png();
    const kept = (await saveUpload({ folder: "project-images", bytes, extension: "png" })).url;
    const gone = (await saveUpload({ folder: "project-images", bytes, extension: "png" })).url;
    await createProject(owner.userId, { image: kept, metadata: { images: [kept] } });
    const keptVariant = await getImageVariant(320, kept.slice("/uploads/".length));
    const goneVariant = await getImageVariant(320, gone.slice("/uploads/".length));
    expect(keptVariant && goneVariant).toBeTruthy();
    age(fileOfUrl(gone), ORPHAN_GRACE_MS + HOUR);
    // Both variants were made a while ago (one made while the sweep lists the store is kept).
    age(goneVariant!.file, HOUR);
    age(keptVariant!.file, HOUR);

    const run = await runUploadSweep();
    expect(run).toMatchObject({ orphanFiles: 1, cachedVariants: 1 });
    expect(fs.existsSync(goneVariant!.file)).toBe(false);
    expect(fs.existsSync(keptVariant!.file)).toBe(true);
  });

  // Several instances share a PostgreSQL server only (PGlite is one process): the lock is theirs.
  if (kind === "postgres")
    it("a second sweep does nothing while another instance holds the lock", async () => {
      const orphan = (await saveUpload({ folder: "project-images", bytes: await png(), extension: "webp" }))
        .url;
      age(fileOfUrl(orphan), ORPHAN_GRACE_MS + HOUR);
      const whileLocked = await getDb().transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_SWEEP_LOCK_KEY})`);
        return runUploadSweep();
      });
      expect(whileLocked).toMatchObject({ skipped: true, orphanFiles: 0, pendingUploads: 0 });
      expect(await storedFileExists(orphan)).toBe(true);
      // Once the lock is free, the next run sweeps.
      expect(await runUploadSweep()).toMatchObject({ skipped: false, orphanFiles: 1 });
      expect(await storedFileExists(orphan)).toBe(false);
    });
});

describeEachDatabase("the cap on unsaved uploads", () => {
  let unpaid: TestOrganizationUser;

  beforeAll(async () => {
    unpaid = await createOrganizationUser();
  });

  it(`an account without an active subscription holds at most ${MAX_PENDING_UPLOADS_UNPAID} unsaved uploads`, async () => {
    for (let index = 0; index < MAX_PENDING_UPLOADS_UNPAID; index++) {
      expect((await upload(unpaid.cookie)).status).toBe(201);
    }
    const refused = await upload(unpaid.cookie);
    expect(refused).toEqual({ status: 429, error: PENDING_UPLOADS_LIMIT_MESSAGE });
    const rows = await getDb().execute<{ n: number }>(
      sql`select count(*)::int as n from pending_uploads where owner_id = ${unpaid.userId}`,
    );
    expect(Number(rows.rows[0]?.n)).toBe(MAX_PENDING_UPLOADS_UNPAID);

    // Uploads a day old no longer count: room again.
    await getDb().execute(
      sql`update pending_uploads set created_at = now() - interval '25 hours' where owner_id = ${unpaid.userId}`,
    );
    expect((await upload(unpaid.cookie)).status).toBe(201);
  });

  it("parallel uploads never pass the cap together", async () => {
    const racer = await createOrganizationUser();
    const results = await Promise.allSettled(
      Array.from({ length: MAX_PENDING_UPLOADS_UNPAID + 5 }, (_, index) =>
        insertPendingUpload({
          url: `/uploads/project-images/race-${index}.webp`,
          ownerId: racer.userId,
          limit: MAX_PENDING_UPLOADS_UNPAID,
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(
      MAX_PENDING_UPLOADS_UNPAID,
    );
    for (const result of results) {
      if (result.status === "rejected") {
        expect(result.reason).toMatchObject({
          code: "RATE_LIMITED",
          userMessage: { title: PENDING_UPLOADS_LIMIT_MESSAGE },
        });
      }
    }
  });

  it("subscribed organizations and administrators have no such cap", async () => {
    const paid = await createOrganizationUser();
    await activateSubscription(paid.organizationId);
    const admin = await createOrganizationUser();
    await makeAdmin(admin);
    for (const user of [paid, admin]) {
      for (let index = 0; index <= MAX_PENDING_UPLOADS_UNPAID; index++) {
        expect((await upload(user.cookie)).status).toBe(201);
      }
    }
  });
});
