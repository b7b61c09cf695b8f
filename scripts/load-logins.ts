/**
 * `npm run bench:logins`: do public pages stay fast while many wrong logins are checked?
 *
 * Needs a production build first (`npm run build`, or BUILD_DIR=<dir> of one of your own). Builds nothing
 * itself: it starts the production server (`NODE_ENV=production tsx server/index.ts`) on its own port
 * (LOAD_PORT, default 3457) with a fresh DATA_DIR and the demo data, on loopback only, then
 *   1. measures GET /healthz and GET /about from one client with nothing else running (idle), and
 *   2. fires LOAD_LOGINS (default 50) wrong logins at once from another client — each with its own email, so
 *      the per-email limit refuses none, and fewer than the per-address limit (60 a minute) — while the first
 *      client keeps asking for /healthz and /about, one request after the other,
 * and prints p50/p95/max of each in milliseconds. Bounded: at most LOAD_LOGINS logins, 5 minutes to start
 * and LOAD_SECONDS (default 120) to measure; the server is stopped and its data folder deleted at the end.
 * Exits 1 when a public page's p95 under load is 200 ms or more (the goal of issue 7, item 5).
 * Options (environment): BUILD_DIR (build), LOAD_PORT, LOAD_LOGINS, LOAD_SECONDS.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.LOAD_PORT ?? 3457);
const LOGINS = Math.min(Number(process.env.LOAD_LOGINS ?? 50), 55); // stays under the per-address limit
const SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
/** Starting (migrations, demo data with its pictures) may take long on a busy machine; then SECONDS more. */
const STARTUP_SECONDS = 300;
let deadline = Date.now() + STARTUP_SECONDS * 1000;
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");
const ORIGIN = `http://localhost:${PORT}`;
const GOAL_P95_MS = 200;
const IDLE_SAMPLES = 20;

if (!fs.existsSync(path.join(BUILD_DIR, "server", "index.js"))) {
  console.error(`No production build in ${BUILD_DIR}: run \`npm run build\` first (or set BUILD_DIR).`);
  process.exit(2);
}

/** `refused`: the answer says "Too many attempts" (the login was turned away, not checked). */
type Sample = { status: number; ms: number; refused?: boolean };

/** One HTTP request on loopback through `agent` (each client its own connections); never throws. */
function send(agent: http.Agent, method: "GET" | "POST", pathname: string, body?: string): Promise<Sample> {
  const started = performance.now();
  return new Promise((resolve) => {
    // Same origin as a browser on PUBLIC_URL would send: React Router refuses actions from other origins.
    const headers: Record<string, string> = { Host: `localhost:${PORT}`, Origin: ORIGIN };
    if (body !== undefined) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      headers["Content-Length"] = String(Buffer.byteLength(body));
    }
    const request = http.request(
      { host: "127.0.0.1", port: PORT, method, path: pathname, agent, headers, timeout: 60_000 },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (method === "POST") text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            refused: text.includes("Too many attempts"),
          }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

type Row = { label: string; samples: Sample[] };
function printTable(rows: Row[]) {
  const header = ["", "n", "p50 ms", "p95 ms", "max ms", "statuses"];
  const lines = rows.map(({ label, samples }) => {
    const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    const statuses = new Map<string, number>();
    for (const { status, refused } of samples) {
      const key = refused ? `${status} too many` : String(status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    return [
      label,
      String(samples.length),
      percentile(ms, 50).toFixed(0),
      percentile(ms, 95).toFixed(0),
      (ms.at(-1) ?? Number.NaN).toFixed(0),
      [...statuses].map(([status, count]) => `${count}×${status}`).join(" "),
    ];
  });
  const widths = header.map((_, column) =>
    Math.max(...[header, ...lines].map((line) => line[column]?.length ?? 0)),
  );
  for (const line of [header, ...lines]) {
    console.log(
      line
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join("  "),
    );
  }
}

async function waitForServer(server: ChildProcess, agent: http.Agent) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const { status } = await send(agent, "GET", "/healthz");
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not answer /healthz in time");
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ui-load-logins-"));
const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    PUBLIC_URL: ORIGIN,
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

const publicClient = new http.Agent({ keepAlive: true, maxSockets: 1 });
const loginClient = new http.Agent({ keepAlive: true, maxSockets: LOGINS });
let failed = false;
try {
  await waitForServer(server, publicClient);
  deadline = Date.now() + SECONDS * 1000;
  for (let i = 0; i < 3; i++)
    await Promise.all([send(publicClient, "GET", "/about"), send(publicClient, "GET", "/healthz")]);

  const idle: Record<"/healthz" | "/about", Sample[]> = { "/healthz": [], "/about": [] };
  for (let i = 0; i < IDLE_SAMPLES; i++) {
    idle["/healthz"].push(await send(publicClient, "GET", "/healthz"));
    idle["/about"].push(await send(publicClient, "GET", "/about"));
  }

  const loaded: typeof idle = { "/healthz": [], "/about": [] };
  let loginsRunning = true;
  const started = performance.now();
  const logins = Promise.all(
    Array.from({ length: LOGINS }, (_, i) =>
      send(
        loginClient,
        "POST",
        "/login",
        new URLSearchParams({
          email: `load-${i}-${Date.now()}@example.org`,
          password: "not-the-password-1",
        }).toString(),
      ),
    ),
  ).finally(() => {
    loginsRunning = false;
  });
  // The second client asks for public pages, one after the other, as long as logins are being checked.
  const probing = (async () => {
    while (loginsRunning && Date.now() < deadline) {
      loaded["/healthz"].push(await send(publicClient, "GET", "/healthz"));
      if (!loginsRunning) break;
      loaded["/about"].push(await send(publicClient, "GET", "/about"));
    }
  })();
  const loginSamples = await logins;
  await probing;
  const seconds = (performance.now() - started) / 1000;

  console.log(
    `\n${LOGINS} wrong logins at once, answered within ${seconds.toFixed(1)} s (UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? "unset"}, ${os.availableParallelism()} CPUs)\n`,
  );
  printTable([
    { label: "GET /healthz, idle", samples: idle["/healthz"] },
    { label: "GET /about, idle", samples: idle["/about"] },
    { label: "GET /healthz, during logins", samples: loaded["/healthz"] },
    { label: "GET /about, during logins", samples: loaded["/about"] },
    { label: "POST /login (wrong password)", samples: loginSamples },
  ]);
  for (const page of ["/healthz", "/about"] as const) {
    const ms = loaded[page].map((sample) => sample.ms).sort((a, b) => a - b);
    const p95 = percentile(ms, 95);
    if (!(p95 < GOAL_P95_MS)) {
      failed = true;
      console.log(`\n${page}: p95 ${p95.toFixed(0)} ms during logins — goal is under ${GOAL_P95_MS} ms`);
    }
  }
  if (!failed) console.log(`\nGoal met: public pages' p95 under ${GOAL_P95_MS} ms while the logins ran.`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  publicClient.destroy();
  loginClient.destroy();
  server.kill("SIGTERM");
  await new Promise((resolve) => {
    const force = setTimeout(() => server.kill("SIGKILL"), 5000);
    server.once("exit", () => resolve(clearTimeout(force)));
    if (server.exitCode !== null) resolve(clearTimeout(force));
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
