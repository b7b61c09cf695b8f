import { noStatusMatchText } from "./project-filter-labels";
import { cleanFilterText, MAX_LIST_PAGE } from "./project-filters";
import { normalizeStatus, statusLabel } from "./project-status";

/**
 * The Project Panel's own-projects list, /dashboard/projects (spec §2 "Organization dashboard"): a text search
 * over name, brief and location, the status filters All, Active, Completed, Planning (spec §4: the dashboard
 * offers only these three), and a page number — all in the URL. Parsing never fails: a bad value reads as no
 * filter (or page 1), so a stale or hand-edited link shows a page, never an error.
 */

export const OWN_PROJECTS_PATH = "/dashboard/projects";
export const OWN_PROJECTS_PAGE_SIZE = 12;

export const OWN_PROJECT_STATUSES = ["active", "completed", "planning"] as const;
export type OwnProjectStatus = (typeof OWN_PROJECT_STATUSES)[number];

/** The filter buttons in their order: All (no status), then the three statuses. */
export const OWN_PROJECT_STATUS_FILTERS: { value: OwnProjectStatus | undefined; label: string }[] = [
  { value: undefined, label: "All" },
  ...OWN_PROJECT_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
];

export type OwnProjectFilters = { q?: string; status?: OwnProjectStatus; page: number };

/** The page's texts (spec §8 Loading, Writes, Successes). */
export const OWN_PROJECTS_TEXT = {
  title: "My Projects",
  lead: "Search, view, edit and delete the projects your organization has published.",
  addProject: "Add Project",
  searchLabel: "Search your projects",
  searchPlaceholder: "Search by name, brief or location…",
  loadError: "Error loading projects",
  loadErrorDetail: "Could not load your projects",
  emptyTitle: "No projects found",
  emptyHint: "Try adjusting your search or filter criteria",
  noProjectsTitle: "You have not added any projects yet",
  noProjectsDetail: "Add your first project to show visitors the work your organization is doing.",
  deleteTitle: "Delete project?",
  deleted: "Project deleted",
  deletedDetail: "The project has been successfully deleted",
  deleteError: "Error deleting project",
  deleteErrorDetail: "Could not delete the project",
} as const;

/** What the dialog says before a delete: it names the project and that it cannot be undone. */
export function deleteProjectWarning(name: string): string {
  return `"${name}" and its images will be permanently deleted. This cannot be undone.`;
}

export function isOwnProjectStatus(value: string): value is OwnProjectStatus {
  return (OWN_PROJECT_STATUSES as readonly string[]).includes(value);
}

const PAGE = /^[0-9]{1,6}$/;

/** Reads the filters from a query string; the first value of a repeated key counts, unknown keys are ignored. */
export function parseOwnProjectFilters(search: URLSearchParams | string): OwnProjectFilters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const filters: OwnProjectFilters = { page: 1 };
  const q = cleanFilterText(params.get("q"));
  if (q) filters.q = q;
  // Any spelling of the three ("Active", "in-progress"); any other value (on_hold, junk) means All.
  const status = normalizeStatus(params.get("status"));
  if (isOwnProjectStatus(status)) filters.status = status;
  const page = params.get("page")?.trim() ?? "";
  if (PAGE.test(page)) {
    const number = Number(page);
    if (number >= 1 && number <= MAX_LIST_PAGE) filters.page = number;
  }
  return filters;
}

/** The query string (without "?"): blanks and page 1 left out, in a stable order. */
export function serializeOwnProjectFilters(filters: Partial<OwnProjectFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params.toString();
}

/**
 * `/dashboard/projects?…` for the filters with some changed. Changing a filter goes back to page 1 unless a
 * page is given; a change to undefined drops that filter.
 */
export function ownProjectsHref(
  filters: Partial<OwnProjectFilters>,
  changes: Partial<OwnProjectFilters> = {},
): string {
  const next: Partial<OwnProjectFilters> = { ...filters, page: 1, ...changes };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete next[key as keyof OwnProjectFilters];
  }
  const query = serializeOwnProjectFilters(next);
  return query ? `${OWN_PROJECTS_PATH}?${query}` : OWN_PROJECTS_PATH;
}

export type OwnProjectsEmptyState =
  | { kind: "no-projects"; title: string; detail: string }
  | { kind: "no-match"; title: string; detail: string };

/**
 * What an empty page says: an organization without any project is invited to add one; otherwise nothing
 * matched. A status filter alone says which status (spec §8); a search (with or without a status) asks to
 * adjust the search or filters.
 */
export function ownProjectsEmptyState(
  filters: OwnProjectFilters,
  ownsAnyProject: boolean,
): OwnProjectsEmptyState {
  if (!ownsAnyProject) {
    return {
      kind: "no-projects",
      title: OWN_PROJECTS_TEXT.noProjectsTitle,
      detail: OWN_PROJECTS_TEXT.noProjectsDetail,
    };
  }
  return {
    kind: "no-match",
    title: OWN_PROJECTS_TEXT.emptyTitle,
    detail: filters.status && !filters.q ? noStatusMatchText(filters.status) : OWN_PROJECTS_TEXT.emptyHint,
  };
}
