import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { logger } from "~/lib/logger.server";
import { startServices } from "~/services/boot.server";
import { getEnv } from "~/services/env.server";
import { beginShutdown } from "~/services/lifecycle.server";
import { publicOrigin } from "~/services/site-url.server";
import { createApp } from "./app";
import { type PageCache, startPageCache } from "./page-cache";

let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (error) {
  // A configuration problem is the operator's to fix: say what it is, without a stack trace.
  console.error((error as Error).message);
  process.exit(1);
}
const services = await startServices(env);

let app: ReturnType<typeof createApp>;
let pageCache: PageCache | null = null;
if (env.NODE_ENV === "production") {
  // BUILD_DIR (default ./build) lets parallel test runs use builds of their own.
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  // Production only: in development every edit shows at once.
  pageCache = await startPageCache(env.PAGE_CACHE_SECONDS);
  app = createApp({ env, build, clientDir: path.join(buildDir, "client"), pageCache });
} else {
  const { createServer } = await import("vite");
  // HMR gets its own port next to the app's, so several dev servers can run side by side.
  const vite = await createServer({ server: { middlewareMode: true, hmr: { port: env.PORT + 20000 } } });
  const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  app = createApp({ env, build, vite });
}

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info(`UgandaImpact is running at ${publicOrigin(env)}`);
  if (services.printedLogin) console.log(services.printedLogin);
});

/** How long requests in flight may take to finish once a stop is asked for; then their connections are cut. */
const SHUTDOWN_DEADLINE_MS = 10_000;

let stopping = false;

/**
 * A graceful stop (SIGTERM from an orchestrator, SIGINT from a terminal): stop taking connections; /readyz
 * and the admin feeds' end tell the load balancer and browsers to go elsewhere; requests in flight finish,
 * up to the deadline; then the background work and the database pool close.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received, shutting down`);
  beginShutdown();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const deadline = setTimeout(() => {
    logger.warn(`requests still running after ${SHUTDOWN_DEADLINE_MS} ms: closing their connections`);
    server.closeAllConnections();
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  await closed;
  clearTimeout(deadline);
  try {
    await pageCache?.close();
    await services.close();
  } catch (error) {
    logger.error({ err: error }, "could not close the database cleanly");
    process.exit(1);
  }
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
