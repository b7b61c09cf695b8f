import { composeMail, type MailContent, type MailSite } from "./billing-mail";
import { formatDate } from "./dates";
import { INVITATION_VALID_DAYS, type OrganizationRole, ROLE_DESCRIPTIONS, ROLE_LABELS } from "./membership";

/**
 * The email an invitation sends (issue 35): who invites, to which organization, with which role and what it
 * allows, and the link (valid INVITATION_VALID_DAYS, once). Plain text with a simple HTML twin (composeMail:
 * every value escaped in the HTML); nothing in it tells whether the address already has an account.
 */

export type InvitationMailInput = {
  organizationName: string;
  inviterName: string;
  inviterEmail: string;
  role: OrganizationRole;
  /** The link's path, invitationPath(token). */
  path: string;
  expiresAt: Date;
};

/** "Amina Nakato", or her address when the account has no name worth showing. */
function inviterOf(input: Pick<InvitationMailInput, "inviterName" | "inviterEmail">): string {
  return input.inviterName.trim() || input.inviterEmail;
}

/** The organization's name; one still without a name (hidden until its address is verified) reads generically. */
function organizationOf(input: Pick<InvitationMailInput, "organizationName">): string {
  return input.organizationName.trim() || "an organization";
}

export function invitationMailSubject(input: InvitationMailInput): string {
  return `${inviterOf(input)} invited you to join ${organizationOf(input)} on UgandaImpact`;
}

export function invitationMail(site: MailSite, input: InvitationMailInput): MailContent {
  const role = ROLE_LABELS[input.role];
  const inviter = inviterOf(input);
  const by = inviter === input.inviterEmail ? inviter : `${inviter} (${input.inviterEmail})`;
  return composeMail(site, {
    subject: invitationMailSubject(input),
    greeting: "Hello,",
    paragraphs: [
      `${by} invited you to join ${organizationOf(input)} on UgandaImpact, as ${role}.`,
      `What ${role} allows: ${ROLE_DESCRIPTIONS[input.role]}`,
      `Open the link below to accept. It works for ${INVITATION_VALID_DAYS} days (until ${formatDate(input.expiresAt)}), and only once. You sign in, or create your account, with this email address.`,
      "If you did not expect this, ignore this email: nothing changes unless you open the link.",
    ],
    action: { label: "Accept the invitation", path: input.path },
  });
}
