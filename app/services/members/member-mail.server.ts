import { type InvitationMailInput, invitationMail } from "~/domain/member-mail";
import { logger } from "~/lib/logger.server";
import { sendMail } from "../mail.server";
import { mailSite } from "../payments/billing-mail.server";

/**
 * The invitation email (issue 35), sent by inviteMember and resendInvitation after their transaction has
 * committed: the link points to PUBLIC_URL (publicOrigin), never to a host a request named. A mail that cannot
 * be sent is logged and reported (false), so the owner is told to resend; the invitation stands.
 */
export async function sendInvitationMail(to: string, input: InvitationMailInput): Promise<boolean> {
  try {
    await sendMail({ to, ...invitationMail(mailSite(), input) });
    return true;
  } catch (error) {
    logger.error({ err: error, organization: input.organizationName }, "invitation mail not sent");
    return false;
  }
}
