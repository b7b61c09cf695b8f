import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPageCache, PUBLIC_PAGES, scriptHashes } from "./page-cache";

/**
 * The page cache in front of a small Express app that answers as React Router does (a page with the request's
 * nonce in its scripts, streamed in chunks), with compression underneath as in server/app.ts.
 */
const cache = createPageCache({
  ttlSeconds: 60,
  pages: /^\/(page|cookie|private|missing|file\.csv)$/,
  maxWaitMs: 500,
});
let renders = 0;
let slowRender: Promise<void> | null = null;
let origin = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(compression());
  // An asynchronous step before the cache, as express.static's look-up is in server/app.ts.
  app.use((req, _res, next) => {
    const delay = Number(req.headers["x-delay-ms"] ?? 0);
    if (delay > 0) setTimeout(next, delay);
    else next();
  });
  app.use(cache.middleware);
  app.get("/page", async (req, res) => {
    renders++;
    if (slowRender) await slowRender;
    res.status(200).setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Link", "</assets/app.css>; rel=preload; as=style");
    const nonce = res.locals.cspNonce as string;
    res.write(`<!DOCTYPE html><html><body><p>Render ${renders} of ${req.query.q ?? "all"}: ŋ</p>`);
    res.write(`<p>${"Compressible text. ".repeat(100)}</p>`);
    res.end(`<script nonce="${nonce}">go()</script><script nonce="${nonce}">more()</script></body></html>`);
  });
  app.get("/cookie", (_req, res) => {
    renders++;
    res.cookie("ui_toast", "x").type("html").send(`<p>${renders}</p>`);
  });
  app.get("/private", (_req, res) => {
    renders++;
    res.setHeader("Cache-Control", "private, no-store");
    res.type("html").send(`<p>${renders}</p>`);
  });
  app.get("/missing", async (_req, res) => {
    renders++;
    if (slowRender) await slowRender;
    res.status(404).type("html").send(`<p>${renders}</p>`);
  });
  app.get("/other", (_req, res) => {
    renders++;
    res.type("html").send(`<p>${renders}</p>`);
  });
  app.get("/file.csv", (_req, res) => {
    renders++;
    res.type("text/csv").send(`n\n${renders}\n`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());
beforeEach(() => {
  cache.invalidate();
  slowRender = null;
});

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(origin + path, { headers });
  const body = await response.text();
  const policy = response.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  return { response, body, policy, nonce, hit: response.headers.get("x-page-cache") === "hit" };
}

/** A page is kept once compressed, a moment after its first answer: visits until it is answered from memory. */
async function visitCached(path: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await visit(path, headers);
    if (answer.hit) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never answered from the cache`);
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("base64");

describe("the page cache", () => {
  it("answers later visitors from memory, compressed, allowing the page's scripts by hash instead of a nonce", async () => {
    const first = await visit("/page");
    expect(first.hit).toBe(false);
    expect(first.nonce).toBeDefined();
    for (const encoding of ["br", "gzip", "identity"]) {
      const later = await visitCached("/page", { "accept-encoding": encoding });
      expect(later.body, encoding).toBe(first.body);
      expect(later.response.headers.get("content-encoding") ?? "identity").toBe(encoding);
      expect(later.response.headers.get("vary")).toBe("Accept-Encoding");
      // The route's own headers come back.
      expect(later.response.headers.get("link")).toBe("</assets/app.css>; rel=preload; as=style");
      expect(later.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      // No nonce serves two answers: the two scripts by their hashes.
      expect(later.nonce).toBeUndefined();
      expect(later.policy).toBe(`script-src 'sha256-${sha256("go()")}' 'sha256-${sha256("more()")}'`);
    }
    expect(first.body).toContain("ŋ");
    // As a browser asks: brotli, the smallest.
    const browser = await visitCached("/page", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(browser.response.headers.get("content-encoding")).toBe("br");
  });

  it("keeps each address apart, query included", async () => {
    await visitCached("/page?q=water");
    const other = await visit("/page?q=schools");
    expect(other.hit).toBe(false);
    expect(other.body).toContain("of schools");
    expect((await visit("/page?q=water")).body).toContain("of water");
  });

  it("never answers a request with cookies from memory, nor keeps what it gets", async () => {
    await visitCached("/page");
    const signedIn = await visit("/page", { cookie: "better-auth.session_token=abc" });
    expect(signedIn.hit).toBe(false);
    expect(signedIn.body).toContain(`Render ${renders} `);
  });

  it("does not keep answers that set a cookie, are private, are not 200, are not pages or not public ones", async () => {
    for (const path of ["/cookie", "/private", "/missing", "/file.csv", "/other"]) {
      const before = renders;
      await visit(path);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await visit(path);
      expect(again.hit, path).toBe(false);
      expect(renders, path).toBe(before + 2);
    }
  });

  it("forgets everything on a change, and does not keep a page whose rendering began before it", async () => {
    await visitCached("/page");
    cache.invalidate();
    expect((await visit("/page")).hit).toBe(false);

    cache.invalidate();
    let finishRender = () => {};
    slowRender = new Promise((resolve) => {
      finishRender = resolve;
    });
    const during = visit("/page");
    await new Promise((resolve) => setTimeout(resolve, 50));
    cache.invalidate();
    finishRender();
    await during;
    slowRender = null;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await visit("/page")).hit).toBe(false);
    await visitCached("/page");
  });

  it("renders a page once for visitors who ask for it at the same time", async () => {
    let finishRender = () => {};
    slowRender = new Promise((resolve) => {
      finishRender = resolve;
    });
    const before = renders;
    const visits = Promise.all(Array.from({ length: 5 }, () => visit("/page?q=crowd")));
    await new Promise((resolve) => setTimeout(resolve, 100));
    finishRender();
    const answers = await visits;
    expect(renders).toBe(before + 1);
    expect(answers.filter((answer) => answer.hit)).toHaveLength(4);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it("does not hold visitors back for answers it does not keep", async () => {
    let finishRender = () => {};
    slowRender = new Promise((resolve) => {
      finishRender = resolve;
    });
    const first = visit("/missing");
    await new Promise((resolve) => setTimeout(resolve, 50));
    finishRender();
    expect((await first).response.status).toBe(404);
    slowRender = new Promise((resolve) => {
      finishRender = resolve;
    });
    // Known now as an answer not kept: two visitors at once are both answered as they come.
    const before = renders;
    const both = Promise.all([visit("/missing"), visit("/missing")]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renders).toBe(before + 2);
    finishRender();
    expect((await both).map((answer) => answer.response.status)).toEqual([404, 404]);
  });

  it("is not held up by a visitor who hung up before the page was rendered", async () => {
    // The first visitor goes away while the request is still on its way to the cache (a navigation the browser
    // cut short): the next visitor of the address is answered all the same.
    const gone = new AbortController();
    const first = fetch(`${origin}/page?q=gone`, { headers: { "x-delay-ms": "200" }, signal: gone.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    gone.abort();
    await expect(first).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = await visit("/page?q=gone");
    expect(next.response.status).toBe(200);
    expect(next.body).toContain("of gone");
  });

  it("holds the next visitor back no longer than its patience when the first rendering hangs", async () => {
    let finishRender = () => {};
    slowRender = new Promise((resolve) => {
      finishRender = resolve;
    });
    const first = visit("/page?q=stuck");
    await new Promise((resolve) => setTimeout(resolve, 50));
    slowRender = null;
    const startedAt = performance.now();
    const second = await visit("/page?q=stuck");
    expect(second.body).toContain("of stuck");
    expect(second.hit).toBe(false);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(450);
    finishRender();
    expect((await first).response.status).toBe(200);
  });

  it("is bypassed by HEAD", async () => {
    await visitCached("/page");
    const head = await fetch(`${origin}/page`, { method: "HEAD" });
    expect(head.headers.get("x-page-cache")).toBeNull();
  });
});

describe("scriptHashes", () => {
  it("hashes the inline scripts that carry the nonce, and only those", () => {
    const html = [
      `<script nonce="abc">one()</script>`,
      `<script type="module" nonce="abc">import "/assets/entry.js";\n</script>`,
      `<script nonce="abc" src="/assets/x.js"></script>`,
      `<script>injected()</script>`,
      `<script nonce="other">injected()</script>`,
      `<script nonce="abcd">longer()</script>`,
    ].join("");
    expect(scriptHashes(html, "abc")).toEqual([sha256("one()"), sha256(`import "/assets/entry.js";\n`)]);
    expect(scriptHashes(html, "")).toEqual([]);
  });
});

describe("PUBLIC_PAGES", () => {
  it.each([
    ["/", true],
    ["/projects", true],
    ["/projects.data", true],
    ["/_root.data", true],
    ["/projects/0b6f4a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b", true],
    ["/organizations/abc.data", true],
    ["/events/abc", true],
    ["/about", true],
    ["/impact", true],
    ["/reset-password", false],
    ["/login", false],
    ["/register.data", false],
    ["/dashboard", false],
    ["/admin/events", false],
    ["/projects.rss", false],
    ["/projects/abc/edit", false],
    ["/api/v1/projects", false],
    ["/images/abc.webp", false],
  ])("%s → %s", (path, kept) => {
    expect(PUBLIC_PAGES.test(path)).toBe(kept);
  });
});
