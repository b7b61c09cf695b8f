/**
 * An organization is a team (issue 35): each member holds one role. Owner: everything, billing, members and the
 * organization itself; Editor: projects, their results, budgets and updates; Finance: billing (pay, correct,
 * withdraw, receipts), no project edits. What each role may do is the table in domain/authorization.ts; this
 * module names the roles, the invitations' rules, and what a change of the team may not do.
 */

export const ORGANIZATION_ROLES = ["owner", "editor", "finance"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export function isOrganizationRole(value: unknown): value is OrganizationRole {
  return typeof value === "string" && (ORGANIZATION_ROLES as readonly string[]).includes(value);
}

/** The role as people read it, and what it lets a member do (shown where a role is chosen). */
export const ROLE_LABELS: Record<OrganizationRole, string> = {
  owner: "Owner",
  editor: "Editor",
  finance: "Finance",
};
export const ROLE_DESCRIPTIONS: Record<OrganizationRole, string> = {
  owner: "Everything: projects, billing, members and the organization's profile.",
  editor: "Projects, their results, budgets and progress updates. No billing, no members.",
  finance: "Billing: pay the subscription, correct or withdraw a payment, receipts. No project edits.",
};

/** An invitation's link works this long, once. */
export const INVITATION_VALID_DAYS = 7;
export const INVITATION_VALID_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;

/** Where an invitation stands, from its stored dates (the link's page answers each differently). */
export type InvitationState = "pending" | "accepted" | "revoked" | "expired";

export function invitationState(
  invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationState {
  if (invitation.acceptedAt) return "accepted";
  if (invitation.revokedAt) return "revoked";
  if (invitation.expiresAt.getTime() <= now.getTime()) return "expired";
  return "pending";
}

/**
 * Why a change of the team is refused: the last owner can neither leave, nor be demoted, nor be removed (the
 * organization would have nobody who can pay, manage members or hand it over); ownership is handed over first.
 */
export type TeamChangeProblem = "last-owner";

/** Whether taking `member` out of the owners (leave, demote, remove) leaves the organization an owner. */
export function lastOwnerProblem(
  member: { role: OrganizationRole },
  ownerCount: number,
): TeamChangeProblem | null {
  return member.role === "owner" && ownerCount <= 1 ? "last-owner" : null;
}

/** What the Project Panel says of the member's place in the team. */
export const TEAM_TEXT = {
  roleIn: (role: string, organization: string) => `${role} at ${organization}`,
  noOrganizationTitle: "You are not a member of an organization",
  noOrganization:
    "Your account is not part of any organization on UgandaImpact now. To work with one, ask one of its owners to invite you: the invitation's link adds you to its team.",
} as const;

export const MEMBERSHIP_TEXT = {
  lastOwner: "An organization needs an owner: make another member Owner first, then try again.",
  adminLastOwner: "This is the organization's only owner: it would be left without one.",
  alreadyMember: (email: string) => `${email} is already a member of your organization.`,
  alreadyInvited: (email: string) =>
    `${email} already has an invitation waiting. Resend it from the list below.`,
  otherOrganization: (organization: string) =>
    `This address already belongs to ${organization} on UgandaImpact. An address can belong to one organization: leave ${organization} first (My Account → Members), then open this link again.`,
  otherOrganizationUnnamed:
    "This address already belongs to an organization on UgandaImpact. An address can belong to one organization: leave it first (My Account → Members), then open this link again.",
  expired: (organization: string) =>
    `This invitation has expired. Invitations work for ${INVITATION_VALID_DAYS} days: ask ${organization} to send you a new one.`,
  accepted: "This invitation has already been used. Sign in to continue.",
  revoked: (organization: string) =>
    `This invitation was withdrawn by ${organization}. Ask them if you think this is a mistake.`,
  notFound:
    "This invitation link is not valid. It may have been replaced by a newer one: use the link in the latest email.",
  otherAddress: (invited: string, signedIn: string) =>
    `This invitation is for ${invited}, but you are signed in as ${signedIn}. Sign out, then open the link again.`,
} as const;

/** The invitation link's page (routes/auth/invitation.tsx): its headings, leads and toasts. */
export const INVITATION_TEXT = {
  joinTitle: (organization: string) => `Join ${organization} on UgandaImpact`,
  invitedAs: (inviter: string | null, organization: string, role: OrganizationRole) =>
    inviter
      ? `${inviter} invited you to join ${organization} as ${ROLE_LABELS[role]}.`
      : `You are invited to join ${organization} as ${ROLE_LABELS[role]}.`,
  registerLead:
    "Create your personal account to accept: the organization's profile already exists, you only add yourself.",
  accountExists: (email: string) =>
    `An account already uses ${email}. Sign in with it to accept the invitation.`,
  signedInAs: (email: string) => `You are signed in as ${email}.`,
  notFoundTitle: "Invitation not found",
  expiredTitle: "Invitation expired",
  revokedTitle: "Invitation withdrawn",
  acceptedTitle: "Invitation already used",
  otherAddressTitle: "This invitation is for another address",
  otherOrganizationTitle: "You already belong to an organization",
  memberTitle: (organization: string) => `You are a member of ${organization}`,
  memberDetail: (organization: string) =>
    `Your account already belongs to ${organization}: there is nothing more to accept.`,
  welcome: (organization: string) => `Welcome to ${organization}`,
  welcomeDetail: (role: OrganizationRole) => `Your account is ready. Your role: ${ROLE_LABELS[role]}.`,
  welcomeLogIn: "Your account is ready. Log in to continue.",
  joined: (organization: string) => `You joined ${organization}`,
  joinedDetail: (role: OrganizationRole) => `Your role: ${ROLE_LABELS[role]}.`,
  notJoined: "Invitation not accepted",
  failedDetail: "Something went wrong. Please try again.",
} as const;
