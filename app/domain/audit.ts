/**
 * The administrators' audit log: which writes are recorded, what they act on, and how a row reads on the
 * Audit Log page.
 */

export const AUDIT_ACTIONS = {
  "payment.approve": "Approved payment",
  "payment.reject": "Rejected payment",
  "subscription.approve": "Approved subscription",
  "subscription.reject": "Rejected subscription",
  "project.create": "Added project",
  "project.update": "Edited project",
  "project.delete": "Deleted project",
  "organization.delete": "Deleted organization",
  "organization.profile": "Edited organization profile",
  "update.create": "Posted project update",
  "update.edit": "Edited project update",
  "update.delete": "Deleted project update",
  "event.create": "Created event",
  "event.update": "Edited event",
  "event.activate": "Activated event",
  "event.pause": "Paused event",
  "event.delete": "Deleted event",
  "admin.add": "Granted admin rights",
  "admin.remove": "Removed admin rights",
  "member.join": "Joined organization",
  "member.admin_remove": "Removed member (administrator)",
  "member.invite": "Invited member",
  "member.invite_resend": "Resent invitation",
  "member.invite_revoke": "Revoked invitation",
  "member.role": "Changed member role",
  "member.remove": "Removed member",
  "member.leave": "Left organization",
  /** Written by migration 0012 (not an admin): two existing organization names found to look alike. */
  "organization.name_lookalike": "Found look-alike organization name",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export type AuditTarget =
  | "payment_request"
  | "subscription"
  | "project"
  | "project_update"
  | "organization"
  | "event"
  | "admin_user";

/** One recorded write: who did it, what, to which record (id and a label that outlives the record). */
export type AuditEntry = {
  action: AuditAction;
  target: { type: AuditTarget; id: string; label: string };
  detail?: Record<string, string | number | boolean | null>;
  /** The organization whose data the write changed (its profile id): its own history of who did what. */
  organizationId?: string | null;
};

/** The action as the Audit Log page shows it; an action this version does not know reads as itself. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}
