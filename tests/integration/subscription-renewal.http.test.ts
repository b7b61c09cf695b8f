import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  getSubscriptionState,
  hasActiveSubscription,
  lastApprovedEnd,
  listOrganizationRequests,
  listRequestHistory,
} from "~/db/queries/subscriptions.server";
import { subscriptionRequests } from "~/db/schema";
import { formatDate } from "~/domain/dates";
import { oneYearAfter } from "~/domain/payment";
import { loader as paymentLoader } from "~/routes/dashboard/payment";
import { approvePaymentRequest } from "~/services/payments/approve-payment-request.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  createOrganizationUser,
  isoDay,
  ownerActor,
  type TestOrganizationUser,
} from "../setup/factories";
import { startHttpApp } from "../setup/http-app";
import { describeEachDatabase } from "../setup/test-database";
import { call, getRequest } from "./auth-helpers";

const dataDir = useTempDataDir();

/**
 * Renewal (issue 20 item 4, issue 34): a renewal sent while a subscription runs pays for the year after its
 * last day, whenever it is approved; one sent after it lapsed pays for a year from the day it was sent.
 */

let admin: TestOrganizationUser;

/** The day before a yyyy-MM-dd day. */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The year that starts on `startDate`: its last day is the day before the same date a year later. */
const yearFrom = (startDate: string) => ({ startDate, endDate: dayBefore(oneYearAfter(startDate)) });

/** MTN Mobile Money, paid today, with this Transaction ID. */
const mtnPayment = (transactionId: string) => ({
  method: "mtn",
  transactionId,
  currency: "UGX",
  paidOn: isoDay(),
});

/** The organization's approved requests' periods, by their last day. */
async function approvedPeriodsOf(orgId: string) {
  return (await listOrganizationRequests(orgId))
    .filter((request) => request.status === "approved")
    .map(({ startDate, endDate }) => ({ startDate, endDate }))
    .sort((a, b) => String(a.endDate).localeCompare(String(b.endDate)));
}

const billingAdmin = () => ({ id: admin.userId, email: admin.email });

