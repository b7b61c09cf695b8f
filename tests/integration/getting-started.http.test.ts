import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GettingStarted, type GettingStartedProfile, gettingStarted } from "~/domain/getting-started";
import type { SubscriptionState } from "~/domain/subscription-lifecycle";
import { action as loginAction } from "~/routes/auth/login";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { rejectPaymentRequest } from "~/services/payments/reject-payment-request.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { useTempDataDir } from "../setup/app-env";
import {
  approvePendingPayment,
  createOrganizationUser,
  createProject,
  createUserWithoutProfile,
  FACTORY_PASSWORD,
  isoDay,
  ownerActor,
  type TestOrganizationUser,
  type TestUser,
} from "../setup/factories";
import { type HttpApp, startHttpApp } from "../setup/http-app";
import { describeEachDatabase } from "../setup/test-database";
import { call, getRequest, postRequest } from "./auth-helpers";

const dataDir = useTempDataDir();

type DashboardData = {
  isAdmin: boolean;
  paymentStatus: SubscriptionState | "unavailable" | null;
  checklist: GettingStarted | "unavailable" | null;
};

async function dashboardOf(user: TestUser) {
  const outcome = await call(dashboardLoader, getRequest("/dashboard", user.cookie));
  expect(outcome.status).toBe(200);
  const data = outcome.data as DashboardData;
  if (data.checklist === "unavailable") throw new Error("the payment status could not be read");
  return { data, checklist: data.checklist };
}

const statesOf = (checklist: GettingStarted | null) => checklist?.steps.map((step) => step.state);

/** The payment form's fields: MTN Mobile Money, paid today. */
const mtnPayment = (transactionId: string) => ({
  method: "mtn",
  transactionId,
  currency: "UGX",
  paidOn: isoDay(),
});

