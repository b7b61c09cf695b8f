import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { getDatabaseHandle, type Unlisten } from "~/db/client.server";
import { logger } from "~/lib/logger.server";

/** The channel the database triggers of migration 0011 notify on when what a public page shows changes. */
export const PUBLIC_PAGES_CHANNEL = "public_pages";

/**
 * The public pages (routes/public in app/routes.ts), documents and their route data (`.data`, `/_root.data`):
 * what they show comes only from the tables whose changes migration 0011 announces. Nothing else is ever
 * kept: a password-reset page, say, depends on a token's state, which no announcement covers.
 */
export const PUBLIC_PAGES =
  /^\/(?:_root|projects|organizations|events|impact|developers|about|contact|terms|privacy|(?:projects|organizations|events)\/[^/]+)?(?:\.data)?$/;

/** Larger answers are not kept (a page is about 100 KB). */
const MAX_PAGE_BYTES = 1024 * 1024;

/** Only pages and their navigation data (React Router's .data answers) are kept: never files, feeds or the API. */
const CACHED_TYPES = ["text/html", "text/x-script"];

/**
 * Headers a cached answer does not keep: the cache sets its own encoding and length, and the security headers
 * were already set for the request being answered.
 */
const SKIPPED_HEADERS = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "vary",
  "connection",
  "keep-alive",
  "date",
]);

type Encoding = "br" | "gzip" | "identity";

type CachedPage = {
  headers: [string, string][];
  /** The CSP source list that allows exactly the page's own inline scripts (see `scriptHashes`). */
  scriptSources: string;
  bodies: Record<Encoding, Buffer>;
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type PageCache = {
  middleware: RequestHandler;
  /** Forgets every page; pages being rendered while this happens are not kept either. */
  invalidate: () => void;
  /** Forgets every page and stops listening for changes. */
  close: () => Promise<void>;
};

/**
 * A short-lived cache of the public pages a visitor without any cookie gets (a signed-in user, or anyone with a
 * toast or session cookie, always gets a fresh page): rendering and compressing are most of a public page's
 * cost, and a popular page is the same for every visitor. An answer is kept only when it is a 200 page or page
 * data with no Set-Cookie and no private caching, and it is kept compressed (brotli and gzip, done once).
 *
 * Each change to the data the public pages show, on any instance, empties the cache of every instance through
 * the database (migration 0011); `ttlSeconds` bounds the rest (texts that depend on the clock, such as an
 * event's "today", and notifications lost while the listening connection was down).
 *
 * The CSP: a nonce must never serve two answers, and the page's bytes cannot change per answer without
 * compressing again. So an answer from the cache allows its scripts by hash instead: the hashes of the inline
 * scripts that carry the nonce the page was rendered with — only the page's own, since no injected markup
 * could have known that nonce.
 */
export function createPageCache(options: {
  ttlSeconds: number;
  maxBytes?: number;
  pages?: RegExp;
  /** How long a visitor waits for another's rendering of the same page before rendering it too. */
  maxWaitMs?: number;
}) {
  const cachedPaths = options.pages ?? PUBLIC_PAGES;
  const maxWaitMs = options.maxWaitMs ?? 10_000;
  const pages = new LRUCache<string, CachedPage>({
    ttl: options.ttlSeconds * 1000,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (page) =>
      page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length + 1,
  });
  // Addresses whose last answer was not one to keep (the API, a download, a missing page): neither waited
  // for nor collected until the next change.
  const notKept = new LRUCache<string, true>({ max: 10_000, ttl: options.ttlSeconds * 1000 });
  // A page whose rendering started before a change must not be kept after it.
  let generation = 0;

  const invalidate = () => {
    generation++;
    pages.clear();
    notKept.clear();
  };

  // The pages being rendered now, to be kept: other requests for one wait for it instead of rendering it too
  // (after a change or an expiry, a popular page is asked for many times before its first rendering ends).
  const rendering = new Map<string, Promise<void>>();

  const middleware: RequestHandler = (req, res, next) => {
    if (
      req.method !== "GET" ||
      req.headers.cookie ||
      req.headers.authorization ||
      !cachedPaths.test(req.path)
    ) {
      return next();
    }
    const key = `${req.protocol}://${req.headers.host ?? ""}${req.originalUrl}`;
    const nonce = String(res.locals.cspNonce ?? "");
    const answer = () => {
      const cached = pages.get(key);
      if (!cached) return false;
      answerFromCache(res, cached, nonce, preferredEncoding(req.acceptsEncodings()));
      return true;
    };
    if (answer()) return;
    // A visitor who hung up while an earlier step (a static file's look-up) ran: 'close' has been and gone, so
    // a rendering started for them would never be released. Not rendered for the cache, nor waited for.
    if (notKept.has(key) || res.destroyed) return next();
    const underway = rendering.get(key);
    if (underway) {
      // Kept by then, or (not a page to keep, a change meanwhile, a rendering that takes too long) rendered
      // here after all: a slow first visitor never holds the others up for more than `maxWaitMs`.
      let waited: ReturnType<typeof setTimeout> | undefined;
      const patience = new Promise<void>((resolve) => {
        waited = setTimeout(resolve, maxWaitMs);
      });
      void Promise.race([underway, patience]).then(() => {
        clearTimeout(waited);
        if (!res.destroyed && !answer()) next();
      });
      return;
    }

    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = () => {
        if (rendering.get(key) === released) rendering.delete(key);
        resolve();
      };
    });
    rendering.set(key, released);
    const startedAt = generation;
    const headersBefore = new Set(res.getHeaderNames());
    const chunks: Buffer[] = [];
    let size = 0;
    // Decided once the status and headers are set, at the first write: a download or a feed is never collected.
    let keep: boolean | undefined;
    const collect = (chunk: unknown, encoding?: unknown) => {
      keep ??= isCacheable(res);
      if (!keep || chunk == null || typeof chunk === "function" || size > MAX_PAGE_BYTES) return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Response["write"];
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
    } as Response["end"];

    let finished = false;
    res.on("close", () => {
      if (!finished) release();
    });
    res.on("finish", () => {
      finished = true;
      if (generation !== startedAt) return release();
      if (size > MAX_PAGE_BYTES || !isCacheable(res)) {
        notKept.set(key, true);
        return release();
      }
      const headers: [string, string][] = [];
      for (const name of res.getHeaderNames()) {
        if (headersBefore.has(name) || SKIPPED_HEADERS.has(name)) continue;
        const value = res.getHeader(name);
        if (value !== undefined)
          headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
      }
      const identity = Buffer.concat(chunks);
      const scriptSources = scriptHashes(identity.toString("utf8"), nonce)
        .map((hash) => `'sha256-${hash}'`)
        .join(" ");
      Promise.all([
        brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
        gzip(identity, { level: 6 }),
      ])
        .then(
          ([br, gzipped]) => {
            if (generation !== startedAt) return;
            pages.set(key, { headers, scriptSources, bodies: { identity, br, gzip: gzipped } });
          },
          (error: unknown) => logger.warn({ err: error }, "page cache: could not compress a page"),
        )
        .finally(release);
    });
    next();
  };

  return { middleware, invalidate };
}