describeEachDatabase("subscription renewal", () => {
  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "RENEWAL ADMINS", admin: true });
  });

  describe("a renewal submitted 10 days before the end", () => {
    it("is offered, starts the day after the old end and, approved, runs one year from then", async () => {
      const org = await createOrganizationUser();
      const oldEnd = isoDay(10);
      await activateSubscription(org.organizationId, oldEnd);
      expect(await getSubscriptionState(org.userId)).toEqual({
        kind: "expiring",
        until: oldEnd,
        daysLeft: 10,
        pendingRequestId: null,
        rejected: null,
      });

      const page = await call(paymentLoader, getRequest("/payment", org.cookie));
      expect(page.data).toMatchObject({
        state: { kind: "expiring", until: oldEnd },
        pending: null,
        period: yearFrom(isoDay(11)),
      });

      const submitted = await submitPaymentRequest({
        user: ownerActor(org),
        input: mtnPayment("7845123610"),
      });
      if (!submitted.ok) throw new Error(`payment refused: ${submitted.reason}`);
      // Waiting for approval: still active, no second offer, the pending request on top of the page.
      expect(await getSubscriptionState(org.userId)).toEqual({
        kind: "expiring",
        until: oldEnd,
        daysLeft: 10,
        pendingRequestId: submitted.requestId,
        rejected: null,
      });
      const again = await submitPaymentRequest({ user: ownerActor(org), input: mtnPayment("7845123611") });
      expect(again).toMatchObject({ ok: false, reason: "pending" });
      const pendingPage = await call(paymentLoader, getRequest("/payment", org.cookie));
      expect(pendingPage.data).toMatchObject({
        pending: {
          id: submitted.requestId,
          transactionId: "7845123610",
          method: "MTN Mobile Money",
          amount: "UGX 45,000",
          submittedOn: formatDate(new Date()),
        },
      });

      const approved = await approvePaymentRequest({ admin: billingAdmin(), requestId: submitted.requestId });
      expect(approved).toEqual({ ok: true, ...yearFrom(isoDay(11)) });
      expect(await approvedPeriodsOf(org.organizationId)).toEqual([
        expect.objectContaining({ endDate: oldEnd }),
        yearFrom(isoDay(11)),
      ]);
      expect(await lastApprovedEnd(org.organizationId)).toBe(yearFrom(isoDay(11)).endDate);
      expect(await getSubscriptionState(org.userId)).toMatchObject({
        kind: "active",
        until: yearFrom(isoDay(11)).endDate,
        pendingRequestId: null,
      });
      // The approval's history row carries the period it paid for.
      expect((await listRequestHistory(submitted.requestId)).at(-1)).toMatchObject({
        action: "approved",
        status: "approved",
        detail: yearFrom(isoDay(11)),
      });
      // No gap: the day after the old end is covered by the renewal.
      expect(await hasActiveSubscription(org.userId, isoDay(11))).toBe(true);
      const after = await call(paymentLoader, getRequest("/payment", org.cookie));
      expect(after.data).toMatchObject({ pending: null });
    });

    it("keeps the same period when it is approved only after the old end", async () => {
      const org = await createOrganizationUser();
      await activateSubscription(org.organizationId, isoDay(10));
      const submitted = await submitPaymentRequest({
        user: ownerActor(org),
        input: { method: "airtel", transactionId: "MP261119.1432.B73915", currency: "UGX", paidOn: isoDay() },
      });
      if (!submitted.ok) throw new Error(submitted.reason);
      // As if sent 15 days ago, 10 days before an end that has now passed (5 days ago), and approved only today.
      await getDb()
        .update(subscriptionRequests)
        .set({ endDate: isoDay(-5) })
        .where(
          and(
            eq(subscriptionRequests.organizationId, org.organizationId),
            eq(subscriptionRequests.status, "approved"),
          ),
        );
      await getDb()
        .update(subscriptionRequests)
        .set({ createdAt: sql`now() - interval '15 days'` })
        .where(eq(subscriptionRequests.id, submitted.requestId));
      expect(await getSubscriptionState(org.userId)).toEqual({
        kind: "pending",
        requestId: submitted.requestId,
      });

      const approved = await approvePaymentRequest({ admin: billingAdmin(), requestId: submitted.requestId });
      expect(approved).toEqual({ ok: true, ...yearFrom(isoDay(-4)) });
      expect(await approvedPeriodsOf(org.organizationId)).toEqual([
        expect.objectContaining({ endDate: isoDay(-5) }),
        yearFrom(isoDay(-4)),
      ]);
    });
  });

  it("shows Renew on the dashboard and the renewal form on /payment from 30 days before the end", async () => {
    const app = await startHttpApp({ PUBLIC_URL: undefined, NODE_ENV: "development", DATA_DIR: dataDir });
    try {
      const org = await createOrganizationUser();
      await activateSubscription(org.organizationId, isoDay(20));
      const dashboard = await app.request("GET", "/dashboard", { headers: { Cookie: org.cookie } });
      expect(dashboard.body).toContain("Account Active");
      expect(dashboard.body).toMatch(/<a[^>]*href="\/payment"[^>]*>Renew<\/a>/);
      const page = await app.request("GET", "/payment", { headers: { Cookie: org.cookie } });
      for (const text of ["Renew your subscription", "Yearly fee: UGX 45,000", "Submit Payment"]) {
        expect(page.body, text).toContain(text);
      }
      // The year it buys: from the day after the current end (React marks text joins with comments).
      const year = yearFrom(isoDay(21));
      expect(page.body.replaceAll("<!-- -->", "")).toContain(
        `runs from ${formatDate(year.startDate)} to ${formatDate(year.endDate)}`,
      );

      const later = await createOrganizationUser();
      await activateSubscription(later.organizationId, isoDay(200));
      const calm = await app.request("GET", "/dashboard", { headers: { Cookie: later.cookie } });
      expect(calm.body).toContain("Account Active");
      expect(calm.body).not.toMatch(/>Renew<\/a>/);
      const calmPage = await app.request("GET", "/payment", { headers: { Cookie: later.cookie } });
      expect(calmPage.body).not.toContain("Submit Payment");
    } finally {
      await app.close();
    }
  });

  it("offers no renewal more than 30 days before the end", async () => {
    const org = await createOrganizationUser();
    await activateSubscription(org.organizationId, isoDay(31));
    expect(await getSubscriptionState(org.userId)).toEqual({
      kind: "active",
      until: isoDay(31),
      daysLeft: 31,
      pendingRequestId: null,
      rejected: null,
    });
    // Nothing to send yet: a submission is refused and writes nothing.
    expect(
      await submitPaymentRequest({ user: ownerActor(org), input: mtnPayment("7845123620") }),
    ).toMatchObject({ ok: false, reason: "active" });
    expect(await listOrganizationRequests(org.organizationId)).toHaveLength(1);
    await activateSubscription(org.organizationId, isoDay(30));
    // The latest end date counts: still 31 days.
    expect(await getSubscriptionState(org.userId)).toMatchObject({ kind: "active", until: isoDay(31) });
    const other = await createOrganizationUser();
    await activateSubscription(other.organizationId, isoDay(30));
    expect(await getSubscriptionState(other.userId)).toMatchObject({ kind: "expiring", daysLeft: 30 });
  });

  it("after the subscription lapsed, a payment runs one year from the day it was sent", async () => {
    const org = await createOrganizationUser();
    await activateSubscription(org.organizationId, isoDay(-3));
    expect(await getSubscriptionState(org.userId)).toEqual({ kind: "expired", endedOn: isoDay(-3) });
    const page = await call(paymentLoader, getRequest("/payment", org.cookie));
    expect(page.data).toMatchObject({ period: { startDate: isoDay(), endDate: oneYearAfter(isoDay()) } });
    const submitted = await submitPaymentRequest({
      user: ownerActor(org),
      input: mtnPayment("7845123630"),
    });
    if (!submitted.ok) throw new Error(submitted.reason);
    // Its period is set when it is approved.
    const waiting = (await listOrganizationRequests(org.organizationId))[0];
    expect(waiting).toMatchObject({
      id: submitted.requestId,
      status: "submitted",
      startDate: null,
      endDate: null,
    });
    const approved = await approvePaymentRequest({ admin: billingAdmin(), requestId: submitted.requestId });
    expect(approved).toEqual({ ok: true, startDate: isoDay(), endDate: oneYearAfter(isoDay()) });
    expect((await approvedPeriodsOf(org.organizationId)).at(-1)).toEqual({
      startDate: isoDay(),
      endDate: oneYearAfter(isoDay()),
    });
  });
});
