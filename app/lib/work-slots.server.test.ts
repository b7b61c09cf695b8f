import os from "node:os";
import { describe, expect, it } from "vitest";
import { gatedJobs, settle } from "../../tests/setup/gated-jobs";
import { coresLeftForPages, workSlots } from "./work-slots.server";

class Busy extends Error {}

describe("workSlots", () => {
  it("keeps a core for pages", () => {
    expect(coresLeftForPages()).toBe(Math.max(1, os.availableParallelism() - 1));
  });

  it("runs at most N at once, queues a few in order, and refuses the next one at once without running it", async () => {
    const slots = workSlots({ runningAtMost: 2, waitingAtMost: 3, busy: () => new Busy() });
    const { jobs, release, mostAtOnce } = gatedJobs(slots.run, 6);
    await settle();
    expect(jobs.slice(0, 2).every((job) => job.started && !job.settled)).toBe(true);
    expect(jobs.slice(2, 5).every((job) => !job.started && !job.settled)).toBe(true);
    const refused = jobs.at(-1)!;
    expect(refused.settled).toBe(true);
    expect(refused.started).toBe(false);
    expect(refused.result).toBeInstanceOf(Busy);

    release();
    await Promise.all(jobs.map((job) => job.promise));
    expect(jobs.slice(0, 5).map((job) => job.result)).toEqual([0, 1, 2, 3, 4]);
    expect(mostAtOnce()).toBe(2);
  });

  it("a failing job and a refusal free their slot: the next crowd gets as many slots as the first", async () => {
    const slots = workSlots({ runningAtMost: 1, waitingAtMost: 1, busy: () => new Busy() });
    await expect(
      slots.run(async () => {
        throw new Error("failed");
      }),
    ).rejects.toThrow("failed");
    const again = gatedJobs(slots.run, 3);
    await settle();
    expect(again.jobs[0]?.started).toBe(true);
    expect(again.jobs[1]?.settled).toBe(false);
    expect(again.jobs[2]?.result).toBeInstanceOf(Busy);
    again.release();
    await Promise.all(again.jobs.map((job) => job.promise));
    await expect(slots.run(async () => "free")).resolves.toBe("free");
  });

  it("keeps each set of slots apart", async () => {
    const first = workSlots({ runningAtMost: 1, waitingAtMost: 0, busy: () => new Busy() });
    const second = workSlots({ runningAtMost: 1, waitingAtMost: 0, busy: () => new Busy() });
    const held = gatedJobs(first.run, 1);
    await settle();
    await expect(first.run(async () => "no")).rejects.toBeInstanceOf(Busy);
    await expect(second.run(async () => "yes")).resolves.toBe("yes");
    held.release();
    await Promise.all(held.jobs.map((job) => job.promise));
  });
});
