import { lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { deletedRecords } from "~/db/schema";
import type { ChangeKind, ChangeList, ChangeRow } from "~/domain/changes";
import type { Executor } from "./executor.server";

type Row = { kind: ChangeKind; change: keyof ChangeList; id: string; at: string | Date };

/**
 * What changed in the public data in [since, until): per kind (projects, directory organizations, active
 * events), the ids created, updated (created before `since`) and deleted (deleted_records: rows deleted, and
 * events paused, migration 0017). An id deleted after its last write is only deleted; one written after its
 * deletion (an event shown again) only created or updated. At most `limit` rows per list, oldest first: the
 * caller cuts the window where a list ran over.
 */
export async function getChangedIds(
  { since, until, limit }: { since: Date; until: Date; limit: number },
  db: Executor = getDb(),
): Promise<ChangeRow[]> {
  const window = (column: string) =>
    sql`${sql.raw(column)} >= ${since.toISOString()}::timestamptz and ${sql.raw(column)} < ${until.toISOString()}::timestamptz`;
  // Created in the window, or changed in it after an earlier creation.
  const written = (kind: ChangeKind, from: ReturnType<typeof sql>) => sql`
    (select ${kind}::text as kind, 'created'::text as change, id, created_at as at from ${from}
      where ${window("created_at")} order by created_at, id limit ${limit})
    union all
    (select ${kind}::text, 'updated'::text, id, updated_at from ${from}
      where ${window("updated_at")} and created_at < ${since.toISOString()}::timestamptz
      order by updated_at, id limit ${limit})`;
  const deleted = (kind: ChangeKind) => sql`
    (select kind, 'deleted'::text, record_id, deleted_at from deleted_records
      where kind = ${kind} and ${window("deleted_at")} order by deleted_at, record_id limit ${limit})`;
  const result = await db.execute<Row>(sql`
    with
      project_rows as (select id::text as id, created_at, updated_at from projects),
      organization_rows as (
        select p.id, p.created_at, p.updated_at from profiles p where p.name_key <> '' and p.listed
        union all
        select o.id::text, o.created_at, o.updated_at from organizations o
        where o.name_key <> '' and o.listed
          and not exists (select 1 from profiles linked where linked.organization_id = o.id)
      ),
      event_rows as (select id::text as id, created_at, updated_at from events where is_active),
      changes as (
        ${written("projects", sql`project_rows`)}
        union all
        ${written("organizations", sql`organization_rows`)}
        union all
        ${written("events", sql`event_rows`)}
        union all
        ${deleted("projects")}
        union all
        ${deleted("organizations")}
        union all
        ${deleted("events")}
      )
    select c.kind, c.change, c.id, c.at from changes c
    where c.change <> 'deleted' or not exists (
      select 1 from changes later
      where later.kind = c.kind and later.id = c.id and later.change <> 'deleted' and later.at > c.at
    )
    and (c.change = 'deleted' or not exists (
      select 1 from changes gone
      where gone.kind = c.kind and gone.id = c.id and gone.change = 'deleted' and gone.at >= c.at
    ))
    order by c.at, c.kind, c.id`);
  return result.rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

/** Forgets deletions older than `before` (the upload sweep passes DELETIONS_KEPT_DAYS ago); returns how many. */
export async function deleteOldDeletions(before: Date, db: Executor = getDb()): Promise<number> {
  const gone = await db
    .delete(deletedRecords)
    .where(lt(deletedRecords.deletedAt, before))
    .returning({ id: deletedRecords.id });
  return gone.length;
}
