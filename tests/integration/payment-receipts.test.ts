import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { paymentRequests } from "~/db/schema";
import { formatDate } from "~/domain/dates";
import { oneYearAfter } from "~/domain/payment";
import { buildReceipt, receiptNumber } from "~/domain/receipt";
import { loader as accountLoader } from "~/routes/dashboard/account";
import { loader as receiptLoader } from "~/routes/dashboard/payment-receipt";
import { approvePayment } from "~/services/payments/approve-payment.server";
import { receiptPdf } from "~/services/payments/payment-receipt.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { loadContext, useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, isoDay, type TestOrganizationUser } from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { getRequest } from "./auth-helpers";

/**
 * My Account's Billing section and the receipts of approved payments (issue 20 item 4): the receipt is a real
 * PDF whose text, read back, holds the number, organization, amount, period, approver and date; it answers its
 * organization and administrators only (anyone else, and a pending payment, get the same 404); numbers are
 * given by the database at approval, unique and in approval order, and the migration numbers old approvals.
 */

useTempDataDir();

let admin: TestOrganizationUser;
let alpha: TestOrganizationUser;
let beta: TestOrganizationUser;

async function submit(org: TestOrganizationUser, referenceCode: string, today = isoDay()) {
  const result = await submitPaymentRequest({ user: { id: org.userId }, referenceCode, today });
  if (!result.ok) throw new Error(`submit failed: ${result.reason}`);
  return result.paymentRequestId;
}

