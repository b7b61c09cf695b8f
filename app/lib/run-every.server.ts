import { logger } from "./logger.server";

/**
 * Background work on a timer (rate-limit cleanup, subscription reminders, the upload sweep): `task` runs now
 * and then every `everyMs`, never two runs at once (a tick that finds one running is skipped), on an unref'd
 * timer that never keeps the process alive. A failed run is logged with `failure` and the next one tries
 * again. The returned stop waits for a run in progress, so the database can close after it.
 */
export function runEvery(everyMs: number, task: () => Promise<void>, failure: string): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .catch((error: unknown) => logger.warn({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
