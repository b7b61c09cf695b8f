import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { isAdminUser } from "~/db/queries/admins.server";
import { findUserByEmail } from "~/db/queries/users.server";
import { adminSettings, profiles, subscriptionRequestHistory, subscriptionRequests } from "~/db/schema";
import { action as loginAction } from "~/routes/auth/login";
import { action as verifyEmailAction } from "~/routes/auth/verify-email";
import {
  action as projectResultsAction,
  loader as projectResultsLoader,
} from "~/routes/dashboard/project-results";
import {
  action as projectUpdatesAction,
  loader as projectUpdatesLoader,
} from "~/routes/dashboard/project-updates";
import { registerOrganization } from "~/services/organizations/register-organization.server";
import { requireAdmin, requireUser } from "~/services/permissions.server";
import { saveFunder } from "~/services/results/save-funder.server";
import { saveIndicator } from "~/services/results/save-indicator.server";
import { savePeriod } from "~/services/results/save-period.server";
import { saveResult } from "~/services/results/save-result.server";
import { saveUpdate } from "~/services/updates/save-update.server";
import { addAdmin } from "../../scripts/admin-add";
import { loadContext, useTempDataDir } from "../setup/app-env";
import { activateSubscription, createProject, ownerActor } from "../setup/factories";
import { type Outcome, toOutcome } from "../setup/routes";
import { describeEachDatabase } from "../setup/test-database";
import { call, getRequest, imageFile, postRequest, sessionCookie, toastOf } from "./auth-helpers";

useTempDataDir();

type RouteModule = { loader?: (args: unknown) => unknown; action?: (args: unknown) => unknown };
/** Every route module of the two guarded areas, found on disk: a new one is covered the day it appears. */
const dashboardModules = import.meta.glob<RouteModule>("/app/routes/dashboard/*.tsx", { eager: true });
const adminModules = import.meta.glob<RouteModule>("/app/routes/admin/*.{ts,tsx}", { eager: true });

const withActions = (modules: Record<string, RouteModule>) =>
  Object.entries(modules).filter(([, module]) => typeof module.action === "function");
const withLoaders = (modules: Record<string, RouteModule>) =>
  Object.entries(modules).filter(([, module]) => typeof module.loader === "function");

