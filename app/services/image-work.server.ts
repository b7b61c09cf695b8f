import os from "node:os";
import sharp from "sharp";

/**
 * Image decoding and resizing (sharp) takes turns, as password hashing does (password-work.server.ts). Each
 * sharp job runs on libuv's thread pool, which also serves every file read and compression that pages need.
 * Measured (scripts/bench-images.ts, 2 cores): 30 uploads at once of a 47 KB PNG that decodes to 7000×7000
 * took all four pool threads and both cores for 10–17 s, and /about waited up to 11.5 s for a thread. So at
 * most one job per core, less one kept for pages (one at a time on 2 cores), runs at once; a few more wait
 * their turn, and beyond that the upload is refused at once ("busy, try again": 503 with Retry-After), so a
 * crowd of uploads slows uploads, never the rest of the site.
 *
 * Every use of sharp on a request goes through `withImageSlot`: uploads (project and event images, logos),
 * the header check of payment proofs and the /images/:width variants made on a cache miss.
 */
const RUNNING_AT_MOST = Math.max(1, os.availableParallelism() - 1);
/**
 * Waiting jobs beyond the running ones. The largest image allowed (50 MP) takes about 1–2 s of one core, a
 * phone photo well under one, so four per slot is at most a few seconds of waiting before a quick refusal.
 */
const WAITING_AT_MOST = 4 * RUNNING_AT_MOST;

/**
 * libvips' own threads per job. sharp's default is the number of cores (it drops to 1 only on glibc without
 * jemalloc and without MALLOC_ARENA_MAX, which a container often sets): on 2 cores one job would then take
 * both, and the event loop would wait for a core however few jobs run. With one thread each, the running jobs
 * use at most the cores left to them (cores − 1).
 */
sharp.concurrency(1);

/** Seconds a refused upload is told to wait (Retry-After): about the time the queue takes to drain. */
export const IMAGE_BUSY_RETRY_AFTER_SECONDS = 5;

/** The headers of a refusal for lack of room: when to try again. */
export function imageBusyHeaders(): HeadersInit {
  return { "Retry-After": String(IMAGE_BUSY_RETRY_AFTER_SECONDS) };
}

/** Thrown when too many image jobs are already running or waiting; the caller answers 503 "busy, try again". */
export class ImageWorkBusyError extends Error {
  constructor() {
    super("Too many images being processed at once");
  }
}

export const IMAGE_WORK_LIMITS = { runningAtMost: RUNNING_AT_MOST, waitingAtMost: WAITING_AT_MOST };

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when a slot is free; throws ImageWorkBusyError at once (before running anything) when full. */
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= RUNNING_AT_MOST) {
    if (waiting.length >= WAITING_AT_MOST) throw new ImageWorkBusyError();
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
