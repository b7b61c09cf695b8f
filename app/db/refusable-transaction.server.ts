import { getDb } from "~/db/client.server";
import type { Transaction } from "~/db/queries/executor.server";

/** Thrown by `refuse`: carries the refusal out of the transaction, which rolls back on the way. */
class Refusal<R> extends Error {
  constructor(readonly refusal: R) {
    super("write refused");
    this.name = "Refusal";
  }
}

/**
 * The one way a write opens its transaction (every write of app/ uses it; `getDb().transaction` is called here
 * only, app/db/transactions.test.ts sees to it). `work` runs on `tx`, and commits what it wrote when it
 * returns. It may instead end with a refusal (another save took the upload, the row is gone, the address is
 * taken): `work` calls `refuse(result)`, every row it wrote is rolled back, and the refusal is what this
 * returns. Anything else thrown still throws, after the rollback (a failure of ours, not a refusal). A write
 * that never refuses leaves out `refuse` and its type (`R` is then `never`).
 */
export async function refusableTransaction<T, R = never>(
  work: (tx: Transaction, refuse: (refusal: R) => never) => Promise<T>,
): Promise<T | R> {
  const refuse = (refusal: R): never => {
    throw new Refusal(refusal);
  };
  try {
    return await getDb().transaction((tx) => work(tx, refuse));
  } catch (error) {
    if (error instanceof Refusal) return error.refusal as R;
    throw error;
  }
}
