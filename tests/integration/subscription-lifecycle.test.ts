import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { getBillingCounts } from "~/db/queries/billing.server";
import { getOrganizationSubscriptionState } from "~/db/queries/subscriptions.server";
import { organizations, subscriptionRequestHistory, subscriptionRequests } from "~/db/schema";
import {
  REQUEST_STATUSES,
  SUBSCRIPTION_STATES,
  SUBSCRIPTION_TEXT,
  subscribedState,
  TRANSACTION_ID_RULES,
} from "~/domain/subscription-lifecycle";
import { shiftIsoDay } from "~/domain/subscription-reminders";
import { deleteOrganization } from "~/services/organizations/delete-organization.server";
import { approvePaymentRequest } from "~/services/payments/approve-payment-request.server";
import { correctPaymentRequest } from "~/services/payments/correct-payment-request.server";
import { rejectPaymentRequest } from "~/services/payments/reject-payment-request.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { withdrawPaymentRequest } from "~/services/payments/withdraw-payment-request.server";
import { useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, isoDay, ownerActor, type TestOrganizationUser } from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";

/**
 * The subscription lifecycle on the database (issue 34): every change of state writes its history row in the
 * same transaction (and the database refuses one without it); no path deletes a request; decisions are final;
 * the counts on /admin are a direct count per state.
 */

useTempDataDir();

let admin: TestOrganizationUser;
const adminActor = () => ({ id: admin.userId, email: admin.email });
let serial = 0;
/** An MTN Transaction ID no other test uses (10 digits). */
const mtnId = () =>
  `77${String(Date.now() % 1_000_000).padStart(6, "0")}${String(++serial).padStart(2, "0")}`;

async function submit(org: TestOrganizationUser, transactionId = mtnId(), today = isoDay()) {
  const result = await submitPaymentRequest({
    user: ownerActor(org),
    input: { method: "mtn", transactionId, currency: "UGX", paidOn: today },
    today,
  });
  if (!result.ok) throw new Error(`submit refused: ${result.reason} ${result.description}`);
  return result.requestId;
}

async function request(id: string) {
  const [row] = await getDb().select().from(subscriptionRequests).where(eq(subscriptionRequests.id, id));
  return row!;
}

async function history(id: string) {
  return getDb()
    .select()
    .from(subscriptionRequestHistory)
    .where(eq(subscriptionRequestHistory.requestId, id))
    .orderBy(subscriptionRequestHistory.createdAt, subscriptionRequestHistory.id);
}

