import { and, asc, count, countDistinct, desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
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
  type PendingPaymentRequestRow,
  type SubscriptionRow,
} from "~/domain/admin-billing";
import { referenceKey } from "~/domain/billing-review";
import type { ListPage } from "~/domain/paging";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "./executor.server";
import { paginate, rowsAndTotal } from "./paginate.server";

/**
 * The Admin area's billing data (spec §7 Writes "Admin payments", "Admin subscriptions", "Approved
 * organizations"): the three lists, paginated in the database, and the row-level steps of the approval and
 * rejection services (app/services/payments/*), which own the transactions and pass their `tx` last.
 *
 * Every billing write of an organization first locks the organization's row (lockOrganization in
 * subscriptions.server.ts, as the organization's own submission does), then re-reads the row it acts on:
 * two admins (or an admin and the organization) acting at once take turns, and locks are always taken in
 * one order (organization, then its rows), so they never deadlock.
 */

export type PageOptions = { page?: number; pageSize?: number };

// ── Lists ───────────────────────────────────────────────────────────────────────────────────────────────

/** Payment requests waiting for approval (approved false), with the organization's name, newest first. */
export async function listPendingPaymentRequests(
  { page = 1, pageSize = ADMIN_LIST_PAGE_SIZE }: PageOptions = {},
  db: Executor = getDb(),
): Promise<ListPage<PendingPaymentRequestRow>> {
  const pending = eq(paymentRequests.approved, false);
  const rows = (limit: number, offset: number) =>
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
      .where(pending)
      .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
      .limit(limit)
      .offset(offset);
  const total = () => db.select({ total: count() }).from(paymentRequests).where(pending);
  return paginate(page, pageSize, rowsAndTotal(rows, total));
}

/** Every subscription, pending and approved, with the organization's name, newest first. */
export async function listSubscriptions(
  { page = 1, pageSize = ADMIN_LIST_PAGE_SIZE }: PageOptions = {},
  db: Executor = getDb(),
): Promise<ListPage<SubscriptionRow>> {
  const rows = (limit: number, offset: number) =>
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
      .offset(offset);
  const total = () => db.select({ total: count() }).from(subscriptions);
  return paginate(page, pageSize, rowsAndTotal(rows, total));
}

/**
 * Organizations with an approved subscription (is_active; lapsed ones too, shown as Expired), one row each with
 * its latest end date, the soonest to end first (then by name).
 */
export async function listApprovedOrganizations(
  { page = 1, pageSize = ADMIN_LIST_PAGE_SIZE }: PageOptions = {},
  db: Executor = getDb(),
): Promise<ListPage<ApprovedOrganizationRow>> {
  const latestEnd = sql<string>`max(${subscriptions.endDate})`;
  const rows = (limit: number, offset: number) =>
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
      .offset(offset);
  const total = () =>
    db
      .select({ total: countDistinct(subscriptions.organizationId) })
      .from(subscriptions)
      .where(eq(subscriptions.isActive, true));
  return paginate(page, pageSize, rowsAndTotal(rows, total));
}

// ── The steps of approval and rejection (inside a transaction, after lockOrganization) ─────────────────

export type PaymentRequestRecord = typeof paymentRequests.$inferSelect;
export type SubscriptionRecord = typeof subscriptions.$inferSelect;

/** A payment request by id, whatever its state (to learn its organization before locking it). */
export async function findPaymentRequest(
  id: string,
  db: Executor = getDb(),
): Promise<PaymentRequestRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id)).limit(1);
  return row ?? null;
}

/** A subscription by id, whatever its state. */
export async function findSubscription(
  id: string,
  db: Executor = getDb(),
): Promise<SubscriptionRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row ?? null;
}

/**
 * The subscription a payment request asks to activate: the organization's newest pending (is_active false)
 * subscription with the request's reference, else its newest pending one. Null when it has none.
 */
