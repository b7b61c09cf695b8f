import { findOrganizationContact, type OrganizationContact } from "~/db/queries/billing.server";
import type { Transaction } from "~/db/queries/executor.server";
import { lockOrganization } from "~/db/queries/subscriptions.server";

/**
 * What the administrator's decisions on a subscription request share (approve-payment-request,
 * reject-payment-request): who acts, the not-found answer, and the organization's lock with whom to tell.
 */

/** The acting administrator, as requireAdmin returns them. */
export type BillingAdmin = { id: string; email: string };

/** The request does not exist, or is no longer waiting (another admin, or the organization, got there first). */
export type BillingNotFound = { ok: false; reason: "not-found" };
export const BILLING_NOT_FOUND: BillingNotFound = { ok: false, reason: "not-found" };

/** The actor as the history and the request keep them: the account and its email (lower case). */
export function adminActor(admin: BillingAdmin) {
  return { id: admin.id, email: admin.email.trim().toLowerCase() || "admin" };
}

/**
 * Takes the organization's lock for a decision (null: the organization is gone) and reads whom to tell.
 */
export async function lockForReview(
  orgId: string,
  tx: Transaction,
): Promise<{ contact: OrganizationContact | null } | null> {
  if (!(await lockOrganization(orgId, tx))) return null;
  return { contact: await findOrganizationContact(orgId, tx) };
}
