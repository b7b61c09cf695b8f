import { inArray } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import {
  consumeRateLimit,
  deleteExpiredRateLimits,
  startRateLimitCleanup,
} from "~/services/rate-limit.server";
import { describeEachDatabase } from "../setup/test-database";

const MINUTE = 60_000;

async function keys(): Promise<string[]> {
  const rows = await getDb().select({ key: rateLimits.key }).from(rateLimits);
  return rows.map((row) => row.key).sort();
}

/** A counter whose window ended a minute ago, as the limiter leaves it behind. */
async function insertExpired(key: string) {
  await getDb()
    .insert(rateLimits)
    .values({ key, points: 3, expire: new Date(Date.now() - MINUTE) });
}

describeEachDatabase("expired rate-limit counters", () => {
  beforeEach(async () => {
    await getDb().delete(rateLimits);
  });

  it("are deleted; live counters and counters without an expiry stay", async () => {
    expect(await consumeRateLimit("contact", "203.0.113.9")).toBeNull();
    await insertExpired("newsletter:old-1");
    await insertExpired("login-ip:old-2");
    await getDb().insert(rateLimits).values({ key: "forever", points: 1, expire: null });
    expect(await keys()).toEqual(["contact:203.0.113.9", "forever", "login-ip:old-2", "newsletter:old-1"]);

    expect(await deleteExpiredRateLimits()).toBe(2);
    expect(await keys()).toEqual(["contact:203.0.113.9", "forever"]);

    // The live counter still counts where it was: a cleanup never gives attempts back.
    const [live] = await getDb()
      .select({ points: rateLimits.points })
      .from(rateLimits)
      .where(inArray(rateLimits.key, ["contact:203.0.113.9"]));
    expect(live?.points).toBe(1);
    // Its window passing makes it expired too.
    expect(await deleteExpiredRateLimits(new Date(Date.now() + 61 * MINUTE))).toBe(1);
    expect(await keys()).toEqual(["forever"]);
  });

  it("go once at start and then on every tick until the cleanup is stopped", async () => {
    await insertExpired("register:at-start");
    const stop = startRateLimitCleanup(40);
    try {
      await expect.poll(keys, { timeout: 5000, interval: 20 }).toEqual([]);
      await insertExpired("register:later");
      await expect.poll(keys, { timeout: 5000, interval: 20 }).toEqual([]);
    } finally {
      await stop();
    }
    await insertExpired("register:after-stop");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await keys()).toEqual(["register:after-stop"]);
  });
});
