import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "./logger.server";
import { runEvery } from "./run-every.server";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("runEvery", () => {
  it("runs now and on every tick, never two runs at once, and stops after the run in progress", async () => {
    vi.useFakeTimers();
    let started = 0;
    let finish: () => void = () => {};
    const stop = runEvery(
      100,
      () => {
        started++;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      "failed",
    );
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(350);
    expect(started).toBe(1); // still running: the ticks were skipped
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(2);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false); // waits for the run in progress
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toBe(2);
  });

  it("logs a failed run and tries again on the next tick", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => logger);
    let runs = 0;
    const stop = runEvery(
      100,
      async () => {
        runs++;
        if (runs === 1) throw new Error("down");
      },
      "Work: run failed",
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith({ err: expect.any(Error) }, "Work: run failed");
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
    await stop();
  });
});
