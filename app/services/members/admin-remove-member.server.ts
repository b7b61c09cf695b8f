import { getAdminOrganization } from "~/db/queries/admin-organizations.server";
import { listMembers, lockMembers } from "~/db/queries/members.server";
import { deleteMembership, deleteSessionsOf } from "~/db/queries/team-changes.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { ADMIN_REMOVE_REASON_MAX, type AdminRemoveMemberRefusal } from "~/domain/admin-members";
import { lastOwnerProblem, type OrganizationRole } from "~/domain/membership";
import { isUuid } from "~/domain/uuid";
import { type AuditActor, recordAdminAction } from "../audit.server";

export type AdminRemoveMemberResult =
  | { ok: true; email: string; role: OrganizationRole; organizationName: string }
  | { ok: false; reason: AdminRemoveMemberRefusal };

/**
 * An administrator removes a member from an organization (issue 35: a compromised account, say), with a reason.
 * In one transaction, with the organization's member rows locked (a change of the team by its owners waits):
 * refused for someone who is not (or no longer) a member of it, for the administrator's own account (it would
 * sign them out mid-action), and for the organization's only owner (it would be left without one; roles are
 * the organization's to change). Otherwise the membership goes, every session of that account ends (its open
 * browser is refused at its next request), and the audit log records who, their role, and the reason. The
 * account itself stays.
 */
export async function adminRemoveMember({
  admin,
  profileId,
  userId,
  reason,
}: {
  admin: AuditActor;
  /** The organization: its profile id. */
  profileId: string;
  /** The member's account. */
  userId: string;
  reason: string;
}): Promise<AdminRemoveMemberResult> {
  const why = reason.trim();
  if (!why || why.length > ADMIN_REMOVE_REASON_MAX) return { ok: false, reason: "reason" };
  if (!isUuid(profileId) || !isUuid(userId)) return { ok: false, reason: "not-found" };
  if (userId === admin.id) return { ok: false, reason: "self" };
  return refusableTransaction(async (tx): Promise<AdminRemoveMemberResult> => {
    const locked = await lockMembers(profileId, tx);
    const member = locked.find((row) => row.userId === userId);
    if (!member) return { ok: false, reason: "not-found" };
    const owners = locked.filter((row) => row.role === "owner").length;
    if (lastOwnerProblem(member, owners)) return { ok: false, reason: "last-owner" };
    const organization = await getAdminOrganization(profileId, tx);
    const person = (await listMembers(profileId, tx)).find((row) => row.userId === userId);
    if (!organization || !person) return { ok: false, reason: "not-found" };

    if (!(await deleteMembership(profileId, userId, tx))) return { ok: false, reason: "not-found" };
    await deleteSessionsOf(userId, tx);
    await recordAdminAction(tx, admin, {
      action: "member.admin_remove",
      target: { type: "organization", id: profileId, label: organization.name },
      detail: { email: person.email, role: member.role, reason: why },
      organizationId: profileId,
    });
    return { ok: true, email: person.email, role: member.role, organizationName: organization.name };
  });
}
