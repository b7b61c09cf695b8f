import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  getSubscriptionState,
  hasActiveSubscription,
  listRequestHistory,
} from "~/db/queries/subscriptions.server";
import { subscriptionRequests } from "~/db/schema";
import { formatIsoDate } from "~/domain/dates";
import { oneYearAfter } from "~/domain/payment";
import { SUBSCRIPTION_TEXT, TRANSACTION_ID_RULES } from "~/domain/subscription-lifecycle";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { action as paymentAction, loader as paymentLoader } from "~/routes/dashboard/payment";
import { loader as proofLoader } from "~/routes/dashboard/payment-proof";
import { rejectPaymentRequest } from "~/services/payments/reject-payment-request.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { resetRateLimit } from "~/services/rate-limit.server";
import { loadContext, useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  approvePendingPayment,
  createOrganizationUser,
  createUserWithoutOrganization,
  createUserWithoutProfile,
  isoDay,
  ownerActor,
  type TestOrganizationUser,
  type TestUser,
} from "../setup/factories";
import { type HttpApp, startHttpApp } from "../setup/http-app";
import { describeEachDatabase } from "../setup/test-database";
import { call, count, getRequest, imageFile, type Outcome, postRequest, toastOf } from "./auth-helpers";
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

const today = () => formatIsoDate(new Date());

let transactionSequence = 0;
/** A fresh MTN Mobile Money Transaction ID (10 digits), unique within the file. */
const nextTransactionId = () => String(7_845_200_000 + ++transactionSequence);

type PaymentFields = Record<string, string | File>;

/** The payment form's fields: MTN Mobile Money, paid today, a fresh Transaction ID; any may be replaced. */
function payment(overrides: PaymentFields = {}): PaymentFields {
  return {
    method: "mtn",
    transactionId: nextTransactionId(),
    currency: "UGX",
    paidOn: today(),
    ...overrides,
  };
}

/** The same fields as submitPaymentRequest takes them. */
function paymentInput(overrides: Record<string, string> = {}) {
  return {
    method: "mtn",
    transactionId: nextTransactionId(),
    currency: "UGX",
    paidOn: today(),
    ...overrides,
  };
}

async function submit(user: { cookie: string }, fields: PaymentFields) {
  return call(paymentAction, postRequest("/payment", fields, user.cookie));
}

/** The organization's requests, oldest first, and their history rows. */
async function rowsOf(orgId: string) {
  const requests = await getDb()
    .select()
    .from(subscriptionRequests)
    .where(eq(subscriptionRequests.organizationId, orgId))
    .orderBy(subscriptionRequests.createdAt, subscriptionRequests.id);
  const history = await Promise.all(requests.map((request) => listRequestHistory(request.id)));
  return { requests, history };
}

/** Everything a payment write could leave behind: requests and their history. */
async function totals() {
  return {
    requests: await count("subscription_requests"),
    history: await count("subscription_request_history"),
  };
}

