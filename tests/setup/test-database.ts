import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { type DatabaseHandle, openDatabase, setCurrentDatabase } from "~/db/client.server";

export type DatabaseKind = "pglite" | "postgres";

/** The databases every integration suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * A fresh, migrated database of its own: PGlite in a temporary folder, or a scratch database on the
 * PostgreSQL server of TEST_DATABASE_URL that is dropped afterwards. Both start as copies of the run's
 * migrated templates (tests/setup/database-templates.ts); opening them still applies any migration missing.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ui-test-"));
    fs.cpSync(inject("pgliteTemplate"), path.join(dataDir, "pglite"), { recursive: true });
    const handle = await openDatabase({ dataDir });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const { Client } = await import("pg");
  const name = `ui_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  const template = inject("postgresTemplate");
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: os.tmpdir() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Runs a suite once per database kind, each with its own fresh database installed as the app's database.
 * The callback receives a getter because the database opens in beforeAll.
 */
export function describeEachDatabase(
  title: string,
  suite: (getHandle: () => DatabaseHandle, kind: DatabaseKind) => void,
) {
  for (const kind of DATABASE_KINDS) {
    describe(`${title} [${kind}]`, () => {
      let handle: DatabaseHandle | undefined;
      beforeAll(async () => {
        handle = await createTestDatabase(kind);
        setCurrentDatabase(handle);
      });
      afterAll(async () => {
        setCurrentDatabase(undefined);
        await handle?.close();
      });
      suite(() => {
        if (!handle) throw new Error("database not open yet");
        return handle;
      }, kind);
    });
  }
}
