import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { getEnv, resetEnvForTests } from "~/services/env.server";
import { createApp } from "../../server/app";

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * The server build as `npm run dev` makes it: every route loaded from source, through Vitest's own Vite server
 * with React Router's plugin (the "http" project of vitest.config.ts: only `*.http.test.ts` files can import it).
 * One module graph with the test's own imports, so the routes read the test's database and settings.
 */
export function loadServerBuild(): Promise<ServerBuild> {
  return import("virtual:react-router/server-build") as Promise<ServerBuild>;
}

/**
 * The real Express app (edge middleware, React Router's request handler, every route) on a port of its own,
 * with the routes loaded from source (`loadServerBuild`). The routes share the test's database.
 */
export async function startHttpApp(env: Record<string, string | undefined> = {}) {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
  // Loaded once up front, so the first request measures the route and not the transform.
  const build = await loadServerBuild();
  const app = createApp({ env: getEnv(), build });
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
    },
  };
}
export type HttpApp = Awaited<ReturnType<typeof startHttpApp>>;