export async function findPendingSubscriptionForRequest(
  request: Pick<PaymentRequestRecord, "orgId" | "referenceCode">,
  db: Executor = getDb(),
): Promise<SubscriptionRecord | null> {
  const [row] = await db
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
  orgId: string,
  reference: string,
  db: Executor = getDb(),
): Promise<SubscriptionRecord | null> {
  const [row] = await db
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
export async function activateSubscription(
  id: string,
  approvedBy: string,
  db: Executor = getDb(),
): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ isActive: true, approvedBy })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.isActive, false)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** Marks one pending payment request approved. False when it was not pending. */
export async function approvePaymentRequest(id: string, db: Executor = getDb()): Promise<boolean> {
  const rows = await db
    .update(paymentRequests)
    .set({ approved: true })
    .where(and(eq(paymentRequests.id, id), eq(paymentRequests.approved, false)))
    .returning({ id: paymentRequests.id });
  return rows.length > 0;
}

/** Marks the organization's pending payment requests with this reference approved; returns how many. */
export async function approvePaymentRequestsWithReference(
  orgId: string,
  reference: string,
  db: Executor = getDb(),
): Promise<number> {
  const rows = await db
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
export async function markOrganizationPaid(orgId: string, db: Executor = getDb()): Promise<string | null> {
  const [latest] = await db
    .select({ endDate: sql<string | null>`max(${subscriptions.endDate})::text` })
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, orgId), eq(subscriptions.isActive, true)));
  const endDate = latest?.endDate ?? null;
  await db
    .update(organizations)
    .set({ isPaid: true, subscriptionExpiresAt: endDate })
    .where(eq(organizations.id, orgId));
  return endDate;
}

/** Deletes a pending payment request; returns it, or null when it was not pending. */
export async function deletePendingPaymentRequest(
  id: string,
  db: Executor = getDb(),
): Promise<PaymentRequestRecord | null> {
  const [row] = await db
    .delete(paymentRequests)
    .where(and(eq(paymentRequests.id, id), eq(paymentRequests.approved, false)))
    .returning();
  return row ?? null;
}

/** Deletes the organization's pending payment requests with this reference; returns them. */
export async function deletePendingPaymentRequestsWithReference(
  orgId: string,
  reference: string,
  db: Executor = getDb(),
): Promise<PaymentRequestRecord[]> {
  return db
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
  id: string,
  db: Executor = getDb(),
): Promise<SubscriptionRecord | null> {
  const [row] = await db
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
  urls: ReadonlyArray<string | null | undefined>,
  db: Executor = getDb(),
): Promise<string[]> {
  const unique = [...new Set(urls.filter((url): url is string => Boolean(url)))];
  const free: string[] = [];
  for (const url of unique) {
    const [subscription] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.paymentProofUrl, url))
      .limit(1);
    const [request] = subscription
      ? [subscription]
      : await db
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
  orgId: string,
  db: Executor = getDb(),
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
  window: { from: string; to: string },
  db: Executor = getDb(),
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
  reminder: { organizationId: string; kind: "expiring" | "expired"; endDate: string },
  db: Executor = getDb(),
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
  reminder: { organizationId: string; kind: "expiring" | "expired"; endDate: string },
  db: Executor = getDb(),
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

// ── References shared between organizations ─────────────────────────────────────────────────────────────

/** An organization that has used a reference (on a subscription or a payment request, in any state). */
export type ReferenceUse = { referenceKey: string; organizationId: string; organizationName: string };

/**
 * Which organizations have used any of these references, in one query for a page of rows: every
 * subscription and payment request, pending or approved, compared by `referenceKey` (trimmed, lower case), so
 * "mp-1 " and "MP-1" count as the same transfer. One row per reference and organization.
 */
export async function listReferenceUses(
  references: readonly string[],
  db: Executor = getDb(),
): Promise<ReferenceUse[]> {
  const keys = [...new Set(references.map(referenceKey).filter(Boolean))];
  if (keys.length === 0) return [];
  const keyList = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const rows = await db.execute<{
    reference_key: string;
    organization_id: string;
    organization_name: string;
  }>(sql`
    select distinct uses.reference_key, ${organizations.id} as organization_id, ${organizations.name} as organization_name
    from (
      select lower(btrim(${subscriptions.paymentReference})) as reference_key, ${subscriptions.organizationId} as org_id
      from ${subscriptions}
      union
      select lower(btrim(${paymentRequests.referenceCode})), ${paymentRequests.orgId}
      from ${paymentRequests}
    ) as uses
    join ${organizations} on ${organizations.id} = uses.org_id
    where uses.reference_key in (${keyList})
    order by uses.reference_key, organization_name, organization_id`);
  return rows.rows.map((row) => ({
    referenceKey: row.reference_key,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
  }));
}

