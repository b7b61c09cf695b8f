import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "~/db/client.server";
import { organizationInvitations, organizationMembers, profiles, users } from "~/db/schema";
import { isOrganizationRole, type OrganizationRole } from "~/domain/membership";
import type { Executor, Transaction } from "./executor.server";

/**
 * An invitation as its link's page reads it (app/routes/auth/invitation.tsx): the row, its organization's name
 * (the organization is its profile: organizationId is the profile's id) and who sent it.
 */
export type InvitationLink = {
  id: string;
  organizationId: string;
  organizationName: string;
  /** Lower-cased. */
  email: string;
  role: OrganizationRole;
  invitedBy: string | null;
  /** The inviter's name (null: the account has since been deleted). */
  inviterName: string | null;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
};

const inviter = alias(users, "inviter");

function linkQuery(db: Executor) {
  return db
    .select({
      id: organizationInvitations.id,
      organizationId: organizationInvitations.organizationId,
      organizationName: profiles.organizationName,
      email: organizationInvitations.email,
      role: organizationInvitations.role,
      invitedBy: organizationInvitations.invitedBy,
      inviterName: inviter.name,
      expiresAt: organizationInvitations.expiresAt,
      acceptedAt: organizationInvitations.acceptedAt,
      revokedAt: organizationInvitations.revokedAt,
    })
    .from(organizationInvitations)
    .innerJoin(profiles, eq(profiles.id, organizationInvitations.organizationId))
    .leftJoin(inviter, eq(inviter.id, organizationInvitations.invitedBy));
}

function toLink(row: Awaited<ReturnType<typeof linkQuery>>[number] | undefined): InvitationLink | null {
  // The role column is checked by the database; a value this version does not know is no invitation.
  if (!row || !isOrganizationRole(row.role)) return null;
  return { ...row, role: row.role };
}

/** The invitation whose token hashes to `tokenHash` (hashInvitationToken), or null. */
export async function findInvitationLink(
  tokenHash: string,
  db: Executor = getDb(),
): Promise<InvitationLink | null> {
  const [row] = await linkQuery(db).where(eq(organizationInvitations.tokenHash, tokenHash)).limit(1);
  return toLink(row);
}

/**
 * The same, its invitation row locked (FOR UPDATE) until the transaction ends: two acceptances of one link (two
 * presses, two tabs) take turns, and the second reads the first one's stamp.
 */
export async function lockInvitationLink(tokenHash: string, tx: Transaction): Promise<InvitationLink | null> {
  const [row] = await linkQuery(tx)
    .where(eq(organizationInvitations.tokenHash, tokenHash))
    .limit(1)
    .for("update", { of: organizationInvitations });
  return toLink(row);
}

/**
 * The account joins the invitation's organization with its role (added by the inviter), and the invitation is
 * stamped accepted by it. Returns false, writing nothing, when the account already belongs to an organization
 * (a join of another invitation committed meanwhile: the member's row is its user id).
 */
export async function joinThroughInvitation(
  invitation: Pick<InvitationLink, "id" | "organizationId" | "role" | "invitedBy">,
  userId: string,
  tx: Transaction,
): Promise<boolean> {
  const joined = await tx
    .insert(organizationMembers)
    .values({
      userId,
      organizationId: invitation.organizationId,
      role: invitation.role,
      addedBy: invitation.invitedBy,
    })
    .onConflictDoNothing({ target: organizationMembers.userId })
    .returning({ userId: organizationMembers.userId });
  if (joined.length === 0) return false;
  const now = new Date();
  await tx
    .update(organizationInvitations)
    .set({ acceptedAt: now, acceptedBy: userId, updatedAt: now })
    .where(eq(organizationInvitations.id, invitation.id));
  return true;
}
