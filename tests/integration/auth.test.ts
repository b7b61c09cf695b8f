import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { action as forgotAction } from "~/routes/auth/forgot-password";
import { action as loginAction, loader as loginLoader } from "~/routes/auth/login";
import { action as logoutAction, loader as logoutLoader } from "~/routes/auth/logout";
import { action as resetAction, loader as resetLoader } from "~/routes/auth/reset-password";
import { getHeaderUser } from "~/services/auth.server";
import { registerOrganization } from "~/services/organizations/register-organization.server";
import { outbox, useTempDataDir } from "../setup/app-env";
import { describeEachDatabase } from "../setup/test-database";
import { call, getRequest, postRequest, sessionCookie, toastOf } from "./auth-helpers";

const dataDir = useTempDataDir();
const EMAIL = "grace@riverside.org";
const PASSWORD = "first-password-1";

const login = (fields: Record<string, string>, ip?: string) =>
  call(loginAction, postRequest("/login", fields), ip);

async function loginCookie(password = PASSWORD, rememberMe = false) {
  const outcome = await login({ email: EMAIL, password, ...(rememberMe ? { rememberMe: "on" } : {}) });
  expect(outcome.status).toBe(302);
  return sessionCookie(outcome.headers);
}

async function sessionsOf(email: string) {
  const result = await getDb().execute<{ n: number }>(
    sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${email}`,
  );
  return Number(result.rows[0]?.n);
}

/** The reset link of the newest email to `to`, as the person would click it. */
function lastResetLink(to: string): string {
  const mail = outbox(dataDir)
    .filter((text) => text.includes(`To: ${to}`))
    .at(-1);
  if (!mail) throw new Error(`no email to ${to}`);
  const decoded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = decoded.match(/https?:\/\/\S+\/reset-password\?token=[\w%-]+/)?.[0];
  if (!link) throw new Error("no reset link in the email");
  return link;
}

describeEachDatabase("login, logout and password reset", () => {
  beforeAll(async () => {
    await registerOrganization({
      email: EMAIL,
      fullName: "Grace Akello",
      password: PASSWORD,
      organizationName: "RIVERSIDE",
      organizationBrief: "Riverside community projects.",
      organizationType: "Community Based",
      phone: "+256 700000000",
      address: "Jinja",
      website: null,
    });
  });

  it("logs in, goes to /dashboard with Login Successful, and the cookie ends with the browser", async () => {
    const outcome = await login({ email: EMAIL, password: PASSWORD });
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/dashboard");
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Login Successful" });
    const token = outcome.headers.getSetCookie().find((cookie) => cookie.startsWith("ui.session_token="));
    expect(token).toBeDefined();
    expect(token).not.toMatch(/Max-Age|Expires/i);
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookie(outcome.headers);
    expect(await getHeaderUser(getRequest("/", cookie))).toEqual({
      name: "Grace Akello",
      email: EMAIL,
      isAdmin: false,
      // The organization's owner: every page of the Project Panel in the menus.
      may: { projects: true, profile: true },
    });
  });

  it("keeps a remembered login for 30 days", async () => {
    const outcome = await login({ email: EMAIL.toUpperCase(), password: PASSWORD, rememberMe: "on" });
    const token = outcome.headers.getSetCookie().find((cookie) => cookie.startsWith("ui.session_token="));
    expect(token).toMatch(/Max-Age=2592000/);
  });

  it("goes back to the remembered page, but only to a path on this site", async () => {
    const ok = await login({ email: EMAIL, password: PASSWORD, redirectTo: "/dashboard/profile?tab=1" });
    expect(ok.location).toBe("/dashboard/profile?tab=1");
    for (const evil of ["https://evil.example", "//evil.example", "/\\evil.example", "/logout"]) {
      const outcome = await login({ email: EMAIL, password: PASSWORD, redirectTo: evil });
      expect(outcome.location).toBe("/dashboard");
    }
  });

  it("answers a wrong password and an unknown email alike: Login Failed, nothing said about which", async () => {
    const wrongPassword = await login({ email: EMAIL, password: "not-the-password" }, "9.9.9.1");
    const unknownEmail = await login({ email: "nobody@example.org", password: PASSWORD }, "9.9.9.1");
    for (const outcome of [wrongPassword, unknownEmail]) {
      expect(outcome.status).toBe(200);
      expect(outcome.location).toBeNull();
      expect(outcome.headers.getSetCookie().some((cookie) => cookie.startsWith("ui.session_token"))).toBe(
        false,
      );
      expect(await toastOf(outcome)).toEqual(
        expect.objectContaining({
          type: "error",
          title: "Login Failed",
          description:
            "Check for a typing mistake or Caps Lock, or choose Forgot your password? to set a new one.",
        }),
      );
    }
    expect(JSON.stringify(wrongPassword.data)).toBe(
      JSON.stringify(unknownEmail.data).replace("nobody@example.org", EMAIL),
    );
    expect(JSON.stringify(wrongPassword.data)).not.toContain("not-the-password");
  });

  it("asks for an email address as the login identifier", async () => {
    const outcome = await login({ email: "grace", password: PASSWORD });
    expect(outcome.status).toBe(400);
    expect(JSON.stringify(outcome.data)).toContain("Please use an email address to login");
  });

  it("sends a visitor with a session from /login to /dashboard", async () => {
    const cookie = await loginCookie();
    expect((await call(loginLoader, getRequest("/login", cookie))).location).toBe("/dashboard");
    expect((await call(loginLoader, getRequest("/login"))).status).toBe(200);
  });

  it("logs out everywhere: every session of the user ends, and a GET to /logout changes nothing", async () => {
    const first = await loginCookie();
    const second = await loginCookie(PASSWORD, true);
    expect(await sessionsOf(EMAIL)).toBeGreaterThanOrEqual(2);

    const get = await call(logoutLoader, getRequest("/logout", first));
    expect(get.location).toBe("/");
    expect(await getHeaderUser(getRequest("/", first))).not.toBeNull();

    const outcome = await call(logoutAction, postRequest("/logout", {}, first));
    expect(outcome.location).toBe("/");
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Logged out successfully" });
    expect(
      outcome.headers.getSetCookie().some((cookie) => /^ui\.session_token=;.*Max-Age=0/.test(cookie)),
    ).toBe(true);
    expect(await sessionsOf(EMAIL)).toBe(0);
    expect(await getHeaderUser(getRequest("/", first))).toBeNull();
    expect(await getHeaderUser(getRequest("/", second))).toBeNull();
  });

  it("validates the forgot-password email with the spec's messages", async () => {
    const empty = await call(forgotAction, postRequest("/forgot-password", { email: "" }));
    expect(JSON.stringify(empty.data)).toContain("Please enter your email address");
    const invalid = await call(forgotAction, postRequest("/forgot-password", { email: "grace" }));
    expect(JSON.stringify(invalid.data)).toContain(
      "Please enter a valid email address to reset your password",
    );
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const before = outbox(dataDir).length;
    const outcome = await call(forgotAction, postRequest("/forgot-password", { email: "ghost@example.org" }));
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Password Reset Email Sent" });
    expect(outbox(dataDir).length).toBe(before);
  });

  it("resets the password with the emailed one-time link and ends the user's sessions", async () => {
    const session = await loginCookie();
    const outcome = await call(forgotAction, postRequest("/forgot-password", { email: EMAIL }));
    expect(await toastOf(outcome)).toMatchObject({ type: "success", title: "Password Reset Email Sent" });
    const link = new URL(lastResetLink(EMAIL));
    expect(link.pathname).toBe("/reset-password");
    const token = link.searchParams.get("token") ?? "";

    // Tokens are stored hashed: the database does not hold the link.
    const stored = await getDb().execute<{ identifier: string }>(sql`select identifier from verifications`);
    expect(stored.rows.some((row) => row.identifier.includes(token))).toBe(false);

    const page = await call(resetLoader, getRequest(`/reset-password?token=${token}`));
    expect(page.data).toEqual({ token });

    const mismatch = await call(
      resetAction,
      postRequest("/reset-password", { token, password: "second-password-2", confirmPassword: "other" }),
    );
    expect(JSON.stringify(mismatch.data)).toContain("Passwords do not match");
    const short = await call(
      resetAction,
      postRequest("/reset-password", { token, password: "12345", confirmPassword: "12345" }),
    );
    expect(JSON.stringify(short.data)).toContain("Password must be at least 6 characters long");

    const reset = await call(
      resetAction,
      postRequest("/reset-password", {
        token,
        password: "second-password-2",
        confirmPassword: "second-password-2",
      }),
    );
    expect(reset.location).toBe("/login");
    expect(await toastOf(reset)).toMatchObject({ type: "success", title: "Password Updated Successfully" });
    expect(await getHeaderUser(getRequest("/", session))).toBeNull();

    expect((await login({ email: EMAIL, password: "second-password-2" })).status).toBe(302);
    expect((await login({ email: EMAIL, password: PASSWORD }, "9.9.9.2")).location).toBeNull();

    // The link works once.
    const reused = await call(resetLoader, getRequest(`/reset-password?token=${token}`));
    expect(reused.location).toBe("/login");
    expect(await toastOf(reused)).toMatchObject({ type: "error", title: "Invalid Reset Link" });
    const reusedPost = await call(
      resetAction,
      postRequest("/reset-password", {
        token,
        password: "third-password-3",
        confirmPassword: "third-password-3",
      }),
    );
    expect(reusedPost.location).toBe("/login");
    expect(await toastOf(reusedPost)).toMatchObject({ title: "Invalid Reset Link" });
    expect((await login({ email: EMAIL, password: "third-password-3" }, "9.9.9.3")).location).toBeNull();
  });

  it("refuses a missing, tampered or expired link with Invalid Reset Link", async () => {
    await call(forgotAction, postRequest("/forgot-password", { email: EMAIL }));
    const token = new URL(lastResetLink(EMAIL)).searchParams.get("token") ?? "";
    for (const url of ["/reset-password", `/reset-password?token=${token}x`, "/reset-password?token="]) {
      const outcome = await call(resetLoader, getRequest(url));
      expect(outcome.location).toBe("/login");
      expect(await toastOf(outcome)).toMatchObject({
        type: "error",
        title: "Invalid Reset Link",
        description: "This password reset link is invalid or has expired. Please request a new one.",
      });
    }
    expect((await call(resetLoader, getRequest(`/reset-password?token=${token}`))).status).toBe(200);
    await getDb().execute(sql`update verifications set expires_at = now() - interval '1 minute'`);
    expect((await call(resetLoader, getRequest(`/reset-password?token=${token}`))).location).toBe("/login");
  });
});
