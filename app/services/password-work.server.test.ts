import { describe, expect, it } from "vitest";
import { AppError, isAppError } from "~/lib/app-error";
import { PASSWORD_WORK_LIMITS, passwordWorkBusyError, withPasswordSlot } from "./password-work.server";

describe("withPasswordSlot", () => {
  it("runs a bounded number at once, queues a few, refuses the rest at once", async () => {
    const { runningAtMost, waitingAtMost } = PASSWORD_WORK_LIMITS;
    let running = 0;
    let mostAtOnce = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const attempts = Array.from({ length: runningAtMost + waitingAtMost + 5 }, () =>
      withPasswordSlot(async () => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await gate;
        running--;
        return "checked";
      }),
    );
    const refusedAtOnce = await Promise.race([
      Promise.allSettled(attempts.slice(runningAtMost + waitingAtMost)),
      new Promise((resolve) => setTimeout(() => resolve("still waiting"), 1000)),
    ]);
    expect(refusedAtOnce).toHaveLength(5);
    for (const outcome of refusedAtOnce as PromiseSettledResult<string>[]) {
      expect(outcome.status).toBe("rejected");
      const reason = (outcome as PromiseRejectedResult).reason;
      // A plain AppError told apart by its code: the same answer as a spent rate limit.
      expect(reason.constructor).toBe(AppError);
      expect(isAppError(reason, "RATE_LIMITED")).toBe(true);
      expect(reason).toMatchObject({
        code: "RATE_LIMITED",
        status: 429,
        userMessage: { title: "Too many attempts. Please try again in 1 minute." },
      });
    }
    release();
    const settled = await Promise.allSettled(attempts.slice(0, runningAtMost + waitingAtMost));
    expect(settled.every((outcome) => outcome.status === "fulfilled")).toBe(true);
    expect(mostAtOnce).toBe(runningAtMost);
    // Every slot is free again.
    await expect(withPasswordSlot(async () => "again")).resolves.toBe("again");
  });

  it("its refusal carries the RATE_LIMITED code, a minute's Retry-After and the spec's text", () => {
    const busy = passwordWorkBusyError();
    expect(isAppError(busy, "RATE_LIMITED")).toBe(true);
    expect(busy).toMatchObject({
      code: "RATE_LIMITED",
      status: 429,
      userMessage: { title: "Too many attempts. Please try again in 1 minute." },
    });
    expect(busy.headers).toEqual({ "Retry-After": "60" });
  });
});
