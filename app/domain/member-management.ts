import { z } from "~/lib/zod";
import {
  INVITATION_VALID_DAYS,
  MEMBERSHIP_TEXT,
  ORGANIZATION_ROLES,
  type OrganizationRole,
  ROLE_LABELS,
} from "./membership";

/**
 * Members in My Account (issue 35): the team's texts, the forms an owner and a member post, and what each
 * refused change says. Every member sees the team; an owner invites (a link by email), changes roles, removes
 * members and withdraws invitations; anyone may leave, except the last owner (ownership is handed over first).
 */

export const MEMBERS_TEXT = {
  title: "Members",
  lead: (organization: string) => `Everyone who works on ${organization} in UgandaImpact, and their role.`,
  listLabel: "Members",
  you: "(you)",
  name: "Name",
  email: "Email",
  role: "Role",
  since: "Member since",
  actions: "Actions",
  rolesTitle: "What each role may do",
  roleOf: (name: string) => `Role of ${name}`,
  changeRole: "Change role",
  changingRole: "Changing...",
  remove: "Remove",
  removing: "Removing...",
  removeTitle: (name: string) => `Remove ${name}?`,
  removeConfirm: "Remove member",
  inviteTitle: "Invite a member",
  inviteLead: `We email the person a link to join. It works for ${INVITATION_VALID_DAYS} days, once; they sign in or create their account with this address.`,
  emailLabel: "Email address",
  emailHint: "The address the person will sign in with",
  roleLabel: "Role",
  send: "Send invitation",
  sending: "Sending...",
  pendingTitle: "Pending invitations",
  pendingLead: `Invitations not yet accepted. Resend one to send a new link (the old one stops working) valid for ${INVITATION_VALID_DAYS} more days.`,
  pendingLabel: "Pending invitations",
  noPending: "No invitations are waiting.",
  sent: "Sent",
  expires: "Expires",
  expired: "Expired",
  resend: "Resend",
  resending: "Resending...",
  revoke: "Revoke",
  revoking: "Revoking...",
  revokeTitle: "Revoke invitation",
  revokeConfirm: "Revoke invitation",
  leaveTitle: "Leave organization",
  leave: "Leave organization",
  leaving: "Leaving...",
  leaveConfirm: "Leave organization",
  cancel: "Cancel",
  // Toasts
  invited: "Invitation sent",
  invitedNotMailed: "Invitation saved, but the email could not be sent",
  resent: "Invitation sent again",
  resentNotMailed: "New link made, but the email could not be sent",
  notMailedDetail: "Please try Resend in Pending invitations in a few minutes.",
  revoked: "Invitation revoked",
  roleChanged: "Role changed",
  roleUnchanged: "Role unchanged",
  removed: "Member removed",
  inviteError: "Could not send the invitation",
  resendError: "Could not resend the invitation",
  revokeError: "Could not revoke the invitation",
  roleError: "Could not change the role",
  removeError: "Could not remove the member",
  leaveError: "Could not leave the organization",
  tryAgain: "Something went wrong on our side. Please try again.",
  emailRequired: "Email address is required",
  emailInvalid: "Please enter a valid email address",
  roleRequired: "Choose a role",
} as const;

export const invitedText = (email: string, role: OrganizationRole) =>
  `We emailed ${email} a link to join as ${ROLE_LABELS[role]}. It works for ${INVITATION_VALID_DAYS} days, once.`;
export const resentText = (email: string) =>
  `We emailed ${email} a new link, valid for ${INVITATION_VALID_DAYS} days. The earlier link no longer works.`;
export const revokedText = (email: string) => `The link sent to ${email} no longer works.`;
export const roleChangedText = (name: string, role: OrganizationRole, self: boolean) =>
  self ? `You are now ${ROLE_LABELS[role]}.` : `${name} is now ${ROLE_LABELS[role]}.`;
export const roleUnchangedText = (name: string, role: OrganizationRole, self: boolean) =>
  self ? `You are already ${ROLE_LABELS[role]}.` : `${name} is already ${ROLE_LABELS[role]}.`;
export const removedText = (name: string, organization: string) =>
  `${name} is no longer a member of ${organization}. Their account stays.`;
