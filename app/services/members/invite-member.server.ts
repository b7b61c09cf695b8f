import {
  insertInvitation,
  isMemberAddress,
  lockOpenInvitationByEmail,
  renewInvitation,
} from "~/db/queries/invitations.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { INVITATION_VALID_MS, invitationState, type OrganizationRole } from "~/domain/membership";
import { recordAdminAction } from "../audit.server";
import { consumeRateLimit } from "../rate-limit.server";
import { invitationPath, newInvitationToken } from "./invitation-token.server";
import { sendInvitationMail } from "./member-mail.server";
import { lockTeam, type TeamActor, teamTarget } from "./team.server";

export type InviteMemberResult =
  | { ok: true; email: string; role: OrganizationRole; mailed: boolean }
  | { ok: false; reason: "not-owner" | "unverified" | "already-member" | "already-invited"; email: string };

/**
 * An owner invites an address to join the organization with a role (issue 35; My Account → Members). Refused:
 * an actor who is no longer an owner there, an unverified actor (an invitation mails an address they typed),
 * an address already a member here, and one with an invitation still waiting here (the owner resends it from
 * the list instead). An address that belongs to another organization is NOT refused: that would tell the
 * inviter which addresses are registered elsewhere; the link's page tells the invitee instead. An expired
 * invitation of the address is renewed (a new link, role and expiry) rather than kept beside a new one.
 * Counted per inviter (`member-invite`, shared with Resend) before anything else. In one transaction, after the
 * team's lock: the row (only the token's hash is stored) and its audit entry; the mail goes after the commit.
 */
export async function inviteMember(
  {
    actor,
    email,
    role,
  }: { actor: TeamActor & { emailVerified: boolean }; email: string; role: OrganizationRole },
  now = new Date(),
): Promise<InviteMemberResult> {
  const address = email.trim().toLowerCase();
  const limited = await consumeRateLimit("member-invite", actor.id);
  if (limited) throw limited;
  if (!actor.emailVerified) return { ok: false, reason: "unverified", email: address };
  const { token, tokenHash } = newInvitationToken();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_MS);

  const outcome = await refusableTransaction(async (tx) => {
    const team = await lockTeam(actor, tx);
    if (team?.actorRole !== "owner")
      return { ok: false as const, reason: "not-owner" as const, email: address };
    if (await isMemberAddress(team.organization.id, address, tx)) {
      return { ok: false as const, reason: "already-member" as const, email: address };
    }
    const open = await lockOpenInvitationByEmail(team.organization.id, address, tx);
    if (open && invitationState({ ...open, acceptedAt: null, revokedAt: null }, now) === "pending") {
      return { ok: false as const, reason: "already-invited" as const, email: address };
    }
    if (open) {
      await renewInvitation(open.id, { tokenHash, expiresAt, invitedBy: actor.id, role, now }, tx);
    } else {
      await insertInvitation(
        {
          organizationId: team.organization.id,
          email: address,
          role,
          tokenHash,
          invitedBy: actor.id,
          expiresAt,
        },
        tx,
      );
    }
    await recordAdminAction(tx, actor, {
      action: "member.invite",
      target: teamTarget(team),
      detail: { email: address, role },
      organizationId: team.organization.id,
    });
    return { ok: true as const, organizationName: team.organization.name };
  });
  if (!outcome.ok) return outcome;

  const mailed = await sendInvitationMail(address, {
    organizationName: outcome.organizationName,
    inviterName: actor.name,
    inviterEmail: actor.email,
    role,
    path: invitationPath(token),
    expiresAt,
  });
  return { ok: true, email: address, role, mailed };
}
