import { and, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { organizations, profiles, subscriptionRequestHistory, subscriptionRequests } from "~/db/schema";
import { formatIsoDate } from "~/domain/dates";
import {
  organizationSubscriptionState,
  type RequestAction,
  type RequestStatus,
  type SubscriptionState,
} from "~/domain/subscription-lifecycle";
import type { Executor, Transaction } from "./executor.server";

/**
 * The subscription requests of one organization (issue 34; the rules in domain/subscription-lifecycle.ts): its
 * state, its history for Billing, the project gate, and the row-level steps of the writes in
 * services/payments, which own the transactions. An organization is reached through the user's profile
 * (profiles.organization_id); every query is scoped by it.
 */

/** Today as a calendar day in Kampala (yyyy-MM-dd): the day subscriptions are compared with. */
export const kampalaToday = () => formatIsoDate(new Date());

export type SubscriptionRequestRecord = typeof subscriptionRequests.$inferSelect;

/** The organization of a user's profile; null without a profile or an organization. */
export async function organizationOf(profileId: string, db: Executor = getDb()): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: profiles.organizationId })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row?.organizationId ?? null;
}

/** Every request of the organization, newest first: its billing history, never shortened. */
export async function listOrganizationRequests(
  orgId: string,
  db: Executor = getDb(),
): Promise<SubscriptionRequestRecord[]> {
  return db
    .select()
    .from(subscriptionRequests)
    .where(eq(subscriptionRequests.organizationId, orgId))
    .orderBy(desc(subscriptionRequests.createdAt), desc(subscriptionRequests.id));
}

/** The organization's subscription state, by the one rule, from its requests. */
export async function getOrganizationSubscriptionState(
  orgId: string,
  today: string = kampalaToday(),
  db: Executor = getDb(),
): Promise<SubscriptionState> {
  const rows = await db
    .select({
      id: subscriptionRequests.id,
      status: subscriptionRequests.status,
      endDate: subscriptionRequests.endDate,
      rejectionReason: subscriptionRequests.rejectionReason,
    })
    .from(subscriptionRequests)
    .where(eq(subscriptionRequests.organizationId, orgId))
    .orderBy(desc(subscriptionRequests.createdAt), desc(subscriptionRequests.id));
  return organizationSubscriptionState(
    rows.map((row) => ({ ...row, status: row.status as RequestStatus })),
    today,
  );
}

/** The subscription state of the user's organization (none for a user without one). */
export async function getSubscriptionState(
  profileId: string,
  today: string = kampalaToday(),
  db: Executor = getDb(),
): Promise<SubscriptionState> {
  const orgId = await organizationOf(profileId, db);
  if (!orgId) return { kind: "none" };
  return getOrganizationSubscriptionState(orgId, today, db);
}

/**
 * The server-side gate for adding projects and posting updates (spec §4): the user's organization has an
 * approved request whose end date, counted to the end of that day, is not before today in Kampala.
 */
export async function hasActiveSubscription(
  profileId: string,
  today: string = kampalaToday(),
  db: Executor = getDb(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptionRequests.id })
    .from(profiles)
    .innerJoin(subscriptionRequests, eq(subscriptionRequests.organizationId, profiles.organizationId))
    .where(
      and(
        eq(profiles.id, profileId),
        eq(subscriptionRequests.status, "approved"),
        gte(subscriptionRequests.endDate, today),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Locks the organization's row until the transaction ends, so the writes of one organization's billing (its
 * own submission, correction or withdrawal, an admin's decision) take turns. False when it is gone.
 */
export async function lockOrganization(orgId: string, tx: Transaction): Promise<{ name: string } | null> {
  const [row] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .for("update")
    .limit(1);
  return row ?? null;
}

/** The organization's request waiting for review, if any. */
export async function findPendingRequest(
  orgId: string,
  db: Executor = getDb(),
): Promise<SubscriptionRequestRecord | null> {
  const [row] = await db
    .select()
    .from(subscriptionRequests)
    .where(and(eq(subscriptionRequests.organizationId, orgId), eq(subscriptionRequests.status, "submitted")))
    .orderBy(desc(subscriptionRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/** The last day the organization has paid for (its approved requests' latest end date); null if none. */
export async function lastApprovedEnd(orgId: string, db: Executor = getDb()): Promise<string | null> {
  const [row] = await db
    .select({ endDate: sql<string | null>`max(${subscriptionRequests.endDate})::text` })
    .from(subscriptionRequests)
    .where(and(eq(subscriptionRequests.organizationId, orgId), eq(subscriptionRequests.status, "approved")));
  return row?.endDate ?? null;
}

/**
 * Whether a transaction ID (its key) is already claimed by a live request (waiting or approved) of anyone,
 * other than `exceptId` (the request being corrected).
 */
export async function isTransactionClaimed(
  transactionKey: string,
  exceptId: string | null,
  db: Executor = getDb(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptionRequests.id })
    .from(subscriptionRequests)
    .where(
      and(
        eq(subscriptionRequests.transactionKey, transactionKey),
        inArray(subscriptionRequests.status, ["submitted", "approved"]),
        exceptId ? ne(subscriptionRequests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Who made a change, as the history keeps them. */
export type RequestActor = { id: string | null; email: string };

/**
 * One change's history row. Every write of a request calls it in the same transaction (a commit without it,
 * for a change of status, is refused by the database: migration 0023).
 */
export async function recordRequestChange(
  change: {
    requestId: string;
    action: RequestAction;
    status: RequestStatus;
    actor: RequestActor;
    reason?: string | null;
    detail?: Record<string, string | number | boolean | null>;
  },
  tx: Transaction,
): Promise<void> {
  await tx.insert(subscriptionRequestHistory).values({
    requestId: change.requestId,
    action: change.action,
    status: change.status,
    actorId: change.actor.id,
    actorEmail: change.actor.email,
    reason: change.reason ?? null,
    detail: change.detail ?? null,
  });
}

/** A request's history, oldest first. */
export async function listRequestHistory(requestId: string, db: Executor = getDb()) {
  return db
    .select({
      action: subscriptionRequestHistory.action,
      status: subscriptionRequestHistory.status,
      actorEmail: subscriptionRequestHistory.actorEmail,
      reason: subscriptionRequestHistory.reason,
      detail: subscriptionRequestHistory.detail,
      createdAt: subscriptionRequestHistory.createdAt,
    })
    .from(subscriptionRequestHistory)
    .where(eq(subscriptionRequestHistory.requestId, requestId))
    .orderBy(subscriptionRequestHistory.createdAt, subscriptionRequestHistory.id);
}

/**
 * Whether a proof URL belongs to the user's organization: carried by one of its requests. Checked by the
 * organization, never by who uploaded it.
 */
export async function isOwnPaymentProof(
  profileId: string,
  proofUrl: string,
  db: Executor = getDb(),
): Promise<boolean> {
  const orgId = await organizationOf(profileId, db);
  if (!orgId) return false;
  const [row] = await db
    .select({ id: subscriptionRequests.id })
    .from(subscriptionRequests)
    .where(and(eq(subscriptionRequests.organizationId, orgId), eq(subscriptionRequests.proofUrl, proofUrl)))
    .limit(1);
  return Boolean(row);
}
