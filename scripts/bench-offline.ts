/**
 * `npm run bench:offline`: what the service worker (docs/decisions/0013) saves a repeat visit on a slow phone,
 * and what it adds to a first one.
 *
 * A production build (BENCH_BUILD_DIR, else built into build-bench-offline with `npm run build`) on fresh demo
 * data, in Debian's Chromium with a slow mobile network (400 ms round trip, 400 kbit/s down) and a 4× slower
 * CPU. Each page is visited twice in one browser profile — first with service workers blocked (the browser's
 * HTTP cache alone), then with the worker — and the second visit is measured: first contentful paint, largest
 * contentful paint, and the bytes that crossed the network. Medians of RUNS (3) profiles each.
 *
 * Env: BENCH_BUILD_DIR, CHROMIUM_PATH (/usr/bin/chromium), BENCH_OFFLINE_PORT (3950), RUNS (3).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { startServer, stopServer } from "./app-server";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PORT = Number(process.env.BENCH_OFFLINE_PORT ?? 3950);
const RUNS = Number(process.env.RUNS ?? 3);
const ORIGIN = `http://localhost:${PORT}`;
const SLOW_PHONE = { latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };

type Visit = { fcp: number; lcp: number; networkKb: number };

function build(): string {
  if (process.env.BENCH_BUILD_DIR) return path.resolve(process.env.BENCH_BUILD_DIR);
  const buildDir = path.resolve("build-bench-offline");
  console.log(`Building the app into ${buildDir} …`);
  const built = spawnSync("npm", ["run", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
  });
  if (built.status !== 0) throw new Error("npm run build failed");
  return buildDir;
}

/** The second visit's paint times and the bytes it fetched over the (slow) network. */
async function measuredVisit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_PHONE });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let networkBytes = 0;
  cdp.on("Network.loadingFinished", (event) => {
    networkBytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: "load" });
  const paints = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ fcp, lcp: entries.at(-1)?.startTime ?? fcp });
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve({ fcp, lcp: fcp }), 3000);
      }),
  );
  await page.close();
  return { ...paints, networkKb: networkBytes / 1024 };
}

async function firstVisit(page: Page, url: string, withWorker: boolean) {
  await page.goto(url, { waitUntil: "load" });
  if (!withWorker) return;
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 30_000,
  });
  const pathname = new URL(url).pathname;
  await page.waitForFunction(
    async (wanted) => {
      const cache = await caches.open("ui-pages-v1");
      return (await cache.keys()).some((request) => new URL(request.url).pathname === wanted);
    },
    pathname,
    { timeout: 30_000, polling: 250 },
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const buildDir = build();
  const sw = fs.statSync(path.join(buildDir, "client", "sw.js")).size;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ugandaimpact-bench-offline-"));
  const server = await startServer({ buildDir, dataDir, port: PORT });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  try {
    const projectId = (
      (await (await fetch(`${ORIGIN}/api/v1/projects?per_page=1`)).json()) as {
        data: Array<{ id: string }>;
      }
    ).data[0]?.id;
    const pages = ["/", "/projects", `/projects/${projectId}`, "/events"];
    const rows: string[] = [];
    for (const pagePath of pages) {
      const results: Record<"cacheOnly" | "worker", Visit[]> = { cacheOnly: [], worker: [] };
      for (let run = 0; run < RUNS; run++) {
        for (const mode of ["cacheOnly", "worker"] as const) {
          const context = await browser.newContext({
            viewport: { width: 360, height: 740 },
            deviceScaleFactor: 2,
            serviceWorkers: mode === "worker" ? "allow" : "block",
          });
          const first = await context.newPage();
          await firstVisit(first, ORIGIN + pagePath, mode === "worker");
          await first.close();
          results[mode].push(await measuredVisit(context, ORIGIN + pagePath));
          await context.close();
        }
      }
      const summary = (visits: Visit[]) =>
        `${Math.round(median(visits.map((v) => v.fcp)))} | ${Math.round(median(visits.map((v) => v.lcp)))} | ${median(visits.map((v) => v.networkKb)).toFixed(1)}`;
      rows.push(
        `| ${pagePath.replace(projectId ?? "", "{id}")} | ${summary(results.cacheOnly)} | ${summary(results.worker)} |`,
      );
    }
    console.log(
      `\nRepeat visit on a slow phone (400 ms RTT, 400 kbit/s, CPU ×4), medians of ${RUNS}; sw.js ${(sw / 1024).toFixed(1)} kB (not part of any first load)`,
    );
    console.log(
      "| Page | HTTP cache only: FCP ms | LCP ms | network kB | With the worker: FCP ms | LCP ms | network kB |",
    );
    console.log("|---|---|---|---|---|---|---|");
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
