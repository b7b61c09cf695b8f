/**
 * `npm run bench`: how fast the public project list is at 100,000 projects.
 *
 * - A scratch embedded database (PGlite) in a temporary folder — and a scratch database on the PostgreSQL
 *   server of BENCH_DATABASE_URL when that is set — is migrated and seeded in SQL (INSERT … SELECT
 *   generate_series: 2,000 organizations and profiles, 100,000 projects), then ANALYZEd.
 * - Each scenario runs `searchProjects` (page + total count) BENCH_RUNS times (default 30) after a warm-up,
 *   beside the very same SQL sent straight through the driver; p50/p95 in milliseconds are printed, with the
 *   indexes the plans use (EXPLAIN ANALYZE).
 * - A production build of the current code (made into build-bench; BENCH_BUILD_DIR uses an existing one)
 *   serves /projects from the scratch database in this process: the HTML size (bytes and gzip) and the
 *   response time are printed.
 *
 * Options (environment): BENCH_PROJECTS (100000), BENCH_PROFILES (2000), BENCH_RUNS (30),
 * BENCH_DATABASE_URL (postgres://… of a server where a scratch database may be created and dropped),
 * BENCH_DATA_DIR (keep the embedded database in this folder and reuse it on the next run).
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const PROFILES = Number(process.env.BENCH_PROFILES ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** Only the scenarios whose name contains this text, or one of these comma-separated texts (BENCH_ONLY). */
const ONLY = process.env.BENCH_ONLY;
const WARMUP = 3;

// The app reads its configuration once: set it before any app module loads.
// BENCH_DATA_DIR keeps the seeded embedded database between runs (seeded once, never deleted).
const keepDir = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : undefined;
if (keepDir) fs.mkdirSync(keepDir, { recursive: true });
const scratch = keepDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "ui-bench-"));
process.env.DATA_DIR = scratch;
process.env.NODE_ENV = "production";
// Production mode needs a public address; the bench sends no email, so any local one will do.
process.env.PUBLIC_URL = process.env.PUBLIC_URL || "http://127.0.0.1";
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? "warn";
process.env.SEED_DEMO = "false";
process.env.SESSION_SECRET = crypto.randomBytes(32).toString("hex");
delete process.env.DATABASE_URL;

const { sql } = await import("drizzle-orm");
const { PgDialect } = await import("drizzle-orm/pg-core");
const { openDatabase, setCurrentDatabase, getDb } = await import("~/db/client.server");
const { searchProjects, searchProjectsWithFacets, projectSearchQueries } = await import(
  "~/db/queries/projects.server"
);
const { resolveFilters } = await import("~/db/queries/project-search.server");
const { parseProjectFilters } = await import("~/domain/project-filter-schema");
const { seedBenchData } = await import("./bench-data");

type Handle = Awaited<ReturnType<typeof openDatabase>>;
type RawClient = { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };

const SCENARIOS: { name: string; query: string }[] = [
  { name: "no filter, page 1 (newest)", query: "" },
  { name: "text search, common word (q=water)", query: "q=water" },
  { name: "text search, rare word (q=zanzibarite)", query: "q=zanzibarite" },
  { name: "text search, organization name", query: "q=rwenzori" },
  { name: "sector + target (landing search)", query: "sector=Health&target=women" },
  { name: "status + alphabetical", query: "status=completed&sort=alphabetical" },
  { name: "location substring (location=gulu)", query: "location=gulu" },
  { name: "deep page (page=200, newest)", query: "page=200" },
  { name: "deep page (page=200, alphabetical)", query: "page=200&sort=alphabetical" },
  // Issue 22's facet scenarios: the page's data is the results, the total and every facet's counts.
  { name: "typo, best match (q=watr sanitaton)", query: "q=watr+sanitaton" },
  { name: "q + 2 facets (water, Health, Northern)", query: "q=water&sector=Health&region=Northern+Region" },
  // Issue 36's orders without an index of their own (the page sorts ids in a narrow subquery), and a typo the
  // list corrects (one more statement: the counts as typed and as corrected, capped).
  { name: "recently updated (sort=updated)", query: "sort=updated" },
  { name: "budget, largest first (sort=budget)", query: "sort=budget" },
  { name: "corrected typo (q=helth)", query: "q=helth" },
  {
    name: "3 facets, multi-values",
    query:
      "sector=Health&sector=Education&region=Northern+Region&region=Eastern+Region&status=active&status=planning",
  },
];

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(run: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
};

