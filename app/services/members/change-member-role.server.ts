import { setMemberRole } from "~/db/queries/team-changes.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { lastOwnerProblem, type OrganizationRole } from "~/domain/membership";
import { recordAdminAction } from "../audit.server";
import { lockTeam, type TeamActor, teamTarget } from "./team.server";

export type ChangeMemberRoleResult =
  | { ok: true; name: string; email: string; role: OrganizationRole; self: boolean; changed: boolean }
  | { ok: false; reason: "not-owner" | "not-found" | "last-owner" };

/**
 * An owner gives a member of the organization another role (themselves too: the handover is making another
 * member Owner, then stepping down or leaving). Refused: an actor no longer an owner; someone who is not a
 * member of the actor's organization (gone meanwhile, or a forged id of another's: one answer); taking the last
 * owner out of the owners (lastOwnerProblem: hand over first). The same role again changes nothing. In one
 * transaction after the team's lock, with its audit entry; the member's next request has the new role.
 */
export async function changeMemberRole({
  actor,
  userId,
  role,
}: {
  actor: TeamActor;
  userId: string;
  role: OrganizationRole;
}): Promise<ChangeMemberRoleResult> {
  return refusableTransaction(async (tx): Promise<ChangeMemberRoleResult> => {
    const team = await lockTeam(actor, tx);
    if (team?.actorRole !== "owner") return { ok: false, reason: "not-owner" };
    const member = team.members.find((row) => row.userId === userId);
    if (!member) return { ok: false, reason: "not-found" };
    const answer = { name: member.name, email: member.email, role, self: member.userId === actor.id };
    if (member.role === role) return { ok: true, ...answer, changed: false };
    if (role !== "owner" && lastOwnerProblem(member, team.owners)) return { ok: false, reason: "last-owner" };
    if (!(await setMemberRole(team.organization.id, member.userId, role, actor.id, tx))) {
      return { ok: false, reason: "not-found" };
    }
    await recordAdminAction(tx, actor, {
      action: "member.role",
      target: teamTarget(team),
      detail: { email: member.email, role, previousRole: member.role },
      organizationId: team.organization.id,
    });
    return { ok: true, ...answer, changed: true };
  });
}
