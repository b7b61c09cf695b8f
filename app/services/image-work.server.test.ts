import os from "node:os";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError, isAppError } from "~/lib/app-error";
import { gatedJobs, settle } from "../../tests/setup/gated-jobs";
import { IMAGE_WORK_LIMITS, imageBusyHeaders, imageWorkBusyError, withImageSlot } from "./image-work.server";

describe("withImageSlot", () => {
  const { runningAtMost, waitingAtMost } = IMAGE_WORK_LIMITS;

  it("keeps a core for pages: cores − 1 jobs at once (at least one), one libvips thread each", () => {
    expect(runningAtMost).toBe(Math.max(1, os.availableParallelism() - 1));
    expect(waitingAtMost).toBeGreaterThan(0);
    expect(sharp.concurrency()).toBe(1);
    expect(imageBusyHeaders()).toEqual({ "Retry-After": expect.stringMatching(/^[1-9]\d*$/) });
  });

  it("runs at most N at once, queues a few, and refuses the next one at once without running it", async () => {
    const { jobs, release, mostAtOnce } = gatedJobs(withImageSlot, runningAtMost + waitingAtMost + 1);
    await settle();
    const running = jobs.slice(0, runningAtMost);
    const queued = jobs.slice(runningAtMost, runningAtMost + waitingAtMost);
    const refused = jobs.at(-1)!;
    expect(running.every((job) => job.started && !job.settled)).toBe(true);
    expect(queued.every((job) => !job.started && !job.settled)).toBe(true);
    // Refused while the others still hold their slots: settled, its work never started.
    expect(refused.settled).toBe(true);
    expect(refused.started).toBe(false);
    expect(isAppError(refused.result, "UNAVAILABLE")).toBe(true);

    release();
    await Promise.all(jobs.map((job) => job.promise));
    expect(jobs.slice(0, -1).map((job) => job.result)).toEqual(jobs.slice(0, -1).map((_, index) => index));
    expect(mostAtOnce()).toBe(runningAtMost);
  });

  it("a refusal and a failing job leave nothing behind: the queue holds as many as before", async () => {
    await expect(
      withImageSlot(async () => {
        throw new Error("cannot decode");
      }),
    ).rejects.toThrow("cannot decode");

    const again = gatedJobs(withImageSlot, runningAtMost + waitingAtMost + 1);
    await settle();
    expect(again.jobs.slice(0, runningAtMost).every((job) => job.started)).toBe(true);
    expect(again.jobs.slice(0, -1).every((job) => !job.settled)).toBe(true);
    expect(isAppError(again.jobs.at(-1)?.result, "UNAVAILABLE")).toBe(true);
    again.release();
    await Promise.all(again.jobs.map((job) => job.promise));
    await expect(withImageSlot(async () => "free")).resolves.toBe("free");
  });

  it("refuses with a plain AppError told apart by its code: UNAVAILABLE, 503, Retry-After and the spec's text", () => {
    const busy = imageWorkBusyError();
    expect(busy).toBeInstanceOf(AppError);
    expect(busy.constructor).toBe(AppError);
    expect(isAppError(busy, "UNAVAILABLE")).toBe(true);
    expect(isAppError(busy, "RATE_LIMITED")).toBe(false);
    expect(busy).toMatchObject({
      code: "UNAVAILABLE",
      status: 503,
      userMessage: {
        title: "Server busy",
        description: "The server is busy processing images. Please try again in a moment.",
      },
    });
    expect(busy.headers).toEqual(imageBusyHeaders());
  });
});
