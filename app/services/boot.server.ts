import { sql } from "drizzle-orm";
import { getDb, openDatabase, setCurrentDatabase } from "~/db/client.server";
import { syncConfiguredAdmins } from "~/db/queries/admins.server";
import { logger } from "~/lib/logger.server";
import { seedDemoData } from "~/seed/demo.server";
import type { Env } from "./env.server";
import { startFollowerMails } from "./follow/follower-mails.server";
import { startRateLimitCleanup } from "./rate-limit.server";
import { getSessionSecret } from "./session-secret.server";
import { startSubscriptionReminders } from "./subscription-reminders.server";
import { startUploadSweep } from "./uploads/sweep-uploads.server";

/**
 * Opens the database (migrating it), grants ADMIN_EMAILS, on the first start of an empty embedded
 * database loads the demo data, and starts the background work (stopped by close): deleting expired
 * rate-limit counters, the subscription reminder emails unless REMINDERS_ENABLED=false, the upload sweep
 * unless UPLOAD_SWEEP_ENABLED=false, and the mails to followers of projects (follow/follower-mails.server.ts).
 * Returns the one-time admin login to print, if any.
 */
export async function startServices(env: Env) {
  getSessionSecret();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  setCurrentDatabase(handle);
  await applyAdminEmails(env.ADMIN_EMAILS);

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
  const stopRateLimitCleanup = startRateLimitCleanup();
  const stopReminders = env.REMINDERS_ENABLED === false ? async () => {} : startSubscriptionReminders();
  const stopUploadSweep = env.UPLOAD_SWEEP_ENABLED === false ? async () => {} : startUploadSweep();
  const stopFollowerMails = startFollowerMails();
  const close = async () => {
    await Promise.all([stopRateLimitCleanup(), stopReminders(), stopUploadSweep(), stopFollowerMails()]);
    await handle.close();
  };
  return { handle, printedLogin, close };
}

async function isEmpty() {
  const result = await getDb().execute<{ count: number }>(sql`select count(*)::int as count from users`);
  return Number(result.rows[0]?.count ?? 0) === 0;
}

/**
 * ADMIN_EMAILS, applied at start to the accounts that exist then (the first administrator's bootstrap). The log
 * says which addresses it granted, which it skipped (no account yet: registering one later grants nothing; or
 * an account that has not verified its address) and whose rights it took back because they left the list.
 */
export async function applyAdminEmails(emails: readonly string[]) {
  const { granted, skipped, unverified, revoked } = await syncConfiguredAdmins(emails);
  if (granted.length) logger.info({ emails: granted }, "ADMIN_EMAILS: administrator rights granted");
  if (skipped.length) {
    logger.warn(
      { emails: skipped },
      "ADMIN_EMAILS: no account uses these addresses, so they were skipped; once the person has registered, restart or run npm run admin:add",
    );
  }
  if (unverified.length) {
    logger.warn(
      { emails: unverified },
      "ADMIN_EMAILS: these accounts have not verified their email address, so they were skipped; once the person has opened the verification link, restart or run npm run admin:add",
    );
  }
  if (revoked.length)
    logger.info({ emails: revoked }, "ADMIN_EMAILS: rights taken back (address left the list)");
  return { granted, skipped, unverified, revoked };
}
