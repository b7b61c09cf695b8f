import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signIn } from "~/services/auth.server";
import { getEnv } from "~/services/env.server";
import { registerOrganization } from "~/services/organizations/register-organization.server";
import { createApp } from "../../server/app";
import { useTempDataDir } from "../setup/app-env";
import { loadServerBuild } from "../setup/http-app";
import { describeEachDatabase } from "../setup/test-database";
import { sessionCookie } from "./auth-helpers";

/**
 * Issue 7, item 9: pages behind login, and any page for a signed-in user, are `private, no-store`; a visitor's
 * public pages keep their caching. Asked over HTTP from the Express app with the routes from source, because the
 * header is set where React Router answers (entry.server.tsx), which the route-calling helpers do not reach.
 */
useTempDataDir();
const EMAIL = "grace-cache@riverside.org";
const PASSWORD = "first-password-1";

describeEachDatabase("caching of private pages", () => {
  let server: Server;
  let origin: string;
  let cookie: string;

  beforeAll(async () => {
    const app = createApp({ env: getEnv(), build: await loadServerBuild() });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    await registerOrganization({
      email: EMAIL,
      fullName: "Grace Akello",
      password: PASSWORD,
      organizationName: "Riverside Cache",
      organizationBrief: "Riverside community projects.",
      organizationType: "Community Based",
      phone: "+256 700000000",
      address: "Jinja",
      website: null,
    });
    const signedIn = await signIn({ email: EMAIL, password: PASSWORD, rememberMe: false });
    if (!signedIn.ok) throw new Error("sign-in failed");
    cookie = sessionCookie(signedIn.headers);
  }, 180_000);

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  const get = (path: string, withSession: boolean) =>
    fetch(`${origin}${path}`, { headers: withSession ? { Cookie: cookie } : {}, redirect: "manual" });

  it("keeps a signed-in user's pages and data out of shared caches", async () => {
    for (const path of [
      "/dashboard",
      "/dashboard.data",
      "/dashboard/projects",
      "/dashboard/projects.data",
      "/payment",
      "/projects",
      "/_root.data",
      "/about",
    ]) {
      const response = await get(path, true);
      await response.arrayBuffer();
      expect([path, response.status, response.headers.get("Cache-Control")]).toEqual([
        path,
        200,
        "private, no-store",
      ]);
    }
  }, 120_000);

  it("answers a visitor's data requests for private areas with private, no-store too", async () => {
    // Their pages answer a redirect to /login, which React Router sends without rendering (nothing to cache).
    for (const path of ["/dashboard.data", "/admin.data", "/payment.data", "/dashboard/projects.data"]) {
      const response = await get(path, false);
      await response.arrayBuffer();
      expect([path, response.headers.get("Cache-Control")]).toEqual([path, "private, no-store"]);
    }
  }, 120_000);

  it("leaves a visitor's public pages as they were", async () => {
    for (const path of ["/", "/projects", "/about", "/_root.data"]) {
      const response = await get(path, false);
      await response.arrayBuffer();
      expect([path, response.status, response.headers.get("Cache-Control")]).toEqual([path, 200, null]);
    }
  }, 120_000);
});
