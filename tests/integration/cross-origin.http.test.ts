import http from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAX_TEXT_FORM_BYTES } from "~/services/form-body.server";
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

  it("closes the connection of a body refused as too large, so the next request on a kept-alive connection is answered", async () => {
    // One connection kept alive, as a browser keeps it: the refused body's unread rest must not reach the next
    // request (it was taken for one, and the request failed with ECONNRESET).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        const req = http.request(
          { host: "127.0.0.1", port: app.port, method, path, agent, headers: body ? FORM : {} },
          (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    try {
      const warm = await send("GET", "/healthz");
      expect(warm.status).toBe(200);
      const tooLarge = await send("POST", "/contact", `message=${"x".repeat(MAX_TEXT_FORM_BYTES + 10_000)}`);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.connection).toBe("close");
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await send("GET", "/healthz")).status).toBe(200);
      }
      // A refusal of a body read to its end keeps the connection: only unread bodies close it.
      const small = await send("POST", "/resources/newsletter", "email=not-an-address");
      expect(small.connection).not.toBe("close");
    } finally {
      agent.destroy();
    }
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
