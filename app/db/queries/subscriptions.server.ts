import { and, desc, eq, gte } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { organizations, paymentRequests, profiles, subscriptions } from "~/db/schema";
import { formatIsoDate } from "~/domain/dates";
import { type PaymentStatus, paymentStatus } from "~/domain/subscription";
import type { Executor, Transaction } from "./executor.server";

/**
 * Subscriptions and payment requests of one organization (spec §7 Writes "Payment"). An organization is
 * reached through the user's profile (profiles.organization_id); every query is scoped by it.
 */

/** Today as a calendar day in Kampala (yyyy-MM-dd): the day subscriptions are compared with. */
export const kampalaToday = () => formatIsoDate(new Date());

/** The organization of a user's profile; null without a profile or an organization. */
async function organizationOf(userId: string, db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: profiles.organizationId })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row?.organizationId ?? null;
}

/** Whether the organization has a payment request waiting for approval (approved false). */
export async function hasPendingPaymentRequest(orgId: string, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.orgId, orgId), eq(paymentRequests.approved, false)))
    .limit(1);
  return Boolean(row);
}

/** The last day of the organization's active subscription that ends last; null when none is active. */
export async function activeSubscriptionEnd(
  orgId: string,
  today: string,
  db: Executor = getDb(),
): Promise<string | null> {
  const [row] = await db
    .select({ endDate: subscriptions.endDate })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organizationId, orgId),
        eq(subscriptions.isActive, true),
        gte(subscriptions.endDate, today),
      ),
    )
    .orderBy(desc(subscriptions.endDate))
    .limit(1);
  return row?.endDate ?? null;
}

/** The user's organization's payment request waiting for approval (the /payment page shows it on top). */
export type PendingPaymentRequest = { referenceCode: string; submittedAt: Date };

export async function getPendingPaymentRequest(
  userId: string,
  db: Executor = getDb(),
): Promise<PendingPaymentRequest | null> {
  const orgId = await organizationOf(userId, db);
  if (!orgId) return null;
  const [row] = await db
    .select({ referenceCode: paymentRequests.referenceCode, submittedAt: paymentRequests.createdAt })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.orgId, orgId), eq(paymentRequests.approved, false)))
    .orderBy(desc(paymentRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/** What the payment indicator shows for the user's organization (none for a user without one). */
export async function getPaymentStatus(
  userId: string,
  today: string = kampalaToday(),
  db: Executor = getDb(),
): Promise<PaymentStatus> {
  const orgId = await organizationOf(userId, db);
  if (!orgId) return { state: "none" };
  const [rows, hasPendingRequest] = await Promise.all([
    db
      .select({ isActive: subscriptions.isActive, endDate: subscriptions.endDate })
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, orgId)),
    hasPendingPaymentRequest(orgId, db),
  ]);
  return paymentStatus({ subscriptions: rows, hasPendingRequest }, today);
}

/**
 * The server-side gate for adding projects (spec §4): the user's organization has a subscription that is
 * approved (is_active) and whose end date, counted to the end of that day, is not before today in Kampala.
 */
export async function hasActiveSubscription(
  userId: string,
  today: string = kampalaToday(),
  db: Executor = getDb(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(profiles)
    .innerJoin(subscriptions, eq(subscriptions.organizationId, profiles.organizationId))
    .where(and(eq(profiles.id, userId), eq(subscriptions.isActive, true), gte(subscriptions.endDate, today)))
    .limit(1);
  return Boolean(row);
}

/**
 * Locks the organization's row until the transaction ends, so two submissions of one organization take
 * turns (the second then sees the first one's pending request). False when the organization is gone.
 */
export async function lockOrganization(orgId: string, tx: Transaction): Promise<boolean> {
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .for("update")
    .limit(1);
  return Boolean(row);
}

/** A submitted payment: the inactive subscription and the pending request (one transaction: pass `tx`). */
export async function insertPaymentSubmission(
  values: {
    orgId: string;
    submittedBy: string;
    referenceCode: string;
    proofUrl: string | null;
    startDate: string;
    endDate: string;
  },
  tx: Transaction,
): Promise<{ subscriptionId: string; paymentRequestId: string }> {
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      organizationId: values.orgId,
      startDate: values.startDate,
      endDate: values.endDate,
      paymentReference: values.referenceCode,
      paymentProofUrl: values.proofUrl,
      isActive: false,
    })
    .returning({ id: subscriptions.id });
  const [request] = await tx
    .insert(paymentRequests)
    .values({
      orgId: values.orgId,
      submittedBy: values.submittedBy,
      referenceCode: values.referenceCode,
      paymentProofUrl: values.proofUrl,
    })
    .returning({ id: paymentRequests.id });
  if (!subscription || !request) throw new Error("payment submission returned no rows");
  return { subscriptionId: subscription.id, paymentRequestId: request.id };
}

/**
 * Whether a proof URL belongs to the user's organization: carried by one of its subscriptions or payment
 * requests. Checked by the organization, never by who uploaded it.
 */
export async function isOwnPaymentProof(
  userId: string,
  proofUrl: string,
  db: Executor = getDb(),
): Promise<boolean> {
  const orgId = await organizationOf(userId, db);
  if (!orgId) return false;
  const [subscription] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, orgId), eq(subscriptions.paymentProofUrl, proofUrl)))
    .limit(1);
  if (subscription) return true;
  const [request] = await db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.orgId, orgId), eq(paymentRequests.paymentProofUrl, proofUrl)))
    .limit(1);
  return Boolean(request);
}
