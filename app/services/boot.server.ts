import { sql } from "drizzle-orm";
import { getDb, openDatabase, setCurrentDatabase } from "~/db/client.server";
import { adminSettings } from "~/db/schema";
import { seedDemoData } from "~/db/seed/demo.server";
import type { Env } from "./env.server";
import { logger } from "./logger.server";
import { getSessionSecret } from "./session-secret.server";

/**
 * Opens the database (migrating it), grants ADMIN_EMAILS, and on the first start of an empty embedded
 * database loads the demo data. Returns the one-time admin login to print, if any.
 */
export async function startServices(env: Env) {
  getSessionSecret();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  setCurrentDatabase(handle);
  await grantAdminEmails(env.ADMIN_EMAILS);

  let printedLogin: string | undefined;
  if (env.SEED_DEMO && handle.kind === "pglite" && (await isEmpty())) {
    const login = await seedDemoData({
      adminEmail: env.DEMO_ADMIN_EMAIL,
      adminPassword: env.DEMO_ADMIN_PASSWORD,
    });
    // PGlite runs no autovacuum: fresh statistics and a visibility map let the planner use the indexes.
    await getDb().execute(sql`vacuum analyze`);
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
