import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb, openDatabase, setCurrentDatabase } from "~/db/client.server";
import { adminSettings } from "~/db/schema";
import { seedDemoData } from "~/db/seed/demo.server";
import type { Env } from "./env.server";
import { logger } from "./logger.server";

/**
 * Opens the database (migrating it), grants ADMIN_EMAILS, and on the first start of an empty embedded
 * database loads the demo data. Returns the one-time admin login to print, if any.
 */
export async function startServices(env: Env) {
  ensureSessionSecret(env);
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  setCurrentDatabase(handle);
  await grantAdminEmails(env.ADMIN_EMAILS);

  let printedLogin: string | undefined;
  if (env.SEED_DEMO && handle.kind === "pglite" && (await isEmpty())) {
    const login = await seedDemoData({
      adminEmail: env.DEMO_ADMIN_EMAIL,
      adminPassword: env.DEMO_ADMIN_PASSWORD,
    });
    logger.info("Loaded the demo data");
    printedLogin = [
      "",
      "  Demo administrator login (shown once; change the password after signing in):",
      `    email:    ${login.email}`,
      `    password: ${login.password}`,
      "",
    ].join("\n");
  }
  return { handle, printedLogin, close: () => handle.close() };
}

async function isEmpty() {
  const result = await getDb().execute<{ count: number }>(sql`select count(*)::int as count from users`);
  return Number(result.rows[0]?.count ?? 0) === 0;
}

export async function grantAdminEmails(emails: string[]) {
  if (emails.length === 0) return;
  await getDb()
    .insert(adminSettings)
    .values(emails.map((adminEmail) => ({ adminEmail: adminEmail.toLowerCase() })))
    .onConflictDoNothing();
}

/**
 * Sessions are signed with SESSION_SECRET; without one, a random secret is made once and kept in DATA_DIR
 * so sessions survive restarts. Several instances must share one SESSION_SECRET.
 */
function ensureSessionSecret(env: Env) {
  if (env.SESSION_SECRET) return;
  const file = path.resolve(env.DATA_DIR, "session-secret");
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
  env.SESSION_SECRET = fs.readFileSync(file, "utf8").trim();
}
