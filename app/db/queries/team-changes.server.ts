import { and, eq } from "drizzle-orm";
import { organizationMembers, sessions } from "~/db/schema";
import type { OrganizationRole } from "~/domain/membership";
import type { Transaction } from "./executor.server";

/**
 * The writes of an organization's team (issue 35): a member's role, a membership ended, a person's sessions
 * ended. Each is scoped to the organization, and runs in the write's transaction after lockMembers, so the
 * last-owner rule was read under the same lock (the database's deferred trigger refuses the commit otherwise).
 */

/** Sets the member's role; false when they are not (or no longer) a member of this organization. */
export async function setMemberRole(
  organizationId: string,
  userId: string,
  role: OrganizationRole,
  changedBy: string,
  tx: Transaction,
): Promise<boolean> {
  const rows = await tx
    .update(organizationMembers)
    .set({ role, addedBy: changedBy })
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    )
    .returning({ userId: organizationMembers.userId });
  return rows.length > 0;
}

/** Ends the membership (the account stays); false when there was none in this organization. */
export async function deleteMembership(
  organizationId: string,
  userId: string,
  tx: Transaction,
): Promise<boolean> {
  const rows = await tx
    .delete(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    )
    .returning({ userId: organizationMembers.userId });
  return rows.length > 0;
}

/** Ends every session of the account (each instance refuses its cookie at the next request); how many. */
export async function deleteSessionsOf(userId: string, tx: Transaction): Promise<number> {
  const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}
