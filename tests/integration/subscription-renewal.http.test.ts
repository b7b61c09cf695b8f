import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { getPaymentStatus, hasActiveSubscription } from "~/db/queries/subscriptions.server";
import { organizations, subscriptions } from "~/db/schema";
import { formatDate } from "~/domain/dates";
import { oneYearAfter } from "~/domain/payment";
import { loader as paymentLoader } from "~/routes/dashboard/payment";
import { approvePayment } from "~/services/payments/approve-payment.server";
import { approveSubscription } from "~/services/payments/approve-subscription.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  createOrganizationUser,
  isoDay,
  type TestOrganizationUser,
} from "../setup/factories";
import { startHttpApp } from "../setup/http-app";
import { describeEachDatabase } from "../setup/test-database";
import { call, getRequest } from "./auth-helpers";

const dataDir = useTempDataDir();

/** Renewal (issue 20 item 4): a renewal while a subscription runs extends it from its end date. */

let admin: TestOrganizationUser;

async function subscriptionsOf(orgId: string) {
  return getDb()
    .select({
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      isActive: subscriptions.isActive,
    })
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, orgId))
    .orderBy(subscriptions.startDate);
}

async function expiresAt(orgId: string) {
  const [row] = await getDb()
    .select({ expiresAt: organizations.subscriptionExpiresAt })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row?.expiresAt;
}

describeEachDatabase("subscription renewal", () => {
  beforeAll(async () => {
    admin = await createOrganizationUser({ organizationName: "RENEWAL ADMINS", admin: true });
  });

  describe("a renewal submitted 10 days before the end", () => {
    it("is offered, starts the day after the old end and, approved, ends one year after it", async () => {
      const org = await createOrganizationUser();
      const oldEnd = isoDay(10);
      await activateSubscription(org.organizationId, oldEnd, { withRequest: true });
      expect(await getPaymentStatus(org.userId)).toEqual({
        state: "active",
        expiresOn: oldEnd,
        renewable: true,
      });

      const page = await call(paymentLoader, getRequest("/payment", org.cookie));
      expect(page.data).toMatchObject({
        status: { state: "active", renewable: true },
        pending: null,
        period: { startDate: isoDay(11), endDate: oneYearAfter(oldEnd) },
      });

      const submitted = await submitPaymentRequest({
        user: { id: org.userId },
        referenceCode: "MTN-RENEW-10",
      });
      expect(submitted.ok).toBe(true);
      if (!submitted.ok) return;
      // Waiting for approval: still active, no second offer, the pending request on top of the page.
      expect(await getPaymentStatus(org.userId)).toEqual({
        state: "active",
        expiresOn: oldEnd,
        renewable: false,
      });
      const pendingPage = await call(paymentLoader, getRequest("/payment", org.cookie));
      expect(pendingPage.data).toMatchObject({
        pending: { referenceCode: "MTN-RENEW-10", submittedOn: formatDate(new Date()) },
      });

      const approved = await approvePayment({
        admin: { id: admin.userId, email: admin.email },
        paymentRequestId: submitted.paymentRequestId,
      });
      expect(approved).toEqual({ ok: true, activeUntil: oneYearAfter(oldEnd) });
      expect(await subscriptionsOf(org.organizationId)).toEqual([
        expect.objectContaining({ endDate: oldEnd, isActive: true }),
        { startDate: isoDay(11), endDate: oneYearAfter(oldEnd), isActive: true },
      ]);
      expect(await expiresAt(org.organizationId)).toBe(oneYearAfter(oldEnd));
      expect(await getPaymentStatus(org.userId)).toEqual({
        state: "active",
        expiresOn: oneYearAfter(oldEnd),
        renewable: false,
      });
      // No gap: the day after the old end is covered by the renewal.
      expect(await hasActiveSubscription(org.userId, isoDay(11))).toBe(true);
      const after = await call(paymentLoader, getRequest("/payment", org.cookie));
      expect(after.data).toMatchObject({ pending: null });
    });

    it("keeps the same period when approved on the Subscriptions screen, even after the old end", async () => {
      const org = await createOrganizationUser();
      const oldEnd = isoDay(10);
      await activateSubscription(org.organizationId, oldEnd, { withRequest: true });
      const submitted = await submitPaymentRequest({
        user: { id: org.userId },
        referenceCode: "AIRTEL-RENEW",
      });
      if (!submitted.ok) throw new Error(submitted.reason);
      const approved = await approveSubscription({
        admin: { id: admin.userId, email: admin.email },
        subscriptionId: submitted.subscriptionId,
      });
      expect(approved).toEqual({ ok: true, activeUntil: oneYearAfter(oldEnd) });
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
      expect(page.body.replaceAll("<!-- -->", "")).toContain(
        `runs from ${formatDate(isoDay(21))} to ${formatDate(oneYearAfter(isoDay(20)))}`,
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
    expect(await getPaymentStatus(org.userId)).toEqual({
      state: "active",
      expiresOn: isoDay(31),
      renewable: false,
    });
    await activateSubscription(org.organizationId, isoDay(30));
    // The latest end date counts: still 31 days.
    expect(await getPaymentStatus(org.userId)).toMatchObject({ renewable: false });
    const other = await createOrganizationUser();
    await activateSubscription(other.organizationId, isoDay(30));
    expect(await getPaymentStatus(other.userId)).toMatchObject({ renewable: true });
  });

  it("after the subscription lapsed, a payment runs one year from today", async () => {
    const org = await createOrganizationUser();
    await activateSubscription(org.organizationId, isoDay(-3), { withRequest: true });
    const submitted = await submitPaymentRequest({ user: { id: org.userId }, referenceCode: "MTN-LAPSED" });
    expect(submitted.ok).toBe(true);
    const rows = await subscriptionsOf(org.organizationId);
    expect(rows.at(-1)).toEqual({ startDate: isoDay(), endDate: oneYearAfter(isoDay()), isActive: false });
  });
});
