import type { AuditTarget } from "./audit";
import { formatDate } from "./dates";

/**
 * How the Audit Log page (/admin/audit) reads the recorded writes: its texts, the kind of record each row is
 * about, and its details as label and value. The actions themselves are listed in audit.ts.
 */

export const AUDIT_LOG_TEXT = {
  title: "Audit Log",
  lead: "Every change an administrator made, newest first: who, what, and to which record.",
  tableLabel: "Audit log",
  empty: "No admin actions recorded yet",
  loadError: "Could not load the audit log",
} as const;

/** One recorded write as the page lists it. */
export type AuditLogRow = {
  id: string;
  createdAt: Date;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  detail: Record<string, string | number | boolean | null> | null;
};

const TARGETS: Record<AuditTarget, string> = {
  payment_request: "Payment request",
  subscription: "Subscription",
  project: "Project",
  project_update: "Project update",
  organization: "Organization",
  event: "Event",
  admin_user: "Admin user",
};

/** "Payment request", "Admin user"; a type this version does not know reads as itself. */
export function auditTargetLabel(type: string): string {
  return (TARGETS as Record<string, string>)[type] ?? humanize(type);
}

/** Labels of the detail keys the services record; other keys are written out from their own name. */
const DETAIL_LABELS: Record<string, string> = {
  reference: "Reference",
  transactionId: "Transaction ID",
  reason: "Reason",
  activeUntil: "Active until",
  endDate: "End date",
  startDate: "Start date",
  organization: "Organization",
  email: "Email",
};

/** "activeUntil" → "Active until", "target_group" → "Target group". */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function detailValue(value: string | number | boolean | null): string {
  if (value === null) return "None";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" && ISO_DAY.test(value)) return formatDate(value) || value;
  return String(value);
}

/** A row's details as label and value, in the order they were recorded; none for an empty or missing detail. */
export function auditDetailItems(
  detail: AuditLogRow["detail"] | undefined,
): Array<{ label: string; value: string }> {
  if (!detail || typeof detail !== "object") return [];
  return Object.entries(detail).map(([key, value]) => ({
    label: DETAIL_LABELS[key] ?? humanize(key),
    value: detailValue(value),
  }));
}
