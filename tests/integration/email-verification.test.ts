import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import { ProjectFormSchema } from "~/domain/project-form-schema";
import { logger } from "~/lib/logger.server";
import { action as loginAction } from "~/routes/auth/login";
import { action as registerAction } from "~/routes/auth/register";
import { action as verifyAction, loader as verifyLoader } from "~/routes/auth/verify-email";
import { loader as layoutLoader } from "~/routes/dashboard/layout";
import { action as paymentAction } from "~/routes/dashboard/payment";
import { action as profileAction } from "~/routes/dashboard/profile";
import { action as addProjectAction } from "~/routes/dashboard/project-new";
import { addAdmin } from "~/services/admins/add-admin.server";
import { applyAdminEmails } from "~/services/boot.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { createProject } from "~/services/projects/create-project.server";
import { addAdmin as addAdminScript } from "../../scripts/admin-add";
import { outbox, useTempDataDir } from "../setup/app-env";
import { activateSubscription, createOrganizationUser, isoDay, ownerActor } from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import {
  call,
  cookiesFrom,
  count,
  getRequest,
  postRequest,
  registrationFields,
  sessionCookie,
  toastOf,
} from "./auth-helpers";

/**
 * Issue 18, items 4 and 10: registration mails a verification link (24 hours); an unverified account signs in
 * and edits its profile but cannot pay, publish or be made an administrator; registering an address in use
 * answers as for a new one and mails the owner instead.
 */

const dataDir = useTempDataDir();
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

const register = (fields: Record<string, string | File>) =>
  call(registerAction, postRequest("/register", fields), nextIp());

async function logIn(email: string, password = "correct-horse-1") {
  const outcome = await call(loginAction, postRequest("/login", { email, password }), nextIp());
  expect(outcome.status, `login ${email}`).toBe(302);
  return sessionCookie(outcome.headers);
}

const mailsTo = (to: string) =>
  outbox(dataDir)
    .map((text) => text.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
    .filter((text) => text.includes(`To: ${to}`));

/** The verification link of the newest email to `to`, as path and query (what the person opens). */
function verificationLink(to: string): string {
  const mail = mailsTo(to)
    .filter((text) => text.includes("/verify-email?token="))
    .at(-1);
  if (!mail) throw new Error(`no verification email to ${to}`);
  const link = mail.match(/https?:\/\/\S+\/verify-email\?token=[\w%.-]+/)?.[0];
  if (!link) throw new Error("no verification link in the email");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function signInCount(email: string) {
  const [row] = await getDb().select({ count: users.signInCount }).from(users).where(eq(users.email, email));
  return row?.count;
}

async function isVerified(email: string) {
  const [row] = await getDb()
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  return row?.verified;
}

async function rowCounts() {
  return {
    organizations: await count("organizations"),
    users: await count("users"),
    accounts: await count("accounts"),
    profiles: await count("profiles"),
  };
}

function projectValues() {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: "Solar Skills for Gulu Youth",
    brief: "Solar installation training for young people in Gulu. ".repeat(5),
    sector: "Energy",
    sdg: "Affordable and Clean Energy",
    location: "Gulu City",
    targetGroups: "youth",
    startDate: "2026-02-01",
    status: "active",
  }))
    form.append(key, value);
  const parsed = parseWithZod(form, { schema: ProjectFormSchema });
  if (parsed.status !== "success") throw new Error(JSON.stringify(parsed.error));
  return { fields: Object.fromEntries(form) as Record<string, string>, values: parsed.value };
}

