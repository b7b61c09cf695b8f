import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";

/** Methods the site answers; anything else (TRACE, CONNECT, PROPFIND, …) is 405 before it reaches a route. */
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Every method outside the site's own set is 405 Method Not Allowed (not a 500 deeper down). */
export function allowedMethods(req: Request, res: Response, next: NextFunction) {
  if (ALLOWED_METHODS.has(req.method)) return next();
  res
    .status(405)
    .set("Allow", [...ALLOWED_METHODS].join(", "))
    .type("text/plain")
    .send("Method not allowed");
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A path or query string that decodes to a control character (NUL, escape, newline…) is refused with 400:
 * no page, search or id ever contains one, and a NUL would otherwise reach PostgreSQL and fail there.
 */
export function refuseControlCharactersInUrl(req: Request, res: Response, next: NextFunction) {
  if (!urlHasControlCharacter(req.originalUrl)) return next();
  res
    .status(400)
    .type("text/plain")
    .send("Bad request: the address contains a control character or a malformed escape");
}

export function urlHasControlCharacter(url: string): boolean {
  if (CONTROL_CHARACTERS.test(url)) return true;
  const [path = "", query = ""] = splitOnce(url, "?");
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    // A malformed escape ("%zz", overlong UTF-8) names no page of ours: refused like a control character.
    return true;
  }
  if (CONTROL_CHARACTERS.test(decodedPath)) return true;
  for (const [key, value] of new URLSearchParams(query)) {
    if (CONTROL_CHARACTERS.test(key) || CONTROL_CHARACTERS.test(value)) return true;
  }
  return false;
}

function splitOnce(value: string, separator: string): [string, string] {
  const at = value.indexOf(separator);
  return at === -1 ? [value, ""] : [value.slice(0, at), value.slice(at + 1)];
}

export type OriginVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Whether a state-changing request comes from one of our own pages (OWASP's CSRF defence by standard headers):
 * - Origin, when present, must be the site's own origin ("null" — sandboxed frames, some redirects — is not);
 * - without Origin, Sec-Fetch-Site must say same-origin (or none: typed or bookmarked by the user);
 * - without either, a Referer must be ours.
 * A request with none of the three comes from no browser that can be tricked into sending it (every browser
 * that runs a page's script or form sends Origin on POST, and Sec-Fetch-Site since 2020; cross-site requests
 * are exactly the ones they never strip it from): curl, monitoring, server-to-server. Those are let through,
 * because refusing them protects no user and the other checks (login, rate limits) still apply.
 */
export function checkOrigin(
  headers: { origin?: string; secFetchSite?: string; referer?: string },
  siteOrigin: string,
): OriginVerdict {
  const { origin, secFetchSite, referer } = headers;
  if (origin !== undefined) {
    return origin === siteOrigin ? { ok: true } : { ok: false, reason: "origin" };
  }
  if (secFetchSite !== undefined) {
    return secFetchSite === "same-origin" || secFetchSite === "none"
      ? { ok: true }
      : { ok: false, reason: "sec-fetch-site" };
  }
  if (referer !== undefined) {
    return originOf(referer) === siteOrigin ? { ok: true } : { ok: false, reason: "referer" };
  }
  return { ok: true };
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests from other sites with 403, for every route in one place (React Router's own
 * check skips data-only routes such as /logout and /resources/newsletter). The site's origin is PUBLIC_URL
 * when set, else the origin the request came to as Express sees it (protocol and Host, through the trusted
 * proxies only).
 */
export function sameOriginWrites(publicUrl: string | undefined) {
  const configured = publicUrl ? new URL(publicUrl).origin : null;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const siteOrigin = configured ?? `${req.protocol}://${req.host}`;
    const verdict = checkOrigin(
      {
        origin: req.get("origin"),
        secFetchSite: req.get("sec-fetch-site"),
        referer: req.get("referer"),
      },
      siteOrigin,
    );
    if (verdict.ok) return next();
    res.status(403).type("text/plain").send("Forbidden: this request did not come from this site");
  };
}

/**
 * A request answered before its body was read to the end (413 for a body too large, a refusal before the form
 * is read) closes its connection: the unread rest would otherwise be taken for the next request on it, which
 * then fails (ECONNRESET). Reading the rest only to discard it would spend the bandwidth the refusal saves.
 */
export function closeConnectionWhenBodyUnread(req: Request, res: Response, next: NextFunction) {
  // Only a request that carries a body: one without is complete only after this first tick, and a cached page
  // answered at once must keep its connection.
  const hasBody =
    req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  if (hasBody) {
    onHeaders(res, () => {
      if (!req.complete) res.setHeader("Connection", "close");
    });
  }
  next();
}
