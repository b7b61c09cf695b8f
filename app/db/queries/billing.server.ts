import { and, asc, count, countDistinct, desc, eq, sql } from "drizzle-orm";
import {
  organizations,
  paymentRequests,
  profiles,
  subscriptionReminders,
  subscriptions,
  users,
} from "~/db/schema";
import {
  ADMIN_LIST_PAGE_SIZE,
  type ApprovedOrganizationRow,
  type ListPage,
  listPageCount,
  type PendingPaymentRequestRow,
  type SubscriptionRow,
} from "~/domain/admin-billing";
import type { Executor } from "./users.server";

/**
 * The Admin area's billing data (spec §7 Writes "Admin payments", "Admin subscriptions", "Approved
 * organizations"): the three lists, paginated in the database, and the row-level steps of the approval and
 * rejection services (app/services/payments/*), which own the transactions and pass `tx`.
 *
 * Every billing write of an organization first locks the organization's row (lockOrganization in
 * subscriptions.server.ts, as the organization's own submission does), then re-reads the row it acts on:
 * two admins (or an admin and the organization) acting at once take turns, and locks are always taken in
 * one order (organization, then its rows), so they never deadlock.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be an id of ours (anything else is found nowhere, without asking the database). */
export const isUuid = (value: string) => UUID.test(value);

/** Counts, then reads the asked page, or the last one when the list has become shorter. */
export async function paginate<T>(
  total: number,
  requestedPage: number,
  pageSize: number,
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<ListPage<T>> {
  const pageCount = listPageCount(total, pageSize);
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const items = total === 0 ? [] : await read(pageSize, (page - 1) * pageSize);
  return { items, total, page, pageCount, pageSize };
}

type PageOptions = { page?: number; pageSize?: number };

// ── Lists ───────────────────────────────────────────────────────────────────────────────────────────────

/** Payment requests waiting for approval (approved false), with the organization's name, newest first. */
export async function listPendingPaymentRequests(
  db: Executor,
  { page = 1, pageSize = ADMIN_LIST_PAGE_SIZE }: PageOptions = {},
): Promise<ListPage<PendingPaymentRequestRow>> {
  const [counted] = await db
    .select({ n: count() })
    .from(paymentRequests)
    .where(eq(paymentRequests.approved, false));
  return paginate(Number(counted?.n ?? 0), page, pageSize, (limit, offset) =>
    db
      .select({
        id: paymentRequests.id,
        orgId: paymentRequests.orgId,
        organizationName: organizations.name,
        referenceCode: paymentRequests.referenceCode,
        paymentProofUrl: paymentRequests.paymentProofUrl,
        createdAt: paymentRequests.createdAt,
      })
      .from(paymentRequests)
      .innerJoin(organizations, eq(organizations.id, paymentRequests.orgId))
      .where(eq(paymentRequests.approved, false))
      .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
      .limit(limit)
      .offset(offset),
  );
}

/** Every subscription, pending and approved, with the organization's name, newest first. */
export async function listSubscriptions(
  db: Executor,
  { page = 1, pageSize = ADMIN_LIST_PAGE_SIZE }: PageOptions = {},
): Promise<ListPage<SubscriptionRow>> {
  const [counted] = await db.select({ n: count() }).from(subscriptions);
  return paginate(Number(counted?.n ?? 0), page, pageSize, (limit, offset) =>
    db
      .select({
        id: subscriptions.id,
        organizationId: subscriptions.organizationId,
        organizationName: organizations.name,
        startDate: subscriptions.startDate,
        endDate: subscriptions.endDate,
        paymentReference: subscriptions.paymentReference,
        paymentProofUrl: subscriptions.paymentProofUrl,
        isActive: subscriptions.isActive,
        approvedBy: subscriptions.approvedBy,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .innerJoin(organizations, eq(organizations.id, subscriptions.organizationId))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(limit)
      .offset(offset),
  );
}

/**
 * Organizations with an approved subscription (is_active; lapsed ones too, shown as Expired), one row each with
 * its latest end date, the soonest to end first (then by name).
 */
export async function listApprovedOrganizations(
  db: Executor,
  { page = 1, pageSize = ADMIN_LIST_PAGE_SIZE }: PageOptions = {},
): Promise<ListPage<ApprovedOrganizationRow>> {
  const [counted] = await db
    .select({ n: countDistinct(subscriptions.organizationId) })
    .from(subscriptions)
    .where(eq(subscriptions.isActive, true));
  const latestEnd = sql<string>`max(${subscriptions.endDate})`;
  return paginate(Number(counted?.n ?? 0), page, pageSize, (limit, offset) =>
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        organizationType: organizations.organizationType,
        isPaid: organizations.isPaid,
        createdAt: organizations.createdAt,
        // As text, so both drivers hand back the calendar day as written.
        endDate: sql<string>`${latestEnd}::text`,
      })
      .from(organizations)
      .innerJoin(
        subscriptions,
        and(eq(subscriptions.organizationId, organizations.id), eq(subscriptions.isActive, true)),
      )
      .groupBy(organizations.id)
      .orderBy(asc(latestEnd), asc(organizations.name), asc(organizations.id))
      .limit(limit)
      .offset(offset),
  );
}

// ── The steps of approval and rejection (inside a transaction, after lockOrganization) ─────────────────

export type PaymentRequestRecord = typeof paymentRequests.$inferSelect;
export type SubscriptionRecord = typeof subscriptions.$inferSelect;

/** A payment request by id, whatever its state (to learn its organization before locking it). */
export async function findPaymentRequest(db: Executor, id: string): Promise<PaymentRequestRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id)).limit(1);
  return row ?? null;
}

