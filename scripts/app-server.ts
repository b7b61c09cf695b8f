/**
 * The production server on a fresh data folder, for the scripts that measure or photograph it (bench:web,
 * screenshots): started as the e2e suite starts it (demo data seeded on first start, a known demo administrator,
 * mail into DATA_DIR/outbox) and stopped with its whole process group.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import path from "node:path";

/** The demo administrator the seed creates when the server starts on an empty data folder. */
export const DEMO_ADMIN = { email: "admin@ugandaimpact.org", password: "scripts-admin-password" };

/**
 * Builds the app into `dir` (a folder of its own, so parallel runs never share one), as `npm run build` does:
 * the app, then its service worker (without it every page's registration of /sw.js logs a 404, which costs
 * Lighthouse's best-practices score a production server never loses).
 */
export function buildInto(dir: string): string {
  const buildDir = path.resolve(dir);
  console.log(`Building the app into ${buildDir} …`);
  const env = { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" };
  for (const [command, args] of [
    ["npx", ["react-router", "build"]],
    ["npx", ["tsx", "scripts/build-service-worker.ts"]],
  ] as const) {
    const built = spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (built.status !== 0) throw new Error(`${args.join(" ")} failed`);
  }
  return buildDir;
}

export async function startServer(options: {
  buildDir: string;
  dataDir: string;
  port: number;
}): Promise<ChildProcess> {
  const origin = `http://localhost:${options.port}`;
  const server = spawn("npx", ["tsx", "server/index.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    // Its own process group: stopping it stops npx's children too (npx does not pass SIGTERM on).
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      PUBLIC_URL: origin,
      SEED_DEMO: "true",
      DEMO_ADMIN_EMAIL: DEMO_ADMIN.email,
      DEMO_ADMIN_PASSWORD: DEMO_ADMIN.password,
      REMINDERS_ENABLED: "false",
      LOG_LEVEL: "warn",
      BUILD_DIR: options.buildDir,
    },
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-server.pid!, "SIGTERM");
  throw new Error("the server did not become healthy within two minutes");
}

/** Stops the server's whole process group and waits until none of it is left (npx exits before its child). */
export async function stopServer(server: ChildProcess) {
  const group = -server.pid!;
  const alive = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(group, "SIGTERM");
  // The server stops gracefully (requests in flight, then the database); its folder is free once it is gone.
  for (let waited = 0; alive(); waited += 100) {
    if (waited > 30_000) throw new Error("the server did not stop within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
