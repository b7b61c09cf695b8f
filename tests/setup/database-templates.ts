import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";

/**
 * Vitest global setup: every migration applied once per run, into a template each test file's database is
 * copied from — a PGlite folder (copying it takes a fraction of a second; opening a fresh one and migrating it
 * takes several) and, when TEST_DATABASE_URL is set, a PostgreSQL template database. Both go at the end.
 */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ui-template-"));
  const pglite = await openDatabase({ dataDir: root });
  await pglite.close();
  project.provide("pgliteTemplate", path.join(root, "pglite"));

  const serverUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate = "";
  if (serverUrl) {
    postgresTemplate = `ui_template_${crypto.randomBytes(6).toString("hex")}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${postgresTemplate}`);
    const url = new URL(serverUrl);
    url.pathname = `/${postgresTemplate}`;
    const postgres = await openDatabase({ url: url.toString(), dataDir: root });
    await postgres.close();
  }
  project.provide("postgresTemplate", postgresTemplate);

  return async () => {
    fs.rmSync(root, { recursive: true, force: true });
    if (serverUrl && postgresTemplate) {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
    }
  };
}

async function adminQuery(serverUrl: string, text: string) {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder to copy. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database to use as a template; empty without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}