describeEachDatabase("email verification", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("registration mails a verification link; the account starts unverified, and the page says where the link went", async () => {
    const outcome = await register(registrationFields({ email: "Amina@GreenHills.org" }));
    expect(outcome.status).toBe(302);
    // Nobody is signed in by registering (an address in use must get the same answer): the page says to open
    // the link, which signs the person in.
    expect(outcome.location).toBe("/verify-email");
    expect(sessionCookie(outcome.headers)).toBe("");
    expect(await toastOf(outcome)).toMatchObject({
      type: "success",
      title: "Registration successful!",
      description: "Check your email for the link that confirms your address and logs you in.",
    });
    expect(await isVerified("amina@greenhills.org")).toBe(false);
    const [mail] = mailsTo("amina@greenhills.org");
    expect(mail).toContain("Subject: Confirm your UgandaImpact email address");
    expect(mail).toContain("within 24 hours");
    expect(verificationLink("amina@greenhills.org")).toMatch(/^\/verify-email\?token=/);

    // The page registration lands on names the address (from the registration's short-lived cookie).
    const landing = await call(verifyLoader, getRequest("/verify-email", cookiesFrom(outcome.headers)));
    expect(landing.data).toEqual({ view: "check-mail", email: "amina@greenhills.org" });
    expect((await call(verifyLoader, getRequest("/verify-email"))).data).toEqual({
      view: "check-mail",
      email: null,
    });
  });

  it("the link signs a visitor in as at login and lands on /dashboard; opened again, it signs nobody in", async () => {
    const link = verificationLink("amina@greenhills.org");
    const before = (await signInCount("amina@greenhills.org")) ?? 0;
    const opened = await call(verifyLoader, getRequest(link));
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/dashboard");
    expect(await toastOf(opened)).toMatchObject({
      type: "success",
      title: "Email verified",
      description: "Thank you for confirming your address. You are now logged in.",
    });
    expect(await isVerified("amina@greenhills.org")).toBe(true);
    // The session of a login: the same cookie, counted as a sign-in, ending with the browser ("Remember me"
    // is off by default), and it opens the dashboard.
    const cookie = sessionCookie(opened.headers);
    expect(cookie).toMatch(/ui\.session_token=/);
    const sessionSetCookie = opened.headers
      .getSetCookie()
      .find((line) => line.startsWith("ui.session_token="));
    expect(sessionSetCookie).not.toMatch(/Max-Age|Expires/i);
    expect(sessionSetCookie).toMatch(/HttpOnly/i);
    expect(await signInCount("amina@greenhills.org")).toBe(before + 1);
    const layout = await call(layoutLoader, getRequest("/dashboard", cookie));
    expect(layout.data).toMatchObject({ user: { email: "amina@greenhills.org", emailVerified: true } });

    // Opened again without a session: no session, to login, saying the link was used.
    const reopened = await call(verifyLoader, getRequest(link));
    expect(reopened.location).toBe("/login");
    expect(sessionCookie(reopened.headers)).toBe("");
    expect(await toastOf(reopened)).toMatchObject({
      title: "Your email address is already verified",
      description: "This link was used already. Log in to continue.",
    });
    expect(await signInCount("amina@greenhills.org")).toBe(before + 1);

    // Opening it again while signed in is harmless and lands on the dashboard, in the same session.
    const again = await call(verifyLoader, getRequest(link, cookie));
    expect(again.location).toBe("/dashboard");
    expect(sessionCookie(again.headers)).toBe("");
    expect(await toastOf(again)).toMatchObject({ type: "success", title: "Email verified" });
  });

  it("refuses a link older than 24 hours, and a forged one, and signs nobody in", async () => {
    await register(registrationFields({ email: "late@example.org", orgName: "Late Org" }));
    const link = verificationLink("late@example.org");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 24 * 60 * 60 * 1000 + 60_000 });
    const expired = await call(verifyLoader, getRequest(link));
    expect(expired.status).toBe(200);
    expect(expired.data).toEqual({ view: "invalid", loggedIn: false });
    expect(sessionCookie(expired.headers)).toBe("");
    vi.useRealTimers();
    expect(await isVerified("late@example.org")).toBe(false);

    const forged = await call(verifyLoader, getRequest(`${link.slice(0, -4)}abcd`));
    expect(forged.data).toEqual({ view: "invalid", loggedIn: false });
    expect(sessionCookie(forged.headers)).toBe("");
    const empty = await call(verifyLoader, getRequest("/verify-email?token="));
    expect(empty.data).toEqual({ view: "invalid", loggedIn: false });
    expect(await isVerified("late@example.org")).toBe(false);
    expect(await signInCount("late@example.org")).toBe(0);

    // Signed in, the page without a link shows the notice with its resend; a link that works verifies.
    const cookie = await logIn("late@example.org");
    expect((await call(verifyLoader, getRequest("/verify-email", cookie))).data).toEqual({
      view: "pending",
      email: "late@example.org",
    });
    expect((await call(verifyLoader, getRequest(`${link.slice(0, -4)}abcd`, cookie))).data).toEqual({
      view: "invalid",
      loggedIn: true,
    });
    expect((await call(verifyLoader, getRequest(link, cookie))).status).toBe(302);
    expect(await isVerified("late@example.org")).toBe(true);
    expect((await call(verifyLoader, getRequest("/verify-email", cookie))).data).toEqual({
      view: "verified",
    });
  });

  it("an unverified account signs in, sees the notice, edits its profile, and may resend 3 times an hour", async () => {
    await register(registrationFields({ email: "waiting@example.org", orgName: "Waiting Org" }));
    const cookie = await logIn("waiting@example.org");
    const layout = await call(layoutLoader, getRequest("/dashboard", cookie));
    expect(layout.data).toMatchObject({ user: { email: "waiting@example.org", emailVerified: false } });

    const saved = await call(
      profileAction,
      postRequest(
        "/dashboard/profile",
        {
          orgName: "Waiting Org Renamed",
          orgBrief: "Fishing cooperatives and clean landing sites along the Nile.",
          orgType: "Social Enterprise",
          phone: "+256 701 234 567",
          address: "Main Street, Jinja",
          website: "",
        },
        cookie,
      ),
      nextIp(),
    );
    expect(saved.status).toBe(302);
    expect(await toastOf(saved)).toMatchObject({ type: "success", title: "Profile updated" });

    const before = mailsTo("waiting@example.org").length;
    for (let attempt = 0; attempt < 3; attempt++) {
      const resent = await call(
        verifyAction,
        postRequest("/verify-email", { redirectTo: "/dashboard/profile" }, cookie),
      );
      expect(resent.location).toBe("/dashboard/profile");
      expect(await toastOf(resent)).toMatchObject({ type: "success", title: "Verification email sent" });
    }
    const limited = await call(
      verifyAction,
      postRequest("/verify-email", { redirectTo: "/dashboard" }, cookie),
    );
    expect(await toastOf(limited)).toMatchObject({
      type: "error",
      title: "Could not send the verification email",
      description: expect.stringMatching(/^Too many attempts/),
    });
    expect(mailsTo("waiting@example.org").length).toBe(before + 3);

    // The newest link works; then a resend says there is nothing to do, and mails nothing.
    await call(verifyLoader, getRequest(verificationLink("waiting@example.org")));
    expect(await isVerified("waiting@example.org")).toBe(true);
    const done = await call(
      verifyAction,
      postRequest("/verify-email", {}, await logIn("waiting@example.org")),
    );
    expect(await toastOf(done)).toMatchObject({ title: "Your email address is already verified" });
    expect(mailsTo("waiting@example.org").length).toBe(before + 3);
    // Resending needs a session.
    expect((await call(verifyAction, postRequest("/verify-email", {}))).location).toMatch(/^\/login/);
  });

  it("an unverified account cannot submit a payment", async () => {
    const user = await createOrganizationUser({ verified: false });
    const fields = { method: "mtn", transactionId: "7845123690", currency: "UGX", paidOn: isoDay() };
    expect(await submitPaymentRequest({ user: ownerActor(user), input: fields })).toMatchObject({
      ok: false,
      reason: "unverified",
      title: "Email not verified",
    });
    const outcome = await call(paymentAction, postRequest("/payment", fields, user.cookie), nextIp());
    expect(outcome.status).toBe(403);
    expect(await toastOf(outcome)).toMatchObject({
      type: "error",
      title: "Email not verified",
      description: expect.stringContaining("verify your email address before submitting a payment"),
    });
    expect(await count("subscription_requests")).toBe(0);
    expect(await count("subscription_request_history")).toBe(0);
  });

  it("an unverified account cannot publish, even with a subscription; an admin may publish for it", async () => {
    const user = await createOrganizationUser({ verified: false });
    await activateSubscription(user.organizationId);
    const { fields, values } = projectValues();
    const actor = ownerActor(user);
    expect(await createProject({ actor, values })).toEqual({ ok: false, reason: "unverified" });

    const outcome = await call(
      addProjectAction,
      postRequest("/dashboard/projects/add", fields, user.cookie),
      nextIp(),
    );
    expect(outcome.status).toBe(403);
    expect(await toastOf(outcome)).toMatchObject({
      title: "Email not verified",
      description: expect.stringContaining("before publishing a project"),
    });
    expect(await count("projects")).toBe(0);

    const admin = await createOrganizationUser({ admin: true });
    const forOrg = await createProject({
      actor: ownerActor(admin, true),
      values,
      ownerId: user.userId,
    });
    expect(forOrg.ok).toBe(true);
  });

  it("an admin cannot make an unverified account an admin", async () => {
    const admin = await createOrganizationUser({ admin: true });
    const person = await createOrganizationUser({ verified: false });
    expect(await addAdmin({ actor: { id: admin.userId, email: admin.email }, email: person.email })).toEqual({
      ok: false,
      reason: "unverified",
    });
  });

  it("ADMIN_EMAILS skips an unverified account, says so in the log, and grants it once verified", async () => {
    const squatter = await createOrganizationUser({ verified: false });
    const warn = vi.spyOn(logger, "warn");
    expect(await applyAdminEmails([squatter.email])).toEqual({
      granted: [],
      skipped: [],
      unverified: [squatter.email],
      revoked: [],
    });
    expect(warn).toHaveBeenCalledWith(
      { emails: [squatter.email] },
      expect.stringContaining("have not verified their email address, so they were skipped"),
    );
    await getDb().update(users).set({ emailVerified: true }).where(eq(users.id, squatter.userId));
    expect(await applyAdminEmails([squatter.email])).toMatchObject({ granted: [squatter.email] });
    await applyAdminEmails([]);
  });

  it("admin:add vouches for the address: the account is verified and an admin", async () => {
    const person = await createOrganizationUser({ verified: false });
    expect(await addAdminScript(person.email)).toMatchObject({ code: 0 });
    expect(await isVerified(person.email)).toBe(true);
  });

  it("registering an address in use answers as for a new one, writes nothing, and mails the owner once an hour", async () => {
    const owner = await createOrganizationUser({ email: "owner@bluenile.org" });
    // The outbox is shared by the runs on each database: only this run's emails count.
    const earlier = mailsTo("owner@bluenile.org").length;
    const before = await rowCounts();
    const fresh = await register(
      registrationFields({ email: "newcomer@bluenile.org", orgName: "Newcomer Org" }),
    );
    const afterFresh = await rowCounts();

    const duplicate = await register(
      registrationFields({ email: "OWNER@BlueNile.org", orgName: "Copycat Org" }),
    );
    expect(duplicate.status).toBe(fresh.status);
    expect(duplicate.location).toBe(fresh.location);
    const { id: _freshId, ...freshToast } = (await toastOf(fresh)) ?? {};
    const { id: _duplicateId, ...duplicateToast } = (await toastOf(duplicate)) ?? {};
    expect(duplicateToast).toEqual(freshToast);
    expect(duplicate.data).toEqual(fresh.data);
    expect(afterFresh.users).toBe(before.users + 1);
    expect(await rowCounts()).toEqual(afterFresh);

    const mails = mailsTo("owner@bluenile.org").slice(earlier);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: Someone tried to register with your UgandaImpact address");
    expect(mails[0]).toMatch(/https?:\/\/\S+\/forgot-password/);
    expect(mails[0]).not.toContain("/verify-email");

    // Again within the hour: the same answer, no second email.
    const again = await register(registrationFields({ email: "owner@bluenile.org", orgName: "Copycat Org" }));
    expect(again.location).toBe("/verify-email");
    // Neither answer signs anybody in.
    expect(sessionCookie(fresh.headers)).toBe("");
    expect(sessionCookie(duplicate.headers)).toBe("");
    expect(mailsTo("owner@bluenile.org")).toHaveLength(earlier + 1);
    // The owner's account is untouched.
    await logIn(owner.email, owner.password);
  });
});
