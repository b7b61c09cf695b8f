import { afterAll, beforeAll, expect, it } from "vitest";
import { useTempDataDir } from "../setup/app-env";
import { type HttpApp, startHttpApp } from "../setup/http-app";
import { count } from "../setup/routes";
import { describeEachDatabase } from "../setup/test-database";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

describeEachDatabase("the edge in front of every route (real Express app)", () => {
  let app: HttpApp;
  beforeAll(async () => {
    useTempDataDir();
    app = await startHttpApp({ PUBLIC_URL: undefined, NODE_ENV: "development" });
  }, 120_000);
  afterAll(async () => app?.close());

  it("refuses a newsletter sign-up posted from another site, and writes nothing", async () => {
    const answer = await app.request("POST", "/resources/newsletter", {
      headers: { ...FORM, Origin: "https://evil.example" },
      body: "email=victim%40example.org",
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatch(/did not come from this site/);
    expect(await count("newsletter_subscribers")).toBe(0);
  });

  it("refuses a logout posted from another site (Origin, or Sec-Fetch-Site, or Referer)", async () => {
    const forged: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { Referer: "https://evil.example/page" },
    ];
    for (const headers of forged) {
      const answer = await app.request("POST", "/logout", { headers: { ...FORM, ...headers }, body: "" });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it("accepts the same request from the site's own pages, and from a client that sends no browser headers", async () => {
    const own = await app.request("POST", "/resources/newsletter", {
      headers: { ...FORM, Origin: app.origin, "Sec-Fetch-Site": "same-origin" },
      body: "email=reader%40example.org",
    });
    expect(own.status).toBe(200);
    const curl = await app.request("POST", "/resources/newsletter", {
      headers: FORM,
      body: "email=curl%40example.org",
    });
    expect(curl.status).toBe(200);
    expect(await count("newsletter_subscribers")).toBe(2);
  });

  it("answers TRACE and unknown methods with 405", async () => {
    for (const method of ["TRACE", "PROPFIND"]) {
      const answer = await app.request(method, "/");
      expect(answer.status, method).toBe(405);
    }
  });

  it("refuses a control character in a path or query string with 400", async () => {
    for (const path of ["/organizations?q=a%00b", "/organizations/abc%00", "/projects?q=%1B"]) {
      expect((await app.request("GET", path)).status, path).toBe(400);
    }
    expect((await app.request("GET", "/organizations?q=water")).status).toBe(200);
  });

  it("refuses a JSON body with 400 and a clear message", async () => {
    const answer = await app.request("POST", "/resources/newsletter", {
      headers: { "Content-Type": "application/json", Origin: app.origin },
      body: '{"email":"json@example.org"}',
    });
    expect(answer.status).toBe(400);
    expect(await count("newsletter_subscribers")).toBe(2);
  });
});
