/**
 * What the service worker (service-worker/sw.ts) may keep for reading offline, and how it reads the
 * session off the answers it sees (docs/decisions/0013). Pure: the worker and the pages both use it.
 */

/** The caches the worker fills as a visitor reads; the version suffix retires them all at once. */
export const OFFLINE_CACHES = {
  pages: "ui-pages-v1",
  data: "ui-data-v1",
  images: "ui-images-v1",
  assets: "ui-assets-v1",
  /** One entry while the browser is signed in (see `sessionChange`). */
  session: "ui-session-v1",
} as const;

/** Written by the worker on each saved page: when it was saved (ISO 8601). */
export const SAVED_AT_HEADER = "x-saved-at";
/** The key of the "signed in" mark in OFFLINE_CACHES.session. */
export const SIGNED_IN_KEY = "/__signed-in";
/** The page shown for a page never visited, while offline (precached with the worker). */
export const OFFLINE_PAGE = "/offline.html";
/** The most saved pages, data answers and images kept; the oldest go first. */
export const OFFLINE_LIMITS = { pages: 60, data: 60, images: 200, assets: 120, maxAgeDays: 30 } as const;

/** The public pages a visitor may read offline: lists, details and the site's own pages. Never a form behind
 * login, an export or anything under /dashboard, /admin or /payment. */
const SAVABLE_PAGES = [
  /^\/$/,
  /^\/(projects|organizations|events)$/,
  /^\/(projects|organizations|events)\/[^/.]+$/,
  /^\/(impact|about|developers|terms|privacy|contact)$/,
];

export function isSavablePage(pathname: string): boolean {
  return SAVABLE_PAGES.some((pattern) => pattern.test(pathname));
}

/** React Router's data requests for those pages (`/projects.data`, `/_root.data` for home). */
export function isSavableData(pathname: string): boolean {
  if (!pathname.endsWith(".data")) return false;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" || isSavablePage(page);
}

/** Public pictures: resized variants and original uploads (payment proofs live elsewhere, never here). */
export function isSavableImage(pathname: string): boolean {
  return /^\/(images|uploads)\//.test(pathname);
}

/** Fingerprinted build files: they never change under one name. */
export function isBuildAsset(pathname: string): boolean {
  return pathname.startsWith("/assets/");
}

/** An answer about one user (every answer to a signed-in browser is `private, no-store`). */
export function isPrivateAnswer(cacheControl: string | null): boolean {
  return /\b(private|no-store)\b/i.test(cacheControl ?? "");
}

/** Only a whole, public answer is kept. */
export function mayStore(status: number, cacheControl: string | null): boolean {
  return status === 200 && !isPrivateAnswer(cacheControl);
}

/** Set by the server on every answer to a browser with a session (services/cache-control.server.ts). */
export const SIGNED_IN_HEADER = "X-Signed-In";

/**
 * The session, read off an answer to a page or data request: the server marks every answer to a signed-in
 * browser. Signed in, the saved visitor copies must no longer stand in for its pages; a whole unmarked answer
 * after that means signed out (again). "signed-in" and "signed-out" are the changes the worker acts on: empty
 * the saved pages, or every cache it keeps.
 */
export function sessionChange(
  wasSignedIn: boolean,
  answer: { status: number; signedIn: boolean },
): "signed-in" | "signed-out" | null {
  if (answer.signedIn && !wasSignedIn) return "signed-in";
  if (!answer.signedIn && wasSignedIn && answer.status === 200) return "signed-out";
  return null;
}

/** Messages between the pages and the worker. */
export type PageStatus = { savedAt: string | null; refreshed: boolean };
export const WORKER_MESSAGES = {
  /** page → worker, with a MessageChannel port: was this page answered from a saved copy? (PageStatus) */
  pageStatus: "page-status",
  /** worker → page: a fresh copy of the saved page just arrived. */
  pageRefreshed: "page-refreshed",
} as const;
