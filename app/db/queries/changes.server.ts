import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { ChangePosition, ChangeRow } from "~/domain/changes";
import type { Executor } from "./executor.server";

/**
 * The log's horizon: every transaction of this database whose id is below it has ended, so the rows below it
 * are all there will ever be (docs/decisions/0028). It is the statement snapshot's oldest transaction still
 * running (its xip list; its xmax when none runs), leaving out those pg_stat_activity shows in another
 * database: transaction ids are the cluster's, and one long transaction next door must not stall the feed. A
 * transaction not found there (ended meanwhile, prepared, not ours to see) counts as ours: it only holds the
 * feed back until the next request. One running transaction holds the feed back, never makes it skip.
 */
const HORIZON = sql`(
  select least(pg_snapshot_xmax(snap.s), (
    select x from pg_snapshot_xip(snap.s) x
    where not exists (
      select 1 from pg_stat_activity a where a.backend_xid = x::xid and a.datname <> current_database()
    )
    order by x limit 1))
  from (select pg_current_snapshot() as s) snap)`;

/**
 * At most `limit` rows of the changes log (change_log, migration 0028), in (xid, seq) order: after a position
 * (a cursor), or from the first row written at or after `since` (rows after it written a little earlier come
 * too: a harvester reading an id again loses nothing). Only rows of transactions below the horizon.
 */
export async function getChangeRows(
  start: { after: ChangePosition } | { since: Date },
  limit: number,
  db: Executor = getDb(),
): Promise<ChangeRow[]> {
  const from =
    "after" in start
      ? sql`(c.xid, c.seq) > (${start.after.xid}::text::xid8, ${start.after.seq}::bigint)`
      : sql`(c.xid, c.seq) >= (select first.xid, first.seq from change_log first
          where first.at >= ${start.since.toISOString()}::timestamptz order by first.xid, first.seq limit 1)`;
  const result = await db.execute<ChangeRow>(sql`
    select c.xid::text as xid, c.seq::text as seq, c.kind, c.change, c.record_id as id
    from change_log c
    where c.xid < ${HORIZON} and ${from}
    order by c.xid, c.seq
    limit ${limit}`);
  return result.rows;
}

/** Whether the sweep has removed rows after `position`: a harvester there may have missed changes. */
export async function sweptPast(position: ChangePosition, db: Executor = getDb()): Promise<boolean> {
  const result = await db.execute<{ swept: boolean }>(sql`
    select exists (select 1 from change_log_swept s
      where (s.xid, s.seq) > (${position.xid}::text::xid8, ${position.seq}::bigint)) as swept`);
  return Boolean(result.rows[0]?.swept);
}

/**
 * Forgets the log's rows written before `before` (the upload sweep passes DELETIONS_KEPT_DAYS ago) of ended
 * transactions, and remembers the last position removed (change_log_swept); returns how many went.
 */
export async function sweepChangeLog(before: Date, db: Executor = getDb()): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from change_log where at < ${before.toISOString()}::timestamptz and xid < ${HORIZON}
      returning xid, seq
    ),
    last as (select xid, seq from gone order by xid desc, seq desc limit 1),
    mark as (
      insert into change_log_swept (one, xid, seq) select true, xid, seq from last
      on conflict (one) do update set xid = excluded.xid, seq = excluded.seq
        where (excluded.xid, excluded.seq) > (change_log_swept.xid, change_log_swept.seq)
    )
    select count(*)::int as n from gone`);
  return Number(result.rows[0]?.n ?? 0);
}
