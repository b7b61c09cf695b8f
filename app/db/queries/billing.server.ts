import { and, asc, count, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { organizations, profiles, subscriptionReminders, subscriptionRequests, users } from "~/db/schema";
import { ADMIN_LIST_PAGE_SIZE } from "~/domain/admin-billing";
import type { ListPage } from "~/domain/paging";
import {
  EXPIRING_DAYS,
  REQUEST_STATUSES,
  type RequestStatus,
  SUBSCRIPTION_STATES,
  type SubscribedState,
} from "~/domain/subscription-lifecycle";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "./executor.server";
import { paginate, rowsAndTotal } from "./paginate.server";
import type { SubscriptionRequestRecord } from "./subscriptions.server";

/**
 * The Admin area's billing data (issue 34): the review queue (requests by status), the review of one request,
 * the organizations by subscription state, the counts on /admin and in the menu, receipts and reminders. The
 * organization's state by date is `subscribedStateSql` below: the SQL of subscribedState in
 * domain/subscription-lifecycle.ts (a test holds the two together).
 */

export type PageOptions = { page?: number; pageSize?: number };

/** The last day an organization has paid for, per organization (approved requests' latest end date). */
const lastEnd = sql<string>`max(${subscriptionRequests.endDate})`;

/** subscribedState in SQL, for a last approved end date `end` and `today` (yyyy-MM-dd). */
export function subscribedStateSql(end: ReturnType<typeof sql>, today: string) {
  return sql<SubscribedState>`case when ${end} < ${today}::date then 'expired'
    when ${end} <= ${today}::date + ${EXPIRING_DAYS}::int then 'expiring' else 'active' end`;
}

// ── The review queue ────────────────────────────────────────────────────────────────────────────────────

/** A request as the queue lists it. */
export type QueueRow = {
  id: string;
  organizationId: string | null;
  organizationName: string;
  method: string;
  transactionId: string;
  amount: number;
  currency: string;
  paidOn: string | null;
  proofUrl: string | null;
  status: RequestStatus;
  rejectionReason: string | null;
  startDate: string | null;
  endDate: string | null;
  decidedByEmail: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  /** Other requests (any organization, any status) with the same transaction ID. */
  sameTransactionCount: number;
};

const queueColumns = {
  id: subscriptionRequests.id,
  organizationId: subscriptionRequests.organizationId,
  organizationName: sql<string>`coalesce(${organizations.name}, ${subscriptionRequests.organizationName})`,
  method: subscriptionRequests.method,
  transactionId: subscriptionRequests.transactionId,
  amount: subscriptionRequests.amount,
  currency: subscriptionRequests.currency,
  paidOn: sql<string | null>`${subscriptionRequests.paidOn}::text`,
  proofUrl: subscriptionRequests.proofUrl,
  status: sql<RequestStatus>`${subscriptionRequests.status}`,
  rejectionReason: subscriptionRequests.rejectionReason,
  startDate: sql<string | null>`${subscriptionRequests.startDate}::text`,
  endDate: sql<string | null>`${subscriptionRequests.endDate}::text`,
  decidedByEmail: subscriptionRequests.decidedByEmail,
  decidedAt: subscriptionRequests.decidedAt,
  createdAt: subscriptionRequests.createdAt,
  sameTransactionCount: sql<number>`(select count(*)::int from ${subscriptionRequests} other
    where other.transaction_key = ${subscriptionRequests.transactionKey} and other.id <> ${subscriptionRequests.id})`,
};

/**
 * The requests in one status (all of them without one): waiting ones oldest first (the order to review
 * them in), decided ones newest first.
 */
export async function listRequests(
  { status, page = 1, pageSize = ADMIN_LIST_PAGE_SIZE }: PageOptions & { status: RequestStatus | null },
  db: Executor = getDb(),
): Promise<ListPage<QueueRow>> {
  const where = status ? eq(subscriptionRequests.status, status) : undefined;
  const order =
    status === "submitted"
      ? [asc(subscriptionRequests.createdAt), asc(subscriptionRequests.id)]
      : [desc(subscriptionRequests.createdAt), desc(subscriptionRequests.id)];
  const rows = (limit: number, offset: number) =>
    db
      .select(queueColumns)
      .from(subscriptionRequests)
      .leftJoin(organizations, eq(organizations.id, subscriptionRequests.organizationId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  const total = () => db.select({ total: count() }).from(subscriptionRequests).where(where);
  return paginate(page, pageSize, rowsAndTotal(rows, total));
}

/** A request under review, with what the decision needs beside it. */
export type RequestReview = QueueRow & {
  submittedByEmail: string | null;
  receiptNumber: number | null;
  /** The organization's other requests, newest first. */
  otherRequests: Array<
    Pick<QueueRow, "id" | "transactionId" | "status" | "createdAt" | "amount" | "currency">
  >;
  /** Other requests with the same transaction ID, of any organization. */
  sameTransaction: Array<Pick<QueueRow, "id" | "organizationName" | "status" | "createdAt">>;
};

export async function getRequestReview(id: string, db: Executor = getDb()): Promise<RequestReview | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...queueColumns,
      submittedByEmail: users.email,
      receiptNumber: subscriptionRequests.receiptNumber,
      transactionKey: subscriptionRequests.transactionKey,
    })
    .from(subscriptionRequests)
    .leftJoin(organizations, eq(organizations.id, subscriptionRequests.organizationId))
    .leftJoin(users, eq(users.id, subscriptionRequests.submittedBy))
    .where(eq(subscriptionRequests.id, id))
    .limit(1);
  if (!row) return null;
  const { transactionKey, ...review } = row;
  const [otherRequests, sameTransaction] = await Promise.all([
    row.organizationId
      ? db
          .select({
            id: subscriptionRequests.id,
            transactionId: subscriptionRequests.transactionId,
            status: sql<RequestStatus>`${subscriptionRequests.status}`,
            createdAt: subscriptionRequests.createdAt,
            amount: subscriptionRequests.amount,
            currency: subscriptionRequests.currency,
          })
          .from(subscriptionRequests)
          .where(
            and(eq(subscriptionRequests.organizationId, row.organizationId), ne(subscriptionRequests.id, id)),
          )
          .orderBy(desc(subscriptionRequests.createdAt))
          .limit(20)
      : [],
    db
      .select({
        id: subscriptionRequests.id,
        organizationName: sql<string>`coalesce(${organizations.name}, ${subscriptionRequests.organizationName})`,
        status: sql<RequestStatus>`${subscriptionRequests.status}`,
        createdAt: subscriptionRequests.createdAt,
      })
      .from(subscriptionRequests)
      .leftJoin(organizations, eq(organizations.id, subscriptionRequests.organizationId))
      .where(and(eq(subscriptionRequests.transactionKey, transactionKey), ne(subscriptionRequests.id, id)))
      .orderBy(desc(subscriptionRequests.createdAt))
      .limit(20),
  ]);
  return { ...review, otherRequests, sameTransaction };
}

