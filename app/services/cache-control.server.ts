import { hasSessionCookie } from "./auth.server";

/** The areas behind login: their pages and data are about one organization or the admins. */
const PRIVATE_AREAS = ["/dashboard", "/admin", "/payment", "/verify-email"];

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Whether the answer to this page or data request (`/dashboard`, `/dashboard.data`, `/_root.data`) may hold
 * something of one user: every page behind login, and any page asked for with a session cookie (the header
 * shows the user's name, the root data their email).
 */
export function isPrivateRequest(request: Request): boolean {
  if (hasSessionCookie(request)) return true;
  const pathname = new URL(request.url).pathname.toLowerCase().replace(/\.data$/, "");
  return PRIVATE_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/** Keeps private answers out of shared caches and the browser's disk; public pages keep their caching. */
export function applyPrivateCaching(request: Request, headers: Headers): void {
  if (isPrivateRequest(request)) headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
}
