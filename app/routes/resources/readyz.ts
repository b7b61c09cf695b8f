import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { isShuttingDown } from "~/services/lifecycle.server";
import { storageDriver } from "~/services/storage.server";

/** A dependency slower than this counts as down: the load balancer's own check would time out anyway. */
const CHECK_MS = 2_000;

async function within(check: () => Promise<unknown>): Promise<"ok" | "down"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_MS} ms`)), CHECK_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return "ok";
  } catch (error) {
    logger.warn({ err: error }, "readiness check failed");
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers: 200 when this instance should get traffic — its database and its file store answer and
 * it is not shutting down; 503 otherwise, naming what is wrong (nothing private).
 */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  if (isShuttingDown()) return Response.json({ ok: false, shuttingDown: true }, { status: 503, headers });
  const [database, storage] = await Promise.all([
    within(() => getDb().execute(sql`select 1`)),
    within(() => storageDriver().check()),
  ]);
  const ok = database === "ok" && storage === "ok";
  return Response.json({ ok, database, storage }, { status: ok ? 200 : 503, headers });
}
