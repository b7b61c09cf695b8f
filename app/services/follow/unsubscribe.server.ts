import { deleteFollower, followerByToken } from "~/db/queries/followers.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { hashFollowToken, isFollowToken } from "./follow-tokens.server";

/**
 * The unsubscribe link of a follower mail (a visit's button, or RFC 8058's one-click POST): the follower is
 * deleted with its tokens and the record of its mails. A used or unknown link answers "invalid".
 */
export async function unsubscribe(token: unknown): Promise<{ ok: true } | { ok: false; reason: "invalid" }> {
  if (!isFollowToken(token)) return { ok: false, reason: "invalid" };
  return refusableTransaction(async (tx) => {
    const follower = await followerByToken({ tokenHash: hashFollowToken(token), purpose: "unsubscribe" }, tx);
    if (!follower || !(await deleteFollower(follower.followerId, tx))) {
      return { ok: false, reason: "invalid" } as const;
    }
    return { ok: true } as const;
  });
}