/** A request by id, whatever its status (to learn its organization before locking it). */
export async function findRequest(
  id: string,
  db: Executor = getDb(),
): Promise<SubscriptionRequestRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(subscriptionRequests).where(eq(subscriptionRequests.id, id)).limit(1);
  return row ?? null;
}

// ── Counts ──────────────────────────────────────────────────────────────────────────────────────────────

export type RequestCounts = Record<RequestStatus, number>;
export type StateCounts = Record<SubscribedState, number>;
export type BillingCounts = { requests: RequestCounts; organizations: StateCounts };

/** The queue's counts per request status and the organizations' per subscription state, in one round trip. */
export async function getBillingCounts(today: string, db: Executor = getDb()): Promise<BillingCounts> {
  const result = await db.execute<{ kind: string; key: string; total: number }>(sql`
    select 'request' as kind, status as key, count(*)::int as total from ${subscriptionRequests} group by status
    union all
    select 'organization', state, count(*)::int from (
      select ${subscribedStateSql(sql`max(end_date)`, today)} as state
      from ${subscriptionRequests}
      where status = 'approved' and organization_id is not null
      group by organization_id
    ) states group by state`);
  const requests = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, 0])) as RequestCounts;
  const states = Object.fromEntries(SUBSCRIPTION_STATES.map((state) => [state, 0])) as StateCounts;
  for (const row of result.rows) {
    if (row.kind === "request" && row.key in requests) requests[row.key as RequestStatus] = Number(row.total);
    if (row.kind === "organization" && row.key in states)
      states[row.key as SubscribedState] = Number(row.total);
  }
  return { requests, organizations: states };
}

// ── Organizations by subscription state ─────────────────────────────────────────────────────────────────

/** An organization that has had an approved subscription, with its state by the one rule. */
export type SubscribedOrganizationRow = {
  id: string;
  name: string;
  organizationType: string | null;
  createdAt: Date;
  /** Its first approved day and its last paid-for day (yyyy-MM-dd). */
  since: string;
  endDate: string;
  state: SubscribedState;
};

/**
 * Organizations with an approved subscription in `states` (every state without), one row each, the soonest
 * to end first (then by name).
 */
