import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { eq, sql } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { findRequest } from "~/db/queries/billing.server";
import { listRequestHistory } from "~/db/queries/subscriptions.server";
import { subscriptionRequests } from "~/db/schema";
import { formatDate } from "~/domain/dates";
import { buildReceipt, receiptNumber } from "~/domain/receipt";
import { loader as accountLoader } from "~/routes/dashboard/account";
import { loader as receiptLoader } from "~/routes/dashboard/payment-receipt";
import { resetEnvForTests } from "~/services/env.server";
import { approvePaymentRequest } from "~/services/payments/approve-payment-request.server";
import { receiptPdf } from "~/services/payments/payment-receipt.server";
import { rejectPaymentRequest } from "~/services/payments/reject-payment-request.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { withdrawPaymentRequest } from "~/services/payments/withdraw-payment-request.server";
import { loadContext, outbox, useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  createOrganizationUser,
  isoDay,
  ownerActor,
  type TestOrganizationUser,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { getRequest } from "./auth-helpers";

/**
 * My Account's Billing section and the receipts of approved payment requests (issue 20 item 4, issue 34): the
 * receipt is a real PDF whose every field, read back, is the request's (number, date, payer, method,
 * Transaction ID, day paid, amount, period, PAID) under the configured issuer; the approval mail carries the
 * same PDF; it answers its organization and administrators only (anyone else, and a request not approved, get
 * the same 404); numbers are given by the database at approval, unique and in approval order, never reused.
 */

const dataDir = useTempDataDir();

const ISSUER = {
  RECEIPT_ISSUER_NAME: "Impact Receipts Uganda Ltd",
  RECEIPT_ISSUER_ADDRESS: "Plot 7, Gulu Road, Gulu, Uganda",
  RECEIPT_ISSUER_TAX_NUMBER: "TIN 1012345678",
};

let admin: TestOrganizationUser;
let alpha: TestOrganizationUser;
let beta: TestOrganizationUser;

type PaymentInput = { method: string; transactionId: string; currency: string; paidOn: string };

async function submit(org: TestOrganizationUser, input: PaymentInput) {
  const result = await submitPaymentRequest({ user: ownerActor(org), input });
  if (!result.ok) throw new Error(`submit failed: ${result.reason}`);
  return result.requestId;
}

const mtn = (transactionId: string): PaymentInput => ({
  method: "mtn",
  transactionId,
  currency: "UGX",
  paidOn: isoDay(),
});

async function approve(requestId: string) {
  const result = await approvePaymentRequest({ admin: { id: admin.userId, email: admin.email }, requestId });
  if (!result.ok) throw new Error("approval failed");
  return result;
}

/** GET the receipt as React Router calls the loader (a thrown redirect or 404 is the answer). */
async function getReceipt(id: string, cookie?: string): Promise<Response> {
  const url = `/dashboard/payments/${id}/receipt.pdf`;
  try {
    return (await receiptLoader({
      request: getRequest(url, cookie),
      params: { id },
      context: loadContext(),
    } as unknown as Parameters<typeof receiptLoader>[0])) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function account(cookie: string) {
  return accountLoader({
    request: getRequest("/dashboard/account", cookie),
    params: {},
    context: loadContext(),
  } as unknown as Parameters<typeof accountLoader>[0]);
}

/** The receipt's labels, in the order printed. */
const RECEIPT_LABELS = [
  "Receipt number",
  "Receipt date",
  "Paid by",
  "Payment method",
  "Transaction ID",
  "Date paid",
  "Amount",
  "Period covered",
  "Status",
] as const;

type ReadReceipt = {
  /** The page's text lines, top to bottom (items on one baseline joined, left to right). */
  lines: string[];
  /** Each label's value, read from the label's row (and the lines its value wrapped onto). */
  fields: Record<string, string>;
  text: string;
};

/** The PDF as a reader opens it: its lines, and the label/value table read back row by row. */
async function readReceipt(bytes: Uint8Array): Promise<ReadReceipt> {
  const document = await getDocument({
    // pdfjs takes the buffer over (it moves it to its worker): a copy keeps the caller's.
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    // pdfjs reads the metrics of the 14 standard fonts (the receipt's Helvetica) from its own files.
    standardFontDataUrl: `${path.resolve("node_modules/pdfjs-dist/standard_fonts")}/`,
  }).promise;
  const items: { str: string; x: number; y: number }[] = [];
  try {
    expect(document.numPages).toBe(1);
    const content = await (await document.getPage(1)).getTextContent();
    for (const item of content.items) {
      if ("str" in item && item.str.trim())
        items.push({ str: item.str, x: item.transform[4], y: item.transform[5] });
    }
  } finally {
    await document.destroy();
  }
  const rows = new Map<number, typeof items>();
  for (const item of items) {
    const y = Math.round(item.y);
    rows.set(y, [...(rows.get(y) ?? []), item]);
  }
  const ordered = [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) => row.sort((a, b) => a.x - b.x));
  const lines = ordered.map((row) => row.map((item) => item.str).join(" "));
  // The table: a label in the left column, its value in the right one (a long value wraps onto rows below).
  const labelX = Math.min(...items.filter((item) => item.str === "Receipt number").map((item) => item.x));
  const valueX = Math.min(
    ...ordered.flatMap((row) => (row[0]?.str === "Receipt number" ? row.slice(1).map((item) => item.x) : [])),
  );
  const fields: Record<string, string> = {};
  let current: string | null = null;
  for (const row of ordered) {
    const label = row.filter((item) => Math.abs(item.x - labelX) < 1).map((item) => item.str);
    const value = row.filter((item) => item.x >= valueX - 1).map((item) => item.str);
    if (label.length > 0 && (RECEIPT_LABELS as readonly string[]).includes(label.join(" "))) {
      current = label.join(" ");
      fields[current] = value.join(" ");
    } else if (current && label.length === 0 && value.length > 0) {
      fields[current] = `${fields[current]} ${value.join(" ")}`;
    } else {
      current = null;
    }
  }
  return { lines, fields, text: lines.join("\n") };
}

/** The attachments of a mail in the outbox: file name, content type and bytes (base64 decoded). */
function attachmentsOf(mail: string): { filename: string; contentType: string; bytes: Uint8Array }[] {
  const boundaries = [...mail.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((match) => match[1]!);
  const found: { filename: string; contentType: string; bytes: Uint8Array }[] = [];
  for (const boundary of boundaries) {
    for (const part of mail.split(`--${boundary}`)) {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) continue;
      const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
      if (!/Content-Disposition:\s*attachment/i.test(headers)) continue;
      const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? "";
      const contentType = /Content-Type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim() ?? "";
      expect(headers).toMatch(/Content-Transfer-Encoding:\s*base64/i);
      const body = part.slice(split).replace(/\s+/g, "");
      found.push({ filename, contentType, bytes: new Uint8Array(Buffer.from(body, "base64")) });
    }
  }
  return found;
}

const mailsTo = (email: string) => outbox(dataDir).filter((mail) => mail.includes(`To: ${email}`));

describeEachDatabase("payment receipts", () => {
  beforeAll(async () => {
    // This file's process.env is its own (tests/setup/pristine-env.ts).
    Object.assign(process.env, ISSUER);
    resetEnvForTests();
    admin = await createOrganizationUser({
      organizationName: "RECEIPT ADMINS",
      fullName: "Grace Namukasa",
      admin: true,
    });
    alpha = await createOrganizationUser({ organizationName: "Gulu Water Trust" });
    beta = await createOrganizationUser({ organizationName: "Mbale Schools Fund" });
  });

  it("an approved request's receipt is a PDF whose every field, read back, is the request's, under the issuer", async () => {
    const paidOn = isoDay(-3);
    const id = await submit(alpha, {
      method: "bank",
      transactionId: "ft26333kx7q2",
      currency: "USD",
      paidOn,
    });
    const period = await approve(id);
    const row = await findRequest(id);
    expect(row).toMatchObject({ status: "approved", startDate: period.startDate, endDate: period.endDate });
    expect(row!.receiptNumber).toBeGreaterThan(0);
    const number = receiptNumber(row!.receiptNumber!, row!.decidedAt!);
    expect(number).toMatch(/^UI-\d{4}-\d{6}$/);

    const response = await getReceipt(id, alpha.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="UgandaImpact-receipt-${number}.pdf"`,
    );
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const expected = {
      "Receipt number": number,
      "Receipt date": formatDate(row!.decidedAt!),
      "Paid by": "Gulu Water Trust",
      "Payment method": "Bank transfer",
      "Transaction ID": "ft26333kx7q2",
      "Date paid": formatDate(paidOn),
      Amount: "USD 15",
      "Period covered": `${formatDate(period.startDate)} – ${formatDate(period.endDate)}`,
      Status: "PAID",
    };
    const receipt = await readReceipt(bytes);
    expect(receipt.fields).toEqual(expected);
    // The issuer at the top, in the configuration's words; the title; the PAID stamp beside the title.
    expect(receipt.lines.slice(0, 3)).toEqual([
      ISSUER.RECEIPT_ISSUER_NAME,
      ISSUER.RECEIPT_ISSUER_ADDRESS,
      ISSUER.RECEIPT_ISSUER_TAX_NUMBER,
    ]);
    expect(receipt.text).toContain("Payment receipt");
    expect(receipt.lines.filter((line) => line.split(" ").includes("PAID"))).toHaveLength(2);

    // The approval mail carries the same receipt, attached.
    const [mail, ...others] = mailsTo(alpha.email).filter((sent) =>
      sent.includes("Subject: Your UgandaImpact subscription is active"),
    );
    expect(others).toEqual([]);
    const attachments = attachmentsOf(mail!);
    expect(attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `UgandaImpact-receipt-${number}.pdf`, contentType: "application/pdf" },
    ]);
    const attached = await readReceipt(attachments[0]!.bytes);
    expect(attached.fields).toEqual(expected);
    expect(attached.lines.slice(0, 3)).toEqual(receipt.lines.slice(0, 3));

    // An administrator may download it too.
    expect((await getReceipt(id, admin.cookie)).status).toBe(200);
  });

  it("another organization, a visitor, and a request waiting, rejected, withdrawn or unknown all get the same 404", async () => {
    const [approved] = await getDb()
      .select({ id: subscriptionRequests.id })
      .from(subscriptionRequests)
      .where(eq(subscriptionRequests.organizationId, alpha.organizationId));
    const other = await getReceipt(approved!.id, beta.cookie);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe("Not Found");

    const refusedOrg = await createOrganizationUser();
    const rejected = await submit(refusedOrg, mtn("7845123650"));
    expect(
      await rejectPaymentRequest({
        admin: { id: admin.userId, email: admin.email },
        requestId: rejected,
        reason: "The payment has not arrived in our account",
      }),
    ).toEqual({ ok: true });
    const withdrawn = await submit(refusedOrg, mtn("7845123651"));
    expect(await withdrawPaymentRequest({ user: ownerActor(refusedOrg), requestId: withdrawn })).toEqual({
      ok: true,
    });
    const pending = await submit(beta, {
      method: "airtel",
      transactionId: "MP261119.1432.B73915",
      currency: "UGX",
      paidOn: isoDay(),
    });
    expect((await findRequest(pending))?.receiptNumber).toBeNull();
    for (const [id, cookie] of [
      [pending, beta.cookie],
      [pending, admin.cookie],
      [rejected, refusedOrg.cookie],
      [rejected, admin.cookie],
      [withdrawn, refusedOrg.cookie],
      [withdrawn, admin.cookie],
      ["00000000-0000-4000-8000-000000000000", admin.cookie],
      ["not-a-uuid", admin.cookie],
    ] as const) {
      const answer = await getReceipt(id, cookie);
      expect(answer.status, id).toBe(404);
      expect(await answer.text(), id).toBe("Not Found");
    }
    for (const id of [rejected, withdrawn]) expect((await findRequest(id))?.receiptNumber).toBeNull();

    // Without a session: to the login page, never the file.
    const visitor = await getReceipt(approved!.id);
    expect(visitor.status).toBe(302);
  });

  it("My Account lists every request of the organization with its state, and a receipt only when approved", async () => {
    const data = await account(beta.cookie);
    const [waiting] = await getDb()
      .select({ id: subscriptionRequests.id })
      .from(subscriptionRequests)
      .where(eq(subscriptionRequests.organizationId, beta.organizationId));
    expect(data.billing?.state).toEqual({ kind: "pending", requestId: waiting!.id });
    expect(data.billing?.lines).toEqual([
      expect.objectContaining({
        id: waiting!.id,
        transactionId: "MP261119.1432.B73915",
        method: "Airtel Money",
        status: "submitted",
        statusLabel: "Waiting for review",
        amount: "UGX 45,000",
        period: null,
        reason: null,
        receipt: null,
      }),
    ]);

    const period = await approve(waiting!.id);
    const after = await account(beta.cookie);
    expect(after.billing?.state).toMatchObject({ kind: "active", until: period.endDate });
    const row = await findRequest(waiting!.id);
    expect(after.billing?.lines).toEqual([
      expect.objectContaining({
        status: "approved",
        statusLabel: "Approved",
        period: `${formatDate(period.startDate)} – ${formatDate(period.endDate)}`,
        receipt: {
          number: receiptNumber(row!.receiptNumber!, row!.decidedAt!),
          href: `/dashboard/payments/${waiting!.id}/receipt.pdf`,
        },
      }),
    ]);
    // Only its own requests.
    expect(after.billing?.lines.map((line) => line.transactionId)).toEqual(["MP261119.1432.B73915"]);
  });

  it("a rejected request stays in Billing with its reason, beside the one sent again; withdrawn ones stay too", async () => {
    const org = await createOrganizationUser();
    const first = await submit(org, mtn("7845123660"));
    await rejectPaymentRequest({
      admin: { id: admin.userId, email: admin.email },
      requestId: first,
      reason: "The amount paid is not the yearly fee",
    });
    const second = await submit(org, mtn("7845123661"));
    await withdrawPaymentRequest({ user: ownerActor(org), requestId: second });
    const third = await submit(org, mtn("7845123662"));
    const data = await account(org.cookie);
    expect(data.billing?.state).toEqual({ kind: "pending", requestId: third });
    expect(
      data.billing?.lines.map(({ id, status, reason, receipt }) => ({ id, status, reason, receipt })),
    ).toEqual([
      { id: third, status: "submitted", reason: null, receipt: null },
      { id: second, status: "withdrawn", reason: null, receipt: null },
      { id: first, status: "rejected", reason: "The amount paid is not the yearly fee", receipt: null },
    ]);
    expect((await listRequestHistory(first)).map((entry) => [entry.action, entry.reason])).toEqual([
      ["submitted", null],
      ["rejected", "The amount paid is not the yearly fee"],
    ]);
  });

  it("numbers follow the order of approval, once each, and an approved request keeps its number for ever", async () => {
    const rows = await getDb()
      .select({ receiptNumber: subscriptionRequests.receiptNumber })
      .from(subscriptionRequests)
      .where(eq(subscriptionRequests.status, "approved"))
      .orderBy(subscriptionRequests.decidedAt);
    const numbers = rows.map((row) => row.receiptNumber!);
    expect(numbers.length).toBeGreaterThanOrEqual(2);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);

    // Written straight to the table (a script, the factories): numbered from the same sequence.
    const inserted = await activateSubscription(alpha.organizationId);
    const insertedNumber = (await findRequest(inserted))!.receiptNumber!;
    expect(insertedNumber).toBe(Math.max(...numbers) + 1);
    // An approved request without a number is refused by the database.
    await expect(
      getDb().transaction(async (tx) => {
        await tx.execute(sql`set constraints all immediate`);
        await tx.insert(subscriptionRequests).values({
          organizationId: alpha.organizationId,
          organizationName: "Gulu Water Trust",
          method: "bank",
          transactionId: "FT26BYHAND1",
          transactionKey: "FT26BYHAND1",
          amount: 45000,
          currency: "UGX",
          status: "approved",
          startDate: isoDay(),
          endDate: isoDay(365),
          decidedAt: new Date(),
        });
      }),
    ).rejects.toThrow();
    // Changing another column keeps the number; the decision itself can be neither undone nor deleted.
    await getDb()
      .update(subscriptionRequests)
      .set({ proofUrl: "/payment/proofs/1-0000000000000001.pdf" })
      .where(eq(subscriptionRequests.id, inserted));
    expect((await findRequest(inserted))?.receiptNumber).toBe(insertedNumber);
    await expect(
      getDb()
        .update(subscriptionRequests)
        .set({ status: "rejected" })
        .where(eq(subscriptionRequests.id, inserted)),
    ).rejects.toThrow();
    await expect(
      getDb().delete(subscriptionRequests).where(eq(subscriptionRequests.id, inserted)),
    ).rejects.toThrow();
    expect((await findRequest(inserted))?.receiptNumber).toBe(insertedNumber);
  });

  it("a letter the standard font cannot write prints as ? instead of failing the receipt; long values wrap", async () => {
    const receipt = buildReceipt({
      sequence: 9,
      approvedAt: new Date("2026-02-02T10:00:00Z"),
      issuer: { name: "UgandaImpact", address: "Kampala", taxNumber: "TIN 1" },
      payerName: "Ŋaali Группа Coöperative",
      methodLabel: "Bank transfer",
      transactionId: "X".repeat(100),
      amount: 45000,
      currency: "UGX",
      paidOn: null,
      period: { startDate: "2026-02-02", endDate: "2027-02-02" },
    });
    const read = await readReceipt(await receiptPdf(receipt, new Date("2026-02-02T10:00:00Z")));
    expect(read.fields["Paid by"]).toBe("?aali ?????? Coöperative");
    expect(read.fields["Transaction ID"]?.replace(/\s+/g, "")).toBe("X".repeat(100));
    expect(read.fields["Receipt number"]).toBe("UI-2026-000009");
    expect(read.fields["Date paid"]).toBe("Not recorded");
  });
});

/**
 * The receipt numbers of approvals made before receipts existed (migration 0015: in the order they were
 * approved) are kept when the requests move to subscription_requests (migration 0023), and new approvals
 * continue after them. On a database of its own, migrated step by step.
 */
describe("receipt numbers across the migrations", () => {
  const DIR = path.resolve("drizzle");
  const files = fs
    .readdirSync(DIR)
    .filter((name) => /^\d{4}_.*\.sql$/.test(name))
    .sort();
  const receiptMigration = files.find((name) => name.endsWith("_payment-receipt-number.sql"));
  const db = new PGlite({ extensions: { pg_trgm } });
  const run = async (file: string) => {
    for (const statement of fs.readFileSync(path.join(DIR, file), "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) await db.exec(statement);
    }
  };
  const ORG = "00000000-0000-4000-8000-0000000000c1";
  const OLDER = "00000000-0000-4000-8000-000000000301";
  const AUDITED = "00000000-0000-4000-8000-000000000302";
  const NEWER = "00000000-0000-4000-8000-000000000303";
  const WAITING = "00000000-0000-4000-8000-000000000304";

  afterAll(async () => {
    await db.close();
  });

  it("numbers old approvals in the order they were approved, keeps them on the move, and continues after them", async () => {
    expect(receiptMigration).toBeDefined();
    for (const file of files.filter((name) => name < receiptMigration!)) await run(file);
    // Submitted in this order; the second was approved (its audit row) before the first, 400 days ago.
    await db.exec(`
      insert into users (id, name, email, email_verified) values ('u-c', 'C', 'c@example.org', true);
      insert into organizations (id, name) values ('${ORG}', 'CARRY TRUST');
      insert into payment_requests (id, org_id, submitted_by, reference_code, approved, created_at) values
        ('${OLDER}', '${ORG}', 'u-c', 'MP-OLD', true, now() - interval '500 days'),
        ('${AUDITED}', '${ORG}', 'u-c', 'MP-AUDIT', true, now() - interval '600 days'),
        ('${NEWER}', '${ORG}', 'u-c', 'MP-NEW', true, now() - interval '100 days'),
        ('${WAITING}', '${ORG}', 'u-c', 'MP-WAIT', false, now() - interval '10 days');
      insert into admin_audit_log (actor_email, action, target_type, target_id, created_at) values
        ('admin@example.org', 'payment.approve', 'payment_request', '${AUDITED}', now() - interval '550 days');
    `);
    await run(receiptMigration!);
    const numbered = await db.query<{ id: string; receipt_number: number | null }>(
      "select id, receipt_number from payment_requests order by receipt_number nulls last",
    );
    expect(numbered.rows).toEqual([
      { id: AUDITED, receipt_number: 1 },
      { id: OLDER, receipt_number: 2 },
      { id: NEWER, receipt_number: 3 },
      { id: WAITING, receipt_number: null },
    ]);

    for (const file of files.filter((name) => name > receiptMigration!)) await run(file);
    const moved = await db.query<{ id: string; status: string; receipt_number: number | null }>(
      "select id, status, receipt_number from subscription_requests order by receipt_number nulls last",
    );
    expect(moved.rows).toEqual([
      { id: AUDITED, status: "approved", receipt_number: 1 },
      { id: OLDER, status: "approved", receipt_number: 2 },
      { id: NEWER, status: "approved", receipt_number: 3 },
      { id: WAITING, status: "submitted", receipt_number: null },
    ]);
    const next = await db.query<{ n: number }>("select nextval('payment_receipt_number_seq')::int as n");
    expect(next.rows[0]?.n).toBe(4);
  }, 120_000);
});
