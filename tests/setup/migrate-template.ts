import { openDatabase } from "~/db/client.server";

/**
 * Migrates one template database (tests/setup/database-templates.ts runs it in a process of its own): PGlite, once
 * loaded, keeps handles open that held Vitest's main process for 10 s at the end of every run.
 * Usage: tsx tests/setup/migrate-template.ts <data folder> [PostgreSQL URL]
 */
const [dataDir, url] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: migrate-template.ts <data folder> [PostgreSQL URL]");
const database = await openDatabase({ dataDir, url });
await database.close();
