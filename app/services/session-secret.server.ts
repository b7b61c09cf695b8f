import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server";

/**
 * SESSION_SECRET when set; otherwise a random secret made once and kept in DATA_DIR/session-secret, so
 * sessions survive restarts. Several instances (a shared PostgreSQL) must all be given one SESSION_SECRET.
 */
export function getSessionSecret(): string {
  const env = getEnv();
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.resolve(env.DATA_DIR, "session-secret");
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}
