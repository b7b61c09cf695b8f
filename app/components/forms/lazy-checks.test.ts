import { describe, expect, it, vi } from "vitest";
import { type FormCheck, lazyChecks } from "./lazy-checks";

const check: FormCheck<{ name: string }, { name: string }> = () => ({
  status: "success",
  payload: {},
  value: { name: "x" },
  reply: () => ({}),
});

describe("lazyChecks", () => {
  it("has no checks until asked for, then loads them once for every caller", async () => {
    const load = vi.fn(async () => check);
    const checks = lazyChecks(load);
    expect(checks.now()).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([checks.ready(), checks.ready()]);
    expect(first).toBe(check);
    expect(second).toBe(check);
    expect(checks.now()).toBe(check);
    await checks.ready();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again on the next call when the code could not be fetched", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(check);
    const checks = lazyChecks(load);
    await expect(checks.ready()).rejects.toThrow("offline");
    expect(checks.now()).toBeUndefined();
    await expect(checks.ready()).resolves.toBe(check);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
