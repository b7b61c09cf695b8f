/** Project statuses of spec §4: values, normalization, labels and badge colours. */

export const PROJECT_STATUSES = ["planning", "active", "completed", "on_hold", "cancelled"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

export function isProjectStatus(value: string): value is ProjectStatus {
  return (PROJECT_STATUSES as readonly string[]).includes(value);
}

/**
 * Lower-cases, turns spaces (and hyphens) into underscores, and reads "in progress" in any spelling as active.
 * Values outside the list come back normalized but unknown, so callers can reject or show them grey.
 */
export function normalizeStatus(raw: string | null | undefined): string {
  const value = (raw ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return value === "in_progress" ? "active" : value;
}

/** Underscores as spaces, each word capitalised: "on_hold" → "On Hold". */
export function statusLabel(raw: string | null | undefined): string {
  const value = normalizeStatus(raw);
  if (!value) return "Unknown";
  return value
    .split("_")
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

export type BadgeTone = "blue" | "green" | "purple" | "amber" | "red" | "grey";

const TONES: Record<ProjectStatus, BadgeTone> = {
  planning: "blue",
  active: "green",
  completed: "purple",
  on_hold: "amber",
  cancelled: "red",
};

export function statusTone(raw: string | null | undefined): BadgeTone {
  const value = normalizeStatus(raw);
  return isProjectStatus(value) ? TONES[value] : "grey";
}

/** The detail view's reading: active shows as in-progress, on_hold as on-hold. */
export function detailStatusText(raw: string | null | undefined): string {
  const value = normalizeStatus(raw);
  if (value === "active") return "in-progress";
  if (value === "on_hold") return "on-hold";
  return value || "unknown";
}
