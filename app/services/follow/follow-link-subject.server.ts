import { followerByToken, followTargetName } from "~/db/queries/followers.server";
import type { FollowTarget } from "~/domain/follow";
import { hashFollowToken, isFollowToken } from "./follow-tokens.server";

/** What a follower mail's link is about: a project or an organization, and its name (null when not shown). */
export type FollowLinkSubject = { kind: FollowTarget["kind"]; name: string | null };

/**
 * What the confirm or unsubscribe link is about, for its page to name it before anything is pressed (issue 36
 * item 8); read only: the link is used by the page's button (a POST), never by opening it. Null for a link that
 * is not valid (any more): unknown, used, or expired.
 */
export async function followLinkSubject(
  token: unknown,
  purpose: "confirm" | "unsubscribe",
): Promise<FollowLinkSubject | null> {
  if (!isFollowToken(token)) return null;
  const follower = await followerByToken({ tokenHash: hashFollowToken(token), purpose });
  if (!follower) return null;
  const target: FollowTarget = follower.projectId
    ? { kind: "project", id: follower.projectId }
    : { kind: "organization", id: follower.organizationId ?? "" };
  return { kind: target.kind, name: await followTargetName(target) };
}
