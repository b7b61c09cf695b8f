import { z } from "~/lib/zod";
import { VERIFICATION_TEXT } from "./email-verification";

/**
 * The Admin Settings screen (spec §2 Settings, §4 Admin access, §5 Admin management, §6, §8 Admin and
 * Successes): its texts, the Add Admin form, and what a refused grant or removal says. Administrator rights
 * belong to accounts: only someone who has registered can be made an admin, and removing the rights keeps
 * the account. Rights given by the ADMIN_EMAILS setting follow that setting (applied at every start), so
 * they are not removed here.
 */

export const ADMIN_USERS_TEXT = {
  title: "Admin Settings",
  lead: "The accounts that may use the Admin area, newest first. Removing access keeps the account, its organization and its projects.",
  tableLabel: "Admin users",
  empty: "No admin users found",
  loadError: "Could not fetch admin users",
  addAdmin: "Add Admin",
  adding: "Adding...",
  addTitle: "Add Admin",
  addDescription:
    "Give an existing account access to the Admin area. The person must already have registered with this email.",
  emailLabel: "Email",
  emailHint: "The email address the person logs in with",
  remove: "Remove",
  removing: "Removing...",
  removeTitle: "Remove Admin Access",
  removeConfirm: "Remove Admin Access",
  you: "You",
  configured: "Set by ADMIN_EMAILS",
  added: "Admin user added successfully",
  removed: "Admin user removed successfully",
  errorTitle: "Error",
  addError: "Could not add admin user",
  removeError: "Could not remove admin user",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  alreadyAdmin: "This email is already registered as an admin",
} as const;

/** Why a grant was refused (the person's input, or another admin's change meanwhile): never a failure of ours. */
export type AddAdminRefusal = "no-account" | "unverified" | "already-admin" | "not-admin";
/** Why a removal was refused. */
export type RemoveAdminRefusal = "self" | "config" | "not-found" | "not-admin";

const ADD_REFUSALS: Record<AddAdminRefusal, string> = {
  "no-account":
    "No account uses this email. The person must register first; then you can add them as an admin.",
  // Issue 18: rights go only to an account that has proved it owns its address.
  unverified: VERIFICATION_TEXT.adminRequired,
  "already-admin": ADMIN_USERS_TEXT.alreadyAdmin,
  "not-admin": "Only existing administrators can register new admin accounts",
};

/** What a refused grant says beside the email field. */
export function addAdminRefusalText(reason: AddAdminRefusal): string {
  return ADD_REFUSALS[reason];
}

/**
 * The toast of a refused grant (spec §8: "Failed to create admin account: {msg}"; the duplicate has a message of
 * its own).
 */
export function addAdminRefusalToast(reason: AddAdminRefusal): string {
  return reason === "already-admin"
    ? ADMIN_USERS_TEXT.alreadyAdmin
    : `Failed to create admin account: ${ADD_REFUSALS[reason]}`;
}

/** The toast of a refused removal (spec §8: "Failed to remove admin privileges: {msg}"). */
export function removeAdminRefusalToast(reason: RemoveAdminRefusal, email?: string): string {
  const who = email?.trim() || "This person";
  const message: Record<RemoveAdminRefusal, string> = {
    self: "You cannot remove your own admin rights. Ask another administrator to do it.",
    config: `${who} is an administrator through the ADMIN_EMAILS setting. Take the address out of ADMIN_EMAILS and restart the server to remove the rights; removing them here would not last past the next start.`,
    "not-found": "This person is no longer an admin.",
    "not-admin": "Only administrators can remove admin privileges",
  };
  return `Failed to remove admin privileges: ${message[reason]}`;
}

/** The success toasts' descriptions. */
export const addedAdminText = (email: string) => `${email} can now use the Admin area.`;
export const removedAdminText = (email: string) =>
  `${email} can no longer use the Admin area. The account itself stays.`;

/** What the Remove Admin Access confirmation says. */
export function removeAdminWarning(email: string): string {
  return `${email} will no longer be able to use the Admin area. Their account, organization and projects stay as they are; you can add them again later.`;
}

// ── The forms ───────────────────────────────────────────────────────────────────────────────────────────

const email = z
  .string({ error: ADMIN_USERS_TEXT.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: ADMIN_USERS_TEXT.emailRequired })
  .max(254, { error: ADMIN_USERS_TEXT.emailInvalid })
  .pipe(z.email({ error: ADMIN_USERS_TEXT.emailInvalid }));

/** The Add Admin dialog's form. */
export const AddAdminSchema = z.object({ intent: z.literal("add"), email });

/** Every form the Admin Settings page posts: Add Admin, and Remove on a row (the admin_settings row id). */
export const AdminSettingsIntentSchema = z.discriminatedUnion("intent", [
  AddAdminSchema,
  z.object({ intent: z.literal("remove"), id: z.uuid() }),
]);

// ── The list ────────────────────────────────────────────────────────────────────────────────────────────

/** One administrator: the admin_settings row, its account's email, where the rights came from, and when. */
export type AdminUserRow = {
  id: string;
  userId: string;
  email: string;
  source: "manual" | "config";
  createdAt: Date;
};

/** What a row offers: its own row and rights from ADMIN_EMAILS cannot be removed here. */
export function adminRowAction(row: Pick<AdminUserRow, "userId" | "source">, currentUserId: string) {
  if (row.userId === currentUserId) return "self" as const;
  if (row.source === "config") return "config" as const;
  return "remove" as const;
}
