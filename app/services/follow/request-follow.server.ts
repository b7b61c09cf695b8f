import {
  deleteFollowTokens,
  followTargetName,
  insertFollowToken,
  upsertFollower,
} from "~/db/queries/followers.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { confirmFollowMail, FOLLOW_CONFIRM_DAYS, type FollowTarget, mailboxKey } from "~/domain/follow";
import { logger } from "~/lib/logger.server";
import { sendMail } from "../mail.server";
import { mailSite } from "../payments/billing-mail.server";
import { consumeRateLimit } from "../rate-limit.server";
import { newFollowToken } from "./follow-tokens.server";

export type RequestFollowResult = { ok: true } | { ok: false; reason: "not-found" };

/**
 * Someone asks to follow a project or an organization with an address. The answer is the same whether the
 * address already follows, waits for its confirmation or is new, so the form never tells who follows what. A
 * new or unconfirmed follower gets a fresh confirmation link (the earlier one stops working), mailed after the
 * commit; a confirmed one gets nothing. The route limits requests per network address and per inbox; the mails
 * themselves are counted here, per inbox (plus-tags folded) and per project or organization, and one past
 * either count is not sent (and its link not made), with the same answer.
 */
export async function requestFollow({
  target,
  email,
}: {
  target: FollowTarget;
  email: string;
}): Promise<RequestFollowResult> {
  const address = email.trim().toLowerCase();
  const follower = await refusableTransaction(async (tx) => {
    const name = await followTargetName(target, tx);
    if (name === null) return null;
    const row = await upsertFollower({ email: address, target }, tx);
    return { name, id: row.id, confirmed: Boolean(row.confirmedAt) };
  });
  if (!follower) return { ok: false, reason: "not-found" };
  if (follower.confirmed || !(await mayMailConfirmation(address, target))) return { ok: true };
  const { token, tokenHash } = newFollowToken();
  await refusableTransaction(async (tx) => {
    await deleteFollowTokens({ followerId: follower.id, purpose: "confirm" }, tx);
    await insertFollowToken(
      {
        tokenHash,
        followerId: follower.id,
        purpose: "confirm",
        expiresAt: new Date(Date.now() + FOLLOW_CONFIRM_DAYS * 24 * 60 * 60 * 1000),
      },
      tx,
    );
  });
  try {
    const mail = confirmFollowMail(mailSite(), {
      target: { kind: target.kind, name: follower.name },
      confirmPath: `/follow/confirm?token=${token}`,
    });
    await sendMail({ to: address, ...mail });
  } catch (error) {
    logger.error({ err: error, target }, "follow confirmation mail not sent");
  }
  return { ok: true };
}

/** One more confirmation mail fits the inbox's count and the target's (each counted once it is allowed). */
async function mayMailConfirmation(address: string, target: FollowTarget): Promise<boolean> {
  return (
    (await consumeRateLimit("follow-confirm-mail", mailboxKey(address))) === null &&
    (await consumeRateLimit("follow-confirm-mail-target", `${target.kind}:${target.id}`)) === null
  );
}
