import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { organizationInvitations, organizationMembers, users } from "~/db/schema";
import { isOrganizationRole, type OrganizationRole } from "~/domain/membership";
import type { Executor, Transaction } from "./executor.server";

/**
 * An organization's invitations (issue 35), as its owners manage them. "Open" means neither accepted nor
 * revoked: waiting, or expired (Resend renews it). The unique index organization_invitations_open_idx keeps one
 * open invitation per organization and address.
 */

export type OpenInvitation = {
  id: string;
  email: string;
  role: OrganizationRole;
  expiresAt: Date;
  /** When the current link was sent (the row's last change: made, or resent). */
  sentAt: Date;
};

const open = and(isNull(organizationInvitations.acceptedAt), isNull(organizationInvitations.revokedAt));

const openColumns = {
  id: organizationInvitations.id,
  email: organizationInvitations.email,
  role: organizationInvitations.role,
  expiresAt: organizationInvitations.expiresAt,
  sentAt: organizationInvitations.updatedAt,
};

function toOpenInvitation(row: {
  id: string;
  email: string;
  role: string;
  expiresAt: Date;
  sentAt: Date;
}): OpenInvitation | null {
  return isOrganizationRole(row.role) ? { ...row, role: row.role } : null;
}

/** The organization's open invitations (waiting and expired alike), the latest sent first. */
export async function listOpenInvitations(
  organizationId: string,
  db: Executor = getDb(),
): Promise<OpenInvitation[]> {
  const rows = await db
    .select(openColumns)
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizationId, organizationId), open))
    .orderBy(desc(organizationInvitations.updatedAt), desc(organizationInvitations.id));
  return rows.flatMap((row) => toOpenInvitation(row) ?? []);
}

/** The organization's open invitation for this (lower-cased) address, locked; null if there is none. */
export async function lockOpenInvitationByEmail(
  organizationId: string,
  email: string,
  tx: Transaction,
): Promise<OpenInvitation | null> {
  const [row] = await tx
    .select(openColumns)
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.email, email),
        open,
      ),
    )
    .limit(1)
    .for("update");
  return row ? toOpenInvitation(row) : null;
}

/**
 * The open invitation `id` of this organization, locked (FOR UPDATE: an acceptance or another owner's change
 * waits, and one that got there first leaves it out); null for one that is missing, accepted, revoked, or
 * another organization's.
 */
export async function lockOpenInvitation(
  organizationId: string,
  id: string,
  tx: Transaction,
): Promise<OpenInvitation | null> {
  const [row] = await tx
    .select(openColumns)
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.id, id),
        eq(organizationInvitations.organizationId, organizationId),
        open,
      ),
    )
    .limit(1)
    .for("update");
  return row ? toOpenInvitation(row) : null;
}

/** A new invitation; returns its id. */
export async function insertInvitation(
  values: {
    organizationId: string;
    email: string;
    role: OrganizationRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
  tx: Transaction,
): Promise<string> {
  const [row] = await tx
    .insert(organizationInvitations)
    .values(values)
    .returning({ id: organizationInvitations.id });
  if (!row) throw new Error("invitation not inserted");
  return row.id;
}

/**
 * A new link for an open invitation (Resend, or inviting an address whose invitation expired): the token is
 * replaced, so the earlier link stops working; the expiry and the "sent" time start again.
 */
export async function renewInvitation(
  id: string,
  values: { tokenHash: string; expiresAt: Date; invitedBy: string; role?: OrganizationRole; now: Date },
  tx: Transaction,
): Promise<void> {
  await tx
    .update(organizationInvitations)
    .set({
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      invitedBy: values.invitedBy,
      ...(values.role ? { role: values.role } : {}),
      updatedAt: values.now,
    })
    .where(eq(organizationInvitations.id, id));
}

/** Withdraws an open invitation (kept, stamped): its link stops working. */
export async function revokeInvitationRow(
  id: string,
  revokedBy: string,
  now: Date,
  tx: Transaction,
): Promise<void> {
  await tx
    .update(organizationInvitations)
    .set({ revokedAt: now, revokedBy, updatedAt: now })
    .where(eq(organizationInvitations.id, id));
}

/** Whether an account with this (lower-cased) address is a member of the organization. */
export async function isMemberAddress(
  organizationId: string,
  email: string,
  db: Executor = getDb(),
): Promise<boolean> {
  const [row] = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, organizationId), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  return Boolean(row);
}