// ── My Account, Billing: the organization's own payments and their receipts ────────────────────────────

/** One payment request as the organization's Billing section lists it. */
export type OwnPaymentRow = {
  id: string;
  referenceCode: string;
  createdAt: Date;
  approved: boolean;
  receiptNumber: number | null;
  approvedAt: Date | null;
};

/** Every payment request of the organization, newest first (rejected ones are deleted, spec §4). */
export async function listOrganizationPayments(
  orgId: string,
  db: Executor = getDb(),
): Promise<OwnPaymentRow[]> {
  return db
    .select({
      id: paymentRequests.id,
      referenceCode: paymentRequests.referenceCode,
      createdAt: paymentRequests.createdAt,
      approved: paymentRequests.approved,
      receiptNumber: paymentRequests.receiptNumber,
      approvedAt: paymentRequests.approvedAt,
    })
    .from(paymentRequests)
    .where(eq(paymentRequests.orgId, orgId))
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id));
}

/** The organization's subscription its Billing section describes: the latest to end, approved first. */
export async function findCurrentSubscription(
  orgId: string,
  db: Executor = getDb(),
): Promise<Pick<SubscriptionRecord, "paymentReference" | "startDate" | "endDate" | "isActive"> | null> {
  const [row] = await db
    .select({
      paymentReference: subscriptions.paymentReference,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      isActive: subscriptions.isActive,
    })
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, orgId))
    .orderBy(desc(subscriptions.isActive), desc(subscriptions.endDate), desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/** What an approved payment's receipt prints, read in one query; the approver as recorded and their name. */
export type PaymentReceiptRow = {
  orgId: string;
  organizationName: string;
  referenceCode: string;
  receiptNumber: number;
  approvedAt: Date;
  startDate: string | null;
  endDate: string | null;
  approvedBy: string | null;
  approverName: string | null;
};

/**
 * An approved payment request with its receipt's data: the organization, and the approved subscription with
 * the same reference (its period and approver; the approver's name when `approved_by` is an account's email).
 * Null for an unknown id or a request not approved (a pending one has no receipt).
 */
export async function findPaymentReceipt(
  id: string,
  db: Executor = getDb(),
): Promise<PaymentReceiptRow | null> {
  if (!isUuid(id)) return null;
  const [request] = await db
    .select({
      orgId: paymentRequests.orgId,
      organizationName: organizations.name,
      referenceCode: paymentRequests.referenceCode,
      receiptNumber: paymentRequests.receiptNumber,
      approvedAt: paymentRequests.approvedAt,
    })
    .from(paymentRequests)
    .innerJoin(organizations, eq(organizations.id, paymentRequests.orgId))
    .where(and(eq(paymentRequests.id, id), eq(paymentRequests.approved, true)))
    .limit(1);
  if (!request || request.receiptNumber === null || request.approvedAt === null) return null;
  const [subscription] = await db
    .select({
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      approvedBy: subscriptions.approvedBy,
      approverName: users.name,
    })
    .from(subscriptions)
    .leftJoin(users, eq(users.email, subscriptions.approvedBy))
    .where(
      and(
        eq(subscriptions.organizationId, request.orgId),
        eq(subscriptions.isActive, true),
        eq(subscriptions.paymentReference, request.referenceCode),
      ),
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return {
    ...request,
    receiptNumber: request.receiptNumber,
    approvedAt: request.approvedAt,
    startDate: subscription?.startDate ?? null,
    endDate: subscription?.endDate ?? null,
    approvedBy: subscription?.approvedBy ?? null,
    approverName: subscription?.approverName ?? null,
  };
}
