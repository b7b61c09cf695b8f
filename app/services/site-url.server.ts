import type { Env } from "./env.server";

/** The public origin: PUBLIC_URL when set, else the origin the request came to. */
export function siteOrigin(request: Request, env: Pick<Env, "PUBLIC_URL">): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, "");
  return new URL(request.url).origin;
}
