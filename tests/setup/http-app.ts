import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { getEnv, resetEnvForTests } from "~/services/env.server";
import { createApp } from "../../server/app";

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * Vite in middleware mode, loading the routes from source as `npm run dev` does, for a test's own server. No
 * WebSocket server: test files that start one side by side would fight over its fixed port. No CORS handling
 * of Vite's own either: preflights reach the app's routes, as in production. And no pre-bundling for the
 * browser: these servers answer pages and routes, never the browser's modules; in a fresh checkout it ran in
 * the background, and a test file that closed its server mid-run made the optimizer fail writing its files,
 * an error that then failed the next test of that worker.
 */
export async function createTestViteServer() {
  const { createServer } = await import("vite");
  return createServer({
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null, cors: false },
    plugins: [
      {
        name: "tests-no-browser-prebundling",
        configResolved(config) {
          const optimizeDeps = config.environments.client?.optimizeDeps ?? config.optimizeDeps;
          optimizeDeps.noDiscovery = true;
          optimizeDeps.include = [];
        },
      },
    ],
  });
}

/**
 * The real Express app (edge middleware, React Router's request handler, every route) on a port of its own,
 * with the routes loaded from source by Vite in middleware mode, as `npm run dev` does. The routes share the
 * test's database: the open database lives on globalThis.
 */
export async function startHttpApp(env: Record<string, string | undefined> = {}) {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
  const vite = await createTestViteServer();
  const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  // Loaded once up front, so the first request measures the route and not the transform.
  await build();
  const app = createApp({ env: getEnv(), build, vite });
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    /** A raw request: any method but CONNECT (a tunnel, never answered), path (percent-encoded) and body. */
    request(
      method: string,
      path: string,
      options: { headers?: Record<string, string>; body?: string | Uint8Array } = {},
    ): Promise<HttpAnswer> {
      return new Promise((resolve, reject) => {
        const req = http.request(
          { host: "127.0.0.1", port, method, path, headers: { Connection: "close", ...options.headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString(),
              }),
            );
            res.on("error", reject);
          },
        );
        req.on("error", reject);
        if (options.body !== undefined) req.write(options.body);
        req.end();
      });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await vite.close();
    },
  };
}
export type HttpApp = Awaited<ReturnType<typeof startHttpApp>>;
