import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminSettings, users } from "~/db/schema";
import { action as loginAction } from "~/routes/auth/login";
import { action as registerAction } from "~/routes/auth/register";
import { applyAdminEmails } from "~/services/boot.server";
import { requireAdmin } from "~/services/permissions.server";
import { addAdmin } from "../../scripts/admin-add";
import { useTempDataDir } from "../setup/app-env";
import { describeEachDatabase } from "../setup/test-database";
import { call, getRequest, postRequest, registrationFields, sessionCookie } from "./auth-helpers";

useTempDataDir();

const register = (email: string, orgName: string) =>
  call(
    registerAction,
    postRequest("/register", registrationFields({ email, orgName })),
    `9.9.9.${orgName.length}`,
  );

async function signIn(email: string) {
  const outcome = await call(loginAction, postRequest("/login", { email, password: "correct-horse-1" }));
  return sessionCookie(outcome.headers);
}

async function isAdminSession(cookie: string) {
  return requireAdmin(getRequest("/admin", cookie)).then(
    () => true,
    () => false,
  );
}

describeEachDatabase("ADMIN_EMAILS", () => {
  it("never gives rights to whoever registers a listed address after the start", async () => {
    // The server starts with an address that no account uses yet.
    expect(await applyAdminEmails(["boss@example.org"])).toEqual({
      granted: [],
      skipped: ["boss@example.org"],
      unverified: [],
      revoked: [],
    });
    expect(await getDb().select().from(adminSettings)).toHaveLength(0);

    // Someone claims it, in another case, before the real boss does.
    expect((await register("Boss@Example.org", "Claimant Org")).status).toBe(302);
    expect(await isAdminSession(await signIn("boss@example.org"))).toBe(false);
    // Nor at the next start: the claimant never proved the address is theirs (issue 18).
    expect(await applyAdminEmails(["boss@example.org"])).toEqual({
      granted: [],
      skipped: [],
      unverified: ["boss@example.org"],
      revoked: [],
    });
    expect(await isAdminSession(await signIn("boss@example.org"))).toBe(false);
  });

  it("grants a listed address whose verified account exists at start, and takes the right back when it leaves the list", async () => {
    await getDb().update(users).set({ emailVerified: true }).where(eq(users.email, "boss@example.org"));
    const cookie = await signIn("boss@example.org");
    expect(await applyAdminEmails([" BOSS@example.org ", "nobody@example.org"])).toEqual({
      granted: ["boss@example.org"],
      skipped: ["nobody@example.org"],
      unverified: [],
      revoked: [],
    });
    expect(await isAdminSession(cookie)).toBe(true);
    // A restart with the same list changes nothing.
    expect(await applyAdminEmails(["boss@example.org"])).toMatchObject({ granted: [], revoked: [] });

    // The address leaves the list: the next start takes the right back.
    expect(await applyAdminEmails([])).toEqual({
      granted: [],
      skipped: [],
      unverified: [],
      revoked: ["boss@example.org"],
    });
    expect(await isAdminSession(cookie)).toBe(false);
  });

  it("leaves rights given with admin:add alone, whatever the list says", async () => {
    expect((await register("helper@example.org", "Helper Org")).status).toBe(302);
    expect(await addAdmin("helper@example.org")).toMatchObject({ code: 0 });
    await applyAdminEmails(["helper@example.org"]);
    await applyAdminEmails([]);
    expect(await isAdminSession(await signIn("helper@example.org"))).toBe(true);
  });

  it("rights belong to the account: they go when the account goes, and an address registered again gets none", async () => {
    expect((await register("temp@example.org", "Temporary Org")).status).toBe(302);
    expect(await addAdmin("temp@example.org")).toMatchObject({ code: 0 });
    await getDb().delete(users).where(eq(users.email, "temp@example.org"));
    expect((await register("temp@example.org", "Temporary Org Again")).status).toBe(302);
    expect(await isAdminSession(await signIn("temp@example.org"))).toBe(false);
  });
});
