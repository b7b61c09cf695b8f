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
import {
  billingMailRecipients,
  mailEach,
  mailSite,
  subscriptionFeeText,
} from "./payments/billing-mail.server";

/**
 * The subscription reminders: organizations are mailed 30 days before their subscription ends and on its last
 * day (the rules are in app/domain/subscription-reminders.ts), each of their owners and finance members a mail
 * of their own (issue 35; billingMailRecipients). The server runs this at start and then every few hours
 * (startSubscriptionReminders, from startServices).
 *
 * Never twice: each reminder is first claimed by inserting its row into subscription_reminders (organization,
 * kind, end date) with ON CONFLICT DO NOTHING, committed on its own; only the caller whose row went in sends
 * the mails. So a restart, a second run the same day, or a second instance never mails it again. A reminder
 * none of whose mails could be sent gives its claim back for the next run; one that reached some of its
 * recipients keeps it (the others are logged), and a crash between claim and mail loses the reminder, rather
 * than sending anything twice. On PostgreSQL a run also holds a transaction-scoped advisory lock, so two
 * instances never work through the same list at the same time (the second skips its run); PGlite serves one
 * process only, where the timer never overlaps its own runs.
 */

/** How often the server looks (the reminders are daily; a few runs a day make sure each day gets one). */
export const REMINDER_INTERVAL_MS = 3 * 60 * 60 * 1000;

/** The advisory lock's key: any constant our application uses for nothing else. */
const REMINDER_LOCK_KEY = 7_314_201;

/** A run's count: mails sent, and mails that failed (or reminders with nobody to write to). */
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
    const recipients = await billingMailRecipients(candidate.organizationId, contact, db);
    if (!contact || recipients.length === 0) {
      // Nobody to write to: kept as claimed (a later run would find nobody either).
      logger.warn(reminder, "subscription reminder: the organization has no email");
      run.failed += 1;
      continue;
    }
    const mail = reminderMail(mailSite(), {
      ...due,
      organizationName: contact.name,
      endDate: candidate.endDate,
      fee: subscriptionFeeText(),
    });
    const { sent, failed } = await mailEach(recipients, mail, reminder);
    run.sent += sent;
    run.failed += failed;
    // Not one went out: the claim is given back for the next run. Once one has, it stays claimed (the others
    // were logged): never twice to anyone outweighs a second try for some.
    if (sent === 0) {
      logger.error(reminder, "subscription reminder not sent; tried again next run");
      await releaseReminder(reminder, db).catch((releaseError: unknown) =>
        logger.error({ err: releaseError, ...reminder }, "subscription reminder claim not released"),
      );
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
