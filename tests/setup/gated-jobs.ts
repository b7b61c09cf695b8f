/** Lets every promise that can settle now settle (no clock involved). */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `count` jobs handed to `run` (a slot queue such as withImageSlot) that start, then wait for one gate; each
 * records whether it started and how it ended, and `mostAtOnce` how many ran together.
 */
export function gatedJobs(run: (work: () => Promise<number>) => Promise<number>, count: number) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let running = 0;
  let mostAtOnce = 0;
  const jobs = Array.from({ length: count }, (_, index) => {
    const job = { started: false, settled: false, result: undefined as unknown, promise: Promise.resolve() };
    job.promise = run(async () => {
      job.started = true;
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await gate;
      running--;
      return index;
    }).then(
      (value) => {
        job.settled = true;
        job.result = value;
      },
      (error: unknown) => {
        job.settled = true;
        job.result = error;
      },
    );
    return job;
  });
  return { jobs, release, mostAtOnce: () => mostAtOnce };
}
