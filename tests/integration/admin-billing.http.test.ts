import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  listApprovedOrganizations,
  listPendingPaymentRequests,
  listSubscriptions,
} from "~/db/queries/billing.server";
import { hasActiveSubscription, hasPendingPaymentRequest } from "~/db/queries/subscriptions.server";
import { formatDate } from "~/domain/dates";
import { oneYearAfter } from "~/domain/payment";
import { loader as approvedLoader } from "~/routes/admin/approved-organizations";
import { action as paymentsAction, loader as paymentsLoader } from "~/routes/admin/payments";
import { action as subscriptionsAction, loader as subscriptionsLoader } from "~/routes/admin/subscriptions";
import { approvePayment } from "~/services/payments/approve-payment.server";
import { approveSubscription } from "~/services/payments/approve-subscription.server";
import { rejectPayment } from "~/services/payments/reject-payment.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { storedFileExists } from "~/services/storage.server";
import { useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  clearPayments,
  createOrganizationUser,
  isoDay,
  type TestOrganizationUser,
} from "../setup/factories";
import { type HttpApp, startHttpApp } from "../setup/http-app";
import { describeEachDatabase } from "../setup/test-database";
import { call, count, getRequest, postRequest, toastOf } from "./auth-helpers";

const dataDir = useTempDataDir();

const pdf = () =>
  new File(["%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"], "receipt.pdf", { type: "application/pdf" });

let admin: TestOrganizationUser;
let alpha: TestOrganizationUser;
let beta: TestOrganizationUser;

/** A pending payment (inactive subscription and request) submitted the real way, on `day`. */
async function submit(
  org: TestOrganizationUser,
  referenceCode: string,
  options: { proof?: boolean; day?: string } = {},
) {
  const result = await submitPaymentRequest({
    user: { id: org.userId },
    referenceCode,
    proof: options.proof === false ? null : pdf(),
    today: options.day ?? isoDay(),
  });
  if (!result.ok) throw new Error(`submit failed: ${result.reason}`);
  return result;
}

/** Everything billing about one organization, as stored. */
async function billingOf(orgId: string) {
  const db = getDb();
  const requests = await db.execute<{
    id: string;
    reference_code: string;
    approved: boolean;
    proof: string | null;
  }>(
    sql`select id, reference_code, approved, payment_proof_url as proof from payment_requests
        where org_id = ${orgId} order by created_at`,
  );
  const subscriptions = await db.execute<{
    id: string;
    payment_reference: string;
    is_active: boolean;
    approved_by: string | null;
    end_date: string;
  }>(
    sql`select id, payment_reference, is_active, approved_by, end_date::text as end_date from subscriptions
        where organization_id = ${orgId} order by created_at`,
  );
  const organization = await db.execute<{ is_paid: boolean; expires: string | null }>(
    sql`select is_paid, subscription_expires_at::text as expires from organizations where id = ${orgId}`,
  );
  return { requests: requests.rows, subscriptions: subscriptions.rows, organization: organization.rows[0] };
}

/** A database failure inside a write: any statement of `event` on `table` raises, until removed. */
async function failOn(table: "organizations" | "subscriptions", event: "update" | "delete") {
  await getDb().execute(
    sql.raw(`create or replace function billing_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'billing test failure'; end $$`),
  );
  await getDb().execute(
    sql.raw(`create trigger billing_test_fail before ${event} on ${table}
      for each row execute function billing_test_fail()`),
  );
  return async () => {
    await getDb().execute(sql.raw(`drop trigger billing_test_fail on ${table}`));
    await getDb().execute(sql.raw("drop function billing_test_fail()"));
  };
}

const post = (path: string, fields: Record<string, string>, cookie = admin.cookie) =>
  postRequest(path, fields, cookie);

