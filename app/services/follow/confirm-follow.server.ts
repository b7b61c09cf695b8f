import {
  confirmFollower,
  deleteFollowTokens,
  followerByToken,
  followTargetName,
} from "~/db/queries/followers.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import type { FollowTarget } from "~/domain/follow";
import { hashFollowToken, isFollowToken } from "./follow-tokens.server";

export type ConfirmFollowResult =
  | { ok: true; target: FollowTarget; name: string }
  | { ok: false; reason: "invalid" };

/** The double opt-in's link: the follower is confirmed and the link used up (a second click finds nothing). */
export async function confirmFollow(token: unknown): Promise<ConfirmFollowResult> {
  if (!isFollowToken(token)) return { ok: false, reason: "invalid" };
  return refusableTransaction(async (tx) => {
    const follower = await followerByToken({ tokenHash: hashFollowToken(token), purpose: "confirm" }, tx);
    if (!follower) return { ok: false, reason: "invalid" } as const;
    await confirmFollower(follower.followerId, tx);
    await deleteFollowTokens({ followerId: follower.followerId, purpose: "confirm" }, tx);
    const target: FollowTarget = follower.projectId
      ? { kind: "project", id: follower.projectId }
      : { kind: "organization", id: follower.organizationId ?? "" };
    const name = (await followTargetName(target, tx)) ?? "";
    return { ok: true, target, name } as const;
  });
}
