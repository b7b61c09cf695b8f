import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { getDb } from "~/db/client.server";
import { accounts, adminSettings, users } from "~/db/schema";

/** Loads the demo content and the demo administrator; returns the administrator's login. */
export async function seedDemoData(options: { adminEmail: string; adminPassword?: string }) {
  const password = options.adminPassword ?? crypto.randomBytes(9).toString("base64url");
  const email = options.adminEmail.toLowerCase();
  const db = getDb();
  await db.transaction(async (tx) => {
    const id = crypto.randomUUID();
    await tx.insert(users).values({ id, name: "Platform Administrator", email, emailVerified: true });
    await tx.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(password),
    });
    await tx.insert(adminSettings).values({ adminEmail: email }).onConflictDoNothing();
  });
  return { email, password };
}
