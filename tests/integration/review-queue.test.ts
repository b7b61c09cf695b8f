import { afterEach, beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { getReviewQueueCounts } from "~/db/queries/admin-dashboard.server";
import { subscriptions } from "~/db/schema";
import type { AdminFeedEvent } from "~/domain/admin-feed";
import { loader as adminLayoutLoader } from "~/routes/admin/layout";
import { approvePayment } from "~/services/payments/approve-payment.server";
import { rejectPayment } from "~/services/payments/reject-payment.server";
import { rejectSubscription } from "~/services/payments/reject-subscription.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { subscribeAdminFeed } from "~/services/realtime.server";
import { useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  clearPayments,
  createOrganizationUser,
  isoDay,
  type TestOrganizationUser,
} from "../setup/factories";
import { call, getRequest } from "../setup/routes";
import { describeEachDatabase } from "../setup/test-database";

useTempDataDir();

/** Lets notifications in flight arrive (PGlite delivers after the commit; PostgreSQL over its socket). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Everything the admin feed announces while it is open. */
async function listen() {
  const received: AdminFeedEvent[] = [];
  const unsubscribe = await subscribeAdminFeed((event) => received.push(event));
  return {
    received,
    unsubscribe,
    /** The kinds announced so far (waits until `count` have arrived), in order. */
    kinds: async (count: number) => {
      await expect.poll(() => received.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
      await settle();
      return received.map((event) => event.kind);
    },
  };
}

async function requestIdOf(orgId: string): Promise<string> {
  const found = await getDb().query.paymentRequests.findFirst({
    columns: { id: true },
    where: (table, { eq }) => eq(table.orgId, orgId),
  });
  return found!.id;
}

describeEachDatabase("the admin's review queue", () => {
  let admin: TestOrganizationUser;
  let waiting: TestOrganizationUser;
  let approved: TestOrganizationUser;
  let rejected: TestOrganizationUser;
  const acting = () => ({ id: admin.userId, email: admin.email });

  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "QUEUE ADMIN", admin: true });
    waiting = await createOrganizationUser({ organizationName: "WAITING ORG" });
    approved = await createOrganizationUser({ organizationName: "APPROVED ORG" });
    rejected = await createOrganizationUser({ organizationName: "REJECTED ORG" });
  });

  afterEach(async () => {
    for (const organization of [waiting, approved, rejected])
      await clearPayments(organization.organizationId);
  });

  it("counts what waits: pending requests and subscriptions, not approved or rejected ones", async () => {
    expect(await getReviewQueueCounts()).toEqual({ payments: 0, subscriptions: 0 });

    expect(
      await submitPaymentRequest({ user: { id: waiting.userId }, referenceCode: "MP-WAIT-1" }),
    ).toMatchObject({ ok: true });
    await activateSubscription(approved.organizationId, undefined, {
      reference: "MP-DONE-1",
      withRequest: true,
    });
    await submitPaymentRequest({ user: { id: rejected.userId }, referenceCode: "MP-NO-1" });
    expect(await getReviewQueueCounts()).toEqual({ payments: 2, subscriptions: 2 });

    expect(
      await rejectPayment({ admin: acting(), paymentRequestId: await requestIdOf(rejected.organizationId) }),
    ).toEqual({
      ok: true,
    });
    expect(await getReviewQueueCounts()).toEqual({ payments: 1, subscriptions: 1 });

    // A subscription waiting on its own (its request already approved) is counted on its own list.
    await getDb()
      .insert(subscriptions)
      .values({
        organizationId: approved.organizationId,
        startDate: isoDay(),
        endDate: isoDay(365),
        paymentReference: "MP-RENEW-1",
      });
    expect(await getReviewQueueCounts()).toEqual({ payments: 1, subscriptions: 2 });

    // The admin layout reads them for every admin page.
    const layout = await call(adminLayoutLoader, getRequest("/admin/payments", admin.cookie));
    expect(layout.data).toMatchObject({ reviewQueue: { payments: 1, subscriptions: 2 } });

    await approvePayment({ admin: acting(), paymentRequestId: await requestIdOf(waiting.organizationId) });
    expect(await getReviewQueueCounts()).toEqual({ payments: 0, subscriptions: 1 });
  });

  it("announces a new payment request on the admin feed, and each decision on it", async () => {
    const feed = await listen();
    try {
      await submitPaymentRequest({ user: { id: waiting.userId }, referenceCode: "MP-FEED-1" });
      // One request and the subscription it asks for, in one transaction: two announcements at its commit.
      expect((await feed.kinds(2)).sort()).toEqual(["payment", "subscription"]);
      expect(feed.received.find((event) => event.kind === "payment")).toEqual({ kind: "payment", count: 1 });

      feed.received.length = 0;
      await approvePayment({ admin: acting(), paymentRequestId: await requestIdOf(waiting.organizationId) });
      expect(new Set(await feed.kinds(1))).toEqual(new Set(["review"]));

      feed.received.length = 0;
      await submitPaymentRequest({ user: { id: rejected.userId }, referenceCode: "MP-FEED-2" });
      await feed.kinds(2);
      feed.received.length = 0;
      await rejectPayment({ admin: acting(), paymentRequestId: await requestIdOf(rejected.organizationId) });
      expect(new Set(await feed.kinds(1))).toEqual(new Set(["review"]));
    } finally {
      feed.unsubscribe();
    }
  });

  it("announces a rejected subscription, and nothing for a submission that rolls back", async () => {
    await submitPaymentRequest({ user: { id: rejected.userId }, referenceCode: "MP-FEED-3" });
    const subscription = await getDb().query.subscriptions.findFirst({
      columns: { id: true },
      where: (table, { eq }) => eq(table.organizationId, rejected.organizationId),
    });
    const feed = await listen();
    try {
      await rejectSubscription({ admin: acting(), subscriptionId: subscription!.id });
      expect(new Set(await feed.kinds(1))).toEqual(new Set(["review"]));

      feed.received.length = 0;
      await expect(
        getDb().transaction(async (tx) => {
          await tx.insert(subscriptions).values({
            organizationId: rejected.organizationId,
            startDate: isoDay(),
            endDate: isoDay(365),
            paymentReference: "MP-NEVER",
          });
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      await settle();
      expect(feed.received).toEqual([]);
    } finally {
      feed.unsubscribe();
    }
  });
});
