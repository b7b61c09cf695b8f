import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { accounts, users } from "~/db/schema";
import type { Executor, Transaction } from "./executor.server";

export async function findUserByEmail(email: string, db: Executor = getDb()) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether the account has proved it owns its address (false for an unknown id). Read from the database. */
export async function isEmailVerified(userId: string, db: Executor = getDb()): Promise<boolean> {
  const rows = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.emailVerified === true;
}

/** Marks the account's address as proved (admin:add, test factories); returns whether an account matched. */
export async function markEmailVerified(userId: string, db: Executor = getDb()): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * A user with an email-and-password (credential) account, the way better-auth stores one: account_id is the
 * user id, provider "credential", the password already hashed by better-auth's hashPassword. The two rows go
 * in together: pass the transaction.
 */
export async function insertCredentialUser(
  values: { name: string; email: string; passwordHash: string },
  tx: Transaction,
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await tx.insert(users).values({ id, name: values.name, email: values.email.toLowerCase() });
  await tx.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: values.passwordHash,
  });
  return { id };
}

/** One more sign-in of the account (better-auth's session hook). */
export async function countSignIn(userId: string, db: Executor = getDb()): Promise<void> {
  await db
    .update(users)
    .set({ signInCount: sql`${users.signInCount} + 1` })
    .where(eq(users.id, userId));
}

/** Whether the account is on its first sign-in (or has never signed in: an administrator's view of it). */
export async function isFirstSignIn(userId: string, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ count: users.signInCount })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return (row?.count ?? 0) <= 1;
}