/** A fingerprint of everything a crafted request could change (sessions and counters aside). */
async function fingerprint() {
  const tables = [
    "users",
    "accounts",
    "profiles",
    "organizations",
    "organization_members",
    "organization_invitations",
    "projects",
    "events",
    "subscription_requests",
    "subscription_request_history",
    "admin_settings",
    "contact_messages",
    "newsletter_subscribers",
    "admin_audit_log",
    "subscription_reminders",
    "pending_uploads",
    "project_updates",
    "project_results",
    "result_indicators",
    "indicator_periods",
    "project_funders",
    "followers",
    "follow_tokens",
    "follow_deliveries",
  ];
  const result: Record<string, string | null> = {};
  for (const table of tables) {
    const rows = await getDb().execute<{ digest: string | null }>(
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`),
    );
    result[table] = rows.rows[0]?.digest ?? null;
  }
  return result;
}

/** A form with plausible values for any of these actions (names used by the profile, projects, admin). */
async function craftedForm() {
  return {
    intent: "delete",
    id: "00000000-0000-0000-0000-000000000000",
    email: "attacker@example.org",
    orgName: "Hijacked",
    orgBrief: "This brief was written by somebody else entirely.",
    orgType: "NGO/Non-Profit",
    name: "Hijacked project",
    title: "Hijacked event",
    date: "2031-01-01",
    time: "10:00",
    location: "Kampala",
    logo: await imageFile("png"),
  };
}

/**
 * Every intent each admin action takes. A new admin action, or a new intent, is added here: the first test
 * fails until every action module with an action is listed.
 */
const ADMIN_INTENTS: Record<string, string[]> = {
  "approved-organizations.tsx": [],
  "audit.tsx": [],
  "event-images.tsx": ["upload"],
  "events.tsx": ["save", "pause", "activate", "delete"],
  "index.tsx": [],
  "organization.tsx": ["remove"],
  "organizations.tsx": ["delete"],
  "payment-review.tsx": ["approve", "reject"],
  "payments.tsx": [],
  "projects.tsx": ["delete"],
  "settings.tsx": ["add", "remove"],
  "subscriptions.tsx": [],
};

/** A payment request of the member's organization waiting for review: what the review panel's guards keep. */
let waitingRequestId = "";
/** The member's organization (its profile id): what the admin organization page's guards keep. */
let memberProfileId = "";
const NO_SUCH_REQUEST = "00000000-0000-0000-0000-000000000000";

/**
 * Calls an admin route module as React Router does, with the review panel's `:id` (the organization page takes
 * a profile id; the other admin routes take no parameters): by default the waiting request, so a guard that let
 * the call through would decide it.
 */
async function callAdmin(
  handler: (args: unknown) => unknown,
  request: Request,
  id: string = waitingRequestId,
): Promise<Outcome> {
  try {
    return toOutcome(await handler({ request, params: { id }, context: loadContext() }));
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as { type?: string })?.type === "DataWithResponseInit") {
      return toOutcome(thrown);
    }
    throw thrown;
  }
}

/** A crafted form aimed at the waiting request (or another id). */
async function craftedAdminForm(intent: string, id: string = waitingRequestId) {
  return { ...(await craftedForm()), intent, id, reason: "other", otherReason: "Crafted" };
}

/** Each admin action with each of its intents (or once, with none). */
const adminCalls = () =>
  withActions(adminModules).flatMap(([file, module]) => {
    const intents = ADMIN_INTENTS[file.split("/").pop()!] ?? [];
    return (intents.length ? intents : ["none"]).map((intent) => ({ file, module, intent }));
  });

let userCookie = "";
let adminCookie = "";

describeEachDatabase("guards", () => {
  beforeAll(async () => {
    for (const [email, name] of [
      ["member@example.org", "Member Org"],
      ["Boss@Example.org", "Boss Org"],
    ] as const) {
      await registerOrganization({
        email,
        fullName: name,
        password: "guarded-password-1",
        organizationName: name.toUpperCase(),
        organizationBrief: "An organization used by the guard tests.",
        organizationType: "NGO/Non-Profit",
        phone: "+256 700000001",
        address: "Kampala",
        website: null,
      });
    }
    const bossUser = await findUserByEmail("boss@example.org");
    await getDb().insert(adminSettings).values({ userId: bossUser!.id, adminEmail: "boss@example.org" });
    // The boss's organization publishes (its updates and results are what the member must not reach).
    const [bossProfile] = await getDb()
      .select({ organizationId: profiles.organizationId })
      .from(profiles)
      .where(eq(profiles.id, bossUser!.id));
    await activateSubscription(bossProfile!.organizationId!);
    // The member's organization has a payment waiting for review (with its history, as a submission writes it).
    const memberUser = await findUserByEmail("member@example.org");
    memberProfileId = memberUser!.id;
    const [memberProfile] = await getDb()
      .select({ organizationId: profiles.organizationId })
      .from(profiles)
      .where(eq(profiles.id, memberUser!.id));
    waitingRequestId = await getDb().transaction(async (tx) => {
      const [request] = await tx
        .insert(subscriptionRequests)
        .values({
          organizationId: memberProfile!.organizationId!,
          organizationName: "MEMBER ORG",
          submittedBy: memberUser!.id,
          method: "mtn",
          transactionId: "7845123690",
          transactionKey: "7845123690",
          amount: 45000,
          currency: "UGX",
          paidOn: "2026-01-05",
        })
        .returning({ id: subscriptionRequests.id });
      await tx.insert(subscriptionRequestHistory).values({
        requestId: request!.id,
        action: "submitted",
        status: "submitted",
        actorId: memberUser!.id,
      });
      return request!.id;
    });
    const member = await call(
      loginAction,
      postRequest("/login", { email: "member@example.org", password: "guarded-password-1" }),
    );
    userCookie = sessionCookie(member.headers);
    const boss = await call(
      loginAction,
      postRequest("/login", { email: "boss@example.org", password: "guarded-password-1" }),
    );
    adminCookie = sessionCookie(boss.headers);
    expect(userCookie).toContain("ui.session_token=");
    expect(adminCookie).toContain("ui.session_token=");
  });

  it("finds the guarded route modules", () => {
    expect(withLoaders(dashboardModules).length).toBeGreaterThanOrEqual(4);
    expect(withActions(dashboardModules).length).toBeGreaterThanOrEqual(1);
    expect(
      withLoaders(adminModules)
        .map(([file]) => file.split("/").pop())
        .sort(),
    ).toEqual(
      [
        "approved-organizations.tsx",
        "audit.tsx",
        "events.tsx",
        "index.tsx",
        "layout.tsx",
        "live.ts",
        "organization.tsx",
        "organizations.tsx",
        "payment-review.tsx",
        "payments.tsx",
        "projects.tsx",
        "settings.tsx",
        "subscriptions.tsx",
      ].sort(),
    );
    expect(
      withActions(adminModules)
        .map(([file]) => file.split("/").pop())
        .sort(),
    ).toEqual(Object.keys(ADMIN_INTENTS).sort());
  });

  it("sends a logged-out visitor of any dashboard page to /login, remembering the page", async () => {
    for (const [file, module] of withLoaders(dashboardModules)) {
      const outcome = await call(module.loader!, getRequest("/dashboard/profile?from=test"));
      expect(outcome.status, file).toBe(302);
      expect(outcome.location, file).toBe(
        `/login?redirectTo=${encodeURIComponent("/dashboard/profile?from=test")}`,
      );
      expect(await toastOf(outcome), file).toMatchObject({
        type: "error",
        title: "Authentication required",
        description: "Please log in to access this area",
      });
    }
  });

  it("redirects a logged-out POST to any dashboard action and changes nothing", async () => {
    const before = await fingerprint();
    for (const [file, module] of withActions(dashboardModules)) {
      const outcome = await call(module.action!, postRequest("/dashboard/profile", await craftedForm()));
      expect(outcome.status, file).toBe(302);
      expect(outcome.location, file).toMatch(/^\/login\?redirectTo=/);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("answers a member's crafted request on another organization's project updates as not found, changing nothing", async () => {
    const boss = await findUserByEmail("boss@example.org");
    const project = await createProject(boss!.id);
    const posted = await saveUpdate({
      actor: ownerActor({ userId: boss!.id, email: "boss@example.org" }),
      projectId: project.id,
      values: { title: "The boss's update", body: "Only the boss may change it.", photos: [] },
    });
    if (!posted.ok) throw new Error("update not posted");
    const before = await fingerprint();
    const run = async (handler: (args: never) => unknown, request: Request) => {
      try {
        return toOutcome(
          await handler({ request, params: { id: project.id }, context: loadContext() } as never),
        );
      } catch (thrown) {
        return toOutcome(thrown);
      }
    };
    const page = `/dashboard/projects/${project.id}/updates`;
    expect((await run(projectUpdatesLoader, getRequest(page, userCookie))).location).toBe(
      "/dashboard/projects",
    );
    const forms: Record<string, string>[] = [
      { intent: "save", title: "Hijacked", body: "Hijacked" },
      { intent: "save", updateId: posted.id, title: "Hijacked", body: "Hijacked" },
      { intent: "delete", updateId: posted.id },
    ];
    for (const fields of forms) {
      const outcome = await run(projectUpdatesAction, postRequest(page, fields, userCookie));
      expect(outcome.location, fields.intent).toBe("/dashboard/projects");
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("answers a member's crafted request on another organization's results, budget and funders with 404, changing nothing", async () => {
    const boss = await findUserByEmail("boss@example.org");
    const actor = ownerActor({ userId: boss!.id, email: "boss@example.org" });
    const project = await createProject(boss!.id, { startDate: "2025-01-01" });
    const projectId = project.id;
    const result = await saveResult({ actor, projectId, values: { title: "Wells", type: "output" } });
    if (!result.ok) throw new Error("result not saved");
    const indicator = await saveIndicator({
      actor,
      projectId,
      values: {
        resultId: result.id,
        title: "Wells drilled",
        measure: "number",
        standardMeasure: null,
        baselineYear: null,
        baseline: null,
        target: { value: 10, text: null },
        targetDate: "2027-12-31",
      } as never,
    });
    if (!indicator.ok) throw new Error("indicator not saved");
    const period = await savePeriod({
      actor,
      projectId,
      values: {
        indicatorId: indicator.id,
        periodStart: "2025-01-01",
        periodEnd: "2025-06-30",
        rawValue: "3",
        comment: null,
      } as never,
    });
    const funder = await saveFunder({ actor, projectId, values: { name: "Rotary", type: "ngo" } });
    if (!period.ok || !funder.ok) throw new Error("period or funder not saved");
    const before = await fingerprint();
    const run = async (handler: (args: never) => unknown, request: Request) => {
      try {
        return toOutcome(
          await handler({ request, params: { id: projectId }, context: loadContext() } as never),
        );
      } catch (thrown) {
        return toOutcome(thrown);
      }
    };
    const page = `/dashboard/projects/${projectId}/results`;
    expect((await run(projectResultsLoader, getRequest(page, userCookie))).status).toBe(404);
    const forms: Record<string, string>[] = [
      { intent: "save-result", title: "Hijacked", type: "outcome" },
      { intent: "save-result", id: result.id, title: "Hijacked", type: "outcome" },
      { intent: "delete-result", id: result.id },
      {
        intent: "save-indicator",
        id: indicator.id,
        resultId: result.id,
        title: "Hijacked",
        measure: "number",
        targetValue: "1",
        targetDate: "2030-01-01",
      },
      { intent: "delete-indicator", id: indicator.id },
      {
        intent: "save-period",
        indicatorId: indicator.id,
        measure: "number",
        periodStart: "2026-01-01",
        periodEnd: "2026-06-30",
        value: "999",
      },
      { intent: "delete-period", id: period.id },
      { intent: "save-budget", currency: "USD", budgetAmount: "1", spentAmount: "1" },
      { intent: "save-funder", id: funder.id, name: "Hijacked", type: "other" },
      { intent: "delete-funder", id: funder.id },
    ];
    for (const fields of forms) {
      const outcome = await run(projectResultsAction, postRequest(page, fields, userCookie));
      expect(outcome.status, fields.intent).toBe(404);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("redirects a logged-out POST to /verify-email (resend) to /login and changes nothing", async () => {
    const before = await fingerprint();
    const outcome = await call(verifyEmailAction, postRequest("/verify-email", await craftedForm()));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toMatch(/^\/login/);
    expect(await fingerprint()).toEqual(before);
  });

  it("answers a non-admin's crafted POST to any admin action and intent with 403 and changes nothing", async () => {
    const before = await fingerprint();
    for (const { file, module, intent } of adminCalls()) {
      const outcome = await callAdmin(
        module.action!,
        postRequest("/admin/settings", await craftedAdminForm(intent), userCookie),
      );
      expect(outcome.status, `${file} ${intent}`).toBe(403);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("sends a non-admin visiting any admin page to /dashboard with Access Denied", async () => {
    for (const [file, module] of withLoaders(adminModules)) {
      const outcome = await callAdmin(module.loader!, getRequest("/admin/settings", userCookie));
      expect(outcome.location, file).toBe("/dashboard");
      expect(await toastOf(outcome), file).toMatchObject({
        type: "error",
        title: "Access Denied",
        description: "You do not have permission to access this page",
      });
    }
  });

  it("sends a logged-out visitor of an admin page or action to /login", async () => {
    for (const [file, module] of withLoaders(adminModules)) {
      const outcome = await callAdmin(module.loader!, getRequest("/admin/payments"));
      expect(outcome.location, file).toBe(`/login?redirectTo=${encodeURIComponent("/admin/payments")}`);
    }
    const before = await fingerprint();
    for (const { file, module, intent } of adminCalls()) {
      const outcome = await callAdmin(
        module.action!,
        postRequest("/admin/payments", await craftedAdminForm(intent)),
      );
      expect(outcome.location, `${file} ${intent}`).toMatch(/^\/login/);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("answers an administrator's intent on a record that does not exist without a 500, changing nothing", async () => {
    const before = await fingerprint();
    // save and upload would rightly create something: their admin paths are tested in their own files.
    for (const { file, module, intent } of adminCalls().filter(
      ({ intent }) => !["save", "upload"].includes(intent),
    )) {
      const outcome = await callAdmin(
        module.action!,
        postRequest("/admin/settings", await craftedAdminForm(intent, NO_SUCH_REQUEST), adminCookie),
        NO_SUCH_REQUEST,
      );
      expect(outcome.status, `${file} ${intent}`).toBeLessThan(500);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("lets an administrator in, whatever the case of the email", async () => {
    for (const [file, module] of withLoaders(adminModules)) {
      // The review panel opens on the waiting request, the organization page on the member's organization.
      const id = file.endsWith("/organization.tsx") ? memberProfileId : waitingRequestId;
      const outcome = await callAdmin(module.loader!, getRequest("/admin", adminCookie), id);
      expect(outcome.status, file).toBe(200);
    }
    const user = await requireAdmin(getRequest("/admin", adminCookie));
    expect(user).toMatchObject({ email: "boss@example.org", isAdmin: true });
    expect(await isAdminAccount("BOSS@example.org")).toBe(true);
    expect(await isAdminAccount("member@example.org")).toBe(false);
    expect(await isAdminAccount("")).toBe(false);
    expect(await isAdminAccount(null)).toBe(false);
  });

  it("lets a signed-in user through requireUser", async () => {
    expect(await requireUser(getRequest("/dashboard", userCookie))).toMatchObject({
      email: "member@example.org",
      isAdmin: false,
    });
    // A forged cookie is no session.
    const forged = userCookie.replace(/ui\.session_token=[^;]+/, "ui.session_token=forged.value");
    await expect(requireUser(getRequest("/dashboard", forged))).rejects.toBeInstanceOf(Response);
  });

  it("admin:add grants rights to an existing account only, once", async () => {
    expect(await addAdmin(undefined)).toMatchObject({ code: 2 });
    expect(await addAdmin("stranger@example.org")).toEqual({
      code: 1,
      message: "No account uses stranger@example.org. The person must register first; then run this again.",
    });
    expect(await isAdminAccount("stranger@example.org")).toBe(false);
    expect(await addAdmin("Member@Example.org")).toEqual({
      code: 0,
      message: "member@example.org is now an administrator.",
    });
    expect(await isAdminAccount("member@example.org")).toBe(true);
    expect(await addAdmin("member@example.org")).toEqual({
      code: 0,
      message: "member@example.org is already an administrator.",
    });
    // The new right shows at once on the next request.
    const outcome = await call(
      adminModules["/app/routes/admin/index.tsx"]!.loader!,
      getRequest("/admin", userCookie),
    );
    expect(outcome.status).toBe(200);
  });
});

/** Whether the account that uses this address (any case) is an administrator: rights belong to accounts. */
async function isAdminAccount(email: string | null): Promise<boolean> {
  const user = email ? await findUserByEmail(email) : null;
  return user ? isAdminUser(user.id) : false;
}
