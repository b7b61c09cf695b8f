import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { type Database, getDb } from "~/db/client.server";
import { accounts, users } from "~/db/schema";

/** The database or an open transaction: queries that must join a caller's transaction take one. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function findUserByEmail(email: string, db: Executor = getDb()) {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export async function getUserById(id: string, db: Executor = getDb()) {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * A user with an email-and-password (credential) account, the way better-auth stores one: account_id is the
 * user id, provider "credential", the password already hashed by better-auth's hashPassword.
 */
export async function insertCredentialUser(
  db: Executor,
  values: { name: string; email: string; passwordHash: string },
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await db.insert(users).values({ id, name: values.name, email: values.email.toLowerCase() });
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: values.passwordHash,
  });
  return { id };
}
