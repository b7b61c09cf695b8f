import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { listRequests, listSubscribedOrganizations } from "~/db/queries/billing.server";
import { listRequestHistory } from "~/db/queries/subscriptions.server";
import { formatDate } from "~/domain/dates";
import { oneYearAfter } from "~/domain/payment";
import { shiftIsoDay } from "~/domain/subscription-reminders";
import { action as approvedAction, loader as approvedLoader } from "~/routes/admin/approved-organizations";
import { action as reviewAction, loader as reviewLoader } from "~/routes/admin/payment-review";
import { action as paymentsAction, loader as paymentsLoader } from "~/routes/admin/payments";
import { action as subscriptionsAction, loader as subscriptionsLoader } from "~/routes/admin/subscriptions";
import { withdrawPaymentRequest } from "~/services/payments/withdraw-payment-request.server";
import { storedFileExists } from "~/services/storage.server";
import { useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, isoDay, ownerActor, type TestOrganizationUser } from "../setup/factories";
import { type HttpApp, startHttpApp } from "../setup/http-app";
import { describeEachDatabase } from "../setup/test-database";
import {
  approveRequest,
  billingFingerprint,
  callWith,
  pdfProof,
  rejectRequest,
  requestRow,
  setPeriod,
  submitRequest,
} from "./admin-billing-helpers";
import { call, getRequest, postRequest, toastOf } from "./auth-helpers";

const dataDir = useTempDataDir();

let admin: TestOrganizationUser;
let alpha: TestOrganizationUser;
let beta: TestOrganizationUser;
let gamma: TestOrganizationUser;

type QueueData = {
  list: {
    items: Array<Record<string, unknown> & { id: string }>;
    total: number;
    page: number;
    pageCount: number;
  };
  status: string;
};

async function queue(query = "", cookie = admin.cookie) {
  const outcome = await call(paymentsLoader, getRequest(`/admin/payments${query}`, cookie));
  return { outcome, data: outcome.data as QueueData };
}

const panel = (id: string, cookie = admin.cookie) =>
  callWith(reviewLoader, getRequest(`/admin/payments/${id}`, cookie), { id });

const decide = (id: string, fields: Record<string, string>, cookie = admin.cookie) =>
  callWith(reviewAction, postRequest(`/admin/payments/${id}`, { id, ...fields }, cookie), { id });

