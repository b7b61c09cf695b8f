import sharp from "sharp";
import { UPLOAD_MESSAGES } from "~/domain/uploads";
import { AppError } from "~/lib/app-error";
import { coresLeftForPages, workSlots } from "~/lib/work-slots.server";

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
const RUNNING_AT_MOST = coresLeftForPages();
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

/**
 * The failure thrown when too many image jobs are already running or waiting (before anything is done): the
 * one UNAVAILABLE AppError of image work, 503 with Retry-After, "Server busy: The server is busy processing
 * images. Please try again in a moment." Callers tell it apart by its code: `isAppError(error, "UNAVAILABLE")`.
 */
export function imageWorkBusyError(): AppError {
  return new AppError(
    "UNAVAILABLE",
    { title: UPLOAD_MESSAGES.busyTitle, description: UPLOAD_MESSAGES.busy },
    { retryAfter: IMAGE_BUSY_RETRY_AFTER_SECONDS },
  );
}

/** The headers of a refusal for lack of room: when to try again (those of imageWorkBusyError()). */
export function imageBusyHeaders(): HeadersInit {
  return imageWorkBusyError().headers;
}

const imageSlots = workSlots({
  runningAtMost: RUNNING_AT_MOST,
  waitingAtMost: WAITING_AT_MOST,
  busy: imageWorkBusyError,
});

export const IMAGE_WORK_LIMITS = { runningAtMost: RUNNING_AT_MOST, waitingAtMost: WAITING_AT_MOST };

/** Runs `work` when a slot is free; throws imageWorkBusyError() at once (before running anything) when full. */
export function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  return imageSlots.run(work);
}