/** A subscription by id, whatever its state. */
export async function findSubscription(db: Executor, id: string): Promise<SubscriptionRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row ?? null;
}

/**
 * The subscription a payment request asks to activate: the organization's newest pending (is_active false)
 * subscription with the request's reference, else its newest pending one. Null when it has none.
 */
export async function findPendingSubscriptionForRequest(
  tx: Executor,
  request: Pick<PaymentRequestRecord, "orgId" | "referenceCode">,
): Promise<SubscriptionRecord | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, request.orgId), eq(subscriptions.isActive, false)))
    .orderBy(
      sql`case when ${subscriptions.paymentReference} = ${request.referenceCode} then 0 else 1 end`,
      desc(subscriptions.createdAt),
      desc(subscriptions.id),
    )
    .limit(1);
  return row ?? null;
}

/** The organization's newest approved subscription with this reference (approved on the Subscriptions screen). */
export async function findApprovedSubscriptionWithReference(
  tx: Executor,
  orgId: string,
  reference: string,
): Promise<SubscriptionRecord | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organizationId, orgId),
        eq(subscriptions.isActive, true),
        eq(subscriptions.paymentReference, reference),
      ),
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/** Approves a pending subscription: is_active true, approved_by the approver. False when it was not pending. */
export async function activateSubscription(tx: Executor, id: string, approvedBy: string): Promise<boolean> {
  const rows = await tx
    .update(subscriptions)
    .set({ isActive: true, approvedBy })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.isActive, false)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** Marks one pending payment request approved. False when it was not pending. */
export async function approvePaymentRequest(tx: Executor, id: string): Promise<boolean> {
  const rows = await tx
    .update(paymentRequests)
    .set({ approved: true })
    .where(and(eq(paymentRequests.id, id), eq(paymentRequests.approved, false)))
    .returning({ id: paymentRequests.id });
  return rows.length > 0;
}

/** Marks the organization's pending payment requests with this reference approved; returns how many. */
export async function approvePaymentRequestsWithReference(
  tx: Executor,
  orgId: string,
  reference: string,
): Promise<number> {
  const rows = await tx
    .update(paymentRequests)
    .set({ approved: true })
    .where(
      and(
        eq(paymentRequests.orgId, orgId),
        eq(paymentRequests.approved, false),
        eq(paymentRequests.referenceCode, reference),
      ),
    )
    .returning({ id: paymentRequests.id });
  return rows.length;
}

/**
 * The organization is paid: is_paid true, subscription_expires_at the end date of its approved subscription
 * (the latest one, should it hold several, so an approval never shortens it). Returns that date.
 */
export async function markOrganizationPaid(tx: Executor, orgId: string): Promise<string | null> {
  const [latest] = await tx
    .select({ endDate: sql<string | null>`max(${subscriptions.endDate})::text` })
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, orgId), eq(subscriptions.isActive, true)));
  const endDate = latest?.endDate ?? null;
  await tx
    .update(organizations)
    .set({ isPaid: true, subscriptionExpiresAt: endDate })
    .where(eq(organizations.id, orgId));
  return endDate;
}

/** Deletes a pending payment request; returns it, or null when it was not pending. */
export async function deletePendingPaymentRequest(
  tx: Executor,
  id: string,
): Promise<PaymentRequestRecord | null> {
  const [row] = await tx
    .delete(paymentRequests)
    .where(and(eq(paymentRequests.id, id), eq(paymentRequests.approved, false)))
    .returning();
  return row ?? null;
}

