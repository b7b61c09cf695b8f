import { and, asc, count, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { organizationMembers, profiles, users } from "~/db/schema";
import { isOrganizationRole, type OrganizationRole } from "~/domain/membership";
import type { Executor, Transaction } from "./executor.server";

/** An account's place in an organization: which (its profile id and name) and with which role. */
export type Membership = { organizationId: string; organizationName: string; role: OrganizationRole };

/** The account's membership, or null (an administrator without organization, a member who left or was removed). */
export async function getMembership(userId: string, db: Executor = getDb()): Promise<Membership | null> {
  const [row] = await db
    .select({
      organizationId: organizationMembers.organizationId,
      organizationName: profiles.organizationName,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(profiles, eq(profiles.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .limit(1);
  if (!row || !isOrganizationRole(row.role)) return null;
  return { organizationId: row.organizationId, organizationName: row.organizationName, role: row.role };
}

export type MemberRow = {
  userId: string;
  name: string;
  email: string;
  role: OrganizationRole;
  since: Date;
};

/** The organization's members, owners first, then by name. */
export async function listMembers(organizationId: string, db: Executor = getDb()): Promise<MemberRow[]> {
  const rows = await db
    .select({
      userId: organizationMembers.userId,
      name: users.name,
      email: users.email,
      role: organizationMembers.role,
      since: organizationMembers.createdAt,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(
      sql`case ${organizationMembers.role} when 'owner' then 0 when 'editor' then 1 else 2 end`,
      asc(sql`lower(${users.name})`),
      asc(organizationMembers.userId),
    );
  return rows.flatMap((row) => (isOrganizationRole(row.role) ? [{ ...row, role: row.role }] : []));
}

/** The addresses of the members who hold one of `roles` (billing mails go to owners and finance). */
export async function memberEmails(
  organizationId: string,
  roles: readonly OrganizationRole[],
  db: Executor = getDb(),
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(users.email));
  return rows.filter((row) => (roles as readonly string[]).includes(row.role)).map((row) => row.email);
}

/**
 * Locks the organization's member rows (FOR UPDATE), so that two changes of its team take turns: the last-owner
 * rule reads the owners after the lock. Returns them.
 */
export async function lockMembers(organizationId: string, tx: Transaction) {
  const rows = await tx
    .select({ userId: organizationMembers.userId, role: organizationMembers.role })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.userId))
    .for("update");
  return rows.flatMap((row) =>
    isOrganizationRole(row.role) ? [{ userId: row.userId, role: row.role }] : [],
  );
}

/** How many owners the organization has. */
export async function countOwners(organizationId: string, db: Executor = getDb()): Promise<number> {
  const [row] = await db
    .select({ owners: count() })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, "owner")),
    );
  return row?.owners ?? 0;
}
