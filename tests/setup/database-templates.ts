import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

/**
 * Vitest global setup: every migration applied once per run, into a template each test file's database is
 * copied from — a PGlite folder (copying it takes a fraction of a second; opening a fresh one and migrating it
 * takes several) and, when TEST_DATABASE_URL is set, a PostgreSQL template database. Both go at the end.
 */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ui-template-"));
  migrateTemplate(root);
  project.provide("pgliteTemplate", path.join(root, "pglite"));

  const serverUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate = "";
  if (serverUrl) {
    postgresTemplate = `ui_template_${crypto.randomBytes(6).toString("hex")}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${postgresTemplate}`);
    const url = new URL(serverUrl);
    url.pathname = `/${postgresTemplate}`;
    migrateTemplate(root, url.toString());
  }
  project.provide("postgresTemplate", postgresTemplate);

  return async () => {
    fs.rmSync(root, { recursive: true, force: true });
    if (serverUrl && postgresTemplate) {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
    }
  };
}

/** Migrates a template in a process of its own (tests/setup/migrate-template.ts), not in Vitest's. */
function migrateTemplate(dataDir: string, url?: string) {
  const script = path.join(import.meta.dirname, "migrate-template.ts");
  execFileSync(process.execPath, ["--import", "tsx", script, dataDir, ...(url ? [url] : [])], {
    stdio: ["ignore", "inherit", "inherit"],
  });
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
