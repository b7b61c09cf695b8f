import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { getPaymentStatus, hasActiveSubscription } from "~/db/queries/subscriptions.server";
import { paymentRequests, subscriptions } from "~/db/schema";
import { formatIsoDate } from "~/domain/dates";
import { oneYearAfter } from "~/domain/payment";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { action as paymentAction, loader as paymentLoader } from "~/routes/dashboard/payment";
import { loader as proofLoader } from "~/routes/dashboard/payment-proof";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { loadContext, useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  createOrganizationUser,
  createUserWithoutOrganization,
  createUserWithoutProfile,
  isoDay,
  type TestOrganizationUser,
  type TestUser,
} from "../setup/factories";
import { type HttpApp, startHttpApp } from "../setup/http-app";
import { describeEachDatabase } from "../setup/test-database";
import { call, count, getRequest, imageFile, postRequest, toastOf } from "./auth-helpers";
import { pngBomb } from "./image-bomb";

const dataDir = useTempDataDir();
const proofsDir = path.join(dataDir, "private", "payment-proofs");
const uploadsDir = path.join(dataDir, "uploads");

const PDF_BYTES = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const pdf = (name = "receipt.pdf") => new File([PDF_BYTES], name, { type: "application/pdf" });

/** A real 2×2 24-bit BMP, or only a header that claims the given size. */
function bmp(width = 2, height = 2, headerOnly = false): File {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const pixels = headerOnly ? 0 : rowBytes * height;
  const bytes = new Uint8Array(54 + pixels);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(2, 54 + pixels, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, pixels, true);
  return new File([bytes], "receipt.bmp", { type: "image/bmp" });
}

/** Every file under a folder, recursively (relative paths). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}

async function submit(user: { cookie: string }, fields: Record<string, string | File>) {
  return call(paymentAction, postRequest("/payment", fields, user.cookie));
}

/** The organization's subscriptions and payment requests, oldest first. */
async function rowsOf(orgId: string) {
  const db = getDb();
  const subs = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, orgId))
    .orderBy(subscriptions.createdAt);
  const requests = await db
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.orgId, orgId))
    .orderBy(paymentRequests.createdAt);
  return { subs, requests };
}

async function totals() {
  return { subscriptions: await count("subscriptions"), requests: await count("payment_requests") };
}

