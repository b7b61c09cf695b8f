import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { describeEachDatabase } from "../setup/test-database";

const TABLES = [
  "accounts",
  "admin_audit_log",
  "admin_settings",
  "change_log",
  "change_log_swept",
  "contact_messages",
  "events",
  "follow_deliveries",
  "follow_tokens",
  "followers",
  "indicator_periods",
  "newsletter_subscribers",
  "organization_invitations",
  "organization_members",
  "organization_name_prototypes",
  "organizations",
  "pending_uploads",
  "profiles",
  "project_facet_counts",
  "project_facets",
  "project_funders",
  "project_results",
  "project_updates",
  "projects",
  "rate_limits",
  "result_indicators",
  "search_words",
  "sessions",
  "subscription_reminders",
  "subscription_request_history",
  "subscription_requests",
  "users",
  "verifications",
];

describeEachDatabase("migrations", () => {
  it("create every table on an empty database", async () => {
    const result = await getDb().execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const names = result.rows.map((row) => row.table_name).filter((name) => !name.startsWith("__"));
    expect(names).toEqual(TABLES);
  });

  it("treat the accounts that existed before email verification as verified", async () => {
    const dir = path.resolve("drizzle");
    const file = fs.readdirSync(dir).find((name) => name.endsWith("_verify-existing-accounts.sql"));
    expect(file).toBeDefined();
    const journal = JSON.parse(fs.readFileSync(path.join(dir, "meta", "_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    expect(journal.entries.map((entry) => entry.tag)).toContain(file!.replace(/\.sql$/, ""));
    const db = getDb();
    await db.execute(
      sql`insert into users (id, name, email, email_verified) values ('old', 'Old', 'old@example.org', false)`,
    );
    await db.execute(sql.raw(fs.readFileSync(path.join(dir, file!), "utf8")));
    const rows = await db.execute<{ email_verified: boolean }>(
      sql`select email_verified from users where id = 'old'`,
    );
    expect(rows.rows[0]?.email_verified).toBe(true);
    // New accounts still start unverified.
    await db.execute(sql`insert into users (id, name, email) values ('new', 'New', 'new@example.org')`);
    const fresh = await db.execute<{ email_verified: boolean }>(
      sql`select email_verified from users where id = 'new'`,
    );
    expect(fresh.rows[0]?.email_verified).toBe(false);
    await db.execute(sql`delete from users where id in ('old', 'new')`);
  });

  it("keep the project search text current through the triggers", async () => {
    const db = getDb();
    await db.execute(sql`insert into users (id, name, email) values ('u1', 'Amina', 'amina@example.org')`);
    await db.execute(sql`insert into profiles (id, organization_name) values ('u1', 'GREEN HILLS')`);
    await db.execute(
      sql`insert into projects (name, brief, location, sector, sdg, start_date, organization_id)
          values ('Clean Water', 'Boreholes for schools', 'Gulu', 'Water and Sanitation', 'Clean Water and Sanitation', '2025-01-01', 'u1')`,
    );
    const read = async () =>
      (await db.execute<{ search_text: string }>(sql`select search_text from projects`)).rows[0]?.search_text;
    expect(await read()).toBe("clean water green hills gulu water and sanitation boreholes for schools");
    await db.execute(sql`update profiles set organization_name = 'BLUE NILE' where id = 'u1'`);
    expect(await read()).toContain("blue nile");
  });
});
