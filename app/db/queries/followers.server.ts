import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { followDeliveries, followers, followTokens, profiles, projects } from "~/db/schema";
import type { FollowTarget } from "~/domain/follow";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "./executor.server";

/**
 * Followers by email (issue 21 item 4): the rows behind the double opt-in, the unsubscribe links and the
 * queued mails. An address leaves this module only towards the mailer: no public read returns one.
 */

/** The name of what is followed, or null when there is no such project or organization. */
export async function followTargetName(target: FollowTarget, db: Executor = getDb()): Promise<string | null> {
  if (target.kind === "project") {
    if (!isUuid(target.id)) return null;
    const [row] = await db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, target.id.toLowerCase()))
      .limit(1);
    return row?.name ?? null;
  }
  if (target.id.length === 0 || target.id.length > 64) return null;
  const [row] = await db
    .select({ name: profiles.organizationName })
    .from(profiles)
    // A hidden organization (not verified yet, or its name taken first) cannot be followed: it is not there.
    .where(and(eq(profiles.id, target.id), eq(profiles.listed, true)))
    .limit(1);
  return row ? row.name || "this organization" : null;
}

/** The follower row of this address and target, made when missing (unconfirmed). */
export async function upsertFollower(
  { email, target }: { email: string; target: FollowTarget },
  db: Executor = getDb(),
): Promise<{ id: string; confirmedAt: Date | null }> {
  const where =
    target.kind === "project"
      ? and(eq(followers.email, email), eq(followers.projectId, target.id.toLowerCase()))
      : and(eq(followers.email, email), eq(followers.organizationId, target.id));
  await db
    .insert(followers)
    .values({
      email,
      projectId: target.kind === "project" ? target.id.toLowerCase() : null,
      organizationId: target.kind === "organization" ? target.id : null,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: followers.id, confirmedAt: followers.confirmedAt })
    .from(followers)
    .where(where)
    .limit(1);
  if (!row) throw new Error("follower row missing after insert");
  return row;
}

export async function insertFollowToken(
  token: {
    tokenHash: string;
    followerId: string;
    purpose: "confirm" | "unsubscribe";
    expiresAt: Date | null;
  },
  db: Executor = getDb(),
): Promise<void> {
  await db.insert(followTokens).values(token);
}

export async function deleteFollowTokens(
  { followerId, purpose }: { followerId: string; purpose: "confirm" | "unsubscribe" },
  db: Executor = getDb(),
): Promise<void> {
  await db
    .delete(followTokens)
    .where(and(eq(followTokens.followerId, followerId), eq(followTokens.purpose, purpose)));
}

export type FollowerByToken = {
  followerId: string;
  email: string;
  projectId: string | null;
  organizationId: string | null;
  confirmedAt: Date | null;
};

/** The follower a live token of this purpose belongs to (an expired one reads as none). */
export async function followerByToken(
  {
    tokenHash,
    purpose,
    now = new Date(),
  }: { tokenHash: string; purpose: "confirm" | "unsubscribe"; now?: Date },
  db: Executor = getDb(),
): Promise<FollowerByToken | null> {
  const [row] = await db
    .select({
      followerId: followers.id,
      email: followers.email,
      projectId: followers.projectId,
      organizationId: followers.organizationId,
      confirmedAt: followers.confirmedAt,
    })
    .from(followTokens)
    .innerJoin(followers, eq(followers.id, followTokens.followerId))
    .where(
      and(
        eq(followTokens.tokenHash, tokenHash),
        eq(followTokens.purpose, purpose),
        sql`(${followTokens.expiresAt} is null or ${followTokens.expiresAt} > ${now})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function confirmFollower(followerId: string, db: Executor = getDb()): Promise<void> {
  await db
    .update(followers)
    .set({ confirmedAt: new Date() })
    .where(and(eq(followers.id, followerId), isNull(followers.confirmedAt)));
}

export async function deleteFollower(followerId: string, db: Executor = getDb()): Promise<boolean> {
  const rows = await db.delete(followers).where(eq(followers.id, followerId)).returning({ id: followers.id });
  return rows.length > 0;
}

/** Unconfirmed followers older than the cutoff, and expired links: forgotten (the privacy page's promise). */
export async function forgetUnconfirmedFollowers(cutoff: Date, db: Executor = getDb()): Promise<number> {
  const rows = await db
    .delete(followers)
    .where(and(isNull(followers.confirmedAt), lt(followers.createdAt, cutoff)))
    .returning({ id: followers.id });
  await db.delete(followTokens).where(lt(followTokens.expiresAt, new Date()));
  return rows.length;
}

/** Followers with mails waiting (none claimed), and when each was last mailed. */
export async function followersWithPendingMail(
  db: Executor = getDb(),
): Promise<{ followerId: string; lastSentAt: Date | null }[]> {
  const result = await db.execute<{ follower_id: string; last_sent_at: string | Date | null }>(sql`
    select pending.follower_id,
      (select max(sent.sent_at) from ${followDeliveries} sent where sent.follower_id = pending.follower_id) as last_sent_at
    from (select distinct follower_id from ${followDeliveries} where sent_at is null and claimed_at is null) pending
    limit 1000`);
  return result.rows.map((row) => ({
    followerId: row.follower_id,
    lastSentAt: row.last_sent_at ? new Date(row.last_sent_at) : null,
  }));
}

/**
 * Claims the follower's waiting deliveries in one statement: of several instances running at once, each row
 * goes to exactly one (the others find claimed_at set once the first commits). Returns the update ids.
 */
export async function claimDeliveries(followerId: string, db: Executor = getDb()): Promise<string[]> {
  const rows = await db
    .update(followDeliveries)
    .set({ claimedAt: new Date() })
    .where(
      and(
        eq(followDeliveries.followerId, followerId),
        isNull(followDeliveries.sentAt),
        isNull(followDeliveries.claimedAt),
      ),
    )
    .returning({ updateId: followDeliveries.updateId });
  return rows.map((row) => row.updateId);
}

export async function markDeliveries(
  { followerId, updateIds, sent }: { followerId: string; updateIds: string[]; sent: boolean },
  db: Executor = getDb(),
): Promise<void> {
  if (updateIds.length === 0) return;
  await db
    .update(followDeliveries)
    .set(sent ? { sentAt: new Date() } : { claimedAt: null })
    .where(
      and(
        eq(followDeliveries.followerId, followerId),
        sql`${followDeliveries.updateId} in (${sql.join(
          updateIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    );
}

/** The follower's address and the name of what they follow (for the mail). */
export async function followerForMail(
  followerId: string,
  db: Executor = getDb(),
): Promise<{ email: string; kind: "project" | "organization"; name: string } | null> {
  const [row] = await db
    .select({
      email: followers.email,
      projectId: followers.projectId,
      projectName: projects.name,
      organizationName: profiles.organizationName,
      confirmedAt: followers.confirmedAt,
    })
    .from(followers)
    .leftJoin(projects, eq(projects.id, followers.projectId))
    .leftJoin(profiles, eq(profiles.id, followers.organizationId))
    .where(eq(followers.id, followerId))
    .limit(1);
  if (!row?.confirmedAt) return null;
  return row.projectId
    ? { email: row.email, kind: "project", name: row.projectName ?? "" }
    : { email: row.email, kind: "organization", name: row.organizationName ?? "" };
}
