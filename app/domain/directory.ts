/**
 * The organizations directory (spec §3 "Directory entry"): profiles and organization records merged into one
 * list, deduplicated by normalized name, profiles first. This module states the rules; the database query in
 * app/db/queries/organizations.server.ts does the same work in SQL, and the integration tests hold the two
 * to the same answers.
 */

import { organizationNameKey } from "./organization-name-key";
import { ORGANIZATION_TYPES, type OrganizationType } from "./reference";

export type DirectorySource = "profile" | "organization";

export type DirectoryEntry = {
  /** The profile id (the owner's user id) or the organization record's uuid: /organizations/{id}. */
  id: string;
  source: DirectorySource;
  name: string;
  /** The profile's organization brief, or the organization record's description. */
  brief: string | null;
  organizationType: string | null;
  phone: string | null;
  address: string | null;
  website: string | null;
  logoUrl: string | null;
  projectsCount: number;
};

/** A profile as the directory reads it. */
export type DirectoryProfileRow = {
  id: string;
  organizationId: string | null;
  organizationName: string | null;
  /**
   * The stored name key (profiles.name_key): organizationNameKey() of the name, or for a name that two profiles
   * already shared before names were unique, that key made distinct (migration 0005). Absent: organizationNameKey().
   */
  nameKey?: string;
  organizationBrief: string | null;
  organizationType: string | null;
  phone: string | null;
  address: string | null;
  website: string | null;
  logoUrl: string | null;
  createdAt: Date;
};

/** An organization record as the directory reads it. */
export type DirectoryOrganizationRow = {
  id: string;
  name: string | null;
  description: string | null;
  organizationType: string | null;
  phone: string | null;
  address: string | null;
  website: string | null;
  logoUrl: string | null;
  createdAt: Date;
};

/** Cards per page of /organizations. */
export const DIRECTORY_PAGE_SIZE = 24;

/** Code-unit order, the same as SQL's `COLLATE "C"`: the database and this module sort alike. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

type Keyed = { entry: DirectoryEntry; key: string };

/** Which of two organization records with one normalized name stays: the first registered, then the smaller id. */
function compareRecords(a: DirectoryOrganizationRow, b: DirectoryOrganizationRow): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || compareText(a.id, b.id);
}

/**
 * Merges profiles and organization records into directory entries:
 * - entries whose name is empty (after organizationNameKey()) are left out;
 * - every profile is an entry of its own: one organization never hides another (names are unique by key, and
 *   profiles that shared a name before that keep distinct keys, so both show);
 * - an organization record that a profile points to (profiles.organization_id) is that profile's own record,
 *   and a record whose normalized name a profile carries is the same organization: the profile stands for it;
 * - of the remaining records, one per normalized name: the first registered, then the smaller id;
 * - projectsCount counts the projects owned by the entry's id (projects belong to the owner's profile id).
 * The result is in directory order: by key, then id.
 */
export function mergeDirectory(
  profiles: readonly DirectoryProfileRow[],
  organizations: readonly DirectoryOrganizationRow[],
  projectCounts: ReadonlyMap<string, number>,
): DirectoryEntry[] {
  const linked = new Set(profiles.map((profile) => profile.organizationId).filter(Boolean));
  const keyed: Keyed[] = [];
  const profileKeys = new Set<string>();
  for (const profile of profiles) {
    const key = profile.nameKey ?? organizationNameKey(profile.organizationName);
    if (!key) continue;
    profileKeys.add(key);
    keyed.push({
      key,
      entry: {
        id: profile.id,
        source: "profile",
        name: profile.organizationName!.trim(),
        brief: profile.organizationBrief,
        organizationType: profile.organizationType,
        phone: profile.phone,
        address: profile.address,
        website: profile.website,
        logoUrl: profile.logoUrl,
        projectsCount: projectCounts.get(profile.id) ?? 0,
      },
    });
  }
  const records = new Map<string, DirectoryOrganizationRow>();
  for (const organization of organizations) {
    const key = organizationNameKey(organization.name);
    if (!key || linked.has(organization.id) || profileKeys.has(key)) continue;
    const current = records.get(key);
    if (!current || compareRecords(organization, current) < 0) records.set(key, organization);
  }
  for (const [key, organization] of records) {
    keyed.push({
      key,
      entry: {
        id: organization.id,
        source: "organization",
        name: organization.name!.trim(),
        brief: organization.description,
        organizationType: organization.organizationType,
        phone: organization.phone,
        address: organization.address,
        website: organization.website,
        logoUrl: organization.logoUrl,
        projectsCount: projectCounts.get(organization.id) ?? 0,
      },
    });
  }
  return keyed
    .sort((a, b) => compareText(a.key, b.key) || compareText(a.entry.id, b.entry.id))
    .map(({ entry }) => entry);
}

export type DirectoryFilter = {
  /** Free text over name, brief and address, case-insensitive; blank means everything. */
  q?: string | null;
  /** One of ORGANIZATION_TYPES; null or absent means all types. */
  type?: OrganizationType | null;
};

/** The search text as it is compared: trimmed and lower-cased; empty means no search. */
export function directorySearchText(q: string | null | undefined): string {
  return (q ?? "").trim().toLowerCase();
}

export function matchesDirectoryFilter(entry: DirectoryEntry, filter: DirectoryFilter): boolean {
  if (filter.type && entry.organizationType !== filter.type) return false;
  const needle = directorySearchText(filter.q);
  if (!needle) return true;
  return [entry.name, entry.brief, entry.address].some((field) =>
    (field ?? "").toLowerCase().includes(needle),
  );
}

export function filterDirectory(
  entries: readonly DirectoryEntry[],
  filter: DirectoryFilter,
): DirectoryEntry[] {
  return entries.filter((entry) => matchesDirectoryFilter(entry, filter));
}

export function isOrganizationType(value: string | null | undefined): value is OrganizationType {
  return (ORGANIZATION_TYPES as readonly string[]).includes(value ?? "");
}

export type DirectoryQuery = { q: string; type: OrganizationType | null; page: number };

/** Reads ?q=, ?type= and ?page= of /organizations; an unknown type means all, a bad page means the first. */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const type = params.get("type");
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    q,
    type: isOrganizationType(type) ? type : null,
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The /organizations URL for a query: only the parameters that differ from the defaults. */
export function directoryHref(query: Partial<DirectoryQuery>): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set("q", query.q.trim());
  if (query.type) params.set("type", query.type);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/organizations?${search}` : "/organizations";
}
