/**
 * npm run bench:load — how much traffic one and two instances hold, on PostgreSQL with 100,000 projects.
 *
 * A scratch database on the PostgreSQL server of TEST_DATABASE_URL (default the local one) is migrated and
 * seeded with the bench data (scripts/bench-data.ts), plus a few events and ten accounts. Then, for 1 and for
 * 2 production instances behind HAProxy (scripts/cluster.ts; files in a local S3-compatible bucket), autocannon
 * sends LOAD_CONNECTIONS (100) simultaneous users for LOAD_SECONDS (60) through the balancer, each walking
 * the same mix: /, /projects, /projects filtered by sector and by search text, a project's page, /organizations,
 * /events and /about; beside them, a login a second, at most 50 (correct passwords, twenty accounts, within
 * the login limits). Printed per set-up: requests per second, p50/p95/p99 latency and errors (non-2xx/3xx answers
 * and failed connections), for the page mix and for the logins. Loopback only; bounded in time.
 *
 * Needs a build (npm run build; BUILD_DIR picks another) and PostgreSQL.
 */
import autocannon from "autocannon";
import { sql as drizzleSql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { seedBenchData } from "./bench-data";
import { POSTGRES_SERVER, sql, startCluster } from "./cluster";

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const ACCOUNTS = 20;
const PASSWORD = "load-password-1";

type Figures = { requests: number; perSecond: number; p50: number; p95: number; p99: number; errors: number };

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One autocannon run; latencies are gathered per response (autocannon's own summary has no p95). */
async function run(options: autocannon.Options): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on("response", (_client, status, _bytes, milliseconds) => {
      latencies.push(milliseconds);
      if (status >= 400) errors++;
    });
  });
  latencies.sort((a, b) => a - b);
  errors += result.errors + result.timeouts;
  return {
    requests: latencies.length,
    perSecond: latencies.length / (result.duration || SECONDS),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
  };
}

async function measure(origin: string, projectIds: string[]) {
  const pages = [
    "/",
    "/projects",
    "/projects?sector=Education",
    "/projects?search=water",
    ...projectIds.map((id) => `/projects/${id}`),
    "/organizations",
    "/events",
    "/about",
  ];
  const logins = Array.from({ length: ACCOUNTS }, (_, index) => ({
    method: "POST" as const,
    path: "/login",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ email: `load${index}@load.example`, password: PASSWORD }).toString(),
  }));
  const common = { url: origin, duration: SECONDS, timeout: 20 };
  // A short warm-up first: the first requests compile templates, fill caches and open pool connections.
  await run({ ...common, duration: 5, connections: 10, requests: pages.map((path) => ({ path })) });
  const [pageFigures, loginFigures] = await Promise.all([
    run({ ...common, connections: CONNECTIONS, requests: pages.map((path) => ({ path })) }),
    // One a second, fewer than 60 in all: the per-address login limit (60 a minute) counts the balancer's
    // one client address here, as it would one office behind one router.
    run({ ...common, connections: 1, overallRate: 1, amount: Math.min(50, SECONDS), requests: logins }),
  ]);
  return { pageFigures, loginFigures };
}

const database = `ui_load_${process.pid}`;
await sql(POSTGRES_SERVER, `create database ${database}`);
const databaseUrl = Object.assign(new URL(POSTGRES_SERVER), { pathname: `/${database}` }).toString();
const rows: string[] = [];
try {
  console.log(`Seeding ${PROJECTS.toLocaleString("en")} projects into ${database} …`);
  const handle = await openDatabase({ url: databaseUrl, dataDir: "." });
  await seedBenchData(handle.db, { projects: PROJECTS, profiles: 2_000 });
  await handle.db.execute(
    drizzleSql.raw(`insert into events (title, event_date, location, description)
      select 'Load Event ' || g, now() + make_interval(days => g), 'Kampala', 'An event of the load benchmark.'
      from generate_series(1, 30) g`),
  );
  const ids = await handle.db.execute<{ id: string }>(
    drizzleSql.raw("select id from projects order by created_at desc offset 500 limit 4"),
  );
  await handle.close();
  const projectIds = ids.rows.map((row) => row.id);

  for (const instances of [1, 2]) {
    const cluster = await startCluster({ instances, database, logLevel: "error" });
    try {
      if (instances === 1) {
        for (let index = 0; index < ACCOUNTS; index++) {
          const form = new URLSearchParams({
            email: `load${index}@load.example`,
            fullName: "Load Tester",
            orgName: `LOAD ORGANIZATION ${index}`,
            orgBrief: "An organization of the load benchmark.",
            orgType: "NGO/Non-Profit",
            countryCode: "UG",
            phone: "772123456",
            address: "Kampala",
            password: PASSWORD,
            confirmPassword: PASSWORD,
            acceptTerms: "on",
          });
          const answer = await fetch(`${cluster.lbOrigin}/register`, {
            method: "POST",
            body: form,
            headers: { Origin: cluster.lbOrigin },
            redirect: "manual",
          });
          if (answer.status !== 302) throw new Error(`registering load${index} answered ${answer.status}`);
        }
      }
      console.log(`\n${instances} instance(s): ${CONNECTIONS} users for ${SECONDS} s …`);
      const { pageFigures, loginFigures } = await measure(cluster.lbOrigin, projectIds);
      for (const [kind, figures] of [
        ["pages", pageFigures],
        ["logins", loginFigures],
      ] as const) {
        const row = `| ${instances} | ${kind} | ${figures.requests} | ${figures.perSecond.toFixed(1)} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ${figures.errors} |`;
        rows.push(row);
        console.log(row);
      }
    } finally {
      await cluster.close();
    }
  }
} finally {
  await sql(POSTGRES_SERVER, `drop database if exists ${database} with (force)`);
}

console.log("\n| instances | traffic | requests | requests/s | p50 ms | p95 ms | p99 ms | errors |");
console.log("|---|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
