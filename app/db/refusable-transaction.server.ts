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
 * The one way a write ends its transaction with a refusal instead of a commit (another save took the upload,
 * the row is gone, the address is taken): `work` calls `refuse(result)`, every row it wrote is rolled back, and
 * the refusal is what this returns. Anything else thrown still throws (a failure of ours, not a refusal).
 */
export async function refusableTransaction<T, R>(
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
