import { deleteStoredFile } from "../storage.server";

/**
 * What the admin billing writes share (approve-payment, reject-payment, approve-subscription,
 * reject-subscription): who acts, the not-found answer, and the proof files removed after a commit.
 */

/** The acting administrator, as requireAdmin returns them. */
export type BillingAdmin = { id: string; email: string };

/** The request or subscription does not exist, or is no longer pending (another admin got there first). */
export type BillingNotFound = { ok: false; reason: "not-found" };
export const BILLING_NOT_FOUND: BillingNotFound = { ok: false, reason: "not-found" };

/** approved_by (spec §4): the approver's email, or the word admin. */
export function approverOf(admin: BillingAdmin): string {
  return admin.email.trim().toLowerCase() || "admin";
}

/**
 * Removes proof files once the transaction that let go of them has committed: private proofs
 * (/payment/proofs/…) and, for older rows, public uploads. Other URLs are ignored; never throws.
 */
export async function deleteProofFiles(urls: readonly string[]): Promise<void> {
  await Promise.all(urls.map((url) => deleteStoredFile(url)));
}