describeEachDatabase("the subscription lifecycle", () => {
  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "LIFECYCLE ADMINS", admin: true });
  });

  it("writes a history row with every change: submitted, corrected, withdrawn, approved, rejected", async () => {
    const org = await createOrganizationUser({ organizationName: "HISTORY TRUST" });
    const first = await submit(org);
    const corrected = mtnId();
    const correction = await correctPaymentRequest({
      user: ownerActor(org),
      requestId: first,
      input: { method: "mtn", transactionId: corrected, currency: "UGX", paidOn: isoDay(-1) },
    });
    expect(correction).toEqual({ ok: true });
    expect(await request(first)).toMatchObject({
      transactionId: corrected,
      paidOn: isoDay(-1),
      status: "submitted",
    });
    expect(await withdrawPaymentRequest({ user: ownerActor(org), requestId: first })).toEqual({
      ok: true,
    });

    const second = await submit(org);
    const approved = await approvePaymentRequest({ admin: adminActor(), requestId: second });
    expect(approved.ok).toBe(true);
    // An active subscription beyond its last 30 days takes no new request.
    const early = await submitPaymentRequest({
      user: ownerActor(org),
      input: { method: "mtn", transactionId: mtnId(), currency: "UGX", paidOn: isoDay() },
    });
    expect(early).toMatchObject({ ok: false, reason: "active" });

    expect((await history(first)).map((row) => row.action)).toEqual(["submitted", "corrected", "withdrawn"]);
    expect((await history(second)).map((row) => row.action)).toEqual(["submitted", "approved"]);
    expect((await history(second))[1]?.detail).toMatchObject({ startDate: isoDay() });
    expect(await request(second)).toMatchObject({ status: "approved", decidedBy: admin.userId });
    expect((await request(second)).receiptNumber).toBeGreaterThan(0);
    // Nothing else: every request of the organization is here, in its final state.
    const all = await getDb()
      .select({ status: subscriptionRequests.status })
      .from(subscriptionRequests)
      .where(eq(subscriptionRequests.organizationId, org.organizationId));
    expect(all.map((row) => row.status).sort()).toEqual(["approved", "withdrawn"]);
  }, 60_000);

  it("records who, when and why, in order", async () => {
    const org = await createOrganizationUser({ organizationName: "WHO WHEN WHY" });
    const id = await submit(org);
    await correctPaymentRequest({
      user: ownerActor(org),
      requestId: id,
      input: {
        method: "airtel",
        transactionId: TRANSACTION_ID_RULES.airtel.example,
        currency: "UGX",
        paidOn: isoDay(),
      },
    });
    expect(
      await rejectPaymentRequest({
        admin: adminActor(),
        requestId: id,
        reason: "The payment has not arrived in our account",
      }),
    ).toEqual({ ok: true });
    const rows = await history(id);
    expect(rows.map((row) => [row.action, row.status])).toEqual([
      ["submitted", "submitted"],
      ["corrected", "submitted"],
      ["rejected", "rejected"],
    ]);
    expect(rows[0]).toMatchObject({ actorId: org.userId, actorEmail: org.email });
    expect(rows[1]?.detail).toMatchObject({ method: "mtn" });
    expect(rows[2]).toMatchObject({
      actorId: admin.userId,
      actorEmail: admin.email.toLowerCase(),
      reason: "The payment has not arrived in our account",
    });
    expect(await request(id)).toMatchObject({
      status: "rejected",
      rejectionReason: "The payment has not arrived in our account",
      decidedBy: admin.userId,
    });
    expect(await getOrganizationSubscriptionState(org.organizationId)).toEqual({
      kind: "rejected",
      requestId: id,
      reason: "The payment has not arrived in our account",
    });
  });

  it("refuses at the database a change of status without its history row, and keeps decisions final", async () => {
    const org = await createOrganizationUser({ organizationName: "NO SHORTCUTS" });
    const id = await submit(org);
    await expect(
      getDb().execute(sql`update subscription_requests set status = 'withdrawn' where id = ${id}`),
    ).rejects.toThrow();
    expect((await request(id)).status).toBe("submitted");

    await approvePaymentRequest({ admin: adminActor(), requestId: id });
    await expect(
      getDb().transaction(async (tx) => {
        await tx
          .insert(subscriptionRequestHistory)
          .values({ requestId: id, action: "rejected", status: "rejected" });
        await tx
          .update(subscriptionRequests)
          .set({ status: "rejected", rejectionReason: "changed my mind" })
          .where(eq(subscriptionRequests.id, id));
      }),
    ).rejects.toThrow();
    expect((await request(id)).status).toBe("approved");
    // A decided request is not reviewed twice, and cannot be corrected or withdrawn.
    expect(await rejectPaymentRequest({ admin: adminActor(), requestId: id, reason: "Again" })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await withdrawPaymentRequest({ user: ownerActor(org), requestId: id })).toMatchObject({
      ok: false,
      description: SUBSCRIPTION_TEXT.notPending,
    });
  });

  it("deletes no request by any path: not directly, not with its organization", async () => {
    const org = await createOrganizationUser({ organizationName: "KEPT RECORDS" });
    const id = await submit(org);
    await expect(getDb().execute(sql`delete from subscription_requests where id = ${id}`)).rejects.toThrow();
    await expect(getDb().execute(sql`truncate subscription_requests cascade`)).rejects.toThrow();
    await expect(
      getDb().execute(sql`delete from subscription_request_history where request_id = ${id}`),
    ).rejects.toThrow();

    const deleted = await deleteOrganization({ actor: adminActor(), profileId: org.userId });
    expect(deleted.ok).toBe(true);
    const kept = await request(id);
    expect(kept).toMatchObject({
      organizationId: null,
      organizationName: "KEPT RECORDS",
      status: "submitted",
    });
    expect(
      await getDb().select().from(organizations).where(eq(organizations.id, org.organizationId)),
    ).toEqual([]);
    // The review of a request whose organization is gone finds nothing to decide.
    expect(await approvePaymentRequest({ admin: adminActor(), requestId: id })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("refuses a Transaction ID already claimed, by anyone, and a second request while one waits", async () => {
    const one = await createOrganizationUser({ organizationName: "FIRST CLAIM" });
    const two = await createOrganizationUser({ organizationName: "SECOND CLAIM" });
    const shared = mtnId();
    await submit(one, shared);
    const duplicate = await submitPaymentRequest({
      user: ownerActor(two),
      input: {
        method: "mtn",
        transactionId: ` ${shared.slice(0, 4)} ${shared.slice(4)} `,
        currency: "UGX",
        paidOn: isoDay(),
      },
    });
    expect(duplicate).toMatchObject({
      ok: false,
      reason: "transaction-used",
      fields: { transactionId: SUBSCRIPTION_TEXT.transactionIdUsed },
    });
    const again = await submitPaymentRequest({
      user: ownerActor(one),
      input: { method: "mtn", transactionId: mtnId(), currency: "UGX", paidOn: isoDay() },
    });
    expect(again).toMatchObject({ ok: false, reason: "pending" });
    const malformed = await submitPaymentRequest({
      user: ownerActor(two),
      input: { method: "mtn", transactionId: "AB", currency: "UGX", paidOn: isoDay() },
    });
    expect(malformed).toMatchObject({
      ok: false,
      reason: "invalid",
      fields: { transactionId: TRANSACTION_ID_RULES.mtn.message },
    });
    const rows = await getDb()
      .select()
      .from(subscriptionRequests)
      .where(eq(subscriptionRequests.organizationId, two.organizationId));
    expect(rows).toEqual([]);
  });

  it("extends a renewal from the current end date, and a rejected request's ID may be sent again", async () => {
    const org = await createOrganizationUser({ organizationName: "RENEWING CO" });
    const today = isoDay();
    const first = await submit(org, mtnId(), today);
    const approved = await approvePaymentRequest({ admin: adminActor(), requestId: first });
    expect(approved).toMatchObject({ ok: true, startDate: today });
    const end = (await request(first)).endDate!;
    // In the last 30 days the renewal opens; approved, it starts the day after the current end.
    const renewalDay = shiftIsoDay(end, -10);
    const retried = mtnId();
    const renewal = await submit(org, retried, renewalDay);
    expect(
      await rejectPaymentRequest({
        admin: adminActor(),
        requestId: renewal,
        reason: "The amount paid is not the yearly fee",
      }),
    ).toEqual({ ok: true });
    const resent = await submit(org, retried, renewalDay);
    const renewed = await approvePaymentRequest({ admin: adminActor(), requestId: resent });
    expect(renewed).toMatchObject({ ok: true, startDate: shiftIsoDay(end, 1) });
  });

  it("counts on /admin what a direct count per state finds", async () => {
    const today = isoDay();
    const counts = await getBillingCounts(today);
    const direct = await getDb().execute<{ status: string; total: number }>(
      sql`select status, count(*)::int as total from subscription_requests group by status`,
    );
    for (const status of REQUEST_STATUSES) {
      const row = direct.rows.find((candidate) => candidate.status === status);
      expect(counts.requests[status], status).toBe(Number(row?.total ?? 0));
    }
    const ends = await getDb().execute<{ end_date: string }>(
      sql`select max(end_date)::text as end_date from subscription_requests
          where status = 'approved' and organization_id is not null group by organization_id`,
    );
    for (const state of SUBSCRIPTION_STATES) {
      const expected = ends.rows.filter((row) => subscribedState(row.end_date, today) === state).length;
      expect(counts.organizations[state], state).toBe(expected);
    }
    expect(counts.requests.submitted + counts.requests.approved).toBeGreaterThan(0);
  });
});
