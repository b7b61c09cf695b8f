import { and, asc, count, desc, eq, inArray, notInArray, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { type AdminSource, adminSettings, users } from "~/db/schema";
import { ADMIN_LIST_PAGE_SIZE } from "~/domain/admin-billing";
import type { AdminUserRow } from "~/domain/admin-users";
import type { ListPage } from "~/domain/paging";
import type { PageOptions } from "./billing.server";
import type { Executor, Transaction } from "./executor.server";
import { paginate, rowsAndTotal } from "./paginate.server";

/** Whether the account is an administrator: rights belong to the account, not to an email address. */
export async function isAdminUser(userId: string, db: Executor = getDb()): Promise<boolean> {
  const rows = await db
    .select({ id: adminSettings.id })
    .from(adminSettings)
    .where(eq(adminSettings.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Makes an existing account an administrator; false when it was one already. */
export async function addAdminUser(
  user: { id: string; email: string },
  source: AdminSource = "manual",
  db: Executor = getDb(),
): Promise<boolean> {
  const inserted = await db
    .insert(adminSettings)
    .values({ userId: user.id, adminEmail: user.email.trim().toLowerCase(), source })
    .onConflictDoNothing()
    .returning({ id: adminSettings.id });
  return inserted.length > 0;
}

/**
 * Keeps the rights ADMIN_EMAILS gives in step with the list: the accounts in it that exist get rights (as
 * "config"), rights granted by an earlier list whose address has left it go. Rights given by hand stay.
 * Addresses no account uses are skipped: registering one later grants nothing. An account that has not
 * verified its address is skipped too (`unverified`: a squatted address gets nothing), and loses rights the
 * list gave it before.
 */
export async function syncConfiguredAdmins(emails: readonly string[]): Promise<{
  granted: string[];
  skipped: string[];
  unverified: string[];
  revoked: string[];
}> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  return refusableTransaction(async (tx) => {
    const listed = wanted.length
      ? await tx
          .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
          .from(users)
          .where(inArray(users.email, wanted))
      : [];
    const existing = listed.filter((user) => user.emailVerified);
    const unverified = listed.filter((user) => !user.emailVerified).map((user) => user.email);
    const granted: string[] = [];
    for (const user of existing) {
      if (await addAdminUser(user, "config", tx)) granted.push(user.email);
    }
    const found = new Set(listed.map((user) => user.email));
    const skipped = wanted.filter((email) => !found.has(email));
    const keep = existing.map((user) => user.id);
    const revoked = await tx
      .delete(adminSettings)
      .where(
        and(
          eq(adminSettings.source, "config"),
          keep.length ? notInArray(adminSettings.userId, keep) : undefined,
        ),
      )
      .returning({ email: adminSettings.adminEmail });
    return { granted, skipped, unverified, revoked: revoked.map((row) => row.email) };
  });
}

// ── The Admin Settings screen ───────────────────────────────────────────────────────────────────────────

/** The administrators, newest first, with their account's email and where their rights came from. */
export async function listAdminUsers(
  { page = 1, pageSize = ADMIN_LIST_PAGE_SIZE }: PageOptions = {},
  db: Executor = getDb(),
): Promise<ListPage<AdminUserRow>> {
  const rows = (limit: number, offset: number) =>
    db
      .select({
        id: adminSettings.id,
        userId: adminSettings.userId,
        email: users.email,
        source: adminSettings.source,
        createdAt: adminSettings.createdAt,
      })
      .from(adminSettings)
      .innerJoin(users, eq(users.id, adminSettings.userId))
      .orderBy(desc(adminSettings.createdAt), desc(adminSettings.id))
      .limit(limit)
      .offset(offset);
  const total = () => db.select({ total: count() }).from(adminSettings);
  return paginate(page, pageSize, rowsAndTotal(rows, total));
}

/**
 * Locks the acting administrator's row and the row `adminId` (when given) until the transaction ends, always in
 * one order (by id), and returns those that exist. Two admins removing each other at once therefore take turns,
 * and the second finds that it is no longer an administrator: the Admin area never loses its last two admins
 * to a race.
 */
export async function lockAdminRows(
  actorUserId: string,
  adminId: string | null,
  tx: Transaction,
): Promise<AdminUserRow[]> {
  return tx
    .select({
      id: adminSettings.id,
      userId: adminSettings.userId,
      email: adminSettings.adminEmail,
      source: adminSettings.source,
      createdAt: adminSettings.createdAt,
    })
    .from(adminSettings)
    .where(
      adminId
        ? or(eq(adminSettings.userId, actorUserId), eq(adminSettings.id, adminId))
        : eq(adminSettings.userId, actorUserId),
    )
    .orderBy(asc(adminSettings.id))
    .for("update");
}

/** Takes an account's administrator rights away (the account stays). False when the row was gone. */
export async function deleteAdminRow(adminId: string, db: Executor = getDb()): Promise<boolean> {
  const rows = await db
    .delete(adminSettings)
    .where(eq(adminSettings.id, adminId))
    .returning({ id: adminSettings.id });
  return rows.length > 0;
}
