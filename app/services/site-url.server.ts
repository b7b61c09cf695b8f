import type { Env } from "./env.server";

/** Addresses that mean "every interface": the server is reached on this machine as localhost. */
const ANY_ADDRESS = new Set(["", "0.0.0.0", "::", "[::]"]);

/**
 * The origin links in emails point to: PUBLIC_URL, else the address the server itself listens on. Never
 * anything from a request (Host, X-Forwarded-Host): a visitor could otherwise send someone's reset link to
 * their own site. Production refuses to start without PUBLIC_URL (env.server.ts).
 */
export function publicOrigin(env: Pick<Env, "PUBLIC_URL" | "HOST" | "PORT">): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, "");
  const host = env.HOST.trim();
  if (ANY_ADDRESS.has(host)) return `http://localhost:${env.PORT}`;
  return new URL(`http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${env.PORT}`)
    .origin;
}

/**
 * The origin pages write into absolute URLs (share previews, sitemap): PUBLIC_URL when set, else the origin
 * the request came to (a local run reached from another device). Emails use `publicOrigin` instead.
 */
export function siteOrigin(request: Request, env: Pick<Env, "PUBLIC_URL" | "HOST" | "PORT">): string {
  if (env.PUBLIC_URL) return publicOrigin(env);
  return new URL(request.url).origin;
}
