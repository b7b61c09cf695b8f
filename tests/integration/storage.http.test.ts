import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, setCurrentDatabase } from "~/db/client.server";
import { resetEnvForTests } from "~/services/env.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { localDriver } from "~/services/storage/local-driver.server";
import { s3Driver } from "~/services/storage/s3-driver.server";
import {
  deleteStoredFile,
  privateUpload,
  savePrivateUpload,
  saveUpload,
  storageDriver,
  storedFileExists,
  uploadKey,
} from "~/services/storage.server";
import { ORPHAN_GRACE_MS, runUploadSweep } from "~/services/uploads/sweep-uploads.server";
import { useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  createOrganizationUser,
  createProject,
  isoDay,
  ownerActor,
  type TestOrganizationUser,
} from "../setup/factories";
import { type HttpApp, startHttpApp } from "../setup/http-app";
import { startS3Server } from "../setup/s3-server";
import { storedBytes } from "../setup/stored-files";
import { createTestDatabase } from "../setup/test-database";

/**
 * The one storage API on both drivers: local disk (the default) and an S3-compatible bucket (s3rver here).
 * Each saves, reads, serves and deletes the same way, through the same routes: /uploads (as files),
 * /images (resized WebP) and the payment-proof route (only to whom it belongs).
 */

const dataDir = useTempDataDir();
const execFileAsync = promisify(execFile);

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 70 } } })
    .jpeg()
    .toBuffer();

describe("storage keys", () => {
  it("are only ever our own, inside their folders", () => {
    expect(uploadKey("/uploads/logos/a.webp")).toBe("uploads/logos/a.webp");
    for (const url of [
      "/uploads/../../etc/passwd",
      "/uploads/logos/../../x",
      "/uploads/logos",
      "/uploads/.hidden/a.png",
      "/etc/passwd",
      "https://example.org/uploads/logos/a.webp",
      null,
    ]) {
      expect(uploadKey(url), String(url)).toBeNull();
    }
    expect(privateUpload("/payment/proofs/1-ab.pdf")).toEqual({
      folder: "payment-proofs",
      name: "1-ab.pdf",
      key: "private/payment-proofs/1-ab.pdf",
    });
    for (const url of ["/payment/proofs/../x.pdf", "/payment/proofs/a/b.pdf", "/payment/proofs/.x.pdf"]) {
      expect(privateUpload(url), url).toBeNull();
    }
  });
});

