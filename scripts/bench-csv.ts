/**
 * `npm run bench:csv`: /projects.csv at 100,000 projects streams in bounded memory.
 *
 * Seeds the bench data (scripts/bench-data.ts) into a fresh embedded database, reads the whole export through
 * the route's loader as a client would, and samples the process's heap and RSS while it streams. Prints the
 * rows, bytes, time and memory, and exits non-zero when the heap grew more than BENCH_CSV_HEAP_MB (default 64)
 * over what it was before the download: an export that held its rows in memory would grow by hundreds. The npm
 * script also caps the heap at 96 MB (the CSV alone is 60 MB): a held export would not finish at all.
 * A benchmark, not part of `npm test`. BENCH_PROJECTS changes the size.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const CEILING_MB = Number(process.env.BENCH_CSV_HEAP_MB ?? 64);

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ui-bench-csv-"));
process.env.DATA_DIR = scratch;
process.env.NODE_ENV = "production";
process.env.PUBLIC_URL = process.env.PUBLIC_URL || "http://127.0.0.1";
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? "warn";
process.env.SEED_DEMO = "false";
process.env.SESSION_SECRET = crypto.randomBytes(32).toString("hex");
delete process.env.DATABASE_URL;

const { openDatabase, setCurrentDatabase } = await import("~/db/client.server");
const { seedBenchData } = await import("./bench-data");
const { loader } = await import("~/routes/resources/projects-csv");

const mb = (bytes: number) => bytes / 1024 / 1024;

const handle = await openDatabase({ dataDir: scratch });
setCurrentDatabase(handle);
try {
  console.log(`Seeding ${PROJECTS.toLocaleString("en-US")} projects …`);
  await seedBenchData(handle.db, { projects: PROJECTS, profiles: 2_000 });

  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  let samples = 0;
  const sample = () => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
    samples++;
  };
  // On a timer, and at every chunk too: the embedded database's work may leave the timer few turns.
  const sampler = setInterval(sample, 20);

  const started = performance.now();
  const response = await loader({
    request: new Request("http://127.0.0.1/projects.csv"),
    params: {},
    context: { clientIp: "127.0.0.1", cspNonce: "" },
  } as never);
  const reader = response.body!.getReader();
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    sample();
    for (const byte of value) if (byte === 0x0a) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);

  const rows = lines - 1;
  const growth = mb(peakHeap - before.heapUsed);
  console.log(
    `/projects.csv: ${rows.toLocaleString("en-US")} rows, ${mb(bytes).toFixed(1)} MB in ${seconds.toFixed(1)} s ` +
      `(${Math.round(rows / seconds).toLocaleString("en-US")} rows/s)`,
  );
  console.log(
    `memory: heap ${mb(before.heapUsed).toFixed(0)} MB before, peak ${mb(peakHeap).toFixed(0)} MB (+${growth.toFixed(0)} MB, ceiling +${CEILING_MB} MB); ` +
      `RSS peak ${mb(peakRss).toFixed(0)} MB (${samples.toLocaleString("en-US")} samples; RSS includes the embedded database)`,
  );
  if (rows !== PROJECTS) {
    console.error(`expected ${PROJECTS} rows, got ${rows}`);
    process.exitCode = 1;
  } else if (growth > CEILING_MB) {
    console.error(`the heap grew by ${growth.toFixed(0)} MB: more than the ${CEILING_MB} MB ceiling`);
    process.exitCode = 1;
  } else {
    console.log("Within the memory ceiling.");
  }
} finally {
  setCurrentDatabase(undefined);
  await handle.close();
  fs.rmSync(scratch, { recursive: true, force: true });
}
