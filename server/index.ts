import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { startServices } from "~/services/boot.server";
import { getEnv } from "~/services/env.server";
import { logger } from "~/services/logger.server";
import { publicOrigin } from "~/services/site-url.server";
import { createApp } from "./app";

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
if (env.NODE_ENV === "production") {
  // BUILD_DIR (default ./build) lets parallel test runs use builds of their own.
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  app = createApp({ env, build, clientDir: path.join(buildDir, "client") });
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

async function shutdown(signal: string) {
  logger.info(`${signal} received, shutting down`);
  server.close();
  await services.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
