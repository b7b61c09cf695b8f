/**
 * `npm run db:seed`: loads the demo data into the configured database (DATABASE_URL, else the embedded
 * database in DATA_DIR), migrating it first. Refuses to touch a database that already has users.
 * The server seeds an empty embedded database by itself on first start; this script is for PostgreSQL
 * or for a data folder created with SEED_DEMO=false.
 */
import { sql } from "drizzle-orm";
import { getDb, openDatabase, setCurrentDatabase } from "~/db/client.server";
import { seedDemoData } from "~/seed/demo.server";
import { SEED_ORGANIZATIONS, seedEmail } from "~/seed/organizations";
import { getEnv } from "~/services/env.server";

async function main() {
  const env = getEnv();
  const target = env.DATABASE_URL
    ? "the PostgreSQL database in DATABASE_URL"
    : `the embedded database in ${env.DATA_DIR}`;
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  setCurrentDatabase(handle);
  try {
    const result = await getDb().execute<{ count: number }>(sql`select count(*)::int as count from users`);
    const count = Number(result.rows[0]?.count ?? 0);
    if (count > 0) {
      console.error(
        `Not seeding: ${target} already has ${count} user${count === 1 ? "" : "s"}. ` +
          "The demo data only goes into an empty database; point DATA_DIR or DATABASE_URL at an empty one.",
      );
      process.exitCode = 1;
      return;
    }
    const started = Date.now();
    const login = await seedDemoData({
      adminEmail: env.DEMO_ADMIN_EMAIL,
      adminPassword: env.DEMO_ADMIN_PASSWORD,
    });
    // As the server does after seeding: fresh statistics (and, on PGlite, which runs no autovacuum, a visibility
    // map) let the planner use the indexes from the first request.
    await getDb().execute(sql`vacuum analyze`);
    const example = SEED_ORGANIZATIONS[0];
    console.log(
      [
        `Loaded the demo data into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
        "",
        "  Demo administrator login (change the password after signing in):",
        `    email:    ${login.email}`,
        `    password: ${login.password}`,
        "",
        `  The ${SEED_ORGANIZATIONS.length} demo organizations (e.g. ${example ? seedEmail(example.key) : "contact@<organization>.example.org"})`,
        "  have no password: choose one with Forgot password; without SMTP_URL the link is in DATA_DIR/outbox.",
        "",
      ].join("\n"),
    );
  } finally {
    setCurrentDatabase(undefined);
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
