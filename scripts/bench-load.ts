/**
 * npm run bench:load — how much traffic one and two instances hold, on PostgreSQL with 100,000 projects.
 *
 * A scratch database on the PostgreSQL server of TEST_DATABASE_URL (default the local one) is migrated and
 * seeded with the bench data (scripts/bench-data.ts), plus a few events and ten accounts. Then, for 1 and for
 * 2 production instances behind HAProxy (scripts/cluster.ts; files in a local S3-compatible bucket), autocannon
 * sends LOAD_CONNECTIONS (100) simultaneous users for LOAD_SECONDS (60) through the balancer, as browsers
 * do (compressed answers, no cookies), each request drawn from one mix (see `visitorPaths`): /, /projects,
 * /projects filtered by sector, by search text and paged, any of 2,000 project pages, /organizations, /events
 * and /about; beside them, a login a second, at most 50 (correct passwords, twenty accounts, within the login
 * limits). Then the two instances again with the page cache off (PAGE_CACHE_SECONDS=0). Printed per set-up:
 * requests per second, p50/p95/p99 latency and errors (non-2xx/3xx answers and failed connections), for the
 * page mix and for the logins, and how many cores each part (instances, PostgreSQL, HAProxy, this load
 * generator) kept busy. Loopback only; bounded in time.
 *
 * Needs a build (npm run build; BUILD_DIR picks another) and PostgreSQL.
 */
import fs from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import { sql as drizzleSql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { SECTORS } from "~/domain/reference";
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

/** A repeatable stream of pseudo-random numbers in [0, 1) (mulberry32): every run walks the same pages. */
function randomStream(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEARCHES = [
  "water",
  "schools",
  "clinics",
  "solar",
  "youth",
  "farms",
  "kampala",
  "gulu",
  "energy",
  "wells",
];

/**
 * The visitors' mix, each request drawn at random: popular pages that many people ask for (and a cache can
 * answer), and a long tail that it mostly cannot: any of 2,000 project pages, ten search words, every sector,
 * the first 20 pages of the list.
 */
function visitorPaths(projectIds: string[]) {
  const next = randomStream(20261125);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const mix: [number, () => string][] = [
    [15, () => "/"],
    [15, () => "/projects"],
    [10, () => `/projects?sector=${encodeURIComponent(pick(SECTORS))}`],
    [10, () => `/projects?q=${pick(SEARCHES)}`],
    [5, () => `/projects?page=${2 + Math.floor(next() * 19)}`],
    [25, () => `/projects/${pick(projectIds)}`],
    [8, () => "/organizations"],
    [7, () => "/events"],
    [5, () => "/about"],
  ];
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let roll = next() * total;
    for (const [weight, path] of mix) {
      roll -= weight;
      if (roll < 0) return path();
    }
    return "/";
  };
}

/** CPU seconds so far of this machine's processes, by part of the set-up (Linux /proc; 100 ticks a second). */
function cpuByPart(instancePids: Set<number>): Record<string, number> {
  const parts: Record<string, number> = {
    instances: 0,
    PostgreSQL: 0,
    HAProxy: 0,
    "load generator": 0,
    other: 0,
  };
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
    const pid = Number(entry);
    const part = instancePids.has(pid)
      ? "instances"
      : name === "postgres"
        ? "PostgreSQL"
        : name === "haproxy"
          ? "HAProxy"
          : pid === process.pid
            ? "load generator"
            : "other";
    parts[part] = (parts[part] ?? 0) + seconds;
  }
  return parts;
}

/** How many of the machine's cores each part kept busy between two readings. */
function coresBusy(before: Record<string, number>, after: Record<string, number>, seconds: number) {
  // A process that ended meanwhile takes its time along: "other" can dip, but never below nothing.
  return Object.entries(after)
    .map(([part, total]) => `${part} ${Math.max(0, (total - (before[part] ?? 0)) / seconds).toFixed(2)}`)
    .join(", ");
}

async function measure(origin: string, projectIds: string[], instancePids: Set<number>) {
  const nextPath = visitorPaths(projectIds);
  // As a browser asks: compressed answers.
  const visits = [
    {
      headers: { "accept-encoding": "gzip, deflate, br" },
      setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }),
    },
  ];
  const logins = Array.from({ length: ACCOUNTS }, (_, index) => ({
    method: "POST" as const,
    path: "/login",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ email: `load${index}@load.example`, password: PASSWORD }).toString(),
  }));
  const common = { url: origin, duration: SECONDS, timeout: 20 };
  // A short warm-up first: the first requests compile templates, fill caches and open pool connections.
  await run({ ...common, duration: 5, connections: 10, requests: visits });
  const cpuBefore = cpuByPart(instancePids);
  const [pageFigures, loginFigures] = await Promise.all([
    run({ ...common, connections: CONNECTIONS, requests: visits }),
    // One a second, fewer than 60 in all: the per-address login limit (60 a minute) counts the balancer's
    // one client address here, as it would one office behind one router.
    run({ ...common, connections: 1, overallRate: 1, amount: Math.min(50, SECONDS), requests: logins }),
  ]);
  const cores = coresBusy(cpuBefore, cpuByPart(instancePids), SECONDS);
  return { pageFigures, loginFigures, cores };
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
  // What autovacuum does soon after a bulk load on a live database: the planner's statistics, and the
  // visibility map that lets counts read indexes alone.
  await handle.db.execute(drizzleSql.raw("vacuum analyze"));
  const ids = await handle.db.execute<{ id: string }>(
    drizzleSql.raw("select id from projects order by random() limit 2000"),
  );
  await handle.close();
  const projectIds = ids.rows.map((row) => row.id);

  const setups = [
    { instances: 1, cache: true },
    { instances: 2, cache: true },
    // What the page cache buys: the same two instances rendering every page.
    { instances: 2, cache: false },
  ];
  for (const [index, { instances, cache }] of setups.entries()) {
    const env: Record<string, string> = cache ? {} : { PAGE_CACHE_SECONDS: "0" };
    const cluster = await startCluster({ instances, database, logLevel: "error", env });
    const setup = `${instances}${cache ? "" : ", no page cache"}`;
    try {
      if (index === 0) {
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
      console.log(`\n${setup} instance(s): ${CONNECTIONS} users for ${SECONDS} s …`);
      const pids = new Set(
        cluster.instances.map((instance) => instance.pid()).filter((pid) => pid !== undefined),
      );
      const { pageFigures, loginFigures, cores } = await measure(cluster.lbOrigin, projectIds, pids);
      console.log(`cores busy (of ${os.availableParallelism()}): ${cores}`);
      for (const [kind, figures] of [
        ["pages", pageFigures],
        ["logins", loginFigures],
      ] as const) {
        const row = `| ${setup} | ${kind} | ${figures.requests} | ${figures.perSecond.toFixed(1)} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ${figures.errors} |`;
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
