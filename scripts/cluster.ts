/**
 * A several-instance set-up on this machine, as a production deployment runs it: N production servers
 * (the build in BUILD_DIR, default ./build) on one PostgreSQL database of their own, files in one
 * S3-compatible bucket (s3rver on loopback), each with its own DATA_DIR (nothing shared on disk), and Debian's
 * HAProxy in front with deploy/haproxy.cfg. Used by `npm run check:instances` and `npm run bench:load`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startS3Server } from "../tests/setup/s3-server";

// The SDK's notice that its 2027 releases need Node 22 (said in the README) would only clutter the figures.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

export const POSTGRES_SERVER = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export type Instance = {
  name: string;
  port: number;
  origin: string;
  dataDir: string;
  /** Everything the process printed. */
  output: () => string;
  /** The running process's id. */
  pid: () => number | undefined;
  stop: () => Promise<number | null>;
  start: () => Promise<void>;
};

export async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

export const isReady = (origin: string) =>
  fetch(`${origin}/readyz`).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Starts the set-up. `database` names an existing database to use as it is (the bench data); otherwise a new
 * empty one is made and dropped by `close`.
 */
export async function startCluster(options: {
  instances: number;
  database?: string;
  env?: Record<string, string>;
  logLevel?: string;
}) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
    throw new Error(`No production build in ${buildDir}: run npm run build first.`);
  }
  const ownDatabase = !options.database;
  const database = options.database ?? `ui_cluster_${process.pid}_${Date.now()}`;
  if (ownDatabase) await sql(POSTGRES_SERVER, `create database ${database}`);
  const databaseUrl = Object.assign(new URL(POSTGRES_SERVER), { pathname: `/${database}` }).toString();
  const s3 = await startS3Server();
  const lbPort = await freePort();
  const lbOrigin = `http://127.0.0.1:${lbPort}`;
  const secret = crypto.randomBytes(32).toString("hex");
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ui-cluster-"));

  const instances: Instance[] = [];
  for (let index = 0; index < options.instances; index++) {
    const port = await freePort();
    const dataDir = path.join(root, `app${index + 1}`);
    fs.mkdirSync(dataDir);
    let child: ChildProcess | undefined;
    let output = "";
    const instance: Instance = {
      name: `app${index + 1}`,
      port,
      origin: `http://127.0.0.1:${port}`,
      dataDir,
      output: () => output,
      pid: () => child?.pid,
      async start() {
        child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
          env: {
            ...process.env,
            NODE_ENV: "production",
            BUILD_DIR: buildDir,
            PORT: String(port),
            HOST: "127.0.0.1",
            PUBLIC_URL: lbOrigin,
            TRUST_PROXY: "1",
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            SESSION_SECRET: secret,
            SEED_DEMO: "false",
            LOG_LEVEL: options.logLevel ?? "warn",
            ...s3.env,
            ...options.env,
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
        child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
        await waitUntil(() => isReady(instance.origin), 90_000, `${instance.name} ready`);
      },
      async stop() {
        if (!child || child.exitCode !== null) return child?.exitCode ?? null;
        const exited = new Promise<number | null>((resolve) => child?.once("exit", (code) => resolve(code)));
        child.kill("SIGTERM");
        return exited;
      },
    };
    instances.push(instance);
  }
  // The first migrates the database; the others start once it has.
  await instances[0]!.start();
  await Promise.all(instances.slice(1).map((instance) => instance.start()));

  const haproxy = spawn("haproxy", ["-db", "-f", path.resolve("deploy/haproxy.cfg")], {
    env: {
      ...process.env,
      LB_BIND: `127.0.0.1:${lbPort}`,
      APP1: `127.0.0.1:${instances[0]!.port}`,
      // A one-instance set-up lists the same instance twice: the same config, the same balancer work.
      APP2: `127.0.0.1:${(instances[1] ?? instances[0]!).port}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntil(() => isReady(lbOrigin), 20_000, "haproxy ready");

  return {
    instances,
    lbOrigin,
    databaseUrl,
    s3,
    async close() {
      haproxy.kill("SIGTERM");
      await Promise.all(instances.map((instance) => instance.stop()));
      await s3.close();
      if (ownDatabase) await sql(POSTGRES_SERVER, `drop database if exists ${database} with (force)`);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
