import crypto from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { logger } from "~/lib/logger.server";
import type { Env } from "~/services/env.server";
import {
  allowedMethods,
  closeConnectionWhenBodyUnread,
  refuseControlCharactersInUrl,
  sameOriginWrites,
} from "./edge";
import type { PageCache } from "./page-cache";

type AppOptions = {
  env: Env;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The built browser assets (production). */
  clientDir?: string;
  /** The Vite dev server (development). */
  vite?: ViteDevServer;
  /** Answers visitors' repeated page requests from memory (production). */
  pageCache?: PageCache | null;
};

/** The Express app: security headers, compression, static files, request logs, then React Router. */
export function createApp({ env, build, clientDir = "build/client", vite, pageCache }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-For counts only from the proxies we were told of; otherwise a client could pick its own
  // address and slip past every per-address rate limit.
  app.set("trust proxy", env.TRUST_PROXY);

  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          "default-src": ["'self'"],
          "script-src": vite
            ? ["'self'", "'unsafe-inline'"]
            : ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "blob:", "https:"],
          "connect-src": vite ? ["'self'", "ws:"] : ["'self'"],
          "font-src": ["'self'", "data:"],
          "form-action": ["'self'"],
          "frame-ancestors": ["'none'"],
          "object-src": ["'none'"],
          "upgrade-insecure-requests": env.PUBLIC_URL?.startsWith("https:") ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // HSTS only means something on an https deployment.
      strictTransportSecurity: env.PUBLIC_URL?.startsWith("https:") ?? false,
    }),
  );
  app.use(compression());
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => Boolean(req.url?.startsWith("/assets/") || req.url?.startsWith("/@")) },
      // One short line per request: no headers, so no cookies or tokens in the logs.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split("?")[0] }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
    }),
  );

  // The edge: odd methods, control characters in the address and writes from other sites stop here,
  // before any static file or route sees them.
  app.use(closeConnectionWhenBodyUnread);
  app.use(allowedMethods);
  app.use(refuseControlCharactersInUrl);
  app.use(sameOriginWrites(env.PUBLIC_URL));

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Fingerprinted build assets never change: cache them for a year.
    // Each has its brotli and gzip twin from the build; the browser gets the smallest it accepts.
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        serveStatic: { immutable: true, maxAge: "1y" },
      }),
    );
    app.use(
      express.static(clientDir, {
        maxAge: "1h",
        // The service worker and its offline page are checked on every visit, so a new build reaches
        // every browser at once (the browser never keeps sw.js more than a day either way).
        setHeaders: (res, file) => {
          if (/[\\/](sw|offline)\.(js|html)$/.test(file)) res.setHeader("Cache-Control", "no-cache");
        },
      }),
    );
  }

  if (pageCache) app.use(pageCache.middleware);
  app.use(
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        clientIp: req.ip ?? "unknown",
        // React Router asks for a navigation's data at the page's address with ".data" (single fetch).
        documentRequest: !req.path.endsWith(".data"),
        pageMarkup: new Map(),
      }),
    }),
  );
  return app;
}
