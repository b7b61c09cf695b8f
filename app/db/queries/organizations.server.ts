import { type SQL, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryEntry,
  type DirectoryFilter,
  type DirectorySource,
  directorySearchText,
} from "~/domain/directory";
import { pageCount, pageOffset } from "~/domain/paging";
import { isUuid } from "~/domain/uuid";
import type { Executor } from "./executor.server";

/**
 * The organizations directory in SQL, by the rules of app/domain/directory.ts: every profile, and the
 * organization records that no profile stands for (one per normalized name), filtered, counted and paginated
 * in the database. Names are compared by their stored key (name_key, organizationNameKey() written with the name;
 * indexed), so no request normalizes names. Projects are counted only for the entries of the page shown
 * (index on projects.organization_id).
 */

/**
 * Every entry, with its key: shown profiles with a name (profiles.listed: a registration is hidden until its
 * address is verified); shown organization records with a name that no profile points to and whose key no
 * shown profile carries, the first registered (then the smaller id) of each key. Keys are unique
 * among entries (profiles_name_key_unique). Names are trimmed for display in toEntry(), for the shown rows only.
 */
const ENTRIES = sql`
  entries as (
    select p.id, 'profile' as source,
      p.organization_name as name, p.organization_brief as brief,
      p.organization_type, p.phone, p.address, p.website, p.logo_url,
      p.name_key as key
    from profiles p
    where p.name_key <> '' and p.listed
    union all
    select * from (
      select distinct on (o.name_key) o.id::text, 'organization',
        o.name, o.description,
        o.organization_type, o.phone, o.address, o.website, o.logo_url,
        o.name_key
      from organizations o
      where o.name_key <> '' and o.listed
        and not exists (select 1 from profiles linked where linked.organization_id = o.id)
        and not exists (
          select 1 from profiles same where same.name_key = o.name_key and same.name_key <> '' and same.listed
        )
      order by o.name_key, o.created_at, o.id::text collate "C"
    ) records
  )`;

/** The WHERE condition of a filter over `entries`; null when it filters nothing. */
function filterCondition(filter: DirectoryFilter): SQL | null {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(sql`organization_type = ${filter.type}`);
  const needle = directorySearchText(filter.q);
  if (needle) {
    // The raw name: the needle is trimmed, so it never matches across the spaces that trimming removes.
    conditions.push(sql`(
      strpos(lower(name), ${needle}) > 0
      or strpos(lower(coalesce(brief, '')), ${needle}) > 0
      or strpos(lower(coalesce(address, '')), ${needle}) > 0
    )`);
  }
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : null;
}

type EntryRow = {
  id: string;
  source: DirectorySource;
  name: string;
  brief: string | null;
  organization_type: string | null;
  phone: string | null;
  address: string | null;
  website: string | null;
  logo_url: string | null;
  projects_count: number;
};

function toEntry(row: EntryRow): DirectoryEntry {
  return {
    id: row.id,
    source: row.source,
    name: row.name.trim(),
    brief: row.brief,
    organizationType: row.organization_type,
    phone: row.phone,
    address: row.address,
    website: row.website,
    logoUrl: row.logo_url,
    projectsCount: Number(row.projects_count),
  };
}

export type DirectoryPage = {
  entries: DirectoryEntry[];
  /** Every entry of the directory. */
  total: number;
  /** The entries that match the filter. */
  matching: number;
  page: number;
  pageCount: number;
};

/**
 * One page of the directory, in directory order (normalized name, then id), with the total and the number
 * that match: one round trip. Not through paginate(): a page past the end comes back empty, and the page
 * redirects to the last one (its address then names the page shown).
 */
