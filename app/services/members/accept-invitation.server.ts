import { joinThroughInvitation, lockInvitationLink } from "~/db/queries/invitation-links.server";
import { getMembership } from "~/db/queries/members.server";
import { markEmailVerified } from "~/db/queries/users.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { type InvitationState, invitationState, type OrganizationRole } from "~/domain/membership";
import { type AuditActor, recordAdminAction } from "../audit.server";
import { hashInvitationToken } from "./invitation-token.server";

/** Why an invitation's link does not let anyone in now (no such link, or its state: the page says which). */
export type InvitationLinkRefusal =
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: Exclude<InvitationState, "pending"> };

export type Joined = { ok: true; organizationId: string; organizationName: string; role: OrganizationRole };

export type AcceptInvitationResult =
  | Joined
  | InvitationLinkRefusal
  /** Signed in as an address the invitation is not for: never accepted for another account. */
  | { ok: false; reason: "other-address" }
  /** The account already belongs to an organization (one per account): another one, or this one. */
  | { ok: false; reason: "other-organization"; organizationName: string }
  | { ok: false; reason: "already-member"; organizationName: string };

/**
 * A signed-in account accepts the invitation of the link (issue 35). In one transaction: the invitation row
 * locked and its state read again after the lock (two presses, two tabs: the second finds it accepted), the
 * address compared (lower-cased), the account's membership checked (one organization per account), then the
 * member's row with the invitation's role, the invitation stamped accepted by the account, the address marked
 * verified (the mailed link proves it) and the audit row.
 */
export async function acceptInvitation(token: string, user: AuditActor): Promise<AcceptInvitationResult> {
  return refusableTransaction<Joined, Exclude<AcceptInvitationResult, { ok: true }>>(async (tx, refuse) => {
    const invitation = await lockInvitationLink(hashInvitationToken(token), tx);
    if (!invitation) return refuse({ ok: false, reason: "not-found" });
    const state = invitationState(invitation, new Date());
    if (state !== "pending") return refuse({ ok: false, reason: state });
    if (user.email.trim().toLowerCase() !== invitation.email)
      return refuse({ ok: false, reason: "other-address" });

    const refuseMember = async () => {
      const membership = await getMembership(user.id, tx);
      return refuse(
        membership?.organizationId === invitation.organizationId
          ? { ok: false, reason: "already-member", organizationName: membership.organizationName }
          : { ok: false, reason: "other-organization", organizationName: membership?.organizationName ?? "" },
      );
    };
    if (await getMembership(user.id, tx)) return refuseMember();
    // Another invitation's acceptance committed since the check: the member's row is taken.
    if (!(await joinThroughInvitation(invitation, user.id, tx))) return refuseMember();
    await markEmailVerified(user.id, tx);
    await recordAdminAction(tx, user, {
      action: "member.join",
      target: { type: "organization", id: invitation.organizationId, label: invitation.organizationName },
      detail: { role: invitation.role },
      organizationId: invitation.organizationId,
    });
    return {
      ok: true as const,
      organizationId: invitation.organizationId,
      organizationName: invitation.organizationName,
      role: invitation.role,
    };
  });
}
