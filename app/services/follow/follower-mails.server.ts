import { sql } from "drizzle-orm";
import { type Database, getDatabaseHandle, getDb } from "~/db/client.server";
import {
  claimDeliveries,
  followerForMail,
  followersWithPendingMail,
  forgetUnconfirmedFollowers,
  insertFollowToken,
  markDeliveries,
} from "~/db/queries/followers.server";
import { updatesByIds } from "~/db/queries/project-updates.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { deliveryDue, FOLLOW_CONFIRM_DAYS, unsubscribeHeaders, updatesMail } from "~/domain/follow";
import { logger } from "~/lib/logger.server";
import { runEvery } from "~/lib/run-every.server";
import { sendMail } from "../mail.server";
import { mailSite } from "../payments/billing-mail.server";
import { newFollowToken } from "./follow-tokens.server";

/**
 * The follower mails (issue 21 item 4). Posting an update queues one follow_deliveries row per confirmed
 * follower in its own transaction; this sends them after the commit (kickFollowerMails) and on a timer
 * (startFollowerMails: the day's digests, retries).
 *
 * At most once per follower and update, whatever the number of instances: a follower's waiting rows are
 * claimed in one UPDATE … WHERE claimed_at IS NULL (each row goes to one claimer), mailed, then marked sent; a
 * mail that fails gives its claim back for the next run, and a crash between claim and mail loses that mail
 * rather than sending it twice (as the subscription reminders do). On PostgreSQL a run also holds an advisory
 * lock, so two instances never work through the list together.
 *
 * One mail per update; when a follower was already mailed that day (Kampala), what arrives later waits for
 * the next day's first run and goes as one digest (deliveryDue in domain/follow.ts). Every mail carries a new
 * random unsubscribe link (its hash kept in follow_tokens) and RFC 8058's List-Unsubscribe headers.
 * Unconfirmed followers are forgotten after FOLLOW_CONFIRM_DAYS.
 */

export const FOLLOWER_MAIL_INTERVAL_MS = 15 * 60 * 1000;
/** The advisory lock's key (the reminders use 7_314_201, the upload sweep 7_314_202). */
const FOLLOWER_MAIL_LOCK_KEY = 7_314_203;

export type FollowerMailRun = { skipped: boolean; sent: number; failed: number; forgotten: number };

export async function runFollowerMails({ now = new Date() }: { now?: Date } = {}): Promise<FollowerMailRun> {
  const db = getDb();
  if (getDatabaseHandle()?.kind !== "postgres") return sendWaitingMails(db, now);
  return refusableTransaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${FOLLOWER_MAIL_LOCK_KEY}) as locked`,
    );
    if (!lock.rows[0]?.locked) return { skipped: true, sent: 0, failed: 0, forgotten: 0 };
    return sendWaitingMails(db, now);
  });
}

async function sendWaitingMails(db: Database, now: Date): Promise<FollowerMailRun> {
  const run: FollowerMailRun = { skipped: false, sent: 0, failed: 0, forgotten: 0 };
  run.forgotten = await forgetUnconfirmedFollowers(
    new Date(now.getTime() - FOLLOW_CONFIRM_DAYS * 24 * 60 * 60 * 1000),
    db,
  );
  const site = mailSite();
  for (const waiting of await followersWithPendingMail(db)) {
    if (!deliveryDue({ lastSentAt: waiting.lastSentAt, now })) continue;
    const updateIds = await claimDeliveries(waiting.followerId, db);
    if (updateIds.length === 0) continue;
    try {
      const follower = await followerForMail(waiting.followerId, db);
      const updates = await updatesByIds(updateIds, db);
      if (!follower || updates.length === 0) {
        // Gone meanwhile (unsubscribed, the update deleted): nothing to send, nothing to keep waiting.
        await markDeliveries({ followerId: waiting.followerId, updateIds, sent: true }, db);
        continue;
      }
      const { token, tokenHash } = newFollowToken();
      await insertFollowToken(
        { tokenHash, followerId: waiting.followerId, purpose: "unsubscribe", expiresAt: null },
        db,
      );
      const unsubscribeUrl = `${site.siteUrl.replace(/\/$/, "")}/follow/unsubscribe?token=${token}`;
      const mail = updatesMail(site, {
        updates,
        followed: { kind: follower.kind, name: follower.name },
        unsubscribeUrl,
      });
      await sendMail({ to: follower.email, ...mail, headers: unsubscribeHeaders(unsubscribeUrl) });
      await markDeliveries({ followerId: waiting.followerId, updateIds, sent: true }, db);
      run.sent += 1;
    } catch (error) {
      logger.error(
        { err: error, followerId: waiting.followerId },
        "follower mail not sent; tried again next run",
      );
      await markDeliveries({ followerId: waiting.followerId, updateIds, sent: false }, db).catch(
        (releaseError: unknown) => logger.error({ err: releaseError }, "follower mail claim not released"),
      );
      run.failed += 1;
    }
  }
  return run;
}

let current: Promise<void> | undefined;
let again = false;

/** After an update's commit: send what is due now, in the background (one run at a time in this process). */
export function kickFollowerMails(): void {
  if (current) {
    again = true;
    return;
  }
  current = (async () => {
    do {
      again = false;
      try {
        const result = await runFollowerMails();
        if (result.sent || result.failed) logger.info(result, "Follower mails sent");
      } catch (error) {
        logger.warn({ err: error }, "Follower mails: run failed");
      }
    } while (again);
  })().finally(() => {
    current = undefined;
  });
}

/** Resolves once the mails started by kickFollowerMails are done (tests, shutdown). */
export async function followerMailsSettled(): Promise<void> {
  while (current) await current;
}

/** Runs now and then every `everyMs` (the day's digests, retries, forgetting unconfirmed addresses). */
export function startFollowerMails(everyMs = FOLLOWER_MAIL_INTERVAL_MS): () => Promise<void> {
  const stop = runEvery(
    everyMs,
    async () => {
      const result = await runFollowerMails();
      if (result.sent || result.failed || result.forgotten) logger.info(result, "Follower mails sent");
    },
    "Follower mails: run failed",
  );
  return async () => {
    await stop();
    await followerMailsSettled();
  };
}