/** GET /payment/proofs/:file as React Router calls the loader (a thrown redirect or 404 is the answer). */
async function getProof(url: string, cookie?: string): Promise<Response> {
  const file = url.replace("/payment/proofs/", "");
  try {
    return (await proofLoader({
      request: getRequest(url, cookie),
      params: { file },
      context: loadContext(),
    } as unknown as Parameters<typeof proofLoader>[0])) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const today = () => formatIsoDate(new Date());

describeEachDatabase("payments", () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUserWithoutProfile({ admin: true });
  });

  afterEach(async () => {
    await getDb().execute(sql`drop trigger if exists fail_payment_requests on payment_requests`);
    await getDb().execute(sql`drop function if exists fail_payment_insert()`);
  });

  describe("submitting", () => {
    it("creates an inactive subscription (from today, for one year) and a pending request in one go", async () => {
      const org = await createOrganizationUser();
      expect(await getPaymentStatus(org.userId)).toEqual({ state: "none" });

      const outcome = await submit(org, { referenceCode: "  MP261123.0930.X12345  " });
      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe("/dashboard");
      expect(await toastOf(outcome)).toMatchObject({
        type: "success",
        title: "Payment request submitted",
        description: "You'll be notified once approved",
      });

      const { subs, requests } = await rowsOf(org.organizationId);
      expect(subs).toHaveLength(1);
      expect(subs[0]).toMatchObject({
        startDate: today(),
        endDate: oneYearAfter(today()),
        paymentReference: "MP261123.0930.X12345",
        paymentProofUrl: null,
        isActive: false,
        approvedBy: null,
      });
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({
        submittedBy: org.userId,
        referenceCode: "MP261123.0930.X12345",
        paymentProofUrl: null,
        approved: false,
      });
      expect(await getPaymentStatus(org.userId)).toEqual({ state: "pending" });
      expect(await hasActiveSubscription(org.userId)).toBe(false);
    });

    it("sends the dialog back to its own page (same-site paths only), replacing it in the history", async () => {
      const org = await createOrganizationUser();
      const outcome = await submit(org, {
        referenceCode: "AM7845126390",
        redirectTo: "/dashboard/projects/add",
      });
      expect(outcome.location).toBe("/dashboard/projects/add");
      expect(outcome.headers.get("X-Remix-Replace")).toBe("true");

      const other = await createOrganizationUser();
      const evil = await submit(other, { referenceCode: "AM1", redirectTo: "https://evil.example/steal" });
      expect(evil.location).toBe("/dashboard");
      const sneaky = await submit(await createOrganizationUser(), {
        referenceCode: "AM2",
        redirectTo: "//evil.example",
      });
      expect(sneaky.location).toBe("/dashboard");
    });

    it("refuses a resubmission while a request is pending, and adds nothing", async () => {
      const org = await createOrganizationUser();
      await submit(org, { referenceCode: "FIRST-1" });
      const before = await totals();
      const files = filesUnder(proofsDir).length;
      const again = await submit(org, { referenceCode: "SECOND-2", proof: pdf() });
      expect(again.status).toBe(409);
      expect(await toastOf(again)).toMatchObject({ type: "error", title: "Payment Request Pending" });
      expect(await totals()).toEqual(before);
      expect((await rowsOf(org.organizationId)).requests.map((row) => row.referenceCode)).toEqual([
        "FIRST-1",
      ]);
      // The refused proof was never stored.
      expect(filesUnder(proofsDir)).toHaveLength(files);
    });

    it("lets two submissions of one organization at once make one request", async () => {
      const org = await createOrganizationUser();
      const results = await Promise.all([
        submitPaymentRequest({ user: { id: org.userId }, referenceCode: "RACE-1" }),
        submitPaymentRequest({ user: { id: org.userId }, referenceCode: "RACE-2" }),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toMatchObject({ reason: "pending" });
      const { subs, requests } = await rowsOf(org.organizationId);
      expect([subs.length, requests.length]).toEqual([1, 1]);
    });

    it("says the spec's message to a user without a profile or without an organization, and adds nothing", async () => {
      const before = await totals();
      const noProfile = await createUserWithoutProfile();
      const first = await submit(noProfile, { referenceCode: "MP1" });
      expect(first.status).toBe(403);
      expect(await toastOf(first)).toMatchObject({
        type: "error",
        title: "Error submitting payment request",
        description: "Your profile was not found. Please complete your registration first.",
      });

      const noOrganization = await createUserWithoutOrganization();
      const second = await submit(noOrganization, { referenceCode: "MP1" });
      expect(await toastOf(second)).toMatchObject({
        type: "error",
        title: "Error submitting payment request",
        description: "Your organization is not set up yet. Please complete your profile setup first.",
      });
      expect(await totals()).toEqual(before);

      // The page says so too, instead of the form.
      const page = await call(paymentLoader, getRequest("/payment", noOrganization.cookie));
      expect(page.data).toMatchObject({
        problem: "Your organization is not set up yet. Please complete your profile setup first.",
      });
      expect(await submitPaymentRequest({ user: null, referenceCode: "MP1" })).toMatchObject({
        ok: false,
        reason: "auth",
        description: "Authentication error. Please log in again.",
      });
    });

    it("refuses a blank reference code with the spec's toast, beside the field too", async () => {
      const org = await createOrganizationUser();
      const before = await totals();
      for (const referenceCode of ["", "    "]) {
        const outcome = await submit(org, { referenceCode });
        expect(outcome.status).toBe(400);
        expect(await toastOf(outcome)).toMatchObject({
          type: "error",
          title: "Reference code required",
          description: "Please enter a payment reference code",
        });
        expect(JSON.stringify(outcome.data)).toContain("Please enter a payment reference code");
      }
      const long = await submit(org, { referenceCode: "x".repeat(101) });
      expect(long.status).toBe(400);
      expect(JSON.stringify(long.data)).toContain("Reference code must be at most 100 characters");
      expect(await totals()).toEqual(before);
    });

    it("answers a crafted POST by a visitor with /login and changes nothing", async () => {
      const before = await totals();
      const outcome = await call(
        paymentAction,
        postRequest("/payment", { referenceCode: "MP1", proof: pdf() }),
      );
      expect(outcome.status).toBe(302);
      expect(outcome.location).toMatch(/^\/login\?redirectTo=/);
      expect(await totals()).toEqual(before);
    });

    it("limits one user to 10 submissions an hour", async () => {
      const org = await createOrganizationUser();
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await submit(org, { referenceCode: `LIMIT-${attempt}` })).status).not.toBe(429);
      }
      const limited = await submit(org, { referenceCode: "LIMIT-11" });
      expect(limited.status).toBe(429);
      expect((await toastOf(limited))?.description).toMatch(/^Too many attempts/);
      expect((await rowsOf(org.organizationId)).requests).toHaveLength(1);
    });
  });

  describe("the proof", () => {
    let org: TestOrganizationUser;
    let other: TestOrganizationUser;
    let proofUrl = "";

    beforeAll(async () => {
      org = await createOrganizationUser();
      other = await createOrganizationUser();
      const outcome = await submit(org, { referenceCode: "MP-PDF-1", proof: pdf() });
      expect(outcome.location).toBe("/dashboard");
      proofUrl = String((await rowsOf(org.organizationId)).requests[0]?.paymentProofUrl);
    });

    it("accepts a PDF and stores it privately, on both rows, never under /uploads", async () => {
      expect(proofUrl).toMatch(/^\/payment\/proofs\/\d+-[0-9a-f]{16}\.pdf$/);
      const { subs } = await rowsOf(org.organizationId);
      expect(subs[0]?.paymentProofUrl).toBe(proofUrl);
      const name = path.basename(proofUrl);
      const stored = path.join(proofsDir, name);
      expect(new Uint8Array(fs.readFileSync(stored))).toEqual(PDF_BYTES);
      expect(filesUnder(uploadsDir).some((file) => file.endsWith(name))).toBe(false);
    });

    it("serves it to its organization as a download that cannot run, never cached", async () => {
      const response = await getProof(proofUrl, org.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF_BYTES);
    });

    it("serves it to an administrator", async () => {
      const response = await getProof(proofUrl, admin.cookie);
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF_BYTES);
    });

    it("answers another organization 404, as for a file that does not exist", async () => {
      const theirs = await getProof(proofUrl, other.cookie);
      expect(theirs.status).toBe(404);
      const missing = await getProof("/payment/proofs/1-0000000000000000.pdf", admin.cookie);
      expect(missing.status).toBe(404);
      expect(await theirs.text()).toBe(await missing.text());
      for (const crafted of ["../../etc/passwd", "..%2F..%2Fetc%2Fpasswd", "x.html", "a/b.pdf", ""]) {
        expect((await getProof(`/payment/proofs/${crafted}`, admin.cookie)).status, crafted).toBe(404);
      }
    });

    it("sends a visitor to /login", async () => {
      const response = await getProof(proofUrl);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(proofUrl)}`);
    });

    it("serves an image proof inline with its own type", async () => {
      const owner = await createOrganizationUser();
      await submit(owner, { referenceCode: "MP-PNG", proof: await imageFile("png", "receipt.png") });
      const url = String((await rowsOf(owner.organizationId)).requests[0]?.paymentProofUrl);
      expect(url).toMatch(/\.png$/);
      const response = await getProof(url, owner.cookie);
      expect(response.headers.get("Content-Type")).toBe("image/png");
      expect(response.headers.get("Content-Disposition")).toMatch(/^inline; /);
      expect((await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).format).toBe("png");
    });

    it("accepts BMP and TIFF by their content", async () => {
      const tiff = new File(
        [
          new Uint8Array(
            await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
              .tiff()
              .toBuffer(),
          ),
        ],
        "scan.tiff",
        { type: "image/tiff" },
      );
      for (const [proof, extension] of [
        [bmp(), "bmp"],
        [tiff, "tif"],
      ] as const) {
        const owner = await createOrganizationUser();
        const outcome = await submit(owner, { referenceCode: "MP-SCAN", proof });
        expect(outcome.location, extension).toBe("/dashboard");
        const url = String((await rowsOf(owner.organizationId)).requests[0]?.paymentProofUrl);
        expect(url.endsWith(`.${extension}`), url).toBe(true);
        expect((await getProof(url, owner.cookie)).headers.get("Content-Disposition")).toMatch(/^attachment/);
      }
    });

    it("refuses by content: an HTML page named .png, an SVG, text; nothing written", async () => {
      const owner = await createOrganizationUser();
      const files = filesUnder(proofsDir).length;
      const before = await totals();
      for (const proof of [
        new File(["<!doctype html><script>alert(document.cookie)</script>"], "receipt.png", {
          type: "image/png",
        }),
        new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "receipt.svg", { type: "image/svg+xml" }),
        new File(["just some text"], "receipt.pdf", { type: "application/pdf" }),
      ]) {
        const outcome = await submit(owner, { referenceCode: "MP-HTML", proof });
        expect(outcome.status, proof.name).toBe(400);
        expect(await toastOf(outcome), proof.name).toMatchObject({
          type: "error",
          title: "Error submitting payment request",
          description: "File type not supported. Allowed types: JPEG, JPG, PNG, GIF, WebP, PDF, BMP, TIFF",
        });
        expect(JSON.stringify(outcome.data)).toContain("File type not supported");
      }
      expect(await totals()).toEqual(before);
      expect(filesUnder(proofsDir)).toHaveLength(files);
    });

    it("refuses a proof over 10 MB with the size message", async () => {
      const owner = await createOrganizationUser();
      const files = filesUnder(proofsDir).length;
      const before = await totals();
      const justOver = new Uint8Array(10 * 1024 * 1024 + 1);
      justOver.set(PDF_BYTES);
      const first = await submit(owner, {
        referenceCode: "MP-BIG",
        proof: new File([justOver], "big.pdf", { type: "application/pdf" }),
      });
      expect(first.status).toBe(400);
      expect(await toastOf(first)).toMatchObject({
        type: "error",
        description: "File size exceeds 10MB limit. Current size: 10.00MB",
      });
      // Far over: cut off while it streams in.
      const huge = await submit(owner, {
        referenceCode: "MP-HUGE",
        proof: new File([new Uint8Array(21 * 1024 * 1024)], "huge.pdf", { type: "application/pdf" }),
      });
      expect(huge.status).toBe(413);
      expect((await toastOf(huge))?.description).toMatch(/^File size exceeds 10MB limit\./);
      expect(await totals()).toEqual(before);
      expect(filesUnder(proofsDir)).toHaveLength(files);
    });

    it("refuses images over the pixel limit before decoding them", async () => {
      const owner = await createOrganizationUser();
      const before = await totals();
      for (const proof of [pngBomb(), bmp(20_000, 20_000, true)]) {
        const outcome = await submit(owner, { referenceCode: "MP-BOMB", proof });
        expect(await toastOf(outcome), proof.name).toMatchObject({
          type: "error",
          title: "Image too large",
          description: "Image dimensions are too large. Maximum is 50 megapixels.",
        });
      }
      expect(await totals()).toEqual(before);
    });

    it("leaves no subscription, no request and no file when the transaction fails", async () => {
      const owner = await createOrganizationUser();
      const files = filesUnder(proofsDir).length;
      const before = await totals();
      await getDb().execute(
        sql.raw(`create function fail_payment_insert() returns trigger language plpgsql as $$
          begin raise exception 'payment requests are read-only'; end $$`),
      );
      await getDb().execute(
        sql`create trigger fail_payment_requests before insert on payment_requests for each row execute function fail_payment_insert()`,
      );
      const outcome = await submit(owner, { referenceCode: "MP-FAIL", proof: pdf() });
      expect(outcome.status).toBe(500);
      expect(await toastOf(outcome)).toMatchObject({
        type: "error",
        title: "Error submitting payment request",
      });
      expect(await totals()).toEqual(before);
      expect(filesUnder(proofsDir)).toHaveLength(files);
    });
  });

  describe("status", () => {
    it("goes none → pending → active (with its expiry) → expired", async () => {
      const org = await createOrganizationUser();
      expect(await getPaymentStatus(org.userId)).toEqual({ state: "none" });
      await submit(org, { referenceCode: "MP-STATUS" });
      expect(await getPaymentStatus(org.userId)).toEqual({ state: "pending" });

      await getDb()
        .update(subscriptions)
        .set({ isActive: true })
        .where(eq(subscriptions.organizationId, org.organizationId));
      expect(await getPaymentStatus(org.userId)).toEqual({
        state: "active",
        expiresOn: oneYearAfter(today()),
        renewable: false,
      });

      await getDb()
        .update(paymentRequests)
        .set({ approved: true })
        .where(eq(paymentRequests.orgId, org.organizationId));
      await getDb()
        .update(subscriptions)
        .set({ endDate: isoDay(-1) })
        .where(eq(subscriptions.organizationId, org.organizationId));
      expect(await getPaymentStatus(org.userId)).toEqual({ state: "expired" });
      expect(await getPaymentStatus("no-such-user")).toEqual({ state: "none" });
    });

    it("counts a subscription active to the end of its last day, for its own organization only", async () => {
      const org = await createOrganizationUser();
      const other = await createOrganizationUser();
      await activateSubscription(org.organizationId, today());
      expect(await hasActiveSubscription(org.userId)).toBe(true);
      expect(await hasActiveSubscription(org.userId, isoDay(1))).toBe(false);
      expect(await hasActiveSubscription(other.userId)).toBe(false);

      const lapsed = await createOrganizationUser();
      await activateSubscription(lapsed.organizationId, isoDay(-1));
      expect(await hasActiveSubscription(lapsed.userId)).toBe(false);
      expect(await getPaymentStatus(lapsed.userId)).toEqual({ state: "expired" });

      const unapproved = await createOrganizationUser();
      await submit(unapproved, { referenceCode: "MP-WAIT" });
      expect(await hasActiveSubscription(unapproved.userId)).toBe(false);
      expect(await hasActiveSubscription(admin.userId)).toBe(false);
    });

    it("shows the status, the fee and the instructions with the organization's name on /payment and /dashboard", async () => {
      const org = await createOrganizationUser();
      const page = await call(paymentLoader, getRequest("/payment", org.cookie));
      expect(page.data).toMatchObject({
        status: { state: "none" },
        problem: null,
        instructions: {
          fee: { ugx: 45000, usd: 15 },
          mtn: { merchantCode: "123456", dialCode: "*165*3#" },
          airtel: { merchantCode: "654321", dialCode: "*185*9#" },
          bank: { name: "Stanbic Bank Uganda", swift: "SBICUGKX" },
          reference: org.organizationName,
        },
      });
      await activateSubscription(org.organizationId, "2099-12-31");
      const dashboard = await call(dashboardLoader, getRequest("/dashboard", org.cookie));
      // Read with the page, not streamed after it (a placeholder replaced later moved the page).
      const { paymentStatus } = dashboard.data as { paymentStatus: unknown };
      expect(paymentStatus).toEqual({ state: "active", expiresOn: "2099-12-31", renewable: false });
    });
  });

  describe("through the real Express app", () => {
    let app: HttpApp;
    let org: TestOrganizationUser;
    beforeAll(async () => {
      app = await startHttpApp({ PUBLIC_URL: undefined, NODE_ENV: "development", DATA_DIR: dataDir });
      org = await createOrganizationUser();
    });
    afterAll(async () => app?.close());

    it("shows the fee, the three ways to pay with the organization's name and the form; then the pending notice", async () => {
      const page = await app.request("GET", "/payment", { headers: { Cookie: org.cookie } });
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"]).toBe("private, no-store");
      for (const text of [
        "Yearly fee: UGX 45,000",
        "or USD 15",
        "MTN Mobile Money",
        "Airtel Money",
        "Bank transfer",
        "SBICUGKX",
        org.organizationName,
        "Subscribe to start",
        "Submit Payment",
      ]) {
        expect(page.body, text).toContain(text);
      }
      // The fee said once (issue 20 item 4).
      expect(page.body).not.toContain("One-time fee");
      expect(page.body.match(/Yearly fee/g)).toHaveLength(1);
      const dashboard = await app.request("GET", "/dashboard", { headers: { Cookie: org.cookie } });
      expect(dashboard.status).toBe(200);
      expect(dashboard.body).toContain("Subscribe to start");

      await submit(org, { referenceCode: "MP-HTTP", proof: pdf() });
      const pending = await app.request("GET", "/payment", { headers: { Cookie: org.cookie } });
      expect(pending.body).toContain("Payment Request Pending");
      expect(pending.body).toContain("MP-HTTP");
      expect(pending.body).not.toContain("Submit Payment");
      const after = await app.request("GET", "/dashboard", { headers: { Cookie: org.cookie } });
      expect(after.body).toContain("Payment Pending Approval");
    });

    it("answers a proof only through its route: the private folder is never served as a file", async () => {
      const url = String((await rowsOf(org.organizationId)).requests[0]?.paymentProofUrl);
      const name = path.basename(url);
      const served = await app.request("GET", url, { headers: { Cookie: org.cookie } });
      expect(served.status).toBe(200);
      expect(served.headers["content-type"]).toBe("application/pdf");
      expect(served.headers["content-disposition"]).toMatch(/^attachment; /);
      // Helmet's headers come first; React Router's adapter appends the route's (both policies apply).
      expect(served.headers["x-content-type-options"]).toMatch(/^nosniff\b/);
      expect(served.headers["content-security-policy"]).toContain("default-src 'none'; sandbox");
      expect(served.headers["cache-control"]).toBe("private, no-store");
      expect(served.body).toContain("%PDF-1.4");
      for (const attempt of [
        `/private/payment-proofs/${name}`,
        `/uploads/..%2Fprivate%2Fpayment-proofs%2F${name}`,
        `/uploads/%2e%2e/private/payment-proofs/${name}`,
      ]) {
        const answer = await app.request("GET", attempt, { headers: { Cookie: org.cookie } });
        expect(answer.status, attempt).not.toBe(200);
        expect(answer.body, attempt).not.toContain("%PDF-1.4");
      }
      const stranger = await createOrganizationUser();
      const refused = await app.request("GET", url, { headers: { Cookie: stranger.cookie } });
      expect(refused.status).toBe(404);
      expect(refused.body).not.toContain("%PDF-1.4");
    });
  });
});
