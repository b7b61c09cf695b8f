import { z } from "~/lib/zod";
import { MEMBERSHIP_TEXT, type OrganizationRole } from "./membership";

/**
 * An organization's page in the Admin area (/admin/organizations/:id, issue 35): the organization and its
 * members (name, email, role, since), and the administrator's one change of its team: removing a member (a
 * compromised account, say), with a reason the audit log keeps. Roles are the organization's own to change.
 */

/** One organization as its page in the Admin area shows it. */
export type AdminOrganizationDetail = {
  /** The profile's id: the organization's id in projects and members. */
  id: string;
  name: string;
  organizationType: string | null;
  /** The address of the account that registered it (null: that account is gone). */
  email: string | null;
  phone: string | null;
  website: string | null;
  logoUrl: string | null;
  /** Shown to the public (a registration is hidden until its address is verified). */
  listed: boolean;
  createdAt: Date | string;
  projectCount: number;
};

/** A member as the page lists it (`id`: the member's account). */
export type AdminMemberRow = {
  id: string;
  name: string;
  email: string;
  role: OrganizationRole;
  since: Date | string;
};

/** A removal's reason: required, at most this many characters (the audit log keeps it). */
export const ADMIN_REMOVE_REASON_MAX = 500;

export const ADMIN_MEMBERS_TEXT = {
  back: "Back to Organizations",
  members: "Members",
  membersLead:
    "Everyone who signs in for this organization, with their role. Roles are changed by the organization's owners.",
  tableLabel: "Members",
  noMembers: "This organization has no members.",
  you: "You",
  details: "Organization",
  type: "Type",
  account: "Account",
  phone: "Phone",
  registered: "Registered",
  projects: "Projects",
  hidden: "Not shown publicly",
  viewPublic: "View public page",
  /** The Organizations list's link to this page. */
  manage: "Members",
  remove: "Remove",
  removing: "Removing...",
  removeTitle: "Remove member",
  removeConfirm: "Remove member",
  cancel: "Cancel",
  reasonLabel: "Reason",
  reasonHint: "Why the member is removed (a compromised account, say). The audit log keeps it.",
  reasonRequired: "Write why this member is removed",
  reasonTooLong: `The reason must be at most ${ADMIN_REMOVE_REASON_MAX} characters`,
  removed: "Member removed",
  errorTitle: "Could not remove the member",
  removeError: "Something went wrong. Please try again.",
  notMember: "This person is no longer a member of the organization.",
  self: "You cannot remove your own account here: you would be signed out mid-action. Ask another administrator.",
  lastOwner: MEMBERSHIP_TEXT.adminLastOwner,
} as const;

/** Why an administrator's removal of a member is refused. */
export type AdminRemoveMemberRefusal = "not-found" | "self" | "last-owner" | "reason";

/** What the confirmation says before a member is removed. */
export function removeMemberWarning(
  member: { name: string; email: string },
  organizationName: string,
): string {
  const who = member.name.trim() ? `${member.name.trim()} (${member.email})` : member.email;
  return `${who} will no longer belong to ${organizationName}, and is signed out everywhere at once. Their account stays; the organization's owners can invite them again.`;
}

/** The success toast's description. */
export function removedMemberText(email: string, organizationName: string): string {
  return `${email} no longer belongs to ${organizationName}, and was signed out everywhere.`;
}

/** Remove, with the member's id (filled by the page) and the reason (written). */
export const AdminRemoveMemberSchema = z.object({
  intent: z.literal("remove"),
  id: z.uuid(),
  reason: z
    .string({ error: ADMIN_MEMBERS_TEXT.reasonRequired })
    .trim()
    .min(1, { error: ADMIN_MEMBERS_TEXT.reasonRequired })
    .max(ADMIN_REMOVE_REASON_MAX, { error: ADMIN_MEMBERS_TEXT.reasonTooLong }),
});

/** Every form the page posts (one: Remove). */
export const AdminOrganizationPageIntentSchema = z.discriminatedUnion("intent", [AdminRemoveMemberSchema]);

/** The page of one organization in the Admin area. */
export const adminOrganizationHref = (profileId: string) => `/admin/organizations/${profileId}`;
