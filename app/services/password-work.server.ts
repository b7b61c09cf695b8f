import os from "node:os";
import { hashPassword, verifyPassword } from "better-auth/crypto";

/**
 * Password hashing (scrypt, 32 MB and about 0.1 s of CPU each) runs on libuv's thread pool, which also serves
 * every file read, compression and sharp. Measured (scripts/load-logins.ts, 2 cores): 50 wrong logins at once
 * filled the pool and the CPUs, and /healthz and /about waited 2–3 s for a thread; a larger pool did not help
 * (more scrypt threads only took the CPUs from the event loop). So hashes run one per core, less one kept
 * for pages (one at a time on 2 cores), a few more wait their turn, and beyond that the attempt is refused at
 * once: a crowd of password checks can slow logins, never the rest of the site.
 */
const RUNNING_AT_MOST = Math.max(1, os.availableParallelism() - 1);
/** Waiting attempts beyond the running ones: about two seconds of queued work per slot, then a quick refusal. */
const WAITING_AT_MOST = 10 * RUNNING_AT_MOST;

/** Thrown when too many password checks are already running or waiting; the caller answers "Too many attempts". */
export class PasswordWorkBusyError extends Error {
  constructor() {
    super("Too many password checks at once");
  }
}

export const PASSWORD_WORK_LIMITS = { runningAtMost: RUNNING_AT_MOST, waitingAtMost: WAITING_AT_MOST };

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when a slot is free; throws PasswordWorkBusyError at once when the queue is full. */
export async function withPasswordSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= RUNNING_AT_MOST) {
    if (waiting.length >= WAITING_AT_MOST) throw new PasswordWorkBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, else it is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** better-auth's own scrypt hash and check, taking turns (emailAndPassword.password and registration). */
export const limitedPassword = {
  hash: (password: string) => withPasswordSlot(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => withPasswordSlot(() => verifyPassword(data)),
};
