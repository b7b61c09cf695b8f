/** Project statuses of spec §4: values, normalization, labels and badge colours. */

export const PROJECT_STATUSES = ["planning", "active", "completed", "on_hold", "cancelled"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * The one word for each status, on every screen: cards, the project page, the admin lists, the Project Panel,
 * filters and open data (spec §4 labels). The spec's detail reading ("in-progress", "on-hold") is not used: one
 * status showed under two names (issue 20, item 7).
 */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: "Planning",
  active: "Active",
  completed: "Completed",
  on_hold: "On Hold",
  cancelled: "Cancelled",
};

export const PROJECT_STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({
  value,
  label: PROJECT_STATUS_LABELS[value],
}));

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

/**
 * A stored status in the words of PROJECT_STATUS_LABELS, whatever its spelling ("in-progress" → "Active"); a
 * value outside the list with underscores as spaces, each word capitalised ("some_new_state" → "Some New State").
 */
export function statusLabel(raw: string | null | undefined): string {
  const value = normalizeStatus(raw);
  if (!value) return "Unknown";
  if (isProjectStatus(value)) return PROJECT_STATUS_LABELS[value];
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