/** Deletes the organization's pending payment requests with this reference; returns them. */
export async function deletePendingPaymentRequestsWithReference(
  tx: Executor,
  orgId: string,
  reference: string,
): Promise<PaymentRequestRecord[]> {
  return tx
    .delete(paymentRequests)
    .where(
      and(
        eq(paymentRequests.orgId, orgId),
        eq(paymentRequests.approved, false),
        eq(paymentRequests.referenceCode, reference),
      ),
    )
    .returning();
}

/** Deletes a pending subscription; returns it, or null when it was not pending. */
export async function deletePendingSubscription(
  tx: Executor,
  id: string,
): Promise<SubscriptionRecord | null> {
  const [row] = await tx
    .delete(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.isActive, false)))
    .returning();
  return row ?? null;
}

/**
 * Of these proof URLs, the ones no subscription or payment request carries any more (distinct, blanks out):
 * the files that may go once the transaction has committed.
 */
export async function unreferencedProofs(
  tx: Executor,
  urls: ReadonlyArray<string | null | undefined>,
): Promise<string[]> {
  const unique = [...new Set(urls.filter((url): url is string => Boolean(url)))];
  const free: string[] = [];
  for (const url of unique) {
    const [subscription] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.paymentProofUrl, url))
      .limit(1);
    const [request] = subscription
      ? [subscription]
      : await tx
          .select({ id: paymentRequests.id })
          .from(paymentRequests)
          .where(eq(paymentRequests.paymentProofUrl, url))
          .limit(1);
    if (!request) free.push(url);
  }
  return free;
}

// ── Who the organization is, for its emails and the audit log ───────────────────────────────────────────

/** An organization's name and the address its emails go to. */
export type OrganizationContact = { name: string; email: string | null };

/**
 * The organization's name, and its account's email: the user whose profile belongs to the organization (the
 * first registered, should there be several), else whoever submitted its latest payment request; null when
 * neither exists. Read inside the write's transaction, before a rejection deletes the request.
 */
export async function findOrganizationContact(
  db: Executor,
  orgId: string,
): Promise<OrganizationContact | null> {
  const profileEmail = db
    .select({ email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.organizationId, orgId))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .limit(1);
  const submitterEmail = db
    .select({ email: users.email })
    .from(paymentRequests)
    .innerJoin(users, eq(users.id, paymentRequests.submittedBy))
    .where(eq(paymentRequests.orgId, orgId))
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
    .limit(1);
  const [row] = await db
    .select({
      name: organizations.name,
      email: sql<string | null>`coalesce((${profileEmail}), (${submitterEmail}))`,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .limit(1);
  return row ?? null;
}

// ── Subscription reminders ──────────────────────────────────────────────────────────────────────────────

/** An organization whose subscription (its latest approved end date) falls in the reminders' window. */
export type ReminderCandidate = { organizationId: string; endDate: string };

/**
 * Organizations whose latest approved subscription ends between `from` and `to` (yyyy-MM-dd, inclusive). An
 * organization that has renewed is judged by its new end date only.
 */
export async function listReminderCandidates(
  db: Executor,
  window: { from: string; to: string },
): Promise<ReminderCandidate[]> {
  const latestEnd = sql<string>`max(${subscriptions.endDate})`;
  return db
    .select({
      organizationId: subscriptions.organizationId,
      endDate: sql<string>`${latestEnd}::text`,
    })
    .from(subscriptions)
    .where(eq(subscriptions.isActive, true))
    .groupBy(subscriptions.organizationId)
    .having(sql`${latestEnd} between ${window.from} and ${window.to}`)
    .orderBy(asc(latestEnd), asc(subscriptions.organizationId));
}

/**
 * Claims one reminder (organization, kind, end date): true for the one caller whose row went in; false when it
 * was claimed before, by an earlier run, another instance, or a concurrent call. The row commits before the
 * mail is sent, so a reminder is never mailed twice.
 */
export async function claimReminder(
  db: Executor,
  reminder: { organizationId: string; kind: "expiring" | "expired"; endDate: string },
): Promise<boolean> {
  const rows = await db
    .insert(subscriptionReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ organizationId: subscriptionReminders.organizationId });
  return rows.length > 0;
}

/** Gives a claimed reminder back (its mail could not be sent), so the next run tries again. */
export async function releaseReminder(
  db: Executor,
  reminder: { organizationId: string; kind: "expiring" | "expired"; endDate: string },
): Promise<void> {
  await db
    .delete(subscriptionReminders)
    .where(
      and(
        eq(subscriptionReminders.organizationId, reminder.organizationId),
        eq(subscriptionReminders.kind, reminder.kind),
        eq(subscriptionReminders.endDate, reminder.endDate),
      ),
    );
}
