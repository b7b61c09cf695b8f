/**
 * `npm run bench:images`: do public pages stay fast while many large images are uploaded at once?
 *
 * Needs a production build first (`npm run build`, or BUILD_DIR=<dir> of one of your own). Builds nothing
 * itself: it starts the production server (`NODE_ENV=production tsx server/index.ts`) on its own port
 * (LOAD_PORT, default 3458) with a fresh DATA_DIR and the demo data, on loopback only, as bench:logins does;
 * registers BENCH_ACCOUNTS (5) organizations and signs each in; makes a 47 KB PNG that decodes to
 * 7000×7000 (49 MP, under the 50 MP cap: a palette PNG of one colour compresses that far), then
 *   1. measures GET /about and GET /projects from one client without cookies (what the public sees), with
 *      nothing else running (idle), and
 *   2. fires BENCH_UPLOADS (30) project-image uploads of that PNG at once, spread over the accounts
 *      (POST /dashboard/projects/images, field `file`), while the first client keeps asking for /about and
 *      /projects, one request after the other,
 * and prints p50/p95/max of each in milliseconds and the uploads' answers (201 stored, 503 busy, …).
 * Bounded: at most BENCH_UPLOADS uploads, 5 minutes to start and LOAD_SECONDS (120) to measure; the server is
 * stopped and its data folder deleted at the end. Exits 1 when a public page's p95 under load is over 300 ms
 * (the goal of issue 18, item 5).
 * Options (environment): BUILD_DIR (build), LOAD_PORT, BENCH_UPLOADS, BENCH_ACCOUNTS, LOAD_SECONDS.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const PORT = Number(process.env.LOAD_PORT ?? 3458);
const UPLOADS = Math.min(Number(process.env.BENCH_UPLOADS ?? 30), 200);
const ACCOUNTS = Math.min(Number(process.env.BENCH_ACCOUNTS ?? 5), 20); // under the registration limit
const SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const STARTUP_SECONDS = 300;
let deadline = Date.now() + STARTUP_SECONDS * 1000;
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");
const ORIGIN = `http://localhost:${PORT}`;
const GOAL_P95_MS = 300;
const IDLE_SAMPLES = 20;
const PASSWORD = "bench-images-password-1";
const PUBLIC_PAGES = ["/about", "/projects"] as const;

if (!fs.existsSync(path.join(BUILD_DIR, "server", "index.js"))) {
  console.error(`No production build in ${BUILD_DIR}: run \`npm run build\` first (or set BUILD_DIR).`);
  process.exit(2);
}

type Sample = { status: number; ms: number };

/** One public GET on loopback through `agent` (its own connection, no cookies); never throws. */
function get(agent: http.Agent, pathname: string): Promise<Sample> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: pathname,
        agent,
        headers: { Host: `localhost:${PORT}`, "Accept-Encoding": "gzip, br" },
        timeout: 60_000,
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    request.end();
  });
}

/** A form post as a browser on PUBLIC_URL sends it (same Origin), not following the redirect. */
function post(pathname: string, body: URLSearchParams | FormData, cookie?: string) {
  return fetch(`${ORIGIN}${pathname}`, {
    method: "POST",
    body,
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
    signal: AbortSignal.timeout(120_000),
  });
}

