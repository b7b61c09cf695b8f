import type { Executor } from "~/db/queries/executor.server";
import {
  findInvitationLink,
  type InvitationLink,
  joinThroughInvitation,
  lockInvitationLink,
} from "~/db/queries/invitation-links.server";
import { findUserByEmail, insertCredentialUser, markEmailVerified } from "~/db/queries/users.server";
import { refusableTransaction } from "~/db/refusable-transaction.server";
import { invitationState } from "~/domain/membership";
import { recordAdminAction } from "../audit.server";
import { limitedPassword } from "../password-work.server";
import type { InvitationLinkRefusal, Joined } from "./accept-invitation.server";
import { hashInvitationToken } from "./invitation-token.server";

/** A person's account, made through the link: the address is the invitation's, never the form's. */
export type InvitedMemberDetails = { fullName: string; password: string };

type Registered = Joined & { userId: string; email: string };

type Refusal =
  | InvitationLinkRefusal
  /** An account uses the invited address (made meanwhile): it signs in and accepts instead; nothing written. */
  | { ok: false; reason: "account-exists" };

export type RegisterInvitedMemberResult = Registered | Refusal;

/**
 * A visitor without an account registers through the invitation's link (issue 35): a person only, no
 * organization. In one transaction: the invitation row locked and its state read again after the lock, the
 * address checked free, then the user with its credential account (the password hashed as better-auth does,
 * before the transaction), verified (the mailed link proves the address), the member's row with the
 * invitation's role (added by the inviter), the invitation stamped accepted by the new account, and the audit
 * row. The caller signs the person in afterwards and applies the rate limit first.
 */
export async function registerInvitedMember(
  token: string,
  details: InvitedMemberDetails,
): Promise<RegisterInvitedMemberResult> {
  const tokenHash = hashInvitationToken(token);
  // A link that cannot be used costs no password hash (read again under the lock below).
  const early = await usable(await findInvitationLink(tokenHash));
  if (!early.ok) return early;
  // Too many password checks at once throws RATE_LIMITED ("Too many attempts…"), answered by the page.
  const passwordHash = await limitedPassword.hash(details.password);
  try {
    return await refusableTransaction<Registered, Refusal>(async (tx, refuse) => {
      const checked = await usable(await lockInvitationLink(tokenHash, tx), tx);
      if (!checked.ok) return refuse(checked);
      const { invitation } = checked;
      const user = await insertCredentialUser(
        { name: details.fullName, email: invitation.email, passwordHash },
        tx,
      );
      await markEmailVerified(user.id, tx);
      // A new account is in no organization: its member row is free.
      await joinThroughInvitation(invitation, user.id, tx);
      await recordAdminAction(
        tx,
        { id: user.id, email: invitation.email },
        {
          action: "member.join",
          target: { type: "organization", id: invitation.organizationId, label: invitation.organizationName },
          detail: { role: invitation.role },
          organizationId: invitation.organizationId,
        },
      );
      return {
        ok: true as const,
        userId: user.id,
        email: invitation.email,
        organizationId: invitation.organizationId,
        organizationName: invitation.organizationName,
        role: invitation.role,
      };
    });
  } catch (error) {
    // The address registered at the same moment (another tab, /register): users.email is unique.
    if (isUniqueViolation(error)) return { ok: false, reason: "account-exists" };
    throw error;
  }
}

/** The invitation, if it can make an account now; else why not. */
async function usable(
  invitation: InvitationLink | null,
  db?: Executor,
): Promise<{ ok: true; invitation: InvitationLink } | Refusal> {
  if (!invitation) return { ok: false, reason: "not-found" };
  const state = invitationState(invitation, new Date());
  if (state !== "pending") return { ok: false, reason: state };
  if (await findUserByEmail(invitation.email, db)) return { ok: false, reason: "account-exists" };
  return { ok: true, invitation };
}

function isUniqueViolation(error: unknown): boolean {
  const value = error as { code?: string; cause?: { code?: string } };
  return value?.code === "23505" || value?.cause?.code === "23505";
}
