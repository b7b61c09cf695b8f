import { proofContentType } from "./payment";

/**
 * The admin review rows (spec §2 Payments, Subscriptions) beyond the spec's own texts: the confirmation in
 * front of Approve, the flag on a reference another organization has used too, and how a proof is previewed.
 */

/** A reference as a transfer is matched across organizations: trimmed and in lower case. */
export function referenceKey(reference: string): string {
  return reference.trim().toLowerCase();
}

/** The other organizations (names, sorted, each once) that have used this row's reference too. */
export function otherOrganizationsUsing(
  row: { organizationId: string; reference: string },
  uses: ReadonlyArray<{ referenceKey: string; organizationId: string; organizationName: string }>,
): string[] {
  const key = referenceKey(row.reference);
  const names = uses
    .filter((use) => use.referenceKey === key && use.organizationId !== row.organizationId)
    .map((use) => use.organizationName);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

/** "Reference also used by A" / "… by A and B" / "… by A, B and C". */
export function sharedReferenceText(organizations: readonly string[]): string {
  const names =
    organizations.length <= 1
      ? organizations.join("")
      : `${organizations.slice(0, -1).join(", ")} and ${organizations.at(-1)}`;
  return `Reference also used by ${names}`;
}

/** What the Approve confirmation asks (the reject one is in admin-billing.ts). */
export const APPROVE_CONFIRM_TEXT = {
  paymentTitle: "Approve payment request?",
  subscriptionTitle: "Approve subscription?",
} as const;

export function approveWarning(organizationName: string, reference: string): string {
  return `${organizationName} (reference ${reference}) becomes active for a year and can publish projects. Approve only once the money has arrived.`;
}

/**
 * A code or an address cut where it reads well split, to put a line-break opportunity between the pieces:
 * after . - _ / and before @ ("MP261119.|1432.|B73915", "admin|@ugandaimpact.|org").
 */
export function breakPoints(text: string): string[] {
  return text.split(/(?<=[.\-_/])|(?=@)/).filter(Boolean);
}

/** How a proof shows on its row: a thumbnail for an image a browser shows, a link to open anything else. */
export type ProofPreview = { kind: "image" } | { kind: "pdf" } | { kind: "file" };

const THUMBNAIL_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

export function proofPreview(href: string): ProofPreview {
  const type = proofContentType(href.split(/[?#]/)[0] ?? "");
  if (type && THUMBNAIL_TYPES.has(type)) return { kind: "image" };
  if (type === "application/pdf") return { kind: "pdf" };
  return { kind: "file" };
}
