import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { resetEnvForTests } from "~/services/env.server";

const tempDataDirs: string[] = [];

/**
 * A private DATA_DIR (uploads, outbox) for one test file; returns it. Removed after the file's tests
 * (`removeTempDataDirs`, run by the setup file temp-data-dirs.ts).
 */
export function useTempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ui-data-"));
  tempDataDirs.push(dir);
  process.env.DATA_DIR = dir;
  delete process.env.SMTP_URL;
  resetEnvForTests();
  return dir;
}

/** Removes every folder `useTempDataDir` made in this test file. */
export function removeTempDataDirs() {
  for (const dir of tempDataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** The context our Express server gives every loader and action. */
export function loadContext(clientIp = "203.0.113.7") {
  return { cspNonce: "", clientIp };
}

/** Outbox files (.eml) in the order they were written. */
export function outbox(dataDir: string): string[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), "utf8"));
}
