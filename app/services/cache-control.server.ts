import { SIGNED_IN_HEADER } from "~/domain/offline";
import { hasSessionCookie } from "./auth.server";

/** The areas behind login: their pages and data are about one organization or the admins. */
const PRIVATE_AREAS = ["/dashboard", "/admin", "/payment", "/verify-email", "/invitations"];

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

/**
 * Keeps private answers out of shared caches, the browser's disk and the service worker; public pages keep
 * their caching. An answer that sets a cookie (a toast shown once, a session) is about one browser too.
 */
export function applyPrivateCaching(request: Request, headers: Headers): void {
  if (isPrivateRequest(request) || headers.has("Set-Cookie")) {
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  }
  if (hasSessionCookie(request)) headers.set(SIGNED_IN_HEADER, "1");
}
