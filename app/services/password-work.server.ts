import { hashPassword, verifyPassword } from "better-auth/crypto";
import { AppError } from "~/lib/app-error";
import { coresLeftForPages, workSlots } from "~/lib/work-slots.server";
import { tooManyAttemptsMessage } from "./rate-limit.server";

/**
 * Password hashing (scrypt, 32 MB and about 0.1 s of CPU each) runs on libuv's thread pool, which also serves
 * every file read, compression and sharp. Measured (scripts/load-logins.ts, 2 cores): 50 wrong logins at once
 * filled the pool and the CPUs, and /healthz and /about waited 2–3 s for a thread; a larger pool did not help
 * (more scrypt threads only took the CPUs from the event loop). So hashes run one per core, less one kept
 * for pages (one at a time on 2 cores), a few more wait their turn, and beyond that the attempt is refused at
 * once: a crowd of password checks can slow logins, never the rest of the site.
 */
const RUNNING_AT_MOST = coresLeftForPages();
/** Waiting attempts beyond the running ones: about two seconds of queued work per slot, then a quick refusal. */
const WAITING_AT_MOST = 10 * RUNNING_AT_MOST;

/** How long a refused attempt is told to wait: the queue drains in seconds, the message speaks in minutes. */
const BUSY_RETRY_AFTER_SECONDS = 60;

/**
 * The failure thrown when too many password checks are already running or waiting: RATE_LIMITED, "Too many
 * attempts. Please try again in 1 minute." (the same answer as a spent rate limit; nothing is done). Callers
 * tell it apart by its code: `isAppError(error, "RATE_LIMITED")`.
 */
export function passwordWorkBusyError(): AppError {
  return new AppError("RATE_LIMITED", tooManyAttemptsMessage(BUSY_RETRY_AFTER_SECONDS * 1000), {
    retryAfter: BUSY_RETRY_AFTER_SECONDS,
  });
}

const passwordSlots = workSlots({
  runningAtMost: RUNNING_AT_MOST,
  waitingAtMost: WAITING_AT_MOST,
  busy: passwordWorkBusyError,
});

export const PASSWORD_WORK_LIMITS = { runningAtMost: RUNNING_AT_MOST, waitingAtMost: WAITING_AT_MOST };

/** Runs `work` when a slot is free; throws passwordWorkBusyError() at once when the queue is full. */
export function withPasswordSlot<T>(work: () => Promise<T>): Promise<T> {
  return passwordSlots.run(work);
}

/** better-auth's own scrypt hash and check, taking turns (emailAndPassword.password and registration). */
export const limitedPassword = {
  hash: (password: string) => withPasswordSlot(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => withPasswordSlot(() => verifyPassword(data)),
};
