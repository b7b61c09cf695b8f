import { and, eq, inArray, notInArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { type AdminSource, adminSettings, users } from "~/db/schema";
import type { Executor } from "./users.server";

/** Whether the account is an administrator: rights belong to the account, not to an email address. */
export async function isAdminUser(userId: string): Promise<boolean> {
  const rows = await getDb()
    .select({ id: adminSettings.id })
    .from(adminSettings)
    .where(eq(adminSettings.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Whether the account that uses this email (lower-cased) is an administrator. */
export async function isAdminEmailInSettings(email: string): Promise<boolean> {
  const rows = await getDb()
    .select({ id: adminSettings.id })
    .from(adminSettings)
    .innerJoin(users, eq(users.id, adminSettings.userId))
    .where(eq(users.email, email.trim().toLowerCase()))
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
 * Addresses no account uses are skipped: registering one later grants nothing.
 */
export async function syncConfiguredAdmins(emails: readonly string[]): Promise<{
  granted: string[];
  skipped: string[];
  revoked: string[];
}> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  return getDb().transaction(async (tx) => {
    const existing = wanted.length
      ? await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, wanted))
      : [];
    const granted: string[] = [];
    for (const user of existing) {
      if (await addAdminUser(user, "config", tx)) granted.push(user.email);
    }
    const found = new Set(existing.map((user) => user.email));
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
    return { granted, skipped, revoked: revoked.map((row) => row.email) };
  });
}
