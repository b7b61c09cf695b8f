import {
  findOrganizationContact,
  markOrganizationPaid,
  type OrganizationContact,
  unreferencedProofs,
} from "~/db/queries/billing.server";
import type { Transaction } from "~/db/queries/executor.server";
import { lockOrganization } from "~/db/queries/subscriptions.server";
import type { AuditAction, AuditTarget } from "~/domain/audit";
import { recordAdminAction } from "../audit.server";
import { deleteStoredFile } from "../storage.server";
import { type BillingNotice, sendBillingNotice } from "./billing-mail.server";

/**
 * What the admin billing writes share (approve-payment, reject-payment, approve-subscription,
 * reject-subscription): who acts, the not-found answer, the organization's lock, and the last steps of an
 * approval or a rejection inside its transaction and after its commit. Each write opens its own transaction
 * and names its own audit action and row.
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

/** The row a review decided on, as its audit entry names it (the organization's name labels it). */
export type ReviewedRow = {
  action: AuditAction;
  target: { type: AuditTarget; id: string };
  orgId: string;
  reference: string;
};

/**
 * Takes the organization's lock for a review (null: the organization is gone) and reads whom to tell, while
 * the rows the review may delete (and their submitter) are still there.
 */
export async function lockForReview(
  orgId: string,
  tx: Transaction,
): Promise<{ contact: OrganizationContact | null } | null> {
  if (!(await lockOrganization(orgId, tx))) return null;
  return { contact: await findOrganizationContact(orgId, tx) };
}

/** What an approval's transaction hands on: until when the organization is active, and the mail to send. */
export type Approval = { ok: true; activeUntil: string; notice: BillingNotice };

/**
 * The end of an approval, inside its transaction once the subscription is active: the organization becomes
 * paid until its latest end date, and the audit row records it.
 */
export async function settleApproval(
  tx: Transaction,
  admin: BillingAdmin,
  contact: OrganizationContact | null,
  row: ReviewedRow,
): Promise<Approval> {
  const activeUntil = await markOrganizationPaid(row.orgId, tx);
  if (!activeUntil) throw new Error(`${row.action}: the organization has no approved subscription`);
  await recordAdminAction(tx, admin, {
    action: row.action,
    target: { ...row.target, label: contact?.name ?? row.orgId },
    detail: { reference: row.reference, activeUntil },
  });
  return {
    ok: true,
    activeUntil,
    notice: { kind: "approved", contact, reference: row.reference, activeUntil },
  };
}

/** After an approval has committed: the organization is emailed (a refusal passes through untouched). */
export async function finishApproval<Refusal extends { ok: false }>(
  outcome: Approval | Refusal,
): Promise<{ ok: true; activeUntil: string } | Refusal> {
  if (!outcome.ok) return outcome;
  await sendBillingNotice(outcome.notice);
  return { ok: true, activeUntil: outcome.activeUntil };
}

/**
 * The end of a rejection, inside its transaction once its rows are deleted: the audit row, and which of the
 * deleted rows' proofs (`proofs`) no row carries any more.
 */
export async function settleRejection(
  tx: Transaction,
  admin: BillingAdmin,
  contact: OrganizationContact | null,
  row: ReviewedRow,
  proofs: ReadonlyArray<string | null | undefined>,
): Promise<Rejection> {
  await recordAdminAction(tx, admin, {
    action: row.action,
    target: { ...row.target, label: contact?.name ?? row.orgId },
    detail: { reference: row.reference },
  });
  return { proofs: await unreferencedProofs(proofs, tx), contact, reference: row.reference };
}

/** What a rejection's transaction hands on: the proofs no row carries any more, and whom to tell about what. */
export type Rejection = { proofs: string[]; contact: OrganizationContact | null; reference: string };

/**
 * After a rejection has committed (null: it found nothing pending, not-found): its proof files go, and the
 * organization is emailed.
 */
export async function finishRejection(rejection: Rejection | null): Promise<{ ok: true } | BillingNotFound> {
  if (!rejection) return BILLING_NOT_FOUND;
  await deleteProofFiles(rejection.proofs);
  await sendBillingNotice({ kind: "rejected", contact: rejection.contact, reference: rejection.reference });
  return { ok: true };
}