/**
 * The base64 SHA-256 of each inline script that carries `nonce`, as a CSP hash source names it (of the
 * script's text exactly as written in the page).
 */
export function scriptHashes(html: string, nonce: string): string[] {
  if (!nonce) return [];
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", text = ""] = match;
    if (!attributes.includes(` nonce="${nonce}"`) || /\bsrc=/i.test(attributes)) continue;
    hashes.push(crypto.createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return hashes;
}

/** Brotli when the browser takes it (the smallest), else gzip. */
function preferredEncoding(accepted: string[]): Encoding {
  if (accepted.includes("br")) return "br";
  return accepted.includes("gzip") ? "gzip" : "identity";
}

function isCacheable(res: Response): boolean {
  if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return false;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (/private|no-store|no-cache/i.test(cacheControl)) return false;
  const type = String(res.getHeader("content-type") ?? "");
  return CACHED_TYPES.some((cached) => type.startsWith(cached));
}

function answerFromCache(res: Response, page: CachedPage, nonce: string, encoding: Encoding) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  const policy = res.getHeader("content-security-policy");
  if (typeof policy === "string" && nonce) {
    res.setHeader("Content-Security-Policy", policy.replace(`'nonce-${nonce}'`, page.scriptSources));
  }
  const body = page.bodies[encoding];
  // Already compressed: the compression middleware leaves an answer with a Content-Encoding alone.
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Length", body.length);
  res.setHeader("X-Page-Cache", "hit");
  res.status(200).end(body);
}

/**
 * The page cache of a production server, emptied on every change the database announces; none when
 * `ttlSeconds` is 0, or when the database cannot announce changes (said in the log: a cache that could not
 * hear of changes would show old pages).
 */
export async function startPageCache(ttlSeconds: number): Promise<PageCache | null> {
  if (ttlSeconds <= 0) return null;
  const cache = createPageCache({ ttlSeconds });
  let unlisten: Unlisten;
  try {
    const handle = getDatabaseHandle();
    if (!handle) throw new Error("The database is not open");
    unlisten = await handle.listen(PUBLIC_PAGES_CHANNEL, cache.invalidate);
  } catch (error) {
    logger.error({ err: error }, "page cache: cannot listen for changes, so pages are not cached");
    return null;
  }
  return {
    ...cache,
    async close() {
      cache.invalidate();
      await unlisten();
    },
  };
}
