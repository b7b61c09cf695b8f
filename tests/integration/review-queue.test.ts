import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { getReviewQueueCounts } from "~/db/queries/admin-dashboard.server";
import { kampalaToday } from "~/db/queries/subscriptions.server";
import type { AdminFeedEvent } from "~/domain/admin-feed";
import { loader as adminLayoutLoader } from "~/routes/admin/layout";
import { loader as paymentsLoader } from "~/routes/admin/payments";
import { loader as subscriptionsLoader } from "~/routes/admin/subscriptions";
import { withdrawPaymentRequest } from "~/services/payments/withdraw-payment-request.server";
import { subscribeAdminFeed } from "~/services/realtime.server";
import { useTempDataDir } from "../setup/app-env";
import { createOrganizationUser, isoDay, ownerActor, type TestOrganizationUser } from "../setup/factories";
import { call, getRequest } from "../setup/routes";
import { describeEachDatabase } from "../setup/test-database";
import {
  approveRequest,
  directRequestCounts,
  directStateCounts,
  rejectRequest,
  setPeriod,
  submitRequest,
} from "./admin-billing-helpers";

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

const ZERO_REQUESTS = { submitted: 0, approved: 0, rejected: 0, withdrawn: 0 };
const ZERO_STATES = { active: 0, expiring: 0, expired: 0 };

/** The counts as /admin shows them must equal the table's own, counted directly. */
async function expectCountsToMatchTheTable() {
  const counts = await getReviewQueueCounts();
  expect(counts.requests).toEqual({ ...ZERO_REQUESTS, ...(await directRequestCounts()) });
  expect(counts.organizations).toEqual({ ...ZERO_STATES, ...(await directStateCounts()) });
  return counts;
}

describeEachDatabase("the admin's review queue", () => {
  let admin: TestOrganizationUser;
  let orgs: TestOrganizationUser[];

  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "QUEUE ADMIN", admin: true });
    orgs = [];
    for (const name of [
      "WAITING ORG",
      "ACTIVE ORG",
      "EXPIRING ORG",
      "EXPIRED ORG",
      "REJECTED ORG",
      "WITHDRAWN ORG",
    ]) {
      orgs.push(await createOrganizationUser({ organizationName: name }));
    }
  });

  it("counts each request once, by its status, and each organization ever approved once, by its state", async () => {
    expect(await getReviewQueueCounts()).toEqual({ requests: ZERO_REQUESTS, organizations: ZERO_STATES });
    const [waiting, active, expiring, expired, rejected, withdrawn] = orgs as [
      TestOrganizationUser,
      TestOrganizationUser,
      TestOrganizationUser,
      TestOrganizationUser,
      TestOrganizationUser,
      TestOrganizationUser,
    ];

    await submitRequest(waiting);
    await approveRequest(admin, (await submitRequest(active)).requestId);
    const soon = await submitRequest(expiring);
    await approveRequest(admin, soon.requestId);
    await setPeriod(soon.requestId, isoDay(-340), isoDay(10));
    const lapsed = await submitRequest(expired);
    await approveRequest(admin, lapsed.requestId);
    await setPeriod(lapsed.requestId, isoDay(-400), isoDay(-35));
    // The lapsed organization tried again and was refused: still expired, and its request counted once.
    await rejectRequest(admin, (await submitRequest(expired)).requestId);
    await rejectRequest(admin, (await submitRequest(rejected)).requestId);
    const taken = await submitRequest(withdrawn);
    expect(
      await withdrawPaymentRequest({
        user: ownerActor(withdrawn),
        requestId: taken.requestId,
      }),
    ).toMatchObject({ ok: true });

    const counts = await expectCountsToMatchTheTable();
    expect(counts).toEqual({
      requests: { submitted: 1, approved: 3, rejected: 2, withdrawn: 1 },
      organizations: { active: 1, expiring: 1, expired: 1 },
    });

    // The admin layout reads them for every admin page: the menu's badge and /admin's cards.
    const layout = await call(adminLayoutLoader, getRequest("/admin/payments", admin.cookie));
    expect(layout.data).toMatchObject({ reviewQueue: counts });

    // The lists agree with the counts, status by status and state by state.
    for (const [status, total] of Object.entries(counts.requests)) {
      const list = await call(paymentsLoader, getRequest(`/admin/payments?status=${status}`, admin.cookie));
      expect((list.data as { list: { total: number } }).list.total, status).toBe(total);
    }
    const all = await call(paymentsLoader, getRequest("/admin/payments?status=all", admin.cookie));
    expect((all.data as { list: { total: number } }).list.total).toBe(7);
    for (const [state, total] of Object.entries(counts.organizations)) {
      const list = await call(
        subscriptionsLoader,
        getRequest(`/admin/subscriptions?state=${state}`, admin.cookie),
      );
      expect((list.data as { list: { total: number } }).list.total, state).toBe(total);
    }

    // A decision moves one request from one count to another.
    const [pending] = (
      (await call(paymentsLoader, getRequest("/admin/payments", admin.cookie))).data as {
        list: { items: Array<{ id: string }> };
      }
    ).list.items;
    await approveRequest(admin, pending!.id);
    expect(await expectCountsToMatchTheTable()).toEqual({
      requests: { submitted: 0, approved: 4, rejected: 2, withdrawn: 1 },
      organizations: { active: 2, expiring: 1, expired: 1 },
    });
  });

  it("counts the states from the day asked for, the day a subscription ends still counted", async () => {
    const today = kampalaToday();
    expect((await getReviewQueueCounts(today)).organizations).toEqual(await directStateCounts(today));
    // Ten days on, the expiring one ends that very day: still expiring; a day later, expired.
    expect((await getReviewQueueCounts(isoDay(10))).organizations.expiring).toBe(1);
    expect((await getReviewQueueCounts(isoDay(11))).organizations).toMatchObject({ expiring: 0, expired: 2 });
  });

  it("announces a new request on the admin feed, and each decision on it; nothing for a rollback", async () => {
    const newcomer = await createOrganizationUser({ organizationName: "FEED ORG" });
    const feed = await listen();
    try {
      feed.received.length = 0;
      const first = await submitRequest(newcomer);
      expect(await feed.kinds(1)).toContain("payment");
      expect(feed.received.find((event) => event.kind === "payment")).toEqual({ kind: "payment", count: 1 });

      feed.received.length = 0;
      await rejectRequest(admin, first.requestId);
      expect(new Set(await feed.kinds(1))).toEqual(new Set(["review"]));

      feed.received.length = 0;
      const second = await submitRequest(newcomer);
      await feed.kinds(1);
      feed.received.length = 0;
      await approveRequest(admin, second.requestId);
      expect(new Set(await feed.kinds(1))).toEqual(new Set(["review"]));

      feed.received.length = 0;
      await expect(
        getDb().transaction(async (tx) => {
          await tx.execute(
            sql`update subscription_requests set updated_at = now() where id = ${second.requestId}`,
          );
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
