import { lt } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { type Database, getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import { logger } from "~/lib/logger.server";
import { runEvery } from "~/lib/run-every.server";

/**
 * Named limits. Per-IP limits stay generous: Ugandan mobile networks put many phones behind one address (CGNAT). Counters live in the database, so every app instance sees the same counts.
 * points: attempts allowed per window of `seconds`.
 */
export const RATE_LIMITS = {
  newsletter: { points: 10, seconds: 10 * 60 },
  contact: { points: 10, seconds: 60 * 60 },
  "login-ip": { points: 60, seconds: 60 },
  "login-email": { points: 5, seconds: 60 },
  "reset-ip": { points: 10, seconds: 15 * 60 },
  "reset-email": { points: 3, seconds: 15 * 60 },
  register: { points: 50, seconds: 60 * 60 },
  /** Per address: the "someone tried to register with your address" email to an account's owner. */
  "register-existing": { points: 1, seconds: 60 * 60 },
  /** Per account: "Resend verification email". */
  "verify-resend": { points: 3, seconds: 60 * 60 },
  /** Per user: a person editing their profile never saves 30 times an hour; each save may decode an image. */
  "profile-save": { points: 30, seconds: 60 * 60 },
  /** Per user: saves of the project form (add and edit). */
  "project-save": { points: 60, seconds: 60 * 60 },
  /** Per user: project images, one request each (five per project), each decoded and re-encoded. */
  "image-upload": { points: 100, seconds: 60 * 60 },
  /** Per user: payment submissions (an organization submits one a year; each may carry a 10 MB proof). */
  "payment-submit": { points: 10, seconds: 60 * 60 },
  /** Per network address: follow requests (many phones share one address behind CGNAT). */
  "follow-ip": { points: 30, seconds: 60 * 60 },
  /** Per inbox (mailboxKey: plus-tags folded): follow requests (each may mail a confirmation link). */
  "follow-email": { points: 5, seconds: 60 * 60 },
  /** Per inbox (mailboxKey): follow confirmation mails sent, whichever project or organization they are for. */
  "follow-confirm-mail": { points: 3, seconds: 60 * 60 },
  /** Per project or organization: follow confirmation mails sent (a page cannot be used to mail a crowd). */
  "follow-confirm-mail-target": { points: 60, seconds: 60 * 60 },
  /** Per user: progress updates posted, edited or deleted. */
  "update-save": { points: 60, seconds: 60 * 60 },
  /** Per user: invitations sent and resent (each mails an address the owner typed). */
  "member-invite": { points: 20, seconds: 60 * 60 },
  /** Per address: the open-data API (a script paging through 100,000 projects at 100 a page fits in 4 minutes). */
  api: { points: 300, seconds: 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

// One limiter per database and name: tests switch databases between files.
const limiters = new WeakMap<Database, Map<RateLimitName, RateLimiterDrizzle>>();

function limiterFor(name: RateLimitName): RateLimiterDrizzle {
  const db = getDb();
  let byName = limiters.get(db);
  if (!byName) {
    byName = new Map();
    limiters.set(db, byName);
  }
  let limiter = byName.get(name);
  if (!limiter) {
    const { points, seconds } = RATE_LIMITS[name];
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points,
      duration: seconds,
      clearExpiredByTimeout: false,
    });
    byName.set(name, limiter);
  }
  return limiter;
}

export function tooManyAttemptsMessage(msBeforeNext: number) {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * Counts one attempt; past the limit, the RATE_LIMITED AppError to answer with (429, Retry-After, "Too many
 * attempts. Please try again in N minutes."), else null.
 */
export async function consumeRateLimit(name: RateLimitName, key: string): Promise<AppError | null> {
  try {
    await limiterFor(name).consume(key.toLowerCase());
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return new AppError("RATE_LIMITED", tooManyAttemptsMessage(error.msBeforeNext), {
        retryAfter: error.msBeforeNext / 1000,
      });
    }
    throw error;
  }
}

export type RateLimitState = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

/** Counts one request and says where the key stands (for the RateLimit-* headers of the API). */
export async function consumeRateLimitState(name: RateLimitName, key: string): Promise<RateLimitState> {
  const limit = RATE_LIMITS[name].points;
  try {
    const result = await limiterFor(name).consume(key.toLowerCase());
    return {
      allowed: true,
      limit,
      remaining: result.remainingPoints,
      resetSeconds: Math.ceil(result.msBeforeNext / 1000),
    };
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return { allowed: false, limit, remaining: 0, resetSeconds: Math.ceil(error.msBeforeNext / 1000) };
  }
}

/** Forgets a key's attempts (after a successful login, say). */
export async function resetRateLimit(name: RateLimitName, key: string) {
  await limiterFor(name).delete(key.toLowerCase());
}

// ── Expired counters ────────────────────────────────────────────────────────────────────────────────────

/** How often the server deletes expired counters (the limiter itself never does: clearExpiredByTimeout off). */
export const RATE_LIMIT_CLEANUP_MS = 10 * 60 * 1000;

/** Deletes the counters whose window has passed; returns how many went. Rows without an expiry stay. */
export async function deleteExpiredRateLimits(now = new Date()): Promise<number> {
  const deleted = await getDb()
    .delete(rateLimits)
    .where(lt(rateLimits.expire, now))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/** Deletes expired counters now and then every `everyMs` (runEvery); returns the stop function. */
export function startRateLimitCleanup(everyMs = RATE_LIMIT_CLEANUP_MS): () => Promise<void> {
  return runEvery(
    everyMs,
    async () => {
      const count = await deleteExpiredRateLimits();
      if (count) logger.debug({ count }, "Rate limits: expired counters deleted");
    },
    "Rate limits: expired counters not deleted",
  );
}