/** Registers organization `index` and signs it in; returns its session cookies. */
async function signedInAccount(index: number): Promise<string> {
  const email = `bench-images-${index}@bench.example`;
  const registered = await post(
    "/register",
    new URLSearchParams({
      email,
      fullName: "Image Bench",
      orgName: `IMAGE BENCH ORGANIZATION ${index}`,
      orgBrief: "An organization of the image upload benchmark.",
      orgType: "NGO/Non-Profit",
      countryCode: "UG",
      phone: "772123456",
      address: "Kampala",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: "on",
    }),
  );
  if (registered.status !== 302) throw new Error(`registering ${email} answered ${registered.status}`);
  const login = await post("/login", new URLSearchParams({ email, password: PASSWORD }));
  const cookies = login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="));
  if (login.status !== 302 || cookies.length === 0) {
    throw new Error(`signing in ${email} answered ${login.status} without a session`);
  }
  return cookies.join("; ");
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

type Row = { label: string; samples: Sample[] };
function printTable(rows: Row[]) {
  const header = ["", "n", "p50 ms", "p95 ms", "max ms", "statuses"];
  const lines = rows.map(({ label, samples }) => {
    const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    const statuses = new Map<number, number>();
    for (const { status } of samples) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    return [
      label,
      String(samples.length),
      percentile(ms, 50).toFixed(0),
      percentile(ms, 95).toFixed(0),
      (ms.at(-1) ?? Number.NaN).toFixed(0),
      [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count}×${status}`)
        .join(" "),
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
    const { status } = await get(agent, "/healthz");
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not answer /healthz in time");
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ui-bench-images-"));
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
let failed = false;
try {
  // 7000×7000 of one colour, as a palette PNG: 47 KB on the wire, 49 MP (147 MB of RGB) once decoded.
  const png = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#1b998b" } })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
  await waitForServer(server, publicClient);
  const sessions: string[] = [];
  for (let index = 0; index < ACCOUNTS; index++) sessions.push(await signedInAccount(index));
  deadline = Date.now() + SECONDS * 1000;
  for (let i = 0; i < 3; i++) for (const page of PUBLIC_PAGES) await get(publicClient, page);

  const idle = new Map<string, Sample[]>(PUBLIC_PAGES.map((page) => [page, []]));
  for (let i = 0; i < IDLE_SAMPLES; i++) {
    for (const page of PUBLIC_PAGES) idle.get(page)?.push(await get(publicClient, page));
  }

  const loaded = new Map<string, Sample[]>(PUBLIC_PAGES.map((page) => [page, []]));
  let uploading = true;
  const started = performance.now();
  const uploads = Promise.all(
    Array.from({ length: UPLOADS }, async (_, index): Promise<Sample> => {
      const form = new FormData();
      form.append("existing", "0");
      form.append("file", new Blob([png], { type: "image/png" }), `large-${index}.png`);
      const sent = performance.now();
      try {
        const answer = await post("/dashboard/projects/images", form, sessions[index % sessions.length]);
        await answer.arrayBuffer();
        return { status: answer.status, ms: performance.now() - sent };
      } catch {
        return { status: 0, ms: performance.now() - sent };
      }
    }),
  ).finally(() => {
    uploading = false;
  });
  // The public client asks for pages, one after the other, as long as uploads are being processed.
  const probing = (async () => {
    while (uploading && Date.now() < deadline) {
      for (const page of PUBLIC_PAGES) {
        if (!uploading) break;
        loaded.get(page)?.push(await get(publicClient, page));
      }
    }
  })();
  const uploadSamples = await uploads;
  await probing;
  const seconds = (performance.now() - started) / 1000;

  console.log(
    `\n${UPLOADS} uploads at once of a ${(png.length / 1024).toFixed(0)} KB PNG decoding to 7000×7000, from ${ACCOUNTS} accounts, answered within ${seconds.toFixed(1)} s (${os.availableParallelism()} CPUs)\n`,
  );
  printTable([
    ...PUBLIC_PAGES.map((page) => ({ label: `GET ${page}, idle`, samples: idle.get(page) ?? [] })),
    ...PUBLIC_PAGES.map((page) => ({
      label: `GET ${page}, during uploads`,
      samples: loaded.get(page) ?? [],
    })),
    {
      label: "GET public pages, during uploads",
      samples: PUBLIC_PAGES.flatMap((page) => loaded.get(page) ?? []),
    },
    { label: "POST /dashboard/projects/images", samples: uploadSamples },
  ]);
  for (const page of PUBLIC_PAGES) {
    const ms = (loaded.get(page) ?? []).map((sample) => sample.ms).sort((a, b) => a - b);
    const p95 = percentile(ms, 95);
    if (!(p95 <= GOAL_P95_MS)) {
      failed = true;
      console.log(`\n${page}: p95 ${p95.toFixed(0)} ms during uploads — goal is at most ${GOAL_P95_MS} ms`);
    }
  }
  if (!failed) console.log(`\nGoal met: public pages' p95 at most ${GOAL_P95_MS} ms while the uploads ran.`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  publicClient.destroy();
  server.kill("SIGTERM");
  await new Promise((resolve) => {
    const force = setTimeout(() => server.kill("SIGKILL"), 5000);
    server.once("exit", () => resolve(clearTimeout(force)));
    if (server.exitCode !== null) resolve(clearTimeout(force));
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
