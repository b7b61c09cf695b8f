/**
 * The changes feed (/api/v1/changes, docs/decisions/0028): which public records were created, updated or
 * deleted, per kind, so a harvester keeps its copy current without reading everything again. The database logs
 * every change with its transaction's id (change_log); the feed reads the log in (xid, seq) order, only below
 * the oldest transaction still running, and a page ends with a cursor: the position of its last row. Nothing
 * can ever be written behind a cursor, so following `links.next` sees every change once. Changes are kept
 * DELETIONS_KEPT_DAYS (domain/open-data.ts); a `since` or a cursor older than that is refused.
 */

export const CHANGE_KINDS = ["projects", "organizations", "events"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
export type ChangeList = { created: string[]; updated: string[]; deleted: string[] };
export type Change = keyof ChangeList;

/** A place in the log: the writing transaction's id (xid8) and the row's sequence number, both as digits. */
export type ChangePosition = { xid: string; seq: string };
export type ChangeRow = ChangePosition & { kind: ChangeKind; change: Change; id: string };

/** At most this many rows of the log in one answer; `meta.more` then says the next page is ready now. */
export const MAX_CHANGES_PER_PAGE = 5000;

const DIGITS = /^\d{1,20}$/;

/** The cursor of a position: opaque to clients (base64url of `xid.seq`), read back by `readCursor`. */
export function changeCursor(position: ChangePosition): string {
  return btoa(`${position.xid}.${position.seq}`).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The position a cursor names, or null for anything `changeCursor` did not write. */
export function readCursor(cursor: string): ChangePosition | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  const [xid, seq, ...rest] = text.split(".");
  if (rest.length > 0 || !xid || !seq || !DIGITS.test(xid) || !DIGITS.test(seq)) return null;
  // Digits as the database writes them: no leading zeros, so one position has one cursor.
  if (String(BigInt(xid)) !== xid || String(BigInt(seq)) !== seq) return null;
  return { xid, seq };
}

export type ChangesPage = {
  data: Record<ChangeKind, ChangeList>;
  /** The last row this page covers (the next page starts after it); null when there was none. */
  last: ChangePosition | null;
  /** True when the log had more rows ready than one page holds. */
  more: boolean;
};

/**
 * A page from the log rows read with `limit + 1` (in log order): each record once, in the list of what the page
 * leaves it as. Deleted if its last change deletes it; created if it came into the public data in the page
 * (created, or shown again after a deletion) and stayed; else updated. Its place is its last change's.
 */
export function collectChanges(rows: readonly ChangeRow[], limit: number): ChangesPage {
  const page = rows.slice(0, limit);
  const records = new Map<string, { kind: ChangeKind; id: string; change: Change }>();
  for (const row of page) {
    const key = `${row.kind}/${row.id}`;
    const before = records.get(key);
    const change: Change = row.change === "updated" && before?.change === "created" ? "created" : row.change;
    // Deleted first so the record takes its last change's place in the order.
    records.delete(key);
    records.set(key, { kind: row.kind, id: row.id, change });
  }
  const data = Object.fromEntries(
    CHANGE_KINDS.map((kind) => [kind, { created: [], updated: [], deleted: [] } as ChangeList]),
  ) as Record<ChangeKind, ChangeList>;
  for (const record of records.values()) data[record.kind][record.change].push(record.id);
  const lastRow = page.at(-1);
  return {
    data,
    last: lastRow ? { xid: lastRow.xid, seq: lastRow.seq } : null,
    more: rows.length > limit,
  };
}