/** A database failure inside a write: any statement of `event` on `table` raises, until removed. */
async function failOn(table: string, event: "update" | "insert") {
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

describeEachDatabase("admin billing", () => {
  let app: HttpApp;
  afterAll(async () => app?.close());

  /** A page as the browser gets it (server-rendered, every script aside). */
  const page = async (path: string, status = 200) => {
    const answer = await app.request("GET", path, { headers: { Cookie: admin.cookie } });
    expect(answer.status, path).toBe(status);
    return answer.body;
  };

  beforeAll(async () => {
    app = await startHttpApp({ PUBLIC_URL: undefined, NODE_ENV: "development", DATA_DIR: dataDir });
    admin = await createOrganizationUser({ organizationName: "BILLING ADMINS", admin: true });
    alpha = await createOrganizationUser({
      organizationName: "ALPHA WATER TRUST",
      organizationType: "NGO/Non-Profit",
    });
    beta = await createOrganizationUser({
      organizationName: "BETA SOLAR CO",
      organizationType: "Social Enterprise",
    });
    gamma = await createOrganizationUser({
      organizationName: "GAMMA FARMERS",
      organizationType: "Community Based",
    });
  });

  describe("the queue", () => {
    it("is empty at first, saying so by status; so are the subscriptions", async () => {
      const { outcome, data } = await queue();
      expect(outcome.status).toBe(200);
      expect(data).toMatchObject({
        list: { items: [], total: 0, page: 1, pageCount: 1 },
        loadError: false,
        status: "submitted",
      });
      expect(await page("/admin/payments")).toContain("No pending payment requests");
      expect(await page("/admin/payments?status=withdrawn")).toContain("No withdrawn payment requests");
      expect(await page("/admin/payments?status=all")).toContain("No payment requests yet");
      expect(await page("/admin/subscriptions")).toContain("No subscribed organizations found");
      expect(await page("/admin/approved-organizations")).toContain("No approved organizations found");
    });

    it("lists what waits oldest first, each decided status newest first, and all of them", async () => {
      const a = await submitRequest(alpha, { proof: pdfProof(), paidOn: isoDay(-2) });
      const b = await submitRequest(beta, { method: "bank", transactionId: "FT26333KX7Q2", currency: "USD" });
      const c = await submitRequest(gamma, { method: "airtel" });
      await rejectRequest(admin, c.requestId, "The proof of payment cannot be read");

      const waiting = (await queue()).data.list;
      expect(waiting.total).toBe(2);
      expect(waiting.items.map((item) => item.id)).toEqual([a.requestId, b.requestId]);
      expect(waiting.items[0]).toMatchObject({
        organizationName: "ALPHA WATER TRUST",
        amount: 45000,
        currency: "UGX",
        method: "mtn",
        transactionId: a.transactionId,
        paidOn: isoDay(-2),
        status: "submitted",
        sameTransactionCount: 0,
      });
      expect(waiting.items[0]!.createdAt).toBeInstanceOf(Date);
      expect(waiting.items[1]).toMatchObject({
        method: "bank",
        currency: "USD",
        amount: 15,
        transactionId: "FT26333KX7Q2",
      });

      const rejected = (await queue("?status=rejected")).data;
      expect(rejected.status).toBe("rejected");
      expect(rejected.list.items.map((item) => [item.id, item.rejectionReason])).toEqual([
        [c.requestId, "The proof of payment cannot be read"],
      ]);
      expect((await queue("?status=approved")).data.list.total).toBe(0);
      expect((await queue("?status=all")).data.list.items.map((item) => item.id)).toEqual([
        c.requestId,
        b.requestId,
        a.requestId,
      ]);
      // An unknown status reads as what waits.
      expect((await queue("?status=deleted")).data.status).toBe("submitted");
    });

    it("pages on the server; a page past the end shows the last one, a junk page the first", async () => {
      const second = await listRequests({ status: "submitted", page: 2, pageSize: 1 });
      expect(second).toMatchObject({ page: 2, pageCount: 2, total: 2, pageSize: 1 });
      const past = await listRequests({ status: "submitted", page: 9, pageSize: 1 });
      expect(past.page).toBe(2);
      expect(past.items).toEqual(second.items);
      expect((await queue("?page=abc")).data.list.page).toBe(1);
    });

    it("is a list only: a POST is refused (405 for an admin, 403 for anyone else), nothing changed", async () => {
      const before = await billingFingerprint();
      const [first] = (await queue()).data.list.items;
      const refused = await call(
        paymentsAction,
        postRequest("/admin/payments", { intent: "approve", id: first!.id }, admin.cookie),
      );
      expect(refused.status).toBe(405);
      const member = await call(
        paymentsAction,
        postRequest("/admin/payments", { intent: "approve", id: first!.id }, alpha.cookie),
      );
      expect(member.status).toBe(403);
      expect(await billingFingerprint()).toEqual(before);
    });

    it("says it could not load the requests when the database fails", async () => {
      await getDb().execute(
        sql.raw("alter table subscription_requests rename to subscription_requests_away"),
      );
      try {
        const { outcome } = await queue();
        expect(outcome.status).toBe(503);
        expect(outcome.data).toEqual({ list: null, loadError: true, status: "submitted" });
      } finally {
        await getDb().execute(
          sql.raw("alter table subscription_requests_away rename to subscription_requests"),
        );
      }
    });

    it("sends a non-admin away from every billing page", async () => {
      for (const [loader, path] of [
        [paymentsLoader, "/admin/payments"],
        [subscriptionsLoader, "/admin/subscriptions"],
        [approvedLoader, "/admin/approved-organizations"],
      ] as const) {
        const member = await call(loader, getRequest(path, alpha.cookie));
        expect(member.location, path).toBe("/dashboard");
        const visitor = await call(loader, getRequest(path));
        expect(visitor.location, path).toMatch(/^\/login/);
      }
      const [first] = (await queue()).data.list.items;
      expect((await panel(first!.id, alpha.cookie)).location).toBe("/dashboard");
      expect(
        (await callWith(reviewLoader, getRequest(`/admin/payments/${first!.id}`), { id: first!.id }))
          .location,
      ).toMatch(/^\/login/);
    });
  });

  describe("the review panel", () => {
    it("shows everything the decision needs, and the period an approval would pay for", async () => {
      const [waiting] = (await queue()).data.list.items;
      const outcome = await panel(waiting!.id);
      expect(outcome.status).toBe(200);
      const { review } = outcome.data as { review: Record<string, unknown> };
      expect(review).toMatchObject({
        id: waiting!.id,
        organizationName: "ALPHA WATER TRUST",
        organizationId: alpha.organizationId,
        amount: 45000,
        currency: "UGX",
        method: "mtn",
        paidOn: isoDay(-2),
        status: "submitted",
        submittedByEmail: alpha.email,
        proofUrl: expect.stringMatching(/^\/payment\/proofs\/.+\.pdf$/),
        otherRequests: [],
        sameTransaction: [],
        // A first payment runs a year from the day it was submitted.
        period: { startDate: isoDay(), endDate: oneYearAfter(isoDay()) },
      });
      expect(review.history).toEqual([
        expect.objectContaining({ action: "submitted", actorEmail: alpha.email, reason: null }),
      ]);
    });

    it("answers an id that is no uuid, or no request's, with the 404 page, changing nothing", async () => {
      const before = await billingFingerprint();
      for (const id of ["not-a-uuid", "00000000-0000-0000-0000-000000000000"]) {
        expect((await panel(id)).status, id).toBe(404);
      }
      expect((await decide("not-a-uuid", { intent: "approve" })).status).toBe(404);
      // A uuid no request has: nothing waits there (the panel it goes back to is the 404 page).
      const unknown = "00000000-0000-0000-0000-000000000000";
      const outcome = await decide(unknown, { intent: "approve" });
      expect(outcome.location).toBe(`/admin/payments/${unknown}`);
      expect(await toastOf(outcome)).toMatchObject({
        type: "error",
        description: "This request is no longer waiting for review",
      });
      expect(await billingFingerprint()).toEqual(before);
    });

    it("approves for the period it showed, tells the admin until when, and records who and when", async () => {
      const [waiting] = (await queue()).data.list.items;
      const shown = ((await panel(waiting!.id)).data as { review: { period: { endDate: string } } }).review
        .period;
      const outcome = await decide(waiting!.id, { intent: "approve" });
      expect(outcome.location).toBe("/admin/payments");
      expect(await toastOf(outcome)).toEqual(
        expect.objectContaining({
          type: "success",
          title: "Payment approved",
          description: `Active until ${formatDate(shown.endDate)}`,
        }),
      );
      const row = await requestRow(waiting!.id);
      expect(row).toMatchObject({ status: "approved", endDate: shown.endDate, decidedByEmail: admin.email });
      expect(row?.receiptNumber).toEqual(expect.any(Number));
      const audit = await getDb().execute<{ action: string }>(
        sql`select action from admin_audit_log where target_id = ${waiting!.id}`,
      );
      expect(audit.rows.map((entry) => entry.action)).toEqual(["payment.approve"]);

      // The panel now shows the outcome: the period, who approved it, the receipt.
      const decided = (await panel(waiting!.id)).data as { review: Record<string, unknown> };
      expect(decided.review).toMatchObject({
        status: "approved",
        startDate: isoDay(),
        endDate: shown.endDate,
        decidedByEmail: admin.email,
        period: null,
      });
    });

    it("a renewal's period starts the day after the last day paid for, as shown and as approved", async () => {
      // ALPHA's subscription (approved above) is moved to end in 20 days: it may renew.
      const [approved] = (await queue("?status=approved")).data.list.items;
      await setPeriod(approved!.id, isoDay(-345), isoDay(20));
      const renewal = await submitRequest(alpha);
      const { review } = (await panel(renewal.requestId)).data as {
        review: { period: { startDate: string; endDate: string }; otherRequests: Array<{ id: string }> };
      };
      expect(review.period).toEqual({
        startDate: isoDay(21),
        endDate: shiftIsoDay(oneYearAfter(isoDay(21)), -1),
      });
      expect(review.otherRequests.map((other) => other.id)).toEqual([approved!.id]);
      await decide(renewal.requestId, { intent: "approve" });
      expect(await requestRow(renewal.requestId)).toMatchObject({
        status: "approved",
        startDate: review.period.startDate,
        endDate: review.period.endDate,
      });
    });

    it("a failure inside the approval or the rejection leaves everything as it was (one transaction)", async () => {
      const { items } = (await queue()).data.list;
      const beta = items.find((item) => item.organizationName === "BETA SOLAR CO")!;
      const before = await billingFingerprint();
      const restore = await failOn("admin_audit_log", "insert");
      try {
        const approving = await decide(beta.id, { intent: "approve" });
        expect(approving.location).toBe(`/admin/payments/${beta.id}`);
        expect(await toastOf(approving)).toMatchObject({
          type: "error",
          title: "Error",
          description: "Could not approve payment",
        });
        const rejecting = await decide(beta.id, { intent: "reject", reason: "not-received" });
        expect(await toastOf(rejecting)).toMatchObject({
          type: "error",
          title: "Error",
          description: "Could not reject payment",
        });
      } finally {
        await restore();
      }
      expect(await billingFingerprint()).toEqual(before);
      expect((await requestRow(beta.id))?.status).toBe("submitted");
    });

    it("rejects with the reason, keeping the request, its proof and its history; the panel says why", async () => {
      const proofed = await submitRequest(gamma, { proof: pdfProof() });
      const before = await requestRow(proofed.requestId);
      const outcome = await decide(proofed.requestId, { intent: "reject", reason: "id-mismatch" });
      expect(outcome.location).toBe("/admin/payments");
      expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Payment rejected" });
      expect(await requestRow(proofed.requestId)).toMatchObject({
        ...before,
        status: "rejected",
        rejectionReason: "The transaction ID does not match the proof",
        decidedBy: admin.userId,
        decidedByEmail: admin.email,
        decidedAt: expect.any(Date),
        updatedAt: expect.any(Date),
      });
      expect(await storedFileExists(proofed.proofUrl!)).toBe(true);
      expect(
        (await listRequestHistory(proofed.requestId)).map((entry) => [
          entry.action,
          entry.actorEmail,
          entry.reason,
        ]),
      ).toEqual([
        ["submitted", gamma.email, null],
        ["rejected", admin.email, "The transaction ID does not match the proof"],
      ]);
      const { review } = (await panel(proofed.requestId)).data as { review: Record<string, unknown> };
      expect(review).toMatchObject({
        status: "rejected",
        rejectionReason: "The transaction ID does not match the proof",
        decidedByEmail: admin.email,
        otherRequests: [expect.objectContaining({ status: "rejected" })],
      });
    });

    it("says a request withdrawn meanwhile is no longer waiting, and changes nothing", async () => {
      const taken = await submitRequest(gamma);
      expect(
        await withdrawPaymentRequest({
          user: ownerActor(gamma),
          requestId: taken.requestId,
        }),
      ).toMatchObject({ ok: true });
      const before = await billingFingerprint();
      for (const fields of [{ intent: "approve" }, { intent: "reject", reason: "not-received" }] as Record<
        string,
        string
      >[]) {
        const outcome = await decide(taken.requestId, fields);
        expect(outcome.location).toBe(`/admin/payments/${taken.requestId}`);
        expect(await toastOf(outcome)).toMatchObject({
          type: "error",
          description: "This request is no longer waiting for review",
        });
      }
      expect(await billingFingerprint()).toEqual(before);
      const { review } = (await panel(taken.requestId)).data as {
        review: { status: string; history: Array<{ action: string }> };
      };
      expect(review.status).toBe("withdrawn");
      expect(review.history.map((entry) => entry.action)).toEqual(["submitted", "withdrawn"]);
    });

    it("refuses malformed requests, non-admins and visitors, changing nothing", async () => {
      const [waiting] = (await queue()).data.list.items;
      const before = await billingFingerprint();
      for (const fields of [
        { intent: "approve", id: "not-a-uuid" },
        { intent: "purge" },
        { intent: "reject", id: "123", reason: "not-received" },
      ] as Record<string, string>[]) {
        const outcome = await callWith(
          reviewAction,
          postRequest(`/admin/payments/${waiting!.id}`, { id: waiting!.id, ...fields }, admin.cookie),
          { id: waiting!.id },
        );
        expect(outcome.status, JSON.stringify(fields)).toBe(400);
      }
      const json = new Request(`http://localhost/admin/payments/${waiting!.id}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: admin.cookie },
        body: JSON.stringify({ intent: "approve", id: waiting!.id }),
      });
      expect((await callWith(reviewAction, json, { id: waiting!.id })).status).toBe(400);
      for (const intent of ["approve", "reject"]) {
        const member = await decide(waiting!.id, { intent, reason: "not-received" }, beta.cookie);
        expect(member.status).toBe(403);
      }
      const visitor = await callWith(
        reviewAction,
        postRequest(`/admin/payments/${waiting!.id}`, { intent: "approve", id: waiting!.id }),
        { id: waiting!.id },
      );
      expect(visitor.location).toMatch(/^\/login/);
      expect(await billingFingerprint()).toEqual(before);
    });
  });

  describe("subscriptions and approved organizations", () => {
    it("list every organization ever approved by its state; Approved Organizations the subscribed ones, in the same words", async () => {
      // ALPHA: active (renewed above). BETA: approved, ending in 12 days (expiring). GAMMA: approved long ago, expired.
      const [betaWaiting] = (await queue()).data.list.items.filter(
        (item) => item.organizationName === "BETA SOLAR CO",
      );
      await approveRequest(admin, betaWaiting!.id);
      await setPeriod(betaWaiting!.id, isoDay(-353), isoDay(12));
      const old = await submitRequest(gamma);
      await approveRequest(admin, old.requestId);
      await setPeriod(old.requestId, isoDay(-500), isoDay(-135));

      const subscriptions = await call(subscriptionsLoader, getRequest("/admin/subscriptions", admin.cookie));
      const { list, today, state } = subscriptions.data as {
        list: { items: Array<Record<string, unknown>>; total: number };
        today: string;
        state: string | null;
      };
      expect(today).toBe(isoDay());
      expect(state).toBeNull();
      expect(list.items.map((row) => [row.name, row.state, row.endDate])).toEqual([
        ["GAMMA FARMERS", "expired", isoDay(-135)],
        ["BETA SOLAR CO", "expiring", isoDay(12)],
        ["ALPHA WATER TRUST", "active", shiftIsoDay(oneYearAfter(isoDay(21)), -1)],
      ]);
      expect(list.items[2]).toMatchObject({ since: isoDay(-345), organizationType: "NGO/Non-Profit" });

      const expiring = await call(
        subscriptionsLoader,
        getRequest("/admin/subscriptions?state=expiring", admin.cookie),
      );
      expect(
        (expiring.data as { list: { items: Array<{ name: string }> } }).list.items.map((row) => row.name),
      ).toEqual(["BETA SOLAR CO"]);

      const approved = await call(approvedLoader, getRequest("/admin/approved-organizations", admin.cookie));
      const approvedRows = (
        approved.data as { list: { items: Array<Record<string, unknown>>; total: number } }
      ).list;
      expect(approvedRows.total).toBe(2);
      expect(approvedRows.items.map((row) => [row.name, row.state])).toEqual([
        ["BETA SOLAR CO", "expiring"],
        ["ALPHA WATER TRUST", "active"],
      ]);
      // The same organization, the same state, on both pages.
      for (const row of approvedRows.items) {
        expect(list.items.find((other) => other.id === row.id)?.state).toBe(row.state);
      }
      const paged = await listSubscribedOrganizations({
        states: ["active", "expiring"],
        today: isoDay(),
        page: 2,
        pageSize: 1,
      });
      expect(paged).toMatchObject({ total: 2, page: 2, pageCount: 2 });
      expect(paged.items.map((row) => row.name)).toEqual(["ALPHA WATER TRUST"]);
    });

    it("are read-only: a POST is refused, nothing changed", async () => {
      const before = await billingFingerprint();
      for (const action of [subscriptionsAction, approvedAction]) {
        expect(
          (await call(action, postRequest("/admin/subscriptions", { intent: "approve" }, admin.cookie)))
            .status,
        ).toBe(405);
        expect(
          (await call(action, postRequest("/admin/subscriptions", { intent: "approve" }, alpha.cookie)))
            .status,
        ).toBe(403);
      }
      expect(await billingFingerprint()).toEqual(before);
    });
  });

  describe("the pages, as the browser gets them", () => {
    const post = (path: string, body: Record<string, string>) =>
      app.request("POST", path, {
        headers: {
          Cookie: admin.cookie,
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: app.origin,
          "Sec-Fetch-Site": "same-origin",
        },
        body: new URLSearchParams(body).toString(),
      });

    it("show the queue with its tabs, the used-before mark and the Review links", async () => {
      const reused = await submitRequest(await createOrganizationUser({ organizationName: "REUSING ORG" }), {
        method: "airtel",
        transactionId: "MP261119.1432.B73915",
      });
      await rejectRequest(admin, reused.requestId);
      const claimant = await submitRequest(
        await createOrganizationUser({ organizationName: "CLAIMING ORG" }),
        {
          method: "airtel",
          transactionId: "mp261119.1432.b73915",
          paidOn: "2026-01-05",
        },
      );
      const body = await page("/admin/payments");
      for (const text of [
        "Payment Requests",
        "CLAIMING ORG",
        "UGX 45,000",
        "Airtel Money",
        // The ID split where it reads well, never mid-word.
        "mp261119.<wbr/>1432.<wbr/>b73915",
        "Transaction ID used before",
        "Jan 05, 2026",
        `href="/admin/payments/${claimant.requestId}"`,
        'aria-label="Payment requests by status"',
        'aria-current="page"',
        'aria-label="Payment requests"',
        'tabindex="0"',
      ]) {
        expect(body, text).toContain(text);
      }
      expect(await page("/admin/payments?status=rejected")).toContain("REUSING ORG");
    });

    it("show the review panel with the proof, the warning, and forms that work without script", async () => {
      const proofed = await submitRequest(await createOrganizationUser({ organizationName: "PROOFED ORG" }), {
        proof: pdfProof(),
      });
      // React's text separators aside.
      const body = (await page(`/admin/payments/${proofed.requestId}`)).replaceAll("<!-- -->", "");
      for (const text of [
        "Payment from PROOFED ORG",
        "UGX 45,000",
        "MTN Mobile Money",
        proofed.transactionId,
        "Proof of payment",
        `href="${proofed.proofUrl}"`,
        'method="post"',
        'name="intent" value="approve"',
        'name="intent" value="reject"',
        `name="id" value="${proofed.requestId}"`,
        'type="radio"',
        'name="reason" value="not-received"',
        'name="reason" value="other"',
        'name="otherReason"',
        'maxLength="500"',
        "Other (write the reason)",
        "Reason for rejecting",
        "First page of the proof of payment of PROOFED ORG",
      ]) {
        expect(body, text).toContain(text);
      }
      const claimant = (await queue()).data.list.items.find(
        (item) => item.organizationName === "CLAIMING ORG",
      )!;
      const warned = await page(`/admin/payments/${claimant.id}`);
      expect(warned).toContain("This Transaction ID was used before");
      expect(warned).toContain("REUSING ORG");
      expect(await page("/admin/payments/not-a-uuid", 404)).toContain("Page Not Found");
    });

    it("reject without script: refused beside the field without a reason, then done with one", async () => {
      const waiting = await submitRequest(
        await createOrganizationUser({ organizationName: "NO SCRIPT ORG" }),
      );
      const path = `/admin/payments/${waiting.requestId}`;
      const refused = await post(path, { intent: "reject", id: waiting.requestId });
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("Choose a reason, or write one");
      expect((await requestRow(waiting.requestId))?.status).toBe("submitted");
      const done = await post(path, { intent: "reject", id: waiting.requestId, reason: "not-received" });
      expect(done.status).toBe(302);
      expect(done.headers.location).toBe("/admin/payments");
      expect(await requestRow(waiting.requestId)).toMatchObject({
        status: "rejected",
        rejectionReason: "The payment has not arrived in our account",
      });
    });

    it("show subscriptions and approved organizations with the same state words", async () => {
      const subscriptions = await page("/admin/subscriptions");
      for (const text of [
        "Subscriptions",
        "ALPHA WATER TRUST",
        "Active",
        "Expiring",
        "Expired",
        "12 days left",
      ]) {
        expect(subscriptions, text).toContain(text);
      }
      const approved = await page("/admin/approved-organizations");
      for (const text of [
        "Approved Organizations",
        "BETA SOLAR CO",
        "Expiring",
        "12 days left",
        "Social Enterprise",
      ]) {
        expect(approved, text).toContain(text);
      }
      expect(approved).not.toContain("GAMMA FARMERS");
      // The count badge.
      expect(approved).toContain('>2<span class="sr-only"> approved organizations</span>');
      expect(await page("/admin/subscriptions?state=expired")).toContain("GAMMA FARMERS");
    });
  });
});
