import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Migration 0023 (issue 34) moves the spec's subscriptions and payment_requests into subscription_requests
 * without losing one: on a database migrated to 0022 holding every kind of legacy row, each pair becomes one
 * request keeping the payment request's id, receipt number and dates; each unpaired row becomes a request of
 * its own; each gets its history; then 0024 drops the old tables. (The SQL is PostgreSQL's; PGlite runs it.)
 */

const DIR = path.resolve("drizzle");
const files = fs
  .readdirSync(DIR)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();

async function run(db: PGlite, file: string) {
  const text = fs.readFileSync(path.join(DIR, file), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

const ORG_A = "00000000-0000-4000-8000-00000000000a";
const ORG_B = "00000000-0000-4000-8000-00000000000b";
const PAID_REQUEST = "00000000-0000-4000-8000-000000000101";
const PAID_SUBSCRIPTION = "00000000-0000-4000-8000-000000000201";
const WAITING_REQUEST = "00000000-0000-4000-8000-000000000102";
const WAITING_SUBSCRIPTION = "00000000-0000-4000-8000-000000000202";
const LONE_SUBSCRIPTION = "00000000-0000-4000-8000-000000000203";

describe("migration 0023: the legacy billing rows, moved", () => {
  const db = new PGlite({ extensions: { pg_trgm } });
  type Row = Record<string, unknown>;
  let moved: Row[];
  let history: Row[];

  beforeAll(async () => {
    for (const file of files.filter((name) => name < "0023")) await run(db, file);
    await db.exec(`
      insert into users (id, name, email, email_verified) values
        ('u-a', 'A', 'a@example.org', true), ('admin', 'Admin', 'admin@example.org', true);
      insert into organizations (id, name) values ('${ORG_A}', 'ALPHA TRUST'), ('${ORG_B}', 'BETA CO');
      insert into subscriptions (id, organization_id, start_date, end_date, payment_reference, is_active, approved_by, created_at)
        values ('${PAID_SUBSCRIPTION}', '${ORG_A}', '2026-01-10', '2027-01-10', 'MP-1', true, 'admin@example.org', '2026-01-10T08:00:00Z'),
               ('${WAITING_SUBSCRIPTION}', '${ORG_A}', '2026-11-20', '2027-11-20', 'AIR 2', false, null, '2026-11-20T08:00:00Z'),
               ('${LONE_SUBSCRIPTION}', '${ORG_B}', '2025-02-01', '2026-02-01', 'FT-OLD', true, 'admin', '2025-02-01T08:00:00Z');
      insert into payment_requests (id, org_id, submitted_by, reference_code, payment_proof_url, approved, created_at)
        values ('${PAID_REQUEST}', '${ORG_A}', 'u-a', 'mp-1 ', '/payment/proofs/a.jpg', false, '2026-01-10T08:00:00Z'),
               ('${WAITING_REQUEST}', '${ORG_A}', 'u-a', 'AIR 2', null, false, '2026-11-20T08:00:00Z');
      update payment_requests set approved = true where id = '${PAID_REQUEST}';
    `);
    const before = await db.query<{ receipt_number: number }>(
      `select receipt_number from payment_requests where id = '${PAID_REQUEST}'`,
    );
    expect(before.rows[0]?.receipt_number).toBe(1);
    for (const file of files.filter((name) => name >= "0023")) await run(db, file);
    moved = (
      await db.query<Row>(
        "select *, start_date::text as start, end_date::text as end from subscription_requests order by created_at",
      )
    ).rows;
    history = (await db.query<Row>("select * from subscription_request_history order by created_at, action"))
      .rows;
  }, 120_000);

  afterAll(async () => {
    await db.close();
  });

  it("keeps every legacy payment, one request per paid transfer", async () => {
    expect(moved.map((row) => row.id)).toEqual([LONE_SUBSCRIPTION, PAID_REQUEST, WAITING_REQUEST]);
    expect(moved.find((row) => row.id === PAID_REQUEST)).toMatchObject({
      organization_id: ORG_A,
      organization_name: "ALPHA TRUST",
      submitted_by: "u-a",
      method: "unrecorded",
      transaction_id: "mp-1 ",
      transaction_key: "MP-1",
      amount: 45000,
      currency: "UGX",
      proof_url: "/payment/proofs/a.jpg",
      status: "approved",
      start: "2026-01-10",
      end: "2027-01-10",
      decided_by: "admin",
      decided_by_email: "admin@example.org",
      receipt_number: 1,
    });
    expect(moved.find((row) => row.id === WAITING_REQUEST)).toMatchObject({
      status: "submitted",
      start: null,
      end: null,
      receipt_number: null,
    });
    expect(moved.find((row) => row.id === LONE_SUBSCRIPTION)).toMatchObject({
      organization_id: ORG_B,
      status: "approved",
      end: "2026-02-01",
      decided_by_email: "admin",
      receipt_number: 2,
    });
  });

  it("gives each its history, drops the old tables and continues the receipt numbers", async () => {
    expect(history.filter((row) => row.action === "submitted")).toHaveLength(3);
    expect(
      history
        .filter((row) => row.action === "approved")
        .map((row) => row.request_id)
        .sort(),
    ).toEqual([LONE_SUBSCRIPTION, PAID_REQUEST].sort());
    const tables = await db.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_name in ('subscriptions', 'payment_requests')",
    );
    expect(tables.rows).toEqual([]);
    const columns = await db.query<{ name: string }>(
      "select column_name as name from information_schema.columns where table_name = 'organizations' and column_name in ('is_paid', 'subscription_expires_at')",
    );
    expect(columns.rows).toEqual([]);
    const next = await db.query<{ n: number }>("select nextval('payment_receipt_number_seq')::int as n");
    expect(next.rows[0]?.n).toBe(3);
  });
});