export async function listSubscribedOrganizations(
  {
    states,
    today,
    page = 1,
    pageSize = ADMIN_LIST_PAGE_SIZE,
  }: PageOptions & { states: readonly SubscribedState[] | null; today: string },
  db: Executor = getDb(),
): Promise<ListPage<SubscribedOrganizationRow>> {
  const state = subscribedStateSql(lastEnd, today);
  const inStates = states
    ? sql`${state} in (${sql.join(
        states.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : undefined;
  const rows = (limit: number, offset: number) =>
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        organizationType: organizations.organizationType,
        createdAt: organizations.createdAt,
        since: sql<string>`min(${subscriptionRequests.startDate})::text`,
        endDate: sql<string>`${lastEnd}::text`,
        state,
      })
      .from(organizations)
      .innerJoin(
        subscriptionRequests,
        and(
          eq(subscriptionRequests.organizationId, organizations.id),
          eq(subscriptionRequests.status, "approved"),
        ),
      )
      .groupBy(organizations.id)
      .having(inStates)
      .orderBy(asc(lastEnd), asc(organizations.name), asc(organizations.id))
      .limit(limit)
      .offset(offset);
  const total = async () => {
    const counted = await db.execute<{ total: number }>(sql`
      select count(*)::int as total from (
        select ${subscribedStateSql(sql`max(end_date)`, today)} as state from ${subscriptionRequests}
        where status = 'approved' and organization_id is not null group by organization_id
      ) states ${
        states
          ? sql`where state in (${sql.join(
              states.map((s) => sql`${s}`),
              sql`, `,
            )})`
          : sql``
      }`);
    return [{ total: Number(counted.rows[0]?.total ?? 0) }];
  };
  return paginate(page, pageSize, rowsAndTotal(rows, total));
}

// ── Who the organization is, for its emails ─────────────────────────────────────────────────────────────

/** An organization's name and the address its emails go to. */
export type OrganizationContact = { name: string; email: string | null };

/**
 * The organization's name, and its account's email: the user whose profile belongs to the organization (the
 * first registered, should there be several), else whoever submitted its latest request.
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
    .from(subscriptionRequests)
    .innerJoin(users, eq(users.id, subscriptionRequests.submittedBy))
    .where(eq(subscriptionRequests.organizationId, orgId))
    .orderBy(desc(subscriptionRequests.createdAt), desc(subscriptionRequests.id))
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

/** Organizations whose last paid-for day is between `from` and `to` (yyyy-MM-dd, inclusive). */
export async function listReminderCandidates(
  window: { from: string; to: string },
  db: Executor = getDb(),
): Promise<ReminderCandidate[]> {
  const rows = await db
    .select({
      organizationId: subscriptionRequests.organizationId,
      endDate: sql<string>`${lastEnd}::text`,
    })
    .from(subscriptionRequests)
    .where(
      and(
        eq(subscriptionRequests.status, "approved"),
        sql`${subscriptionRequests.organizationId} is not null`,
      ),
    )
    .groupBy(subscriptionRequests.organizationId)
    .having(sql`${lastEnd} between ${window.from} and ${window.to}`)
    .orderBy(asc(lastEnd), asc(subscriptionRequests.organizationId));
  return rows.flatMap((row) =>
    row.organizationId ? [{ organizationId: row.organizationId, endDate: row.endDate }] : [],
  );
}

/**
 * Claims one reminder (organization, kind, end date): true for the one caller whose row went in; false when it
 * was claimed before. The row commits before the mail is sent, so a reminder is never mailed twice.
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

// ── Receipts ────────────────────────────────────────────────────────────────────────────────────────────

/** What an approved request's receipt prints. */
export type ReceiptRow = {
  organizationId: string | null;
  payerName: string;
  method: string;
  transactionId: string;
  amount: number;
  currency: string;
  paidOn: string | null;
  receiptNumber: number;
  decidedAt: Date;
  startDate: string;
  endDate: string;
};

/** An approved request's receipt data; null for an unknown id or a request not approved. */
export async function findReceipt(id: string, db: Executor = getDb()): Promise<ReceiptRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      organizationId: subscriptionRequests.organizationId,
      payerName: subscriptionRequests.organizationName,
      method: subscriptionRequests.method,
      transactionId: subscriptionRequests.transactionId,
      amount: subscriptionRequests.amount,
      currency: subscriptionRequests.currency,
      paidOn: sql<string | null>`${subscriptionRequests.paidOn}::text`,
      receiptNumber: subscriptionRequests.receiptNumber,
      decidedAt: subscriptionRequests.decidedAt,
      startDate: sql<string | null>`${subscriptionRequests.startDate}::text`,
      endDate: sql<string | null>`${subscriptionRequests.endDate}::text`,
    })
    .from(subscriptionRequests)
    .where(and(eq(subscriptionRequests.id, id), eq(subscriptionRequests.status, "approved")))
    .limit(1);
  if (!row || row.receiptNumber === null || !row.decidedAt || !row.startDate || !row.endDate) return null;
  return {
    ...row,
    receiptNumber: row.receiptNumber,
    decidedAt: row.decidedAt,
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

/** Organizations with a subscription active today (for /impact). */
export async function countActiveSubscriptions(today: string, db: Executor = getDb()): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(distinct ${subscriptionRequests.organizationId})::int` })
    .from(subscriptionRequests)
    .where(
      and(
        eq(subscriptionRequests.status, "approved"),
        sql`${subscriptionRequests.endDate} >= ${today}::date`,
        isNotNull(subscriptionRequests.organizationId),
      ),
    );
  return Number(row?.total ?? 0);
}
