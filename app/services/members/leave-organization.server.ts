import { deleteMembership } from "~/db/queries/team-changes.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { lastOwnerProblem } from "~/domain/membership";
import { recordAdminAction } from "../audit.server";
import { lockTeam, type TeamActor, teamTarget } from "./team.server";

export type LeaveOrganizationResult =
  | { ok: true; organizationName: string }
  | { ok: false; reason: "not-member" | "last-owner" };

/**
 * A member leaves their organization (any role). The membership goes; the account and this session stay,
 * signed in with no organization (an owner can invite them again). Refused: the last owner (hand over first:
 * make another member Owner), and someone no longer a member there. In one transaction after the team's lock,
 * with its audit entry.
 */
export async function leaveOrganization({ actor }: { actor: TeamActor }): Promise<LeaveOrganizationResult> {
  return refusableTransaction(async (tx): Promise<LeaveOrganizationResult> => {
    const team = await lockTeam(actor, tx);
    if (!team) return { ok: false, reason: "not-member" };
    if (lastOwnerProblem({ role: team.actorRole }, team.owners)) return { ok: false, reason: "last-owner" };
    if (!(await deleteMembership(team.organization.id, actor.id, tx)))
      return { ok: false, reason: "not-member" };
    await recordAdminAction(tx, actor, {
      action: "member.leave",
      target: teamTarget(team),
      detail: { email: actor.email, role: team.actorRole },
      organizationId: team.organization.id,
    });
    return { ok: true, organizationName: team.organization.name };
  });
}
