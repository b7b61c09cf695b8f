import { beforeEach, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { rateLimits } from "~/db/schema";
import { describeEachDatabase } from "../setup/test-database";

async function keys(): Promise<string[]> {
  const rows = await getDb().select({ key: rateLimits.key }).from(rateLimits);
  return rows.map((row) => row.key).sort();
}

describeEachDatabase("refusableTransaction", () => {
  beforeEach(async () => {
    await getDb().delete(rateLimits);
  });

  it("commits what the work wrote and returns its result", async () => {
    const result = await refusableTransaction<string, { ok: false }>(async (tx) => {
      await tx.insert(rateLimits).values({ key: "kept", points: 1, expire: null });
      return "done";
    });
    expect(result).toBe("done");
    expect(await keys()).toEqual(["kept"]);
  });

  it("a refusal rolls back every row written before it and is returned as the result", async () => {
    const result = await refusableTransaction<string, { ok: false; reason: "taken" }>(async (tx, refuse) => {
      await tx.insert(rateLimits).values({ key: "rolled-back", points: 1, expire: null });
      return refuse({ ok: false, reason: "taken" });
    });
    expect(result).toEqual({ ok: false, reason: "taken" });
    expect(await keys()).toEqual([]);
  });

  it("a failure that is not a refusal still throws, after the rollback", async () => {
    await expect(
      refusableTransaction(async (tx) => {
        await tx.insert(rateLimits).values({ key: "rolled-back", points: 1, expire: null });
        throw new Error("disk full");
      }),
    ).rejects.toThrow("disk full");
    expect(await keys()).toEqual([]);
  });
});
