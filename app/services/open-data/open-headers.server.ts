import crypto from "node:crypto";
import type { AppLoadContext } from "react-router";
import { DATA_LICENSE } from "~/domain/open-data";
import { consumeRateLimitState, type RateLimitState } from "~/services/rate-limit.server";

/**
 * What every open-data answer carries, the API's JSON and the exports alike (docs/decisions/0013): CORS open to
 * every site, the licence as a Link header, the per-address rate limit in RateLimit-* headers, and validators
 * (ETag, Last-Modified) that turn a repeated request into a 304.
 */

export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "ETag, Link, Content-Disposition, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset",
} as const;

/** `Link: <https://creativecommons.org/licenses/by/4.0/>; rel="license"` (RFC 8288, the IANA "license" relation). */
export const LICENSE_LINK = { Link: `<${DATA_LICENSE.url}>; rel="license"` } as const;

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    "RateLimit-Limit": String(state.limit),
    "RateLimit-Remaining": String(state.remaining),
    "RateLimit-Reset": String(state.resetSeconds),
  };
}

/** One request counted against the address's open-data limit (RATE_LIMITS.api: the API and exports share it). */
export function consumeOpenDataLimit(context: Pick<AppLoadContext, "clientIp">): Promise<RateLimitState> {
  return consumeRateLimitState("api", context.clientIp || "unknown");
}

/** The text of a 429: how long to wait. */
export function tooManyRequestsText(state: RateLimitState): string {
  return `Too many requests. Please wait ${state.resetSeconds} seconds.`;
}

/** A weak ETag of some text (the JSON of an answer, or the version of an export). */
export function weakEtag(text: string): string {
  return `W/"${crypto.createHash("sha1").update(text).digest("base64url")}"`;
}

/**
 * Whether the client's copy is current (RFC 9110 §13.1): If-None-Match when sent (weak comparison, `*` too),
 * else If-Modified-Since against `lastModified` (whole seconds, as HTTP dates carry them).
 */
export function notModified(request: Request, etag: string, lastModified?: Date): boolean {
  const known = request.headers.get("If-None-Match");
  if (known !== null) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, "");
    return known.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
  }
  const since = request.headers.get("If-Modified-Since");
  if (!since || !lastModified) return false;
  const time = Date.parse(since);
  return Number.isFinite(time) && Math.floor(lastModified.getTime() / 1000) * 1000 <= time;
}
