/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/0013): public pages a visitor has read open again offline, marked as
 * saved copies; nothing of a signed-in user is ever kept, and signing out empties every cache it fills.
 * Built by scripts/build-service-worker.ts (Workbox's injectManifest) into build/client/sw.js; registered by
 * the pages after they load (app/components/layout/offline-status.tsx).
 */
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import {
  isBuildAsset,
  isSavableData,
  isSavableImage,
  isSavablePage,
  mayStore,
  OFFLINE_CACHES,
  OFFLINE_LIMITS,
  OFFLINE_PAGE,
  type PageStatus,
  SAVED_AT_HEADER,
  SIGNED_IN_HEADER,
  SIGNED_IN_KEY,
  sessionChange,
  WORKER_MESSAGES,
} from "~/domain/offline";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The offline page, its script, the manifest and the icons.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new worker takes over at once: it only ever adds or drops saved copies, so old pages lose nothing.
self.skipWaiting();
clientsClaim();

// ---- The session, read off the answers (see sessionChange) ----
let signedIn: boolean | undefined;

async function isSignedIn(): Promise<boolean> {
  if (signedIn === undefined) {
    const session = await caches.open(OFFLINE_CACHES.session);
    signedIn = Boolean(await session.match(SIGNED_IN_KEY));
  }
  return signedIn;
}

async function noteSession(response: Response): Promise<void> {
  const change = sessionChange(await isSignedIn(), {
    status: response.status,
    signedIn: response.headers.has(SIGNED_IN_HEADER),
  });
  if (change === "signed-in") {
    signedIn = true;
    await (await caches.open(OFFLINE_CACHES.session)).put(SIGNED_IN_KEY, new Response("1"));
    await Promise.all([caches.delete(OFFLINE_CACHES.pages), caches.delete(OFFLINE_CACHES.data)]);
  } else if (change === "signed-out") {
    signedIn = false;
    await Promise.all(Object.values(OFFLINE_CACHES).map((name) => caches.delete(name)));
  }
}

const sessionPlugin: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    await noteSession(response);
    return response;
  },
};

/** Keeps only whole public answers, stamped with when they were saved. */
const storePublicOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!mayStore(response.status, response.headers.get("Cache-Control"))) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

// ---- Which page was answered from a saved copy, and whether its fresh copy came since ----
const pageStatus = new Map<string, PageStatus>();
const statusKey = (event: ExtendableEvent): string | undefined => {
  const fetchEvent = event as FetchEvent;
  return fetchEvent.resultingClientId || fetchEvent.clientId || undefined;
};

const savedCopyPlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    const key = statusKey(event);
    if (cachedResponse && key) {
      pageStatus.set(key, { savedAt: cachedResponse.headers.get(SAVED_AT_HEADER), refreshed: false });
    }
    return cachedResponse;
  },
  cacheDidUpdate: async ({ event }) => {
    const key = statusKey(event);
    const status = key ? pageStatus.get(key) : undefined;
    if (!key || !status) return;
    pageStatus.set(key, { ...status, refreshed: true });
    const client = await self.clients.get(key);
    client?.postMessage({ type: WORKER_MESSAGES.pageRefreshed });
  },
};

self.addEventListener("message", (event) => {
  if (event.data?.type !== WORKER_MESSAGES.pageStatus) return;
  const source = event.source as Client | null;
  const status = (source && pageStatus.get(source.id)) ?? { savedAt: null, refreshed: false };
  event.ports[0]?.postMessage(status);
  // Once the page knows its fresh copy came, there is nothing more to tell it; the rest is bounded.
  if (source && status.refreshed) pageStatus.delete(source.id);
  if (pageStatus.size > 100) pageStatus.clear();
});

const expiration = (maxEntries: number) =>
  new ExpirationPlugin({
    maxEntries,
    maxAgeSeconds: OFFLINE_LIMITS.maxAgeDays * 24 * 3600,
    purgeOnQuotaError: true,
  });

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const asksForPage = (request: Request) =>
  request.mode === "navigate" || (request.headers.get("Accept") ?? "").includes("text/html");

// ---- Routes, first match wins ----
const networkOnly = new NetworkOnly({ plugins: [sessionPlugin] });
const savedPages = new StaleWhileRevalidate({
  cacheName: OFFLINE_CACHES.pages,
  plugins: [sessionPlugin, storePublicOnly, savedCopyPlugin, expiration(OFFLINE_LIMITS.pages)],
});
const savedData = new NetworkFirst({
  cacheName: OFFLINE_CACHES.data,
  networkTimeoutSeconds: 4,
  plugins: [sessionPlugin, storePublicOnly, expiration(OFFLINE_LIMITS.data)],
});

// Public pages: the saved copy at once, the fresh one after — but never a visitor's copy to a signed-in browser.
registerRoute(
  ({ request, url }) => sameOrigin(url) && asksForPage(request) && isSavablePage(url.pathname),
  async (options) => ((await isSignedIn()) ? networkOnly.handle(options) : savedPages.handle(options)),
);
// Their data, for moving between pages within the app: fresh when the network answers in time.
registerRoute(
  ({ request, url }) => sameOrigin(url) && request.method === "GET" && isSavableData(url.pathname),
  async (options) => ((await isSignedIn()) ? networkOnly.handle(options) : savedData.handle(options)),
);
// Every other page or data answer goes to the network, and tells the session.
registerRoute(
  ({ request, url }) => sameOrigin(url) && (asksForPage(request) || url.pathname.endsWith(".data")),
  networkOnly,
);
registerRoute(
  ({ url }) => sameOrigin(url) && isSavableImage(url.pathname),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.images,
    plugins: [storePublicOnly, expiration(OFFLINE_LIMITS.images)],
  }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && isBuildAsset(url.pathname),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [storePublicOnly, expiration(OFFLINE_LIMITS.assets)],
  }),
);

// A page that cannot be had: the offline page, which lists what is saved.
setCatchHandler(async ({ request }) => {
  if (asksForPage(request)) return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});