export async function getDirectoryPage(
  filter: DirectoryFilter & { page?: number; pageSize?: number } = {},
  db: Executor = getDb(),
): Promise<DirectoryPage> {
  const pageSize = filter.pageSize ?? DIRECTORY_PAGE_SIZE;
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const condition = filterCondition(filter);
  // Without a filter every entry matches: no second list to build and count.
  const shownFrom = condition ? sql`matched` : sql`entries`;
  const result = await db.execute<{
    total: number;
    matching: number | null;
    rows: EntryRow[] | null;
  }>(sql`
    with ${ENTRIES}${condition ? sql`, matched as (select * from entries where ${condition})` : sql``}
    select
      (select count(*) from entries)::int as total,
      ${condition ? sql`(select count(*) from matched)::int` : sql`null::int`} as matching,
      (select json_agg(shown order by shown.key collate "C", shown.id collate "C")
        from (
          select m.id, m.source, m.name, m.brief, m.organization_type, m.phone, m.address, m.website,
            m.logo_url, m.key,
            (select count(*) from projects pr where pr.organization_id = m.id)::int as projects_count
          from ${shownFrom} m
          order by m.key collate "C", m.id collate "C"
          limit ${pageSize} offset ${pageOffset(page, pageSize)}
        ) shown) as rows`);
  const row = result.rows[0];
  const matching = Number(row?.matching ?? row?.total ?? 0);
  return {
    entries: (row?.rows ?? []).map(toEntry),
    total: Number(row?.total ?? 0),
    matching,
    page,
    pageCount: pageCount(matching, pageSize),
  };
}

/** The ids of directory entries (for the sitemap), in directory order, at most `limit`. */
export async function getDirectoryEntryIds(limit: number, db: Executor = getDb()): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with ${ENTRIES}
    select id from entries order by key collate "C", id collate "C" limit ${limit}`);
  return result.rows.map((row) => row.id);
}

export type OrganizationDetail = DirectoryEntry;

export type OrganizationLookup =
  | { kind: "found"; organization: OrganizationDetail }
  /** The id names an organization record that a profile stands for: show the profile instead. */
  | { kind: "moved"; id: string }
  | { kind: "missing" };

/**
 * Resolves /organizations/{id}: a profile id (the owner's user id), or an organization record's uuid. Every
 * profile with a name is found as itself. A record that a profile points to, or whose normalized name a profile
 * carries, resolves to that profile (the same organization; profiles win, as in the directory); a record that
 * another record of its name stands for resolves to that one. Entries with an empty name do not exist.
 */
export async function getOrganizationForDirectory(
  id: string,
  db: Executor = getDb(),
): Promise<OrganizationLookup> {
  if (!id || id.length > 200) return { kind: "missing" };
  const result = await db.execute<EntryRow>(sql`
    with ${ENTRIES}
    select e.id, e.source, e.name, e.brief, e.organization_type, e.phone, e.address, e.website, e.logo_url,
      (select count(*) from projects pr where pr.organization_id = e.id)::int as projects_count
    from entries e
    where e.key <> '' and e.key = (
      select p.name_key from profiles p where p.id = ${id} and p.listed
      ${
        isUuid(id)
          ? sql`union all
      select linked.name_key from profiles linked where linked.organization_id = ${id}::uuid and linked.listed
      union all
      select o.name_key from organizations o where o.id = ${id}::uuid and o.listed
        and not exists (select 1 from profiles linked where linked.organization_id = o.id)`
          : sql``
      }
      limit 1
    )`);
  const row = result.rows[0];
  if (!row) return { kind: "missing" };
  if (row.id !== id) return { kind: "moved", id: row.id };
  return { kind: "found", organization: toEntry(row) };
}

/** The directory's entries counted by organization type (null: no type given). */
export async function countDirectoryByType(
  db: Executor = getDb(),
): Promise<{ type: string | null; count: number }[]> {
  const result = await db.execute<{ type: string | null; count: number }>(sql`
    with ${ENTRIES}
    select nullif(btrim(organization_type), '') as type, count(*)::int as count from entries group by 1`);
  return result.rows.map((row) => ({ type: row.type, count: Number(row.count) }));
}