describeEachDatabase("admin billing", () => {
  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "BILLING ADMINS", admin: true });
    alpha = await createOrganizationUser({
      organizationName: "ALPHA WATER TRUST",
      organizationType: "NGO/Non-Profit",
    });
    beta = await createOrganizationUser({
      organizationName: "BETA SOLAR CO",
      organizationType: "Social Enterprise",
    });
  });

  beforeEach(async () => {
    for (const org of [admin, alpha, beta]) await clearPayments(org.organizationId);
  });

  describe("payments", () => {
    it("lists the pending requests newest first with organization, reference, date and proof; empty otherwise", async () => {
      const empty = await call(paymentsLoader, getRequest("/admin/payments", admin.cookie));
      expect(empty.status).toBe(200);
      expect(empty.data).toMatchObject({
        list: { items: [], total: 0, page: 1, pageCount: 1 },
        loadError: false,
      });

      await submit(alpha, "MTN-ALPHA-1");
      await submit(beta, "AIRTEL-BETA-1", { proof: false });
      // An approved request is no longer pending.
      await activateSubscription(admin.organizationId, isoDay(100), { withRequest: true, reference: "OLD" });

      const list = await call(paymentsLoader, getRequest("/admin/payments", admin.cookie));
      const { items, total } = (list.data as { list: { items: Record<string, unknown>[]; total: number } })
        .list;
      expect(total).toBe(2);
      expect(items.map((item) => [item.organizationName, item.referenceCode])).toEqual([
        ["BETA SOLAR CO", "AIRTEL-BETA-1"],
        ["ALPHA WATER TRUST", "MTN-ALPHA-1"],
      ]);
      expect(items[0]!.paymentProofUrl).toBeNull();
      expect(String(items[1]!.paymentProofUrl)).toMatch(/^\/payment\/proofs\/[^/]+\.pdf$/);
      expect(items[1]!.createdAt).toBeInstanceOf(Date);
    });

    it("pages on the server, and a page past the end shows the last one", async () => {
      await submit(alpha, "PAGE-A");
      await submit(beta, "PAGE-B");
      const second = await listPendingPaymentRequests({ page: 2, pageSize: 1 });
      expect(second).toMatchObject({ page: 2, pageCount: 2, total: 2, pageSize: 1 });
      expect(second.items.map((item) => item.referenceCode)).toEqual(["PAGE-A"]);
      const past = await listPendingPaymentRequests({ page: 9, pageSize: 1 });
      expect(past.page).toBe(2);
      expect(past.items.map((item) => item.referenceCode)).toEqual(["PAGE-A"]);
      // A junk page parameter reads as page 1.
      const junk = await call(paymentsLoader, getRequest("/admin/payments?page=abc", admin.cookie));
      expect(junk.data).toMatchObject({ list: { page: 1 } });
    });

    it("approving activates request, subscription and organization together, and says until when", async () => {
      const day = isoDay(-3);
      const submitted = await submit(alpha, "MTN-ALPHA-2", { day });
      await submit(beta, "AIRTEL-BETA-2");
      expect(await hasActiveSubscription(alpha.userId)).toBe(false);

      const outcome = await call(
        paymentsAction,
        post("/admin/payments?page=3", { intent: "approve", id: submitted.paymentRequestId }),
      );
      // Back to the page the admin was on.
      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe("/admin/payments?page=3");
      const end = oneYearAfter(day);
      expect(await toastOf(outcome)).toMatchObject({
        type: "success",
        title: "Payment approved",
        description: `Active until ${formatDate(end)}`,
      });
      expect(await billingOf(alpha.organizationId)).toEqual({
        requests: [expect.objectContaining({ reference_code: "MTN-ALPHA-2", approved: true })],
        subscriptions: [
          expect.objectContaining({
            payment_reference: "MTN-ALPHA-2",
            is_active: true,
            approved_by: admin.email,
            end_date: end,
          }),
        ],
        organization: { is_paid: true, expires: end },
      });
      expect(await hasActiveSubscription(alpha.userId)).toBe(true);
      expect(await hasPendingPaymentRequest(alpha.organizationId)).toBe(false);
      // The other organization is untouched and still listed.
      expect((await billingOf(beta.organizationId)).organization).toEqual({ is_paid: false, expires: null });
      const list = await listPendingPaymentRequests();
      expect(list.items.map((item) => item.referenceCode)).toEqual(["AIRTEL-BETA-2"]);

      // Approving it again finds nothing pending: said, and nothing changes.
      const again = await call(
        paymentsAction,
        post("/admin/payments", { intent: "approve", id: submitted.paymentRequestId }),
      );
      expect(again.location).toBe("/admin/payments");
      expect(await toastOf(again)).toMatchObject({
        type: "error",
        title: "Error",
        description: "Could not approve payment",
      });
    });

    it("approves the subscription with the request's reference, not just any pending one", async () => {
      // An older pending subscription of another reference (no request of its own any more).
      await getDb().execute(
        sql`insert into subscriptions (organization_id, start_date, end_date, payment_reference, is_active, created_at)
            values (${alpha.organizationId}, ${isoDay(-40)}, ${oneYearAfter(isoDay(-40))}, 'STRAY', false, now() - interval '40 days')`,
      );
      const submitted = await submit(alpha, "MTN-ALPHA-3", { day: isoDay(-1) });
      const result = await approvePayment({
        admin: { id: admin.userId, email: admin.email },
        paymentRequestId: submitted.paymentRequestId,
      });
      expect(result).toEqual({ ok: true, activeUntil: oneYearAfter(isoDay(-1)) });
      const state = await billingOf(alpha.organizationId);
      expect(state.subscriptions.map((row) => [row.payment_reference, row.is_active])).toEqual([
        ["STRAY", false],
        ["MTN-ALPHA-3", true],
      ]);
    });

    it("a failure inside the approval leaves everything as it was (one transaction)", async () => {
      const submitted = await submit(beta, "AIRTEL-BETA-3");
      const before = await billingOf(beta.organizationId);
      const restore = await failOn("organizations", "update");
      try {
        const outcome = await call(
          paymentsAction,
          post("/admin/payments", { intent: "approve", id: submitted.paymentRequestId }),
        );
        expect(await toastOf(outcome)).toMatchObject({
          type: "error",
          description: "Could not approve payment",
        });
      } finally {
        await restore();
      }
      expect(await billingOf(beta.organizationId)).toEqual(before);
      expect(before.requests[0]!.approved).toBe(false);
      expect(before.subscriptions[0]!.is_active).toBe(false);
    });

    it("rejecting deletes the request and its subscription, and the proof only after the commit", async () => {
      const kept = await submit(alpha, "MTN-ALPHA-4");
      const rejected = await submit(beta, "AIRTEL-BETA-4");
      const proof = rejected.proofUrl;
      expect(await storedFileExists(proof)).toBe(true);

      // The database fails while deleting: the rows and the file stay.
      const restore = await failOn("subscriptions", "delete");
      try {
        const failed = await call(
          paymentsAction,
          post("/admin/payments", { intent: "reject", id: rejected.paymentRequestId }),
        );
        expect(await toastOf(failed)).toMatchObject({
          type: "error",
          title: "Error",
          description: "Could not reject payment",
        });
      } finally {
        await restore();
      }
      expect((await billingOf(beta.organizationId)).requests).toHaveLength(1);
      expect((await billingOf(beta.organizationId)).subscriptions).toHaveLength(1);
      expect(await storedFileExists(proof)).toBe(true);

      const outcome = await call(
        paymentsAction,
        post("/admin/payments", { intent: "reject", id: rejected.paymentRequestId }),
      );
      expect(outcome.location).toBe("/admin/payments");
      expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Payment rejected" });
      expect(await billingOf(beta.organizationId)).toEqual({
        requests: [],
        subscriptions: [],
        organization: { is_paid: false, expires: null },
      });
      expect(await storedFileExists(proof)).toBe(false);
      // The other organization's request and proof are untouched.
      expect((await billingOf(alpha.organizationId)).requests).toHaveLength(1);
      expect(await storedFileExists(kept.proofUrl)).toBe(true);
      // The organization may submit again.
      await submit(beta, "AIRTEL-BETA-5");

      const again = await call(
        paymentsAction,
        post("/admin/payments", { intent: "reject", id: rejected.paymentRequestId }),
      );
      expect(await toastOf(again)).toMatchObject({ type: "error", description: "Could not reject payment" });
    });

    it("keeps a proof file that another row still carries", async () => {
      const submitted = await submit(alpha, "MTN-ALPHA-6");
      // An older, approved subscription carries the same receipt.
      await activateSubscription(alpha.organizationId, isoDay(-5), {
        proofUrl: submitted.proofUrl,
        reference: "OLDER",
      });
      expect(
        await rejectPayment({
          admin: { id: admin.userId, email: admin.email },
          paymentRequestId: submitted.paymentRequestId,
        }),
      ).toEqual({ ok: true });
      expect(await storedFileExists(submitted.proofUrl)).toBe(true);
    });

    it("refuses malformed requests and non-admins, changing nothing", async () => {
      const submitted = await submit(alpha, "MTN-ALPHA-7");
      const before = await billingOf(alpha.organizationId);
      for (const fields of [
        { intent: "approve", id: "not-a-uuid" },
        { intent: "approve" },
        { intent: "delete", id: submitted.paymentRequestId },
        { id: submitted.paymentRequestId },
      ]) {
        const outcome = await call(paymentsAction, post("/admin/payments", fields as Record<string, string>));
        expect(outcome.status, JSON.stringify(fields)).toBe(400);
      }
      // Not a form at all.
      const json = new Request("http://localhost/admin/payments", {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: admin.cookie },
        body: JSON.stringify({ intent: "approve", id: submitted.paymentRequestId }),
      });
      expect((await call(paymentsAction, json)).status).toBe(400);
      // The organization itself (signed in, not an admin): 403.
      for (const intent of ["approve", "reject"]) {
        const member = await call(
          paymentsAction,
          post("/admin/payments", { intent, id: submitted.paymentRequestId }, alpha.cookie),
        );
        expect(member.status).toBe(403);
      }
      // A visitor: to /login.
      const visitor = await call(
        paymentsAction,
        postRequest("/admin/payments", { intent: "approve", id: submitted.paymentRequestId }),
      );
      expect(visitor.location).toMatch(/^\/login/);
      expect(await billingOf(alpha.organizationId)).toEqual(before);
      expect(await storedFileExists(submitted.proofUrl)).toBe(true);
    });

    it("says it could not load the requests when the database fails", async () => {
      await getDb().execute(sql.raw("alter table payment_requests rename to payment_requests_away"));
      try {
        const outcome = await call(paymentsLoader, getRequest("/admin/payments", admin.cookie));
        expect(outcome.status).toBe(503);
        expect(outcome.data).toEqual({ list: null, loadError: true });
      } finally {
        await getDb().execute(sql.raw("alter table payment_requests_away rename to payment_requests"));
      }
    });
  });

  describe("subscriptions", () => {
    it("lists every subscription newest first with its organization; empty otherwise", async () => {
      const empty = await call(subscriptionsLoader, getRequest("/admin/subscriptions", admin.cookie));
      expect(empty.data).toMatchObject({ list: { items: [], total: 0 }, loadError: false });

      await activateSubscription(beta.organizationId, isoDay(200), {
        reference: "BETA-PAID",
        startDate: isoDay(-165),
      });
      await submit(alpha, "MTN-ALPHA-S1", { day: isoDay(-2) });
      const list = await call(subscriptionsLoader, getRequest("/admin/subscriptions", admin.cookie));
      const { items } = (list.data as { list: { items: Record<string, unknown>[] } }).list;
      expect(items).toEqual([
        expect.objectContaining({
          organizationName: "ALPHA WATER TRUST",
          paymentReference: "MTN-ALPHA-S1",
          isActive: false,
          approvedBy: null,
          startDate: isoDay(-2),
          endDate: oneYearAfter(isoDay(-2)),
          paymentProofUrl: expect.stringMatching(/^\/payment\/proofs\//),
        }),
        expect.objectContaining({
          organizationName: "BETA SOLAR CO",
          paymentReference: "BETA-PAID",
          isActive: true,
          approvedBy: "admin",
          startDate: isoDay(-165),
          endDate: isoDay(200),
        }),
      ]);
      const paged = await listSubscriptions({ page: 2, pageSize: 1 });
      expect(paged.items.map((item) => item.paymentReference)).toEqual(["BETA-PAID"]);
    });

    it("approving activates the subscription, its payment request and the organization", async () => {
      const day = isoDay(-1);
      const submitted = await submit(alpha, "MTN-ALPHA-S2", { day });
      const outcome = await call(
        subscriptionsAction,
        post("/admin/subscriptions?page=2", { intent: "approve", id: submitted.subscriptionId }),
      );
      expect(outcome.location).toBe("/admin/subscriptions?page=2");
      const end = oneYearAfter(day);
      expect(await toastOf(outcome)).toMatchObject({
        type: "success",
        title: "Subscription approved",
        description: `Active until ${formatDate(end)}`,
      });
      expect(await billingOf(alpha.organizationId)).toEqual({
        requests: [expect.objectContaining({ reference_code: "MTN-ALPHA-S2", approved: true })],
        subscriptions: [
          expect.objectContaining({ is_active: true, approved_by: admin.email, end_date: end }),
        ],
        organization: { is_paid: true, expires: end },
      });
      expect(await hasActiveSubscription(alpha.userId)).toBe(true);
      // No longer among the pending payments; shown as approved by the admin.
      expect((await listPendingPaymentRequests()).total).toBe(0);
      const [row] = (await listSubscriptions()).items;
      expect(row).toMatchObject({ isActive: true, approvedBy: admin.email });

      const again = await call(
        subscriptionsAction,
        post("/admin/subscriptions", { intent: "approve", id: submitted.subscriptionId }),
      );
      expect(await toastOf(again)).toMatchObject({
        type: "error",
        title: "Error",
        description: "Could not approve subscription",
      });
      // The payment screen agrees: nothing left to approve there either.
      const viaPayments = await call(
        paymentsAction,
        post("/admin/payments", { intent: "approve", id: submitted.paymentRequestId }),
      );
      expect(await toastOf(viaPayments)).toMatchObject({
        type: "error",
        description: "Could not approve payment",
      });
    });

    it("a failure inside the approval leaves everything as it was", async () => {
      const submitted = await submit(beta, "AIRTEL-BETA-S3");
      const before = await billingOf(beta.organizationId);
      const restore = await failOn("organizations", "update");
      try {
        const result = await call(
          subscriptionsAction,
          post("/admin/subscriptions", { intent: "approve", id: submitted.subscriptionId }),
        );
        expect(await toastOf(result)).toMatchObject({
          type: "error",
          description: "Could not approve subscription",
        });
      } finally {
        await restore();
      }
      expect(await billingOf(beta.organizationId)).toEqual(before);
    });

    it("rejecting deletes the subscription, its payment request and then the proof", async () => {
      const submitted = await submit(beta, "AIRTEL-BETA-S4");
      const proof = submitted.proofUrl;
      const outcome = await call(
        subscriptionsAction,
        post("/admin/subscriptions", { intent: "reject", id: submitted.subscriptionId }),
      );
      expect(outcome.location).toBe("/admin/subscriptions");
      expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Subscription rejected" });
      expect(await billingOf(beta.organizationId)).toEqual({
        requests: [],
        subscriptions: [],
        organization: { is_paid: false, expires: null },
      });
      expect(await storedFileExists(proof)).toBe(false);
      await submit(beta, "AIRTEL-BETA-S5");
    });

    it("never rejects an approved subscription", async () => {
      const id = await activateSubscription(alpha.organizationId, isoDay(90), {
        withRequest: true,
        reference: "KEPT",
      });
      const before = await billingOf(alpha.organizationId);
      const outcome = await call(subscriptionsAction, post("/admin/subscriptions", { intent: "reject", id }));
      expect(await toastOf(outcome)).toMatchObject({
        type: "error",
        title: "Error",
        description: "Could not reject subscription",
      });
      expect(await billingOf(alpha.organizationId)).toEqual(before);
      expect(
        await approveSubscription({ admin: { id: admin.userId, email: admin.email }, subscriptionId: id }),
      ).toEqual({
        ok: false,
        reason: "not-found",
      });
    });

    it("refuses malformed requests and non-admins, changing nothing", async () => {
      const submitted = await submit(alpha, "MTN-ALPHA-S6");
      const before = {
        subscriptions: await count("subscriptions"),
        requests: await count("payment_requests"),
      };
      const state = await billingOf(alpha.organizationId);
      const bad = await call(
        subscriptionsAction,
        post("/admin/subscriptions", { intent: "approve", id: "123" }),
      );
      expect(bad.status).toBe(400);
      for (const intent of ["approve", "reject"]) {
        const member = await call(
          subscriptionsAction,
          post("/admin/subscriptions", { intent, id: submitted.subscriptionId }, beta.cookie),
        );
        expect(member.status).toBe(403);
      }
      expect({
        subscriptions: await count("subscriptions"),
        requests: await count("payment_requests"),
      }).toEqual(before);
      expect(await billingOf(alpha.organizationId)).toEqual(state);
    });
  });

  describe("approved organizations", () => {
    it("lists organizations with an approved subscription, soonest end first, with their status", async () => {
      const empty = await call(approvedLoader, getRequest("/admin/approved-organizations", admin.cookie));
      expect(empty.data).toMatchObject({ list: { items: [], total: 0 }, loadError: false });

      await activateSubscription(alpha.organizationId, isoDay(200), { reference: "A-1" });
      // A renewal: one row, with the later end date.
      await activateSubscription(alpha.organizationId, isoDay(12), { reference: "A-0" });
      await activateSubscription(beta.organizationId, isoDay(-3), { reference: "B-1" });
      await activateSubscription(admin.organizationId, isoDay(30), { reference: "ADM" });
      // Pending only: not approved, not listed.
      await clearPayments(admin.organizationId);
      await submit(admin, "PENDING-ONLY");

      const outcome = await call(approvedLoader, getRequest("/admin/approved-organizations", admin.cookie));
      expect(outcome.status).toBe(200);
      const { list: organizations, today } = outcome.data as {
        list: { items: Record<string, unknown>[]; total: number };
        today: string;
      };
      expect(today).toBe(isoDay());
      expect(organizations.total).toBe(2);
      expect(organizations.items).toEqual([
        expect.objectContaining({
          name: "BETA SOLAR CO",
          organizationType: "Social Enterprise",
          endDate: isoDay(-3),
        }),
        expect.objectContaining({
          name: "ALPHA WATER TRUST",
          organizationType: "NGO/Non-Profit",
          endDate: isoDay(200),
        }),
      ]);
      expect(organizations.items[0]!.createdAt).toBeInstanceOf(Date);
      const paged = await listApprovedOrganizations({ page: 2, pageSize: 1 });
      expect(paged).toMatchObject({ total: 2, page: 2, pageCount: 2 });
      expect(paged.items.map((item) => item.name)).toEqual(["ALPHA WATER TRUST"]);
    });
  });

  describe("the pages, as the browser gets them", () => {
    let app: HttpApp;
    beforeAll(async () => {
      app = await startHttpApp({ PUBLIC_URL: undefined, NODE_ENV: "development", DATA_DIR: dataDir });
    });
    afterAll(async () => app?.close());

    const page = async (path: string) => {
      const answer = await app.request("GET", path, { headers: { Cookie: admin.cookie } });
      expect(answer.status, path).toBe(200);
      return answer.body;
    };

    it("show the empty states", async () => {
      expect(await page("/admin/payments")).toContain("No pending payment requests");
      expect(await page("/admin/subscriptions")).toContain("No subscription requests found");
      expect(await page("/admin/approved-organizations")).toContain("No approved organizations found");
    });

    it("show the payment requests with their proof and forms that work without script", async () => {
      const withProof = await submit(alpha, "MTN-HTML-1", { day: "2026-01-05" });
      await submit(beta, "AIRTEL-HTML-2", { proof: false });
      const body = await page("/admin/payments");
      for (const text of [
        "Payment Requests",
        "ALPHA WATER TRUST",
        "MTN-HTML-1",
        "AIRTEL-HTML-2",
        "View proof",
        "No proof",
        `href="${withProof.proofUrl}"`,
        'target="_blank"',
        'aria-label="Pending payment requests"',
        'tabindex="0"',
        'name="intent" value="approve"',
        'name="intent" value="reject"',
        `name="id" value="${withProof.paymentRequestId}"`,
        'method="post"',
      ]) {
        expect(body, text).toContain(text);
      }
      // The submitted date, MMM dd, yyyy.
      expect(body).toMatch(/[A-Z][a-z]{2} \d{2}, \d{4}/);
    });

    it("show subscriptions with their status and approver, and approved organizations with theirs", async () => {
      await activateSubscription(alpha.organizationId, isoDay(10), {
        reference: "HTML-ACTIVE",
        startDate: "2025-03-07",
      });
      await submit(beta, "HTML-PENDING");
      const subscriptions = await page("/admin/subscriptions");
      for (const text of [
        "Subscriptions",
        "Active",
        "Pending",
        "Approved by admin",
        "HTML-PENDING",
        "Mar 07, 2025",
      ]) {
        expect(subscriptions, text).toContain(text);
      }

      await activateSubscription(beta.organizationId, isoDay(-1), { reference: "HTML-LAPSED" });
      const approved = await page("/admin/approved-organizations");
      for (const text of [
        "Approved Organizations",
        "ALPHA WATER TRUST",
        "10 days left",
        "Expiring soon",
        "Expired",
        "Social Enterprise",
      ]) {
        expect(approved, text).toContain(text);
      }
      // The count badge.
      expect(approved).toContain('>2<span class="sr-only"> approved organizations</span>');
    });
  });
});
