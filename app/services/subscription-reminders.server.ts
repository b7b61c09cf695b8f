import { sql } from "drizzle-orm";
import { type Database, getDatabaseHandle, getDb } from "~/db/client.server";
import {
  claimReminder,
  findOrganizationContact,
  listReminderCandidates,
  releaseReminder,
} from "~/db/queries/billing.server";
import { kampalaToday } from "~/db/queries/subscriptions.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { reminderDue, reminderMail, reminderWindow } from "~/domain/subscription-reminders";
import { logger } from "~/lib/logger.server";
import { runEvery } from "~/lib/run-every.server";
import { sendMail } from "./mail.server";
import { mailSite, subscriptionFeeText } from "./payments/billing-mail.server";

/**
 * The subscription reminders: organizations are mailed 30 days before their subscription ends and on its last
 * day (the rules are in app/domain/subscription-reminders.ts). The server runs this at start and then every
 * few hours (startSubscriptionReminders, from startServices).
 *
 * Never twice: each reminder is first claimed by inserting its row into subscription_reminders (organization,
 * kind, end date) with ON CONFLICT DO NOTHING, committed on its own; only the caller whose row went in sends
 * the mail. So a restart, a second run the same day, or a second instance never mails it again. A mail that
 * cannot be sent gives its claim back for the next run; a crash between claim and mail loses that one mail
 * rather than sending it twice. On PostgreSQL a run also holds a transaction-scoped advisory lock, so two
 * instances never work through the same list at the same time (the second skips its run); PGlite serves one
 * process only, where the timer never overlaps its own runs.
 */

/** How often the server looks (the reminders are daily; a few runs a day make sure each day gets one). */
export const REMINDER_INTERVAL_MS = 3 * 60 * 60 * 1000;

/** The advisory lock's key: any constant our application uses for nothing else. */
const REMINDER_LOCK_KEY = 7_314_201;

export type ReminderRun = { skipped: boolean; sent: number; failed: number };

/** One run: mails every reminder due today that nobody has mailed yet. */
export async function runSubscriptionReminders({
  today = kampalaToday(),
}: {
  /** The day in Kampala (tests pass one). */
  today?: string;
} = {}): Promise<ReminderRun> {
  const db = getDb();
  if (getDatabaseHandle()?.kind !== "postgres") return sendDueReminders(db, today);
  // The transaction only holds the lock: the claims go through the pool and commit one by one.
  return refusableTransaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK_KEY}) as locked`,
    );
    if (!lock.rows[0]?.locked) return { skipped: true, sent: 0, failed: 0 };
    return sendDueReminders(db, today);
  });
}

async function sendDueReminders(db: Database, today: string): Promise<ReminderRun> {
  const run: ReminderRun = { skipped: false, sent: 0, failed: 0 };
  const candidates = await listReminderCandidates(reminderWindow(today), db);
  for (const candidate of candidates) {
    const due = reminderDue(candidate.endDate, today);
    if (!due) continue;
    const reminder = { organizationId: candidate.organizationId, kind: due.kind, endDate: candidate.endDate };
    if (!(await claimReminder(reminder, db))) continue;
    const contact = await findOrganizationContact(candidate.organizationId, db);
    if (!contact?.email) {
      // Nobody to write to: kept as claimed (a later run would find nobody either).
      logger.warn(reminder, "subscription reminder: the organization has no email");
      run.failed += 1;
      continue;
    }
    try {
      const mail = reminderMail(mailSite(), {
        ...due,
        organizationName: contact.name,
        endDate: candidate.endDate,
        fee: subscriptionFeeText(),
      });
      await sendMail({ to: contact.email, ...mail });
      run.sent += 1;
    } catch (error) {
      logger.error({ err: error, ...reminder }, "subscription reminder not sent; tried again next run");
      await releaseReminder(reminder, db).catch((releaseError: unknown) =>
        logger.error({ err: releaseError, ...reminder }, "subscription reminder claim not released"),
      );
      run.failed += 1;
    }
  }
  return run;
}

/** Runs the reminders now and then every `everyMs`, never two runs at once; returns the stop function. */
export function startSubscriptionReminders(everyMs = REMINDER_INTERVAL_MS): () => Promise<void> {
  return runEvery(
    everyMs,
    async () => {
      const result = await runSubscriptionReminders();
      if (result.sent || result.failed) logger.info(result, "Subscription reminders sent");
    },
    "Subscription reminders: run failed",
  );
}
