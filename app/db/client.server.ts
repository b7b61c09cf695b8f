import fs from "node:fs";
import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { logger } from "~/lib/logger.server";
import * as schema from "./schema";

/** Both drivers share one query API; PGlite results carry `rows` just as node-postgres results do. */
export type Database = NodePgDatabase<typeof schema>;
/** Stops a `listen`. */
export type Unlisten = () => Promise<void>;
export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY's payload, from this process or (PostgreSQL) any other
   * process on the same database. Notifications are delivered when the notifying transaction commits.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;
  close: () => Promise<void>;
};

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

/**
 * The open database lives on globalThis: the Express server opens it from source while route modules run from
 * the Vite build, and both must share one connection.
 */
const HANDLE = Symbol.for("ugandaimpact.database");
type Holder = { [HANDLE]?: DatabaseHandle };

export function getDb(): Database {
  const handle = (globalThis as Holder)[HANDLE];
  if (!handle) throw new Error("The database is not open: call openDatabase() first.");
  return handle.db;
}

export function getDatabaseHandle(): DatabaseHandle | undefined {
  return (globalThis as Holder)[HANDLE];
}

export function setCurrentDatabase(handle: DatabaseHandle | undefined) {
  (globalThis as Holder)[HANDLE] = handle;
}

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir/pglite`, and applies pending migrations. */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<DatabaseHandle> {
  const handle = options.url ? await openPostgres(options.url) : await openPglite(options.dataDir);
  await migrateDatabase(handle);
  return handle;
}

export async function migrateDatabase(handle: DatabaseHandle) {
  if (handle.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover) must not take the process down; the pool reconnects.
  pool.on("error", (error) => logger.warn({ err: error }, "PostgreSQL connection lost"));
  const db = drizzle(pool, { schema, casing: "snake_case" });
  const listeners = new Set<Unlisten>();
  return {
    db: db as unknown as Database,
    kind: "postgres",
    listen: async (channel, onPayload) => {
      const stop = await listenOnPostgres(url, channel, onPayload);
      const unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    close: async () => {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}

const LISTEN_RETRY_MS = { first: 500, max: 15_000 };

/**
 * A connection of its own for LISTEN (a pooled one would be handed to queries). When it drops (a restart,
 * a failover) it reconnects with growing pauses and listens again; notifications sent meanwhile are lost,
 * so listeners treat one as "look again", never as the data itself.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<Unlisten> {
  const { Client, escapeIdentifier } = await import("pg");
  let client: InstanceType<typeof Client> | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let pause = LISTEN_RETRY_MS.first;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    next.on("error", (error) => logger.warn({ err: error, channel }, "LISTEN connection lost; reconnecting"));
    next.on("end", () => {
      if (client !== next) return;
      client = null;
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    pause = LISTEN_RETRY_MS.first;
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error) => {
        logger.warn({ err: error, channel }, "LISTEN reconnect failed");
        pause = Math.min(pause * 2, LISTEN_RETRY_MS.max);
        schedule();
      });
    }, pause);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const folder = path.resolve(dataDir, "pglite");
  fs.mkdirSync(folder, { recursive: true });
  const releaseLock = takeFolderLock(path.resolve(dataDir, "pglite.lock"));
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create(folder, { extensions: { pg_trgm } });
    // PGlite's pages live in memory and on local disk: random reads cost little more than sequential ones,
    // which steers the planner to the trigram and sort indexes.
    await client.exec("SET random_page_cost = 1.1");
    const db = drizzle(client, { schema, casing: "snake_case" });
    return {
      db: db as unknown as Database,
      kind: "pglite",
      // One process owns the folder: in-process NOTIFY reaches every listener there is.
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite has no cross-process locking: two processes on one folder would corrupt it.
 * A lock file naming the owner's pid refuses a second process; a stale one (dead pid) is taken over.
 */
function takeFolderLock(lockFile: string): () => void {
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch {
    const owner = Number(fs.readFileSync(lockFile, "utf8"));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database in ${path.dirname(lockFile)} is in use by process ${owner}. ` +
          "Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).",
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