/** The scans of a plan: "Bitmap Index Scan projects_search_text_trgm_idx", "Seq Scan projects", … */
function scans(node: PlanNode, out: string[] = []): string[] {
  if (node["Index Name"]) out.push(`${node["Node Type"]} ${node["Index Name"]}`);
  else if (node["Node Type"] === "Seq Scan") out.push(`Seq Scan ${node["Relation Name"]}`);
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

async function explain(client: RawClient, query: { sql: string; params: unknown[] }) {
  const result = await client.query(`explain (analyze, format json) ${query.sql}`, query.params);
  const row = result.rows[0] as Record<string, unknown>;
  const raw = row["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as {
    Plan: PlanNode;
    "Execution Time": number;
  }[];
  return { scans: [...new Set(scans(plan[0]!.Plan))], ms: plan[0]!["Execution Time"] };
}

const ms = (value: number) => value.toFixed(1).padStart(7);

async function benchDatabase(label: string, handle: Handle) {
  setCurrentDatabase(handle);
  // A kept database (BENCH_DATA_DIR) is seeded once.
  const existing = await handle.db.execute<{ count: number }>(
    sql`select count(*)::int as count from projects`,
  );
  const seedMs =
    Number(existing.rows[0]?.count ?? 0) > 0
      ? 0
      : await seedBenchData(handle.db, { projects: PROJECTS, profiles: PROFILES });
  const client = (handle.db as unknown as { $client: RawClient }).$client;
  const counts = await getDb().execute<{ projects: number; profiles: number }>(
    sql`select (select count(*)::int from projects) as projects, (select count(*)::int from profiles) as profiles`,
  );
  console.log(
    `\n== ${label}: ${counts.rows[0]?.projects} projects, ${counts.rows[0]?.profiles} profiles, seeded in ${(seedMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `${"scenario".padEnd(40)} ${"rows".padStart(6)} ${"total".padStart(7)}   page data p50/p95   results+total p50/p95   raw facets p50/p95   (ms)`,
  );
  const plans: string[] = [];
  for (const scenario of SCENARIOS.filter(
    (item) => !ONLY || ONLY.split(",").some((part) => item.name.includes(part)),
  )) {
    const filters = parseProjectFilters(scenario.query);
    // What /projects runs: the page's rows, and the facet statement (which carries the total).
    const result = await searchProjectsWithFacets(filters);
    const page = await time(() => searchProjectsWithFacets(filters));
    // The bare list: the page's rows and the count, without facets.
    const bare = await time(() => searchProjects(filters));
    const resolved = await resolveFilters(filters);
    const { list, count, facets } = projectSearchQueries({
      ...resolved,
      page: filters.page,
      sort: filters.sort,
    });
    const listSql = list.toSQL();
    const countSql = count.toSQL();
    const facetSql = new PgDialect({ casing: "snake_case" }).sqlToQuery(facets);
    const rawFacets = await time(() => client.query(facetSql.sql, facetSql.params));
    console.log(
      `${scenario.name.padEnd(40)} ${String(result.projects.length).padStart(6)} ${String(result.total).padStart(7)}   ${ms(page.p50)} /${ms(page.p95)}   ${ms(bare.p50)} /${ms(bare.p95)}       ${ms(rawFacets.p50)} /${ms(rawFacets.p95)}`,
    );
    const listPlan = await explain(client, listSql);
    const countPlan = await explain(client, countSql);
    const facetPlan = await explain(client, facetSql);
    plans.push(
      `  ${scenario.name}\n    page:   ${listPlan.scans.join(", ")} (${listPlan.ms.toFixed(1)} ms)\n    count:  ${countPlan.scans.join(", ")} (${countPlan.ms.toFixed(1)} ms)\n    facets: ${facetPlan.scans.join(", ")} (${facetPlan.ms.toFixed(1)} ms)`,
    );
  }
  console.log("\nPlans (EXPLAIN ANALYZE, execution time inside the database):");
  console.log(plans.join("\n"));
  await benchHtml(label);
}

let buildCache: { build: unknown; clientDir: string } | undefined;
/**
 * The production build of the current code, made into build-bench (a stale build would measure old queries);
 * BENCH_BUILD_DIR uses an existing build as it is.
 */
async function loadBuild() {
  if (buildCache) return buildCache;
  let buildDir = process.env.BENCH_BUILD_DIR ? path.resolve(process.env.BENCH_BUILD_DIR) : undefined;
  if (!buildDir) {
    buildDir = path.resolve("build-bench");
    console.log(`\nBuilding the app into ${buildDir} …`);
    const built = spawnSync("npx", ["react-router", "build"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    });
    if (built.status !== 0) throw new Error("react-router build failed");
  }
  const build = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
  buildCache = { build, clientDir: path.join(buildDir, "client") };
  return buildCache;
}

async function benchHtml(label: string) {
  const { build, clientDir } = await loadBuild();
  const { createApp } = await import("../server/app");
  const { getEnv } = await import("~/services/env.server");
  const app = createApp({ env: getEnv(), build: build as never, clientDir });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    console.log(`\n/projects rendered by the production build (${label}):`);
    for (const url of ["/projects", "/projects?q=water", "/projects?page=200&sort=alphabetical"]) {
      const fetchPage = async () => {
        const response = await fetch(`http://127.0.0.1:${port}${url}`, {
          headers: { "Accept-Encoding": "identity" },
        });
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        return Buffer.from(await response.arrayBuffer());
      };
      const html = await fetchPage();
      const gzip = zlib.gzipSync(html, { level: 6 }).length;
      const timing = await time(fetchPage);
      console.log(
        `  ${url.padEnd(40)} ${String(html.length).padStart(7)} bytes, ${String(gzip).padStart(6)} gzip   response p50/p95 ${ms(timing.p50)} /${ms(timing.p95)} ms`,
      );
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function main() {
  const started = performance.now();
  console.log(
    `Benchmark: ${PROJECTS} projects, ${PROFILES} profiles, ${RUNS} runs per figure (after ${WARMUP} warm-up)`,
  );
  const pglite = await openDatabase({ dataDir: scratch });
  try {
    await benchDatabase("PGlite (embedded)", pglite);
  } finally {
    setCurrentDatabase(undefined);
    await pglite.close();
  }

  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const { Client } = await import("pg");
    const name = `ui_bench_${crypto.randomBytes(5).toString("hex")}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const postgres = await openDatabase({ url: url.toString(), dataDir: scratch });
    try {
      await benchDatabase(`PostgreSQL (${url.host})`, postgres);
    } finally {
      setCurrentDatabase(undefined);
      await postgres.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    }
  }
  if (!keepDir) fs.rmSync(scratch, { recursive: true, force: true });
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error) => {
  console.error(error);
  if (!keepDir) fs.rmSync(scratch, { recursive: true, force: true });
  process.exit(1);
});