export const leftTitle = (organization: string) => `You left ${organization}`;
export const leftText =
  "Your account stays. To work with an organization again, open an invitation from one of its owners.";

/** What the confirmations say. */
export const removeMemberWarning = (name: string, email: string, organization: string) =>
  `${name} (${email}) will no longer be a member of ${organization}, and is signed out at once. Their account stays; you can invite them again later.`;
export const revokeInvitationWarning = (email: string) =>
  `The link sent to ${email} will stop working. You can invite the address again later.`;
export const leaveWarning = (organization: string) =>
  `You will no longer see ${organization}'s projects, billing or members. Your account stays, and an owner can invite you again.`;
export const leaveLead = (organization: string) =>
  `Stop being a member of ${organization}. Your account stays; an owner can invite you again.`;

// ── Refusals ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Why a change of the team was refused (never a failure of ours): `not-owner` the actor is no longer an owner
 * there (another owner changed it a moment ago); `not-found` no such member or open invitation in the actor's
 * organization (gone meanwhile, or another organization's: one answer for both); `last-owner` the change would
 * leave no owner; `self` Remove pressed on one's own row (Leave is the way out).
 */
export type TeamRefusal =
  | "not-owner"
  | "not-member"
  | "not-found"
  | "last-owner"
  | "self"
  | "already-member"
  | "already-invited"
  | "unverified";

export const TEAM_REFUSAL_TEXT = {
  "not-owner": "Only an owner of the organization can manage its members.",
  "not-member": "You are no longer a member of this organization.",
  memberGone: "This person is no longer a member of your organization.",
  invitationGone: "This invitation is no longer waiting: it was accepted, revoked or replaced.",
  "last-owner": MEMBERSHIP_TEXT.lastOwner,
  self: "To leave the organization yourself, use Leave organization below.",
  unverified:
    "Please verify your email address before inviting members. Use the link we emailed you, or resend it from your dashboard.",
} as const;

// ── The forms ───────────────────────────────────────────────────────────────────────────────────────────

const email = z
  .string({ error: MEMBERS_TEXT.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: MEMBERS_TEXT.emailRequired })
  .max(254, { error: MEMBERS_TEXT.emailInvalid })
  .pipe(z.email({ error: MEMBERS_TEXT.emailInvalid }));

const role = z.enum(ORGANIZATION_ROLES, { error: MEMBERS_TEXT.roleRequired });

/** A member's id as the page fills it (an account id: better-auth's text ids). */
const userId = z.string().trim().min(1).max(200);

/** Invite a member: an address and a role. */
export const InviteMemberSchema = z.object({ intent: z.literal("invite"), email, role });

/**
 * Every form the Members section posts: Invite (fields of its own), and each row's button: Resend and Revoke
 * (an invitation's id), Change role and Remove (a member's account id), Leave (oneself).
 */
export const MembersIntentSchema = z.discriminatedUnion("intent", [
  InviteMemberSchema,
  z.object({ intent: z.literal("resend"), id: z.uuid() }),
  z.object({ intent: z.literal("revoke"), id: z.uuid() }),
  z.object({ intent: z.literal("role"), id: userId, role }),
  z.object({ intent: z.literal("remove"), id: userId }),
  z.object({ intent: z.literal("leave") }),
]);
export type MembersIntent = z.output<typeof MembersIntentSchema>["intent"];

// ── What the page shows ─────────────────────────────────────────────────────────────────────────────────

/** A member as the section lists them. */
export type MemberView = {
  userId: string;
  name: string;
  email: string;
  role: OrganizationRole;
  since: string;
  you: boolean;
};

/** An invitation not accepted or revoked: waiting, or expired (Resend renews it). */
export type InvitationView = {
  id: string;
  email: string;
  role: OrganizationRole;
  sent: string;
  expires: string;
  expired: boolean;
};

/** The Members section's data: the team, and for an owner the invitations and the right to manage. */
export type TeamView = {
  organizationName: string;
  role: OrganizationRole;
  manage: boolean;
  /** The member is the organization's only owner: leaving (or stepping down) is refused until another is made. */
  lastOwner: boolean;
  members: MemberView[];
  invitations: InvitationView[];
};
