import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { findUserByEmail } from "~/db/queries/users.server";
import { adminSettings } from "~/db/schema";
import { action as loginAction } from "~/routes/auth/login";
import { action as verifyEmailAction } from "~/routes/auth/verify-email";
import { registerOrganization } from "~/services/auth.server";
import { isAdminEmail, requireAdmin, requireUser } from "~/services/permissions.server";
import { addAdmin } from "../../scripts/admin-add";
import { useTempDataDir } from "../setup/app-env";
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
    "projects",
    "events",
    "subscriptions",
    "payment_requests",
    "admin_settings",
    "contact_messages",
    "newsletter_subscribers",
    "admin_audit_log",
    "subscription_reminders",
    "pending_uploads",
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
  "organizations.tsx": ["delete"],
  "payments.tsx": ["approve", "reject"],
  "projects.tsx": ["delete"],
  "settings.tsx": ["add", "remove"],
  "subscriptions.tsx": ["approve", "reject"],
};

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
        logoUrl: null,
      });
    }
    const bossUser = await findUserByEmail("boss@example.org");
    await getDb().insert(adminSettings).values({ userId: bossUser!.id, adminEmail: "boss@example.org" });
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
        "organizations.tsx",
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
      const outcome = await call(
        module.action!,
        postRequest("/admin/settings", { ...(await craftedForm()), intent }, userCookie),
      );
      expect(outcome.status, `${file} ${intent}`).toBe(403);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("sends a non-admin visiting any admin page to /dashboard with Access Denied", async () => {
    for (const [file, module] of withLoaders(adminModules)) {
      const outcome = await call(module.loader!, getRequest("/admin/settings", userCookie));
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
      const outcome = await call(module.loader!, getRequest("/admin/payments"));
      expect(outcome.location, file).toBe(`/login?redirectTo=${encodeURIComponent("/admin/payments")}`);
    }
    const before = await fingerprint();
    for (const { file, module, intent } of adminCalls()) {
      const outcome = await call(
        module.action!,
        postRequest("/admin/payments", { ...(await craftedForm()), intent }),
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
      const outcome = await call(
        module.action!,
        postRequest("/admin/settings", { ...(await craftedForm()), intent }, adminCookie),
      );
      expect(outcome.status, `${file} ${intent}`).toBeLessThan(500);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("lets an administrator in, whatever the case of the email", async () => {
    for (const [file, module] of withLoaders(adminModules)) {
      const outcome = await call(module.loader!, getRequest("/admin", adminCookie));
      expect(outcome.status, file).toBe(200);
    }
    const user = await requireAdmin(getRequest("/admin", adminCookie));
    expect(user).toMatchObject({ email: "boss@example.org", isAdmin: true });
    expect(await isAdminEmail("BOSS@example.org")).toBe(true);
    expect(await isAdminEmail("member@example.org")).toBe(false);
    expect(await isAdminEmail("")).toBe(false);
    expect(await isAdminEmail(null)).toBe(false);
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
    expect(await isAdminEmail("stranger@example.org")).toBe(false);
    expect(await addAdmin("Member@Example.org")).toEqual({
      code: 0,
      message: "member@example.org is now an administrator.",
    });
    expect(await isAdminEmail("member@example.org")).toBe(true);
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
