import os from "node:os";

/**
 * Slots for heavy work on libuv's thread pool (password hashing, sharp), which also serves every file read
 * and compression that pages need: at most `runningAtMost` jobs run at once, `waitingAtMost` more wait their
 * turn, and beyond that a job is refused at once with `busy()` (thrown before anything runs), so a crowd slows
 * that work, never the rest of the site.
 */
export type WorkSlots = {
  runningAtMost: number;
  waitingAtMost: number;
  /** Runs `work` when a slot is free; throws `busy()` at once, without running it, when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
};

/** One job per core, less one kept for pages (at least one). */
export function coresLeftForPages(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

export function workSlots({
  runningAtMost,
  waitingAtMost,
  busy,
}: {
  runningAtMost: number;
  waitingAtMost: number;
  busy: () => Error;
}): WorkSlots {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    runningAtMost,
    waitingAtMost,
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= runningAtMost) {
        if (waiting.length >= waitingAtMost) throw busy();
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
    },
  };
}
