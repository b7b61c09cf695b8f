import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { describeEachDatabase } from "../setup/test-database";

const TABLES = [
  "accounts",
  "admin_audit_log",
  "admin_settings",
  "contact_messages",
  "events",
  "newsletter_subscribers",
  "organization_name_prototypes",
  "organizations",
  "payment_requests",
  "pending_uploads",
  "profiles",
  "projects",
  "rate_limits",
  "sessions",
  "subscription_reminders",
  "subscriptions",
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