describe.each(["local", "s3"] as const)("storage on the %s driver", (driver) => {
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let app: HttpApp;
  let owner: TestOrganizationUser;
  let stranger: TestOrganizationUser;
  let admin: TestOrganizationUser;
  let closeDatabase = async () => {};

  beforeAll(async () => {
    s3 = driver === "s3" ? await startS3Server() : undefined;
    const handle = await createTestDatabase("pglite");
    setCurrentDatabase(handle);
    closeDatabase = () => handle.close();
    app = await startHttpApp({
      NODE_ENV: "development",
      PUBLIC_URL: undefined,
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3?.env.S3_ENDPOINT,
      S3_BUCKET: s3?.env.S3_BUCKET,
      S3_REGION: s3?.env.S3_REGION,
      S3_ACCESS_KEY_ID: s3?.env.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: s3?.env.S3_SECRET_ACCESS_KEY,
    });
    owner = await createOrganizationUser();
    stranger = await createOrganizationUser();
    admin = await createOrganizationUser({ admin: true });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    setCurrentDatabase(undefined);
    await closeDatabase();
    await s3?.close();
    for (const key of ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
      delete process.env[key];
    }
    resetEnvForTests();
  });

  it("uses the configured driver, and it answers", async () => {
    expect(storageDriver().kind).toBe(driver);
    await expect(storageDriver().check()).resolves.toBeUndefined();
  });

  it("saves under a new timestamp-random name, reads it back and deletes it by URL", async () => {
    const saved = await saveUpload({ folder: "logos", bytes: new Uint8Array([1, 2, 3]), extension: ".PNG" });
    expect(saved.url).toMatch(/^\/uploads\/logos\/\d{13}-[0-9a-f]{16}\.png$/);
    expect(saved.key).toBe(saved.url.slice(1));
    expect(await storedBytes(saved.url)).toEqual(Buffer.from([1, 2, 3]));
    const again = await saveUpload({ folder: "logos", bytes: new Uint8Array([4]), extension: "png" });
    expect(again.url).not.toBe(saved.url);

    await deleteStoredFile(saved.url);
    expect(await storedFileExists(saved.url)).toBe(false);
    expect(await storedFileExists(again.url)).toBe(true);
    // Deleting twice, or something that is not ours, is harmless.
    await deleteStoredFile(saved.url);
    await deleteStoredFile("https://example.org/logo.png");
    await deleteStoredFile(null);
    // The bytes live in the store the configuration names, and only there.
    const onDisk = fs.existsSync(path.join(dataDir, again.key));
    expect(onDisk).toBe(driver === "local");
    if (s3)
      expect(fs.readdirSync(s3.directory, { recursive: true }).join("\n")).toContain(
        path.basename(again.key),
      );
  });

  it("refuses folders and extensions that could escape their folder", async () => {
    await expect(
      saveUpload({ folder: "../etc", bytes: new Uint8Array(), extension: "png" }),
    ).rejects.toThrow();
    await expect(
      saveUpload({ folder: "logos", bytes: new Uint8Array(), extension: "png/../../x" }),
    ).rejects.toThrow();
  });

  it("serves an upload at /uploads as a file that cannot run, with its ETag; 304 and HEAD without the bytes", async () => {
    const bytes = await jpeg(40, 30);
    const saved = await saveUpload({ folder: "project-images", bytes, extension: "jpg" });
    const response = await fetch(`${app.origin}${saved.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(response.headers.get("x-content-type-options")).toMatch(/^nosniff/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    const etag = response.headers.get("etag")!;
    expect(etag).toBeTruthy();

    const revalidated = await fetch(`${app.origin}${saved.url}`, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    const head = await fetch(`${app.origin}${saved.url}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));

    for (const missing of [
      "/uploads/project-images/1-0000000000000000.jpg",
      "/uploads/..%2F..%2Fetc%2Fpasswd",
    ]) {
      expect((await fetch(`${app.origin}${missing}`)).status, missing).toBe(404);
    }
  });

  it("resizes an upload to WebP at /images, from whichever store holds it", async () => {
    const saved = await saveUpload({
      folder: "project-images",
      bytes: await jpeg(1600, 900),
      extension: "jpg",
    });
    const response = await fetch(`${app.origin}/images/640${saved.url.slice("/uploads".length)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const variant = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([variant.format, variant.width, variant.height]).toEqual(["webp", 640, 360]);
    expect((await fetch(`${app.origin}/images/640/project-images/1-0000000000000000.jpg`)).status).toBe(404);
  });

  it("answers a private proof only through its route, to its organization and the administrators", async () => {
    const proof = await savePrivateUpload({
      folder: "payment-proofs",
      bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n"),
      extension: "pdf",
    });
    expect(proof.url).toMatch(/^\/payment\/proofs\//);
    expect(proof.key).toMatch(/^private\/payment-proofs\//);
    // The proof belongs to the owner's payment request.
    const submitted = await submitPaymentRequest({
      user: ownerActor(owner),
      input: { method: "mtn", transactionId: "7845123690", currency: "UGX", paidOn: isoDay() },
      proof: new File(["%PDF-1.4\n%%EOF\n"], "receipt.pdf", { type: "application/pdf" }),
    });
    if (!submitted.ok) throw new Error("payment request refused");
    const url = (
      await getDb().execute<{ url: string }>(
        sql`select proof_url as url from subscription_requests where id = ${submitted.requestId}`,
      )
    ).rows[0]!.url;

    for (const cookie of [owner.cookie, admin.cookie]) {
      const served = await fetch(`${app.origin}${url}`, { headers: { Cookie: cookie } });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("application/pdf");
      expect(await served.text()).toContain("%PDF-1.4");
    }
    const refused = await fetch(`${app.origin}${url}`, { headers: { Cookie: stranger.cookie } });
    expect(refused.status).toBe(404);
    const name = path.basename(url);
    for (const attempt of [
      `/private/payment-proofs/${name}`,
      `/uploads/..%2Fprivate%2Fpayment-proofs%2F${name}`,
    ]) {
      const answer = await fetch(`${app.origin}${attempt}`, { headers: { Cookie: owner.cookie } });
      expect(answer.status, attempt).not.toBe(200);
    }
    await deleteStoredFile(proof.url);
    expect(await storedFileExists(proof.url)).toBe(false);
  });

  it("lists files with their dates, never a half-written one, and clears what interrupted writes left", async () => {
    const saved = await saveUpload({ folder: "listing", bytes: new Uint8Array([7, 7]), extension: "webp" });
    const listed = [];
    for await (const object of storageDriver().list("uploads/listing/")) listed.push(object);
    expect(listed).toEqual([{ key: saved.key, size: 2, lastModified: expect.any(Date) }]);
    expect(Math.abs(listed[0]!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);

    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    if (driver === "local") {
      // What a write killed halfway leaves beside its target.
      const temporary = path.join(dataDir, `${saved.key}.0123456789ab.tmp`);
      fs.writeFileSync(temporary, "half");
      const again = [];
      for await (const object of storageDriver().list("uploads/listing/")) again.push(object.key);
      expect(again).toEqual([saved.key]);
      expect(await storageDriver().removeTemporary("uploads/", new Date(Date.now() - 60_000))).toBe(0);
      expect(await storageDriver().removeTemporary("uploads/", later)).toBe(1);
      expect(fs.existsSync(temporary)).toBe(false);
    } else {
      expect(await storageDriver().removeTemporary("uploads/", later)).toBe(0);
    }
    expect(await storedFileExists(saved.url)).toBe(true);
  });

  it("sweeps files no row names from this store, and keeps the named ones", async () => {
    const named = await saveUpload({
      folder: "project-images",
      bytes: new Uint8Array([1]),
      extension: "webp",
    });
    const orphan = await saveUpload({
      folder: "project-images",
      bytes: new Uint8Array([2]),
      extension: "webp",
    });
    const namedProof = await savePrivateUpload({
      folder: "payment-proofs",
      bytes: new Uint8Array([3]),
      extension: "pdf",
    });
    const orphanProof = await savePrivateUpload({
      folder: "payment-proofs",
      bytes: new Uint8Array([4]),
      extension: "pdf",
    });
    await createProject(owner.userId, { image: named.url, metadata: { images: [named.url] } });
    // The proof of an approved subscription request names its file.
    await activateSubscription(owner.organizationId, undefined, { proofUrl: namedProof.url });

    // Today every file is young: nothing goes.
    await runUploadSweep();
    for (const url of [named.url, orphan.url, namedProof.url, orphanProof.url]) {
      expect(await storedFileExists(url), url).toBe(true);
    }
    // Two days on, the files no row names go.
    const run = await runUploadSweep({ now: Date.now() + 2 * ORPHAN_GRACE_MS });
    expect(run.orphanFiles).toBeGreaterThanOrEqual(2);
    expect(await storedFileExists(orphan.url)).toBe(false);
    expect(await storedFileExists(orphanProof.url)).toBe(false);
    expect(await storedFileExists(named.url)).toBe(true);
    expect(await storedFileExists(namedProof.url)).toBe(true);
  });
});

describe("npm run storage:migrate", () => {
  it("copies a local deployment's files into the bucket, once, and says what it did", async () => {
    const s3 = await startS3Server();
    try {
      const local = localDriver(dataDir);
      const picture = await jpeg(30, 20);
      await local.put("uploads/logos/1-aaaaaaaaaaaaaaaa.jpg", picture, "image/jpeg");
      await local.put("uploads/seed/deep/farm.jpg", picture, "image/jpeg");
      await local.put(
        "private/payment-proofs/1-bbbbbbbbbbbbbbbb.pdf",
        Buffer.from("%PDF-1.4"),
        "application/pdf",
      );
      const run = () =>
        execFileAsync(process.execPath, ["--import", "tsx", "scripts/storage-migrate.ts"], {
          env: { ...process.env, ...s3.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
        });
      const first = await run();
      expect(first.stdout).toMatch(/\b\d+ copied \([\d.]+ MB\), 0 already there, 0 failed\./);
      const copied = Number(/(\d+) copied/.exec(first.stdout)![1]);
      expect(copied).toBeGreaterThanOrEqual(3);

      const bucket = s3Driver({ ...s3Options(s3.env), forcePathStyle: true });
      for (const key of [
        "uploads/logos/1-aaaaaaaaaaaaaaaa.jpg",
        "uploads/seed/deep/farm.jpg",
        "private/payment-proofs/1-bbbbbbbbbbbbbbbb.pdf",
      ]) {
        const stored = await bucket.read(key);
        expect(stored, key).not.toBeNull();
        expect(await buffer(stored!.body)).toEqual(await buffer((await local.read(key))!.body));
      }
      // Again: nothing new to copy.
      const second = await run();
      expect(second.stdout).toContain(`0 copied (0.0 MB), ${copied} already there, 0 failed.`);
    } finally {
      await s3.close();
    }
  }, 60_000);

  it("refuses to run without a bucket", async () => {
    const refused = await execFileAsync(process.execPath, ["--import", "tsx", "scripts/storage-migrate.ts"], {
      env: { ...process.env, DATA_DIR: dataDir, S3_BUCKET: "" },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain("S3_BUCKET is not set");
  }, 60_000);
});

function s3Options(env: Awaited<ReturnType<typeof startS3Server>>["env"]) {
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  };
}
