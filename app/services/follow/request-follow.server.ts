import {
  deleteFollowTokens,
  followTargetName,
  insertFollowToken,
  recentConfirmTokens,
  upsertFollower,
} from "~/db/queries/followers.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { confirmFollowMail, FOLLOW_CONFIRM_DAYS, type FollowTarget } from "~/domain/follow";
import { logger } from "~/lib/logger.server";
import { sendMail } from "../mail.server";
import { mailSite } from "../payments/billing-mail.server";
import { newFollowToken } from "./follow-tokens.server";

/** Confirmation mails for one address and target: at most this many an hour (a page cannot spam an inbox). */
const CONFIRMATIONS_PER_HOUR = 3;

export type RequestFollowResult = { ok: true } | { ok: false; reason: "not-found" };

/**
 * Someone asks to follow a project or an organization with an address. The answer is the same whether the
 * address already follows, waits for its confirmation or is new, so the form never tells who follows what. A
 * new or unconfirmed follower gets a fresh confirmation link (the earlier one stops working), mailed after the
 * commit; a confirmed one gets nothing. The route limits requests per network address and per email
 * (consumeRateLimit), and this per follower.
 */
export async function requestFollow({
  target,
  email,
}: {
  target: FollowTarget;
  email: string;
}): Promise<RequestFollowResult> {
  const address = email.trim().toLowerCase();
  const planned = await refusableTransaction(async (tx) => {
    const name = await followTargetName(target, tx);
    if (name === null) return null;
    const follower = await upsertFollower({ email: address, target }, tx);
    if (follower.confirmedAt) return { name, token: null };
    const since = new Date(Date.now() - 60 * 60 * 1000);
    if ((await recentConfirmTokens({ followerId: follower.id, since }, tx)) >= CONFIRMATIONS_PER_HOUR) {
      return { name, token: null };
    }
    await deleteFollowTokens({ followerId: follower.id, purpose: "confirm" }, tx);
    const { token, tokenHash } = newFollowToken();
    await insertFollowToken(
      {
        tokenHash,
        followerId: follower.id,
        purpose: "confirm",
        expiresAt: new Date(Date.now() + FOLLOW_CONFIRM_DAYS * 24 * 60 * 60 * 1000),
      },
      tx,
    );
    return { name, token };
  });
  if (!planned) return { ok: false, reason: "not-found" };
  if (planned.token) {
    try {
      const mail = confirmFollowMail(mailSite(), {
        target: { kind: target.kind, name: planned.name },
        confirmPath: `/follow/confirm?token=${planned.token}`,
      });
      await sendMail({ to: address, ...mail });
    } catch (error) {
      logger.error({ err: error, target }, "follow confirmation mail not sent");
    }
  }
  return { ok: true };
}
