import { deleteMembership, deleteSessionsOf } from "~/db/queries/team-changes.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { lastOwnerProblem } from "~/domain/membership";
import { recordAdminAction } from "../audit.server";
import { lockTeam, type TeamActor, teamTarget } from "./team.server";

export type RemoveMemberResult =
  | { ok: true; name: string; email: string; organizationName: string }
  | { ok: false; reason: "not-owner" | "not-found" | "last-owner" | "self" };

/**
 * An owner removes another member from the organization. The account stays; the membership goes, and so does
 * every session of that account, in the same transaction: their open pages are signed out at the next request,
 * on every instance. Refused: an actor no longer an owner; oneself (Leave is the way out); someone who is not a
 * member of the actor's organization (gone meanwhile, or another's: one answer); the last owner. In one
 * transaction after the team's lock, with its audit entry.
 */
export async function removeMember({
  actor,
  userId,
}: {
  actor: TeamActor;
  userId: string;
}): Promise<RemoveMemberResult> {
  return refusableTransaction(async (tx): Promise<RemoveMemberResult> => {
    const team = await lockTeam(actor, tx);
    if (team?.actorRole !== "owner") return { ok: false, reason: "not-owner" };
    if (userId === actor.id) return { ok: false, reason: "self" };
    const member = team.members.find((row) => row.userId === userId);
    if (!member) return { ok: false, reason: "not-found" };
    if (lastOwnerProblem(member, team.owners)) return { ok: false, reason: "last-owner" };
    if (!(await deleteMembership(team.organization.id, member.userId, tx)))
      return { ok: false, reason: "not-found" };
    await deleteSessionsOf(member.userId, tx);
    await recordAdminAction(tx, actor, {
      action: "member.remove",
      target: teamTarget(team),
      detail: { email: member.email, role: member.role },
      organizationId: team.organization.id,
    });
    return { ok: true, name: member.name, email: member.email, organizationName: team.organization.name };
  });
}
