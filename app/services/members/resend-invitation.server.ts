import { lockOpenInvitation, renewInvitation } from "~/db/queries/invitations.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { INVITATION_VALID_MS, type OrganizationRole } from "~/domain/membership";
import { isUuid } from "~/domain/uuid";
import { recordAdminAction } from "../audit.server";
import { consumeRateLimit } from "../rate-limit.server";
import { invitationPath, newInvitationToken } from "./invitation-token.server";
import { sendInvitationMail } from "./member-mail.server";
import { lockTeam, type TeamActor, teamTarget } from "./team.server";

export type ResendInvitationResult =
  | { ok: true; email: string; role: OrganizationRole; mailed: boolean }
  | { ok: false; reason: "not-owner" | "unverified" | "not-found" };

/**
 * An owner sends an open invitation again (waiting or expired): a new token, so the earlier link stops
 * working, and a new expiry, INVITATION_VALID_MS from now. Refused: an actor no longer an owner, an unverified
 * actor, and an invitation that is not an open one of the actor's organization (accepted, revoked, missing, or
 * another organization's: one answer). Counted with invitations (`member-invite`, per inviter). The mail goes
 * after the commit.
 */
export async function resendInvitation(
  { actor, invitationId }: { actor: TeamActor & { emailVerified: boolean }; invitationId: string },
  now = new Date(),
): Promise<ResendInvitationResult> {
  const limited = await consumeRateLimit("member-invite", actor.id);
  if (limited) throw limited;
  if (!actor.emailVerified) return { ok: false, reason: "unverified" };
  if (!isUuid(invitationId)) return { ok: false, reason: "not-found" };
  const { token, tokenHash } = newInvitationToken();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_MS);

  const outcome = await refusableTransaction(async (tx) => {
    const team = await lockTeam(actor, tx);
    if (team?.actorRole !== "owner") return { ok: false as const, reason: "not-owner" as const };
    const invitation = await lockOpenInvitation(team.organization.id, invitationId, tx);
    if (!invitation) return { ok: false as const, reason: "not-found" as const };
    await renewInvitation(invitation.id, { tokenHash, expiresAt, invitedBy: actor.id, now }, tx);
    await recordAdminAction(tx, actor, {
      action: "member.invite_resend",
      target: teamTarget(team),
      detail: { email: invitation.email, role: invitation.role },
      organizationId: team.organization.id,
    });
    return { ok: true as const, invitation, organizationName: team.organization.name };
  });
  if (!outcome.ok) return outcome;

  const { invitation } = outcome;
  const mailed = await sendInvitationMail(invitation.email, {
    organizationName: outcome.organizationName,
    inviterName: actor.name,
    inviterEmail: actor.email,
    role: invitation.role,
    path: invitationPath(token),
    expiresAt,
  });
  return { ok: true, email: invitation.email, role: invitation.role, mailed };
}