/** A fingerprint of the billing tables (every column of every row). */
async function billingFingerprint() {
  const digest = async (table: string) =>
    (
      await getDb().execute<{ digest: string | null }>(
        sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`),
      )
    ).rows[0]?.digest ?? null;
  return {
    requests: await digest("subscription_requests"),
    history: await digest("subscription_request_history"),
  };
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

/** The data of a refused form: its Conform reply, with the fields' messages. */
const fieldErrors = (outcome: Outcome) =>
  (outcome.data as { result?: { error?: Record<string, string[] | null> } } | null)?.result?.error ?? {};

describeEachDatabase("payments", () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUserWithoutProfile({ admin: true });
  });

  afterEach(async () => {
    await getDb().execute(sql`drop trigger if exists fail_subscription_requests on subscription_requests`);
    await getDb().execute(sql`drop function if exists fail_payment_write()`);
  });

  /** Every write to subscription_requests fails (`before insert` or `before update`) until the test ends. */
  async function failWrites(on: "insert" | "update") {
    await getDb().execute(
      sql.raw(`create function fail_payment_write() returns trigger language plpgsql as $$
        begin raise exception 'subscription requests are read-only'; end $$`),
    );
    await getDb().execute(
      sql.raw(
        `create trigger fail_subscription_requests before ${on} on subscription_requests for each row execute function fail_payment_write()`,
      ),
    );
  }

  describe("submitting", () => {
    it("writes a waiting request and its history in one go; its period is set when approved", async () => {
      const org = await createOrganizationUser();
      expect(await getSubscriptionState(org.userId)).toEqual({ kind: "none" });

      const outcome = await submit(org, payment({ transactionId: "  7845123690  ", paidOn: isoDay(-2) }));
      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe("/dashboard");
      expect(await toastOf(outcome)).toMatchObject({
        type: "success",
        title: "Payment request submitted",
        description: "You'll be notified once approved",
      });

      const { requests, history } = await rowsOf(org.organizationId);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({
        organizationId: org.organizationId,
        organizationName: org.organizationName,
        submittedBy: org.userId,
        method: "mtn",
        transactionId: "7845123690",
        transactionKey: "7845123690",
        amount: 45000,
        currency: "UGX",
        paidOn: isoDay(-2),
        proofUrl: null,
        status: "submitted",
        startDate: null,
        endDate: null,
        decidedBy: null,
        decidedAt: null,
        rejectionReason: null,
        receiptNumber: null,
      });
      expect(history[0]).toEqual([
        expect.objectContaining({ action: "submitted", status: "submitted", actorEmail: org.email }),
      ]);
      expect(await getSubscriptionState(org.userId)).toEqual({ kind: "pending", requestId: requests[0]!.id });
      expect(await hasActiveSubscription(org.userId)).toBe(false);
    });

    it("accepts each method's Transaction ID in its own format, and a bank transfer in dollars", async () => {
      for (const [fields, stored] of [
        [
          { method: "mtn", transactionId: "78451236" },
          { transactionKey: "78451236", amount: 45000, currency: "UGX" },
        ],
        [
          { method: "airtel", transactionId: "mp261119.1432.b73915" },
          { transactionKey: "MP261119.1432.B73915", amount: 45000, currency: "UGX" },
        ],
        [
          { method: "airtel", transactionId: "784512369012" },
          { transactionKey: "784512369012", currency: "UGX" },
        ],
        [
          { method: "bank", transactionId: "FT26333KX7Q2", currency: "USD", paidOn: isoDay(-365) },
          { transactionKey: "FT26333KX7Q2", amount: 15, currency: "USD", paidOn: isoDay(-365) },
        ],
        [
          { method: "bank", transactionId: "tt/2026-04.55" },
          { transactionKey: "TT/2026-04.55", currency: "UGX" },
        ],
      ] as const) {
        const org = await createOrganizationUser();
        const outcome = await submit(org, payment(fields));
        expect(outcome.status, fields.transactionId).toBe(302);
        const [request] = (await rowsOf(org.organizationId)).requests;
        expect(request, fields.transactionId).toMatchObject({
          method: fields.method,
          status: "submitted",
          ...stored,
        });
      }
    });

    it("sends the dialog back to its own page (same-site paths only), replacing it in the history", async () => {
      const org = await createOrganizationUser();
      const outcome = await submit(org, payment({ redirectTo: "/dashboard/projects/add" }));
      expect(outcome.location).toBe("/dashboard/projects/add");
      expect(outcome.headers.get("X-Remix-Replace")).toBe("true");

      const other = await createOrganizationUser();
      const evil = await submit(other, payment({ redirectTo: "https://evil.example/steal" }));
      expect(evil.location).toBe("/dashboard");
      const sneaky = await submit(await createOrganizationUser(), payment({ redirectTo: "//evil.example" }));
      expect(sneaky.location).toBe("/dashboard");
    });

    it("refuses a second submission while one waits (409), adds nothing and stores no proof", async () => {
      const org = await createOrganizationUser();
      await submit(org, payment({ transactionId: "7845123601" }));
      const before = await totals();
      const files = filesUnder(proofsDir).length;
      const again = await submit(org, payment({ transactionId: "7845123602", proof: pdf() }));
      expect(again.status).toBe(409);
      expect(await toastOf(again)).toMatchObject({ type: "error", title: "Payment Request Pending" });
      expect(await totals()).toEqual(before);
      expect((await rowsOf(org.organizationId)).requests.map((row) => row.transactionId)).toEqual([
        "7845123601",
      ]);
      // The refused proof was never stored.
      expect(filesUnder(proofsDir)).toHaveLength(files);
    });

    it("lets two submissions of one organization at once make one request", async () => {
      const org = await createOrganizationUser();
      const results = await Promise.all([
        submitPaymentRequest({ user: ownerActor(org), input: paymentInput() }),
        submitPaymentRequest({ user: ownerActor(org), input: paymentInput() }),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toMatchObject({ reason: "pending" });
      const { requests, history } = await rowsOf(org.organizationId);
      expect([requests.length, history.flat().length]).toEqual([1, 1]);
    });

    it("lets two organizations claim one Transaction ID at once: one request holds it", async () => {
      const [first, second] = [await createOrganizationUser(), await createOrganizationUser()];
      const transactionId = nextTransactionId();
      const results = await Promise.all(
        [first, second].map((org) =>
          submitPaymentRequest({ user: ownerActor(org), input: paymentInput({ transactionId }) }),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toMatchObject({
        reason: "transaction-used",
        description: SUBSCRIPTION_TEXT.transactionIdUsed,
      });
      expect(await count(`subscription_requests where transaction_key = '${transactionId}'`)).toBe(1);
    });

    it("says the spec's message to a user without a profile or without an organization, and adds nothing", async () => {
      const before = await totals();
      const noProfile = await createUserWithoutProfile();
      const first = await submit(noProfile, payment());
      expect(first.status).toBe(403);
      expect(await toastOf(first)).toMatchObject({
        type: "error",
        title: "Error submitting payment request",
        description: "Your profile was not found. Please complete your registration first.",
      });

      const noOrganization = await createUserWithoutOrganization();
      const second = await submit(noOrganization, payment());
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
      expect(await submitPaymentRequest({ user: null, input: paymentInput() })).toMatchObject({
        ok: false,
        reason: "auth",
        description: "Authentication error. Please log in again.",
      });
    });

    it("refuses each field's mistake with its message, in the toast and beside the field, and writes nothing", async () => {
      const org = await createOrganizationUser();
      const before = await totals();
      const cases: [string, PaymentFields, "method" | "transactionId" | "currency" | "paidOn", string][] = [
        [
          "an MTN ID too short",
          { transactionId: "1234567" },
          "transactionId",
          TRANSACTION_ID_RULES.mtn.message,
        ],
        [
          "an MTN ID with letters",
          { transactionId: "MP261119.1432.B73915" },
          "transactionId",
          TRANSACTION_ID_RULES.mtn.message,
        ],
        [
          "an Airtel ID of the wrong shape",
          { method: "airtel", transactionId: "MP2611.1432.B73915" },
          "transactionId",
          TRANSACTION_ID_RULES.airtel.message,
        ],
        [
          "a bank reference without a digit",
          { method: "bank", transactionId: "ABCDEFGH" },
          "transactionId",
          TRANSACTION_ID_RULES.bank.message,
        ],
        [
          "a bank reference too short",
          { method: "bank", transactionId: "FT1" },
          "transactionId",
          TRANSACTION_ID_RULES.bank.message,
        ],
        [
          "a blank Transaction ID",
          { transactionId: "" },
          "transactionId",
          SUBSCRIPTION_TEXT.transactionIdRequired,
        ],
        ["spaces only", { transactionId: "    " }, "transactionId", SUBSCRIPTION_TEXT.transactionIdRequired],
        [
          "a Transaction ID over 100 characters",
          { method: "bank", transactionId: `FT${"1".repeat(99)}` },
          "transactionId",
          SUBSCRIPTION_TEXT.transactionIdTooLong,
        ],
        ["no method", { method: "" }, "method", SUBSCRIPTION_TEXT.methodRequired],
        ["an unknown method", { method: "cash" }, "method", SUBSCRIPTION_TEXT.methodRequired],
        ["mobile money in dollars", { currency: "USD" }, "currency", SUBSCRIPTION_TEXT.currencyNotForMethod],
        ["a day paid in the future", { paidOn: isoDay(1) }, "paidOn", SUBSCRIPTION_TEXT.paidOnFuture],
        ["a day paid over a year ago", { paidOn: isoDay(-366) }, "paidOn", SUBSCRIPTION_TEXT.paidOnTooOld],
        ["no day paid", { paidOn: "" }, "paidOn", SUBSCRIPTION_TEXT.paidOnRequired],
        ["a day that does not exist", { paidOn: "2026-02-30" }, "paidOn", SUBSCRIPTION_TEXT.paidOnRequired],
      ];
      for (const [name, fields, field, message] of cases) {
        // More cases than the hourly limit on submissions, which is not what this test is about.
        await resetRateLimit("payment-submit", org.userId);
        const outcome = await submit(org, payment(fields));
        expect(outcome.status, name).toBe(400);
        expect(await toastOf(outcome), name).toMatchObject({
          type: "error",
          title: "Error submitting payment request",
          description: message,
        });
        // Beside the field (the form shows its first message; no other message is given for it).
        expect(fieldErrors(outcome)[field]?.[0], name).toBe(message);
        expect(new Set(fieldErrors(outcome)[field]), name).toEqual(new Set([message]));
      }
      expect(await totals()).toEqual(before);
      expect(await getSubscriptionState(org.userId)).toEqual({ kind: "none" });
    });

    it("answers a crafted POST by a visitor with /login and changes nothing", async () => {
      const before = await totals();
      const outcome = await call(paymentAction, postRequest("/payment", payment({ proof: pdf() })));
      expect(outcome.status).toBe(302);
      expect(outcome.location).toMatch(/^\/login\?redirectTo=/);
      expect(await totals()).toEqual(before);
    });

    it("limits one user to 10 submissions an hour", async () => {
      const org = await createOrganizationUser();
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await submit(org, payment())).status).not.toBe(429);
      }
      const limited = await submit(org, payment());
      expect(limited.status).toBe(429);
      expect((await toastOf(limited))?.description).toMatch(/^Too many attempts/);
      expect((await rowsOf(org.organizationId)).requests).toHaveLength(1);
    });
  });

  describe("a Transaction ID pays once", () => {
    it("refuses an ID another organization's request holds, waiting or approved, however it is written", async () => {
      const holder = await createOrganizationUser();
      await submit(holder, payment({ method: "airtel", transactionId: "MP261119.1432.B73915" }));
      const approvedHolder = await createOrganizationUser();
      await submit(approvedHolder, payment({ method: "bank", transactionId: "FT26333KX7Q2" }));
      await approvePendingPayment(approvedHolder.organizationId);

      const org = await createOrganizationUser();
      const before = await totals();
      for (const fields of [
        { method: "airtel", transactionId: "mp261119.1432.b73915" },
        { method: "airtel", transactionId: " MP261119.1432.B73915 " },
        { method: "bank", transactionId: "ft26333kx7q2" },
      ]) {
        const outcome = await submit(org, payment({ ...fields, proof: pdf() }));
        expect(outcome.status, fields.transactionId).toBe(409);
        expect(await toastOf(outcome), fields.transactionId).toMatchObject({
          type: "error",
          description: SUBSCRIPTION_TEXT.transactionIdUsed,
        });
        expect(fieldErrors(outcome).transactionId).toEqual([SUBSCRIPTION_TEXT.transactionIdUsed]);
      }
      expect(await totals()).toEqual(before);
    });

    it("frees an ID whose request was rejected: the form filled in again is sent again", async () => {
      const org = await createOrganizationUser();
      const first = await submitPaymentRequest({
        user: ownerActor(org),
        input: paymentInput({ transactionId: "7845123699" }),
      });
      if (!first.ok) throw new Error(first.reason);
      expect(
        await rejectPaymentRequest({
          admin: { id: admin.userId, email: admin.email },
          requestId: first.requestId,
          reason: "The proof of payment cannot be read",
        }),
      ).toEqual({ ok: true });
      // The page shows the reason and fills the form in with the rejected request's details.
      const page = await call(paymentLoader, getRequest("/payment", org.cookie));
      expect(page.data).toMatchObject({
        state: {
          kind: "rejected",
          requestId: first.requestId,
          reason: "The proof of payment cannot be read",
        },
        rejected: {
          id: first.requestId,
          reason: "The proof of payment cannot be read",
          defaults: { method: "mtn", transactionId: "7845123699", currency: "UGX", paidOn: today() },
        },
        pending: null,
      });
      const again = await submit(org, payment({ transactionId: "7845123699" }));
      expect(again.status).toBe(302);
      const { requests, history } = await rowsOf(org.organizationId);
      // The rejected request stays, with its reason and history, beside the new one.
      expect(
        requests.map(({ status, transactionId, rejectionReason }) => ({
          status,
          transactionId,
          rejectionReason,
        })),
      ).toEqual([
        {
          status: "rejected",
          transactionId: "7845123699",
          rejectionReason: "The proof of payment cannot be read",
        },
        { status: "submitted", transactionId: "7845123699", rejectionReason: null },
      ]);
      expect(history[0]?.map((entry) => entry.action)).toEqual(["submitted", "rejected"]);
    });
  });

  describe("the proof", () => {
    let org: TestOrganizationUser;
    let other: TestOrganizationUser;
    let proofUrl = "";

    beforeAll(async () => {
      org = await createOrganizationUser();
      other = await createOrganizationUser();
      const outcome = await submit(org, payment({ proof: pdf() }));
      expect(outcome.location).toBe("/dashboard");
      proofUrl = String((await rowsOf(org.organizationId)).requests[0]?.proofUrl);
    });

    it("accepts a PDF and stores it privately, on the request, never under /uploads", async () => {
      expect(proofUrl).toMatch(/^\/payment\/proofs\/\d+-[0-9a-f]{16}\.pdf$/);
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
      await submit(owner, payment({ proof: await imageFile("png", "receipt.png") }));
      const url = String((await rowsOf(owner.organizationId)).requests[0]?.proofUrl);
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
        const outcome = await submit(owner, payment({ proof }));
        expect(outcome.location, extension).toBe("/dashboard");
        const url = String((await rowsOf(owner.organizationId)).requests[0]?.proofUrl);
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
        const outcome = await submit(owner, payment({ proof }));
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
      const first = await submit(
        owner,
        payment({ proof: new File([justOver], "big.pdf", { type: "application/pdf" }) }),
      );
      expect(first.status).toBe(400);
      expect(await toastOf(first)).toMatchObject({
        type: "error",
        description: "File size exceeds 10MB limit. Current size: 10.00MB",
      });
      // Far over: cut off while it streams in.
      const huge = await submit(
        owner,
        payment({
          proof: new File([new Uint8Array(21 * 1024 * 1024)], "huge.pdf", { type: "application/pdf" }),
        }),
      );
      expect(huge.status).toBe(413);
      expect((await toastOf(huge))?.description).toMatch(/^File size exceeds 10MB limit\./);
      expect(await totals()).toEqual(before);
      expect(filesUnder(proofsDir)).toHaveLength(files);
    });

    it("refuses images over the pixel limit before decoding them", async () => {
      const owner = await createOrganizationUser();
      const before = await totals();
      for (const proof of [pngBomb(), bmp(20_000, 20_000, true)]) {
        const outcome = await submit(owner, payment({ proof }));
        expect(await toastOf(outcome), proof.name).toMatchObject({
          type: "error",
          title: "Image too large",
          description: "Image dimensions are too large. Maximum is 50 megapixels.",
        });
      }
      expect(await totals()).toEqual(before);
    });

    it("leaves no request, no history and no file when the transaction fails", async () => {
      const owner = await createOrganizationUser();
      const files = filesUnder(proofsDir).length;
      const before = await totals();
      await failWrites("insert");
      const outcome = await submit(owner, payment({ proof: pdf() }));
      expect(outcome.status).toBe(500);
      expect(await toastOf(outcome)).toMatchObject({
        type: "error",
        title: "Error submitting payment request",
      });
      expect(await totals()).toEqual(before);
      expect(filesUnder(proofsDir)).toHaveLength(files);
    });

    it("leaves the request as it was, and no new file, when a correction's transaction fails", async () => {
      const owner = await createOrganizationUser();
      await submit(owner, payment({ transactionId: "7845123677" }));
      const [request] = (await rowsOf(owner.organizationId)).requests;
      const files = filesUnder(proofsDir).length;
      const before = await billingFingerprint();
      await failWrites("update");
      const outcome = await submit(
        owner,
        payment({ intent: "correct", requestId: request!.id, transactionId: "7845123678", proof: pdf() }),
      );
      expect(outcome.status).toBe(500);
      expect(await billingFingerprint()).toEqual(before);
      expect(filesUnder(proofsDir)).toHaveLength(files);
    });
  });

  describe("status", () => {
    it("goes none → pending → active (with its end) → expiring → expired; a rejection says why", async () => {
      const org = await createOrganizationUser();
      expect(await getSubscriptionState(org.userId)).toEqual({ kind: "none" });
      await submit(org, payment());
      const [request] = (await rowsOf(org.organizationId)).requests;
      expect(await getSubscriptionState(org.userId)).toEqual({ kind: "pending", requestId: request!.id });

      await approvePendingPayment(org.organizationId);
      expect(await getSubscriptionState(org.userId)).toMatchObject({
        kind: "active",
        until: oneYearAfter(today()),
        pendingRequestId: null,
        rejected: null,
      });
      const setEnd = (endDate: string) =>
        getDb()
          .update(subscriptionRequests)
          .set({ endDate })
          .where(eq(subscriptionRequests.organizationId, org.organizationId));
      await setEnd(isoDay(30));
      expect(await getSubscriptionState(org.userId)).toMatchObject({ kind: "expiring", daysLeft: 30 });
      await setEnd(isoDay(-1));
      expect(await getSubscriptionState(org.userId)).toEqual({ kind: "expired", endedOn: isoDay(-1) });
      expect(await getSubscriptionState("no-such-user")).toEqual({ kind: "none" });

      const refused = await createOrganizationUser();
      await submit(refused, payment());
      const [waiting] = (await rowsOf(refused.organizationId)).requests;
      await rejectPaymentRequest({
        admin: { id: admin.userId, email: admin.email },
        requestId: waiting!.id,
        reason: "The amount paid is not the yearly fee",
      });
      expect(await getSubscriptionState(refused.userId)).toEqual({
        kind: "rejected",
        requestId: waiting!.id,
        reason: "The amount paid is not the yearly fee",
      });
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
      expect(await getSubscriptionState(lapsed.userId)).toEqual({ kind: "expired", endedOn: isoDay(-1) });

      const unapproved = await createOrganizationUser();
      await submit(unapproved, payment());
      expect(await hasActiveSubscription(unapproved.userId)).toBe(false);
      expect(await hasActiveSubscription(admin.userId)).toBe(false);
    });

    it("shows the state, the fee and the instructions with the organization's name on /payment and /dashboard", async () => {
      const org = await createOrganizationUser();
      const page = await call(paymentLoader, getRequest("/payment", org.cookie));
      expect(page.data).toMatchObject({
        state: { kind: "none" },
        pending: null,
        rejected: null,
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
      expect(paymentStatus).toMatchObject({ kind: "active", until: "2099-12-31", pendingRequestId: null });
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

    /** POSTs the payment form to /payment as a browser does (multipart, same origin), following no redirect. */
    async function post(user: { cookie: string }, fields: PaymentFields) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await fetch(`${app.origin}/payment`, {
        method: "POST",
        body: form,
        headers: { Cookie: user.cookie, Origin: app.origin },
        redirect: "manual",
      });
      const outcome: Outcome = {
        status: response.status,
        headers: response.headers,
        location: response.headers.get("Location"),
        data: null,
      };
      return { ...outcome, toast: await toastOf(outcome), body: await response.text() };
    }

    it("shows the fee, the three ways to pay with the organization's name and the form; then the pending request", async () => {
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
        'name="method"',
        'name="transactionId"',
        'name="paidOn"',
        'name="proof"',
      ]) {
        expect(page.body, text).toContain(text);
      }
      // The fee said once (issue 20 item 4).
      expect(page.body).not.toContain("One-time fee");
      expect(page.body.match(/Yearly fee/g)).toHaveLength(1);
      const dashboard = await app.request("GET", "/dashboard", { headers: { Cookie: org.cookie } });
      expect(dashboard.status).toBe(200);
      expect(dashboard.body).toContain("Subscribe to start");

      const sent = await post(org, payment({ transactionId: "7845123655", proof: pdf() }));
      expect(sent.status).toBe(302);
      const pending = await app.request("GET", "/payment", { headers: { Cookie: org.cookie } });
      expect(pending.body).toContain("Payment Request Pending");
      expect(pending.body).toContain("7845123655");
      expect(pending.body).toContain(SUBSCRIPTION_TEXT.correct);
      expect(pending.body).toContain(SUBSCRIPTION_TEXT.withdraw);
      expect(pending.body).not.toContain("Submit Payment");
      const after = await app.request("GET", "/dashboard", { headers: { Cookie: org.cookie } });
      expect(after.body).toContain("Payment Pending Approval");
    });

    it("answers a proof only through its route: the private folder is never served as a file", async () => {
      const url = String((await rowsOf(org.organizationId)).requests[0]?.proofUrl);
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

    it("refuses a malformed Transaction ID with 400 and the field's message, and writes nothing", async () => {
      const owner = await createOrganizationUser();
      const before = await totals();
      const files = filesUnder(proofsDir).length;
      const refused = await post(owner, payment({ transactionId: "12-34", proof: pdf() }));
      expect(refused.status).toBe(400);
      expect(refused.toast).toMatchObject({ type: "error", description: TRANSACTION_ID_RULES.mtn.message });
      // The page comes back with the message beside the field.
      expect(refused.body).toContain(TRANSACTION_ID_RULES.mtn.message);
      expect(await totals()).toEqual(before);
      expect(filesUnder(proofsDir)).toHaveLength(files);
      expect(await getSubscriptionState(owner.userId)).toEqual({ kind: "none" });
    });

    it("refuses a Transaction ID another organization already sent, and writes nothing", async () => {
      const [first, second] = [await createOrganizationUser(), await createOrganizationUser()];
      expect((await post(first, payment({ transactionId: "7845123666" }))).status).toBe(302);
      const before = await totals();
      const files = filesUnder(proofsDir).length;
      const refused = await post(second, payment({ transactionId: "7845123666", proof: pdf() }));
      expect(refused.status).toBe(409);
      expect(refused.toast).toMatchObject({
        type: "error",
        description: SUBSCRIPTION_TEXT.transactionIdUsed,
      });
      expect(refused.body).toContain(SUBSCRIPTION_TEXT.transactionIdUsed);
      expect(await totals()).toEqual(before);
      expect(filesUnder(proofsDir)).toHaveLength(files);
      expect((await rowsOf(second.organizationId)).requests).toEqual([]);
    });

    it("refuses a second submission while one waits with 409", async () => {
      const owner = await createOrganizationUser();
      expect((await post(owner, payment())).status).toBe(302);
      const before = await totals();
      const again = await post(owner, payment());
      expect(again.status).toBe(409);
      expect(again.toast).toMatchObject({ type: "error", title: "Payment Request Pending" });
      expect(await totals()).toEqual(before);
    });

    it("corrects a waiting request: its fields change, and the history keeps what they were", async () => {
      const owner = await createOrganizationUser();
      await post(owner, payment({ transactionId: "7845123680", paidOn: isoDay(-3) }));
      const [request] = (await rowsOf(owner.organizationId)).requests;

      // A correction is checked as a submission is: a malformed ID changes nothing.
      const before = await billingFingerprint();
      const malformed = await post(
        owner,
        payment({ intent: "correct", requestId: request!.id, method: "airtel", transactionId: "MP1" }),
      );
      expect(malformed.status).toBe(400);
      expect(malformed.toast).toMatchObject({ description: TRANSACTION_ID_RULES.airtel.message });
      expect(await billingFingerprint()).toEqual(before);

      const corrected = await post(
        owner,
        payment({
          intent: "correct",
          requestId: request!.id,
          method: "airtel",
          transactionId: "MP261120.0915.C12345",
          paidOn: isoDay(-2),
          proof: pdf(),
        }),
      );
      expect(corrected.status).toBe(302);
      expect(corrected.location).toBe("/payment");
      expect(corrected.toast).toMatchObject({ type: "success", title: SUBSCRIPTION_TEXT.corrected });

      const { requests, history } = await rowsOf(owner.organizationId);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({
        id: request!.id,
        status: "submitted",
        method: "airtel",
        transactionId: "MP261120.0915.C12345",
        transactionKey: "MP261120.0915.C12345",
        paidOn: isoDay(-2),
        amount: 45000,
        currency: "UGX",
        proofUrl: expect.stringMatching(/^\/payment\/proofs\/\d+-[0-9a-f]{16}\.pdf$/),
      });
      expect(history[0]).toEqual([
        expect.objectContaining({ action: "submitted", status: "submitted" }),
        expect.objectContaining({
          action: "corrected",
          status: "submitted",
          actorEmail: owner.email,
          detail: { method: "mtn", transactionId: "7845123680", paidOn: isoDay(-3), proofUrl: null },
        }),
      ]);
      // Still one request waiting, with its new details on the page.
      expect(await getSubscriptionState(owner.userId)).toEqual({ kind: "pending", requestId: request!.id });
      const page = await app.request("GET", "/payment", { headers: { Cookie: owner.cookie } });
      expect(page.body).toContain("MP261120.0915.C12345");
      // The old ID is free again; the new one is held.
      const other = await createOrganizationUser();
      expect((await post(other, payment({ transactionId: "7845123680" }))).status).toBe(302);
      const taken = await post(other, payment({ method: "airtel", transactionId: "MP261120.0915.C12345" }));
      expect(taken.status).toBe(409);
    });

    it("refuses a correction to an ID another organization holds, and changes nothing", async () => {
      const [owner, holder] = [await createOrganizationUser(), await createOrganizationUser()];
      await post(holder, payment({ transactionId: "7845123681" }));
      await post(owner, payment({ transactionId: "7845123682" }));
      const [request] = (await rowsOf(owner.organizationId)).requests;
      const before = await billingFingerprint();
      const refused = await post(
        owner,
        payment({ intent: "correct", requestId: request!.id, transactionId: "7845123681" }),
      );
      expect(refused.status).toBe(409);
      expect(refused.toast).toMatchObject({ description: SUBSCRIPTION_TEXT.transactionIdUsed });
      expect(await billingFingerprint()).toEqual(before);
    });

    it("withdraws a waiting request (kept, withdrawn, with its history); a new submission then succeeds", async () => {
      const owner = await createOrganizationUser();
      await post(owner, payment({ transactionId: "7845123693" }));
      const [request] = (await rowsOf(owner.organizationId)).requests;

      const withdrawn = await post(owner, { intent: "withdraw", requestId: request!.id });
      expect(withdrawn.status).toBe(302);
      expect(withdrawn.location).toBe("/payment");
      expect(withdrawn.toast).toMatchObject({ type: "success", title: SUBSCRIPTION_TEXT.withdrawn });
      const after = await rowsOf(owner.organizationId);
      expect(after.requests).toEqual([expect.objectContaining({ id: request!.id, status: "withdrawn" })]);
      expect(after.history[0]).toEqual([
        expect.objectContaining({ action: "submitted", status: "submitted" }),
        expect.objectContaining({ action: "withdrawn", status: "withdrawn", actorEmail: owner.email }),
      ]);
      expect(await getSubscriptionState(owner.userId)).toEqual({ kind: "none" });

      // Final: neither withdrawn again nor corrected.
      const before = await billingFingerprint();
      const twice = await post(owner, { intent: "withdraw", requestId: request!.id });
      expect(twice.status).toBe(409);
      expect(twice.toast).toMatchObject({ type: "error", description: SUBSCRIPTION_TEXT.notPending });
      const late = await post(owner, payment({ intent: "correct", requestId: request!.id }));
      expect(late.status).toBe(409);
      expect(late.toast).toMatchObject({ type: "error", description: SUBSCRIPTION_TEXT.notPending });
      expect(await billingFingerprint()).toEqual(before);

      // A new request, even with the same Transaction ID (the withdrawn one no longer holds it).
      const anew = await post(owner, payment({ transactionId: "7845123693" }));
      expect(anew.status).toBe(302);
      const { requests } = await rowsOf(owner.organizationId);
      expect(requests.map((row) => row.status)).toEqual(["withdrawn", "submitted"]);
      expect(await getSubscriptionState(owner.userId)).toEqual({
        kind: "pending",
        requestId: requests[1]!.id,
      });
    });

    it("lets no other organization correct or withdraw a request, nor a visitor; nothing changes", async () => {
      const [owner, intruder] = [await createOrganizationUser(), await createOrganizationUser()];
      await post(owner, payment({ transactionId: "7845123691" }));
      const ownerBefore = await rowsOf(owner.organizationId);
      const [request] = ownerBefore.requests;
      const before = await billingFingerprint();
      const files = filesUnder(proofsDir).length;

      const corrected = await post(
        intruder,
        payment({ intent: "correct", requestId: request!.id, transactionId: "7845123692", proof: pdf() }),
      );
      expect(corrected.status).toBe(409);
      expect(corrected.toast).toMatchObject({ type: "error", description: SUBSCRIPTION_TEXT.notPending });
      const withdrawn = await post(intruder, { intent: "withdraw", requestId: request!.id });
      expect(withdrawn.status).toBe(409);
      expect(withdrawn.toast).toMatchObject({ type: "error", description: SUBSCRIPTION_TEXT.notPending });
      expect(await billingFingerprint()).toEqual(before);
      // An intruder that has a request of its own waiting is refused the same.
      await post(intruder, payment());
      const beforeOwn = await billingFingerprint();
      expect((await post(intruder, { intent: "withdraw", requestId: request!.id })).status).toBe(409);
      expect(await billingFingerprint()).toEqual(beforeOwn);
      // A visitor goes to /login.
      const visitor = await post({ cookie: "" }, { intent: "withdraw", requestId: request!.id });
      expect(visitor.status).toBe(302);
      expect(visitor.location).toMatch(/^\/login/);
      // A request id that is none at all.
      expect((await post(intruder, { intent: "withdraw", requestId: "not-a-uuid" })).status).toBe(400);

      // The owner's request is as it was: every column, and its history.
      expect(await rowsOf(owner.organizationId)).toEqual(ownerBefore);
      expect(ownerBefore.requests).toEqual([
        expect.objectContaining({ id: request!.id, status: "submitted", transactionId: "7845123691" }),
      ]);
      expect(ownerBefore.history[0]?.map((entry) => entry.action)).toEqual(["submitted"]);
      expect(filesUnder(proofsDir)).toHaveLength(files);
    });
  });
});