async function approve(paymentRequestId: string) {
  const result = await approvePayment({ admin: { id: admin.userId, email: admin.email }, paymentRequestId });
  if (!result.ok) throw new Error("approval failed");
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

/** The PDF's text, page by page, as a reader would extract it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({
    data: bytes,
    useSystemFonts: false,
    isEvalSupported: false,
    // pdfjs reads the metrics of the 14 standard fonts (the receipt's Helvetica) from its own files.
    standardFontDataUrl: `${path.resolve("node_modules/pdfjs-dist/standard_fonts")}/`,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await document.destroy();
  return pages.join("\n");
}

async function receiptRow(id: string) {
  const [row] = await getDb()
    .select({ receiptNumber: paymentRequests.receiptNumber, approvedAt: paymentRequests.approvedAt })
    .from(paymentRequests)
    .where(eq(paymentRequests.id, id));
  return row!;
}

describeEachDatabase("payment receipts", () => {
  beforeAll(async () => {
    admin = await createOrganizationUser({
      organizationName: "RECEIPT ADMINS",
      fullName: "Grace Namukasa",
      admin: true,
    });
    alpha = await createOrganizationUser({ organizationName: "Gulu Water Trust" });
    beta = await createOrganizationUser({ organizationName: "Mbale Schools Fund" });
  });

  it("an approved payment's receipt is a PDF with its number, organization, amount, period, approver and date", async () => {
    const start = isoDay();
    const id = await submit(alpha, "MTN-ALPHA-1", start);
    await approve(id);
    const row = await receiptRow(id);
    expect(row.receiptNumber).toBeGreaterThan(0);
    const number = receiptNumber(row.receiptNumber!, row.approvedAt!);
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

    const text = await pdfText(bytes);
    expect(text).toContain("Payment receipt");
    expect(text).toContain(number);
    expect(text).toContain("Gulu Water Trust");
    expect(text).toContain("MTN-ALPHA-1");
    expect(text).toContain("UGX 45,000");
    expect(text).toContain(`${formatDate(start)} – ${formatDate(oneYearAfter(start))}`);
    expect(text).toContain("Grace Namukasa");
    expect(text).toContain(formatDate(row.approvedAt!));

    // An administrator may download it too.
    expect((await getReceipt(id, admin.cookie)).status).toBe(200);
  });

  it("another organization, a visitor, a pending payment and an unknown id all get the same 404", async () => {
    const [approved] = await getDb()
      .select({ id: paymentRequests.id })
      .from(paymentRequests)
      .where(eq(paymentRequests.orgId, alpha.organizationId));
    const other = await getReceipt(approved!.id, beta.cookie);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe("Not Found");

    const pending = await submit(beta, "AIRTEL-BETA-1");
    expect((await receiptRow(pending)).receiptNumber).toBeNull();
    expect((await getReceipt(pending, beta.cookie)).status).toBe(404);
    expect((await getReceipt(pending, admin.cookie)).status).toBe(404);
    expect((await getReceipt("00000000-0000-4000-8000-000000000000", admin.cookie)).status).toBe(404);
    expect((await getReceipt("not-a-uuid", admin.cookie)).status).toBe(404);

    // Without a session: to the login page, never the file.
    const visitor = await getReceipt(approved!.id);
    expect(visitor.status).toBe(302);
  });

  it("My Account lists every payment of the organization with its state, and a receipt only when approved", async () => {
    const data = await account(beta.cookie);
    expect(data.billing?.status).toEqual({ state: "pending" });
    expect(data.billing?.subscription).toMatchObject({ reference: "AIRTEL-BETA-1" });
    expect(data.billing?.payments).toEqual([
      expect.objectContaining({
        referenceCode: "AIRTEL-BETA-1",
        state: "pending",
        amount: "UGX 45,000",
        receipt: null,
      }),
    ]);

    const [pending] = await getDb()
      .select({ id: paymentRequests.id })
      .from(paymentRequests)
      .where(eq(paymentRequests.orgId, beta.organizationId));
    await approve(pending!.id);
    const after = await account(beta.cookie);
    expect(after.billing?.status.state).toBe("active");
    const row = await receiptRow(pending!.id);
    expect(after.billing?.payments).toEqual([
      expect.objectContaining({
        state: "approved",
        receipt: {
          number: receiptNumber(row.receiptNumber!, row.approvedAt!),
          href: `/dashboard/payments/${pending!.id}/receipt.pdf`,
        },
      }),
    ]);
    // Only its own payments.
    expect(after.billing?.payments.map((payment) => payment.referenceCode)).toEqual(["AIRTEL-BETA-1"]);
  });

  it("numbers follow the order of approval, once each, whatever wrote the approval", async () => {
    const rows = await getDb()
      .select({ receiptNumber: paymentRequests.receiptNumber })
      .from(paymentRequests)
      .where(eq(paymentRequests.approved, true))
      .orderBy(paymentRequests.approvedAt);
    const numbers = rows.map((row) => row.receiptNumber!);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);

    // Written straight to the table (a script, the factories): numbered too; updating again keeps the number.
    const [inserted] = await getDb()
      .insert(paymentRequests)
      .values({ orgId: alpha.organizationId, referenceCode: "BY-HAND", approved: true })
      .returning({ id: paymentRequests.id, receiptNumber: paymentRequests.receiptNumber });
    expect(inserted!.receiptNumber).toBe(Math.max(...numbers) + 1);
    await getDb().update(paymentRequests).set({ approved: true }).where(eq(paymentRequests.id, inserted!.id));
    expect((await receiptRow(inserted!.id)).receiptNumber).toBe(inserted!.receiptNumber);
  });

  it("a letter the standard font cannot write prints as ? instead of failing the receipt; long values wrap", async () => {
    const receipt = buildReceipt({
      sequence: 9,
      approvedAt: new Date("2026-02-02T10:00:00Z"),
      organizationName: "Ŋaali Группа Coöperative",
      referenceCode: "X".repeat(100),
      amount: 45000,
      currency: "UGX",
      period: null,
      approver: "admin",
    });
    const text = await pdfText(await receiptPdf(receipt, new Date("2026-02-02T10:00:00Z")));
    expect(text).toContain("?aali ?????? Coöperative");
    expect(text.replace(/\s+/g, "")).toContain("X".repeat(100));
    expect(text).toContain("UI-2026-000009");
  });

  it("the migration numbers approvals made before it, in the order they were approved", async () => {
    const file = fs
      .readdirSync(path.resolve("drizzle"))
      .find((name) => name.endsWith("_payment-receipt-number.sql"));
    expect(file).toBeDefined();
    const statements = fs
      .readFileSync(path.resolve("drizzle", file!), "utf8")
      .split("--> statement-breakpoint");
    const backfill = statements.slice(-2);
    const db = getDb();
    // An approval from long ago, then every row as before the migration: no numbers, a fresh sequence.
    const older = await submit(alpha, "OLDER-APPROVAL");
    await db.execute(
      sql`update payment_requests set approved = true, created_at = now() - interval '400 days' where id = ${older}`,
    );
    await db.execute(sql`update payment_requests set receipt_number = null, approved_at = null`);
    await db.execute(sql`select setval('payment_receipt_number_seq', 1, false)`);

    for (const statement of backfill) await db.execute(sql.raw(statement));
    const rows = await db.execute<{ id: string; receipt_number: number; approved_at: unknown }>(
      sql`select id, receipt_number, approved_at from payment_requests where approved order by receipt_number`,
    );
    expect(rows.rows.every((row) => row.receipt_number !== null && row.approved_at !== null)).toBe(true);
    expect(rows.rows.map((row) => Number(row.receipt_number))).toEqual(
      rows.rows.map((_, index) => index + 1),
    );
    // The one approved 400 days ago (no audit row: its submission's time) comes first.
    expect(rows.rows[0]!.id).toBe(older);
    // New approvals continue after them.
    const [fresh] = await db
      .insert(paymentRequests)
      .values({ orgId: beta.organizationId, referenceCode: "AFTER", approved: true })
      .returning({ receiptNumber: paymentRequests.receiptNumber });
    expect(fresh!.receiptNumber).toBeGreaterThan(rows.rows.length);
  });
});
