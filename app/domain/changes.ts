/**
 * The changes feed (/api/v1/changes): which public records were created, updated or deleted since a moment,
 * per kind, so a harvester keeps its copy current without reading everything again. Deletions are kept
 * DELETIONS_KEPT_DAYS (domain/open-data.ts); a `since` older than that could miss some, and is refused.
 */

export const CHANGE_KINDS = ["projects", "organizations", "events"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
export type ChangeList = { created: string[]; updated: string[]; deleted: string[] };
export type ChangeRow = { kind: ChangeKind; change: keyof ChangeList; id: string; at: Date };

/** At most this many ids in one list of one answer; the answer then covers a shorter window (`until`). */
export const MAX_CHANGES_PER_LIST = 5000;

export type ChangesWindow = {
  data: Record<ChangeKind, ChangeList>;
  /** The end of the window the lists cover completely: the next request's `since`. */
  until: Date;
  /** False when a list ran over MAX_CHANGES_PER_LIST at one single instant (a bulk write) and was cut there. */
  complete: boolean;
};

/**
 * The lists of a window from the rows read with `limit + 1` per list (oldest first). Where a list has more than
 * `limit`, the window ends at its first row left out, and every list keeps only what came before: each list
 * is then complete for [since, until), and the next request starts at `until`.
 */
export function collectChanges(
  rows: readonly ChangeRow[],
  { since, until, limit }: { since: Date; until: Date; limit: number },
): ChangesWindow {
  const lists = new Map<string, ChangeRow[]>();
  for (const row of rows) {
    const key = `${row.kind}/${row.change}`;
    const list = lists.get(key) ?? [];
    list.push(row);
    lists.set(key, list);
  }
  let end = until;
  for (const list of lists.values()) {
    const firstLeftOut = list[limit];
    if (firstLeftOut && firstLeftOut.at < end) end = firstLeftOut.at;
  }
  // More than `limit` rows at `since` itself: the window cannot shrink; the lists are cut at `limit`.
  const complete = end > since;
  if (!complete) end = until;
  const data = Object.fromEntries(
    CHANGE_KINDS.map((kind) => [kind, { created: [], updated: [], deleted: [] } as ChangeList]),
  ) as Record<ChangeKind, ChangeList>;
  for (const list of lists.values()) {
    for (const row of complete ? list.filter((entry) => entry.at < end) : list.slice(0, limit)) {
      data[row.kind][row.change].push(row.id);
    }
  }
  return { data, until: end, complete };
}
