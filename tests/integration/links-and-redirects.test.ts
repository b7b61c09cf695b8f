import { beforeAll, expect, it } from "vitest";
import { action as forgotAction } from "~/routes/auth/forgot-password";
import { action as loginAction } from "~/routes/auth/login";
import { resetEnvForTests } from "~/services/env.server";
import { registerOrganization } from "~/services/organizations/register-organization.server";
import { outbox, useTempDataDir } from "../setup/app-env";
import { call, postRequest } from "../setup/routes";
import { describeEachDatabase } from "../setup/test-database";

/**
 * Issue 7, items 2 and 3: links in emails never come from request headers, and a login never sends the
 * browser to another site.
 */
const dataDir = useTempDataDir();
const PASSWORD = "first-password-1";

async function register(email: string) {
  await registerOrganization({
    email,
    fullName: "Grace Akello",
    password: PASSWORD,
    organizationName: `Riverside ${email}`,
    organizationBrief: "Riverside community projects.",
    organizationType: "Community Based",
    phone: "+256 700000000",
    address: "Jinja",
    website: null,
  });
}

/** A reset request as an attacker sends it: every header that names a host names theirs. */
function poisonedResetRequest(email: string) {
  return new Request("http://evil.example/forgot-password", {
    method: "POST",
    body: new URLSearchParams({ email }),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Host: "evil.example",
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "https",
      Origin: "http://evil.example",
    },
  });
}

/** Every URL in the newest email to `to` (quoted-printable soft breaks undone). */
function linksInLastMailTo(to: string): string[] {
  const mail = outbox(dataDir)
    .filter((text) => text.includes(`To: ${to}`))
    .at(-1);
  if (!mail) throw new Error(`no email to ${to}`);
  const decoded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [];
}

function useEnv(values: Record<string, string | undefined>) {
  beforeAll(() => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvForTests();
  });
}

describeEachDatabase("reset links without PUBLIC_URL", () => {
  // Each suite has a database, and so an auth instance, of its own: the configuration is read when it starts.
  useEnv({ PUBLIC_URL: undefined, HOST: undefined, PORT: "4321" });

  it("point to the address the server listens on, never to the Host the request named", async () => {
    const email = "grace-local@riverside.org";
    await register(email);
    const outcome = await call(forgotAction, poisonedResetRequest(email));
    expect(outcome.data).toMatchObject({ sent: true });
    const links = linksInLastMailTo(email);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^http:\/\/localhost:4321\/reset-password\?token=[\w%-]+$/);
    expect(links.join(" ")).not.toContain("evil.example");
  });
});

describeEachDatabase("reset links with PUBLIC_URL", () => {
  useEnv({ PUBLIC_URL: "https://ugandaimpact.example/", PORT: undefined });

  it("point to PUBLIC_URL whatever Host and X-Forwarded-Host say", async () => {
    const email = "grace-public@riverside.org";
    await register(email);
    await call(forgotAction, poisonedResetRequest(email));
    const links = linksInLastMailTo(email);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^https:\/\/ugandaimpact\.example\/reset-password\?token=[\w%-]+$/);
  });
});

describeEachDatabase("the page after login", () => {
  useEnv({ PUBLIC_URL: undefined, PORT: undefined });
  const email = "grace-redirect@riverside.org";
  beforeAll(() => register(email));

  const login = (redirectTo: string) =>
    call(loginAction, postRequest("/login", { email, password: PASSWORD, redirectTo }), "198.51.100.23");

  it("is /dashboard when the remembered page would leave the site", async () => {
    // What both the hidden field of /login?redirectTo=… and a /login.data request post.
    for (const redirectTo of [
      "/.//evil.example/phish",
      "/..//evil.example",
      "/%2F/evil.example",
      "/%5Cevil",
    ]) {
      const outcome = await login(redirectTo);
      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe("/dashboard");
    }
  });

  it("is the remembered page when it is on this site", async () => {
    const outcome = await login("/dashboard/projects?status=active#top");
    expect(outcome.location).toBe("/dashboard/projects?status=active#top");
  });
});