describeEachDatabase("getting started on the dashboard", () => {
  let org: TestOrganizationUser;
  let admin: TestUser;
  beforeAll(async () => {
    org = await createOrganizationUser();
    admin = await createUserWithoutProfile({ admin: true });
  });

  describe("an organization's checklist follows its progress", () => {
    it("a new organization: profile done, the yearly fee is the next step", async () => {
      const { data, checklist } = await dashboardOf(org);
      expect(data.isAdmin).toBe(false);
      expect(data.paymentStatus).toEqual({ kind: "none" });
      expect(statesOf(checklist)).toEqual(["done", "pending", "pending", "pending"]);
      expect(checklist?.next).toEqual({ id: "fee", label: "Pay the yearly fee", to: "/payment" });
    });

    it("paid and waiting: the approval waits on an administrator", async () => {
      const submitted = await submitPaymentRequest({
        user: ownerActor(org),
        input: mtnPayment("7845123601"),
      });
      if (!submitted.ok) throw new Error(`payment refused: ${submitted.reason}`);
      const { data, checklist } = await dashboardOf(org);
      expect(data.paymentStatus).toEqual({ kind: "pending", requestId: submitted.requestId });
      expect(statesOf(checklist)).toEqual(["done", "done", "waiting", "pending"]);
      expect(checklist?.next).toEqual({ id: "approval", label: "See your payment status", to: "/payment" });
    });

    it("approved: the first project is next", async () => {
      await approvePendingPayment(org.organizationId);
      const { checklist } = await dashboardOf(org);
      expect(statesOf(checklist)).toEqual(["done", "done", "done", "pending"]);
      expect(checklist?.next).toEqual({
        id: "project",
        label: "Publish your first project",
        to: "/dashboard/projects/add",
      });
    });

    it("rejected: the fee asks again, with the reason, and Submit again is next", async () => {
      const rejectedOrg = await createOrganizationUser();
      const submitted = await submitPaymentRequest({
        user: ownerActor(rejectedOrg),
        input: mtnPayment("7845123602"),
      });
      if (!submitted.ok) throw new Error(`payment refused: ${submitted.reason}`);
      const rejected = await rejectPaymentRequest({
        admin: { id: admin.userId, email: admin.email },
        requestId: submitted.requestId,
        reason: "The payment has not arrived in our account",
      });
      expect(rejected).toEqual({ ok: true });
      const { data, checklist } = await dashboardOf(rejectedOrg);
      expect(data.paymentStatus).toEqual({
        kind: "rejected",
        requestId: submitted.requestId,
        reason: "The payment has not arrived in our account",
      });
      expect(statesOf(checklist)).toEqual(["done", "pending", "pending", "pending"]);
      expect(checklist?.steps[1]?.detail).toBe(
        "Your payment was not approved. Reason: The payment has not arrived in our account",
      );
      expect(checklist?.next).toEqual({ id: "fee", label: "Submit again", to: "/payment" });
    });

    it("with a project: every step done, no next step, and the checklist gives way", async () => {
      await createProject(org.userId);
      const { data, checklist } = await dashboardOf(org);
      // Every step done: the dashboard no longer shows the checklist at all.
      expect(checklist).toBeNull();
      expect(data.paymentStatus).toMatchObject({ kind: "active" });
      const finished = gettingStarted({
        profile: (data as unknown as { profile: GettingStartedProfile }).profile,
        state: data.paymentStatus as SubscriptionState,
        projectCount: 1,
      });
      expect(statesOf(finished)).toEqual(["done", "done", "done", "done"]);
      expect(finished.doneCount).toBe(4);
      expect(finished.next).toBeNull();
    });
  });

  describe("administrators", () => {
    const login = (email: string, password: string, redirectTo?: string) =>
      call(loginAction, postRequest("/login", { email, password, ...(redirectTo ? { redirectTo } : {}) }));

    it("land on /admin after signing in; organizations on /dashboard; a remembered page wins", async () => {
      expect((await login(admin.email, admin.password)).location).toBe("/admin");
      expect((await login(org.email, FACTORY_PASSWORD)).location).toBe("/dashboard");
      expect((await login(admin.email, admin.password, "/admin/payments")).location).toBe("/admin/payments");
      expect((await login(admin.email, admin.password, "https://evil.example")).location).toBe("/admin");
    });

    it("get no payment status and no checklist on /dashboard", async () => {
      const { data } = await dashboardOf(admin);
      expect(data).toMatchObject({ isAdmin: true, paymentStatus: null, checklist: null, profile: null });
    });
  });

  describe("through the real Express app", () => {
    let app: HttpApp;
    let newOrg: TestOrganizationUser;
    beforeAll(async () => {
      app = await startHttpApp({ PUBLIC_URL: undefined, NODE_ENV: "development", DATA_DIR: dataDir });
      newOrg = await createOrganizationUser();
    });
    afterAll(async () => app?.close());

    it("shows a new organization the checklist, the next step and the spec's payment indicator", async () => {
      const page = await app.request("GET", "/dashboard", { headers: { Cookie: newOrg.cookie } });
      expect(page.status).toBe(200);
      for (const text of [
        "Getting started",
        "1 of 4 steps done",
        "Pay the yearly fee",
        "Subscribe to start",
      ]) {
        expect(page.body, text).toContain(text);
      }
      expect(page.body).toContain('href="/payment"');
      // Drawn in place with the page, not streamed after it: the checklist stands before the cards below it in
      // the document, so nothing is pushed down when it arrives (a layout shift Lighthouse measured at 0.24).
      const checklistAt = page.body.indexOf("1 of 4 steps done");
      expect(checklistAt).toBeGreaterThan(0);
      expect(checklistAt).toBeLessThan(page.body.indexOf("Find the other organizations working for impact"));
    });

    it("shows an administrator without a profile neither 'Subscribe to start' nor 'profile is not set up'", async () => {
      const page = await app.request("GET", "/dashboard", { headers: { Cookie: admin.cookie } });
      expect(page.status).toBe(200);
      expect(page.body).toContain("Administrator account");
      expect(page.body).toContain("Open the Admin Panel");
      expect(page.body).not.toContain("Subscribe to start");
      expect(page.body).not.toContain("profile is not set up");
      expect(page.body).not.toContain("Getting started");
    });
  });
});
