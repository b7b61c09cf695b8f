import { lockOpenInvitation, revokeInvitationRow } from "~/db/queries/invitations.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { isUuid } from "~/domain/uuid";
import { recordAdminAction } from "../audit.server";
import { lockTeam, type TeamActor, teamTarget } from "./team.server";

export type RevokeInvitationResult =
  | { ok: true; email: string }
  | { ok: false; reason: "not-owner" | "not-found" };

/**
 * An owner withdraws an open invitation (waiting or expired): the row is kept and stamped (revoked_at, by whom),
 * and its link answers "withdrawn". Refused: an actor no longer an owner, and an invitation that is not an open
 * one of the actor's organization (accepted meanwhile, revoked, missing, or another organization's: one
 * answer). In one transaction after the team's lock, with its audit entry.
 */
export async function revokeInvitation(
  { actor, invitationId }: { actor: TeamActor; invitationId: string },
  now = new Date(),
): Promise<RevokeInvitationResult> {
  if (!isUuid(invitationId)) return { ok: false, reason: "not-found" };
  return refusableTransaction(async (tx): Promise<RevokeInvitationResult> => {
    const team = await lockTeam(actor, tx);
    if (team?.actorRole !== "owner") return { ok: false, reason: "not-owner" };
    const invitation = await lockOpenInvitation(team.organization.id, invitationId, tx);
    if (!invitation) return { ok: false, reason: "not-found" };
    await revokeInvitationRow(invitation.id, actor.id, now, tx);
    await recordAdminAction(tx, actor, {
      action: "member.invite_revoke",
      target: teamTarget(team),
      detail: { email: invitation.email, role: invitation.role },
      organizationId: team.organization.id,
    });
    return { ok: true, email: invitation.email };
  });
}
