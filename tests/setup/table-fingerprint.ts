import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";

/**
 * A fingerprint of every row of every table of the app (an md5 of the rows' text, in a fixed order): two equal
 * fingerprints mean no row was added, removed or changed, which counting rows cannot tell.
 */
export async function tableFingerprints(
  options: {
    /** Tables left out. */
    except?: readonly string[];
    /** Rows whose text holds one of these (an account's or organization's id: its own rows) are left out. */
    exceptRowsMentioning?: readonly string[];
  } = {},
): Promise<Record<string, string>> {
  const mentions = (options.exceptRowsMentioning ?? []).filter((id) => /^[A-Za-z0-9_-]+$/.test(id));
  const where = mentions.length
    ? ` where ${mentions.map((id) => `strpos(t::text, '${id}') = 0`).join(" and ")}`
    : "";
  const tables = await getDb().execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const names = tables.rows.map((row) => row.name).filter((name) => !options.except?.includes(name));
  const fingerprints: Record<string, string> = {};
  if (names.length === 0) return fingerprints;
  // One statement for all tables: one round trip instead of one per table (the fuzz and bounds tests take
  // hundreds of fingerprints).
  const result = await getDb().execute<{ name: string; rows: number; digest: string | null }>(
    sql.raw(
      names
        .map(
          (name) =>
            `select '${name}' as name, count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t${where}`,
        )
        .join(" union all "),
    ),
  );
  for (const row of result.rows) {
    fingerprints[row.name] = `${row.rows} rows, ${row.digest ?? "empty"}`;
  }
  return fingerprints;
}

/** The tables whose fingerprint differs between two readings, each with both. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table] ?? "absent"} → ${after[table] ?? "absent"}`);
}
