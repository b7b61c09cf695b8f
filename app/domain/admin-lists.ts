import { z } from "~/lib/zod";
import { EventFormSchema } from "./event-form";
import { ORGANIZATION_TYPES } from "./reference";

/**
 * The Admin area's searchable lists (spec §2 Admin screens: Projects, Organizations): their texts, and the
 * search, filter and page read from and written to the address, so every list works with plain GET forms
 * and links.
 */

export const ADMIN_PROJECTS_TEXT = {
  title: "Projects",
  lead: "Every project on the platform, newest first. Search by name, organization, location, sector or status.",
  searchLabel: "Search projects",
  searchPlaceholder: "Name, organization, location, sector or status",
  search: "Search",
  clear: "Clear",
  add: "Add Project",
  tableLabel: "Projects",
  empty: "No projects found",
  emptySearch: "No projects match your search criteria.",
  emptyAll: "There are no projects yet.",
  loadError: "Could not load projects",
  view: "View",
  edit: "Edit",
  delete: "Delete",
  deleting: "Deleting...",
  deleteTitle: "Delete Project",
  unknownOrganization: "Unknown Organization",
} as const;

export const ADMIN_ORGANIZATIONS_TEXT = {
  title: "Organizations",
  lead: "Registered organizations, newest first. Search by name, type, email or phone.",
  searchLabel: "Search organizations",
  searchPlaceholder: "Name, type, email or phone",
  typeLabel: "Type",
  allTypes: "All types",
  search: "Search",
  clear: "Clear",
  add: "Add Organization",
  addTitle: "Add Organization",
  addDescription:
    "Organizations are added through registration: the organization creates its own account, profile and login. Send them to the registration page, or register on their behalf with their details.",
  goToRegistration: "Go to Registration",
  cancel: "Cancel",
  tableLabel: "Organizations",
  emptyTitle: "No organizations found",
  emptySearch: "No organizations match your search criteria.",
  emptyAll: "There are no organizations registered yet.",
  loadError: "Could not load organization data",
  view: "View",
  delete: "Delete",
  deleting: "Deleting...",
  deleteTitle: "Delete Organization",
  deleted: "Organization deleted",
  deleteErrorTitle: "Error",
  deleteError: "Could not delete the organization",
  selfDelete: "You cannot delete the organization of your own account.",
  adminDelete:
    "This organization's account is an administrator. Remove its admin access on Admin Settings first, then delete it.",
  noWebsite: "No website",
} as const;

/** A row of the Projects list. */
export type AdminProjectRow = {
  id: string;
  name: string;
  location: string;
  sector: string;
  status: string;
  /** The owning organization's name (its profile), else the implementer named on the project. */
  organizationName: string | null;
  createdAt: Date;
};

/** A row of the Organizations list. */
export type AdminOrganizationRow = {
  /** The profile's id: the organization's account (user) id. */
  id: string;
  name: string;
  organizationType: string | null;
  email: string;
  phone: string | null;
  website: string | null;
  logoUrl: string | null;
  createdAt: string;
  projectCount: number;
};

/** What deleting an organization removes (spec §2: removes all associated data, cannot be undone). */
export function deleteOrganizationWarning(name: string): string {
  return `This will permanently delete ${name} and all associated data: its account and logins, profile, projects and their images. Its payment records are kept for the accounts. This cannot be undone.`;
}

export function deleteProjectWarning(name: string): string {
  return `This will permanently delete "${name}" and its images. This cannot be undone.`;
}

// ── The row forms ───────────────────────────────────────────────────────────────────────────────────────

/** Delete on a row of the Projects list (the confirmation's form posts the same). */
export const AdminProjectIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
]);

/** Delete on a row of the Organizations list: an organization's id is its account's. */
export const AdminOrganizationIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.string().trim().min(1).max(64) }),
]);

/**
 * Every form the Events page posts: the event form (Add, or Edit with the event's id) and Pause, Activate and
 * Delete on a row.
 */
export const AdminEventIntentSchema = z.discriminatedUnion("intent", [
  EventFormSchema.extend({ intent: z.literal("save"), id: z.uuid().optional() }),
  z.object({ intent: z.literal("pause"), id: z.uuid() }),
  z.object({ intent: z.literal("activate"), id: z.uuid() }),
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
]);

// ── Search, filter and page ─────────────────────────────────────────────────────────────────────────────

/** Search text longer than this is cut (nobody types more; a crafted address gains nothing). */
export const ADMIN_SEARCH_MAX = 100;
const MAX_LIST_PAGE = 100_000;

export type AdminListQuery = { q: string; type: string; page: number };

/** The search, type filter and page an address asks for; anything malformed reads as nothing. */
export function parseAdminListQuery(search: URLSearchParams | string): AdminListQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, ADMIN_SEARCH_MAX);
  const rawType = params.get("type") ?? "";
  const type = (ORGANIZATION_TYPES as readonly string[]).includes(rawType) ? rawType : "";
  const rawPage = params.get("page")?.trim() ?? "";
  const number = /^[0-9]{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  return { q, type, page: number >= 1 && number <= MAX_LIST_PAGE ? number : 1 };
}

/** The list's address for a search, filter and page (empty parts left out). */
export function adminListHref(path: string, query: Partial<AdminListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.type) params.set("type", query.type);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
