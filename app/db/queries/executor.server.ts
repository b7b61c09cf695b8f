import type { Database } from "~/db/client.server";

/**
 * Where a query runs. The one convention of app/db/queries: the executor is a query function's LAST parameter,
 * `db: Executor = getDb()`, so a caller inside a transaction passes its `tx` and every other caller leaves it
 * out. Only a function that would be wrong outside a transaction (it takes row locks, or writes rows that
 * stand or fall together) asks for `tx: Transaction` instead, required: a forgotten `tx` does not compile.
 * A function that opens its own transaction (syncConfiguredAdmins) takes neither.
 */

/** An open transaction: the `tx` of `refusableTransaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The database or an open transaction. */
export type Executor = Database | Transaction;
