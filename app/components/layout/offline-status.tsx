import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useRevalidator } from "react-router";
import { formatDate, formatTime } from "~/domain/dates";
import {
  isBuildAsset,
  isSavableImage,
  isSavablePage,
  type PageStatus,
  WORKER_MESSAGES,
} from "~/domain/offline";

/**
 * The service worker's side on the page (docs/decisions/0013): registers it once the page has loaded, says
 * when the network is gone, and marks a page answered from a saved copy until its fresh copy has come.
 */
export function OfflineStatus() {
  const online = useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
  const savedAt = useSavedCopy();
  useOfflineLinks(online);
  useEffect(registerWorkerAfterLoad, []);
  useSavePagesMovedTo();

  if (online && !savedAt) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      {online ? "" : "You are offline. "}
      {savedAt ? `This is a saved copy from ${formatDate(savedAt)}, ${formatTime(savedAt)}.` : null}
      {savedAt && online ? " The latest version is on its way." : null}
      {savedAt ? null : "Pages you have read still open; others will when you are back online."}
    </div>
  );
}

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** When this page was saved, while it is shown from a saved copy; null once the fresh copy is in. */
function useSavedCopy(): Date | null {
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const worker = typeof navigator !== "undefined" ? navigator.serviceWorker : undefined;
    if (!worker?.controller) return;
    const refreshed = () => {
      setSavedAt(null);
      // The fresh copy came while the network was going: reading the page's data again now would fail and
      // put the error page in place of a page that works. Offline, the saved copy stays as it is.
      if (navigator.onLine) void revalidate();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type === WORKER_MESSAGES.pageRefreshed) refreshed();
    };
    worker.addEventListener("message", onMessage);
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<PageStatus>) => {
      if (event.data.refreshed) refreshed();
      else if (event.data.savedAt) setSavedAt(new Date(event.data.savedAt));
    };
    worker.controller.postMessage({ type: WORKER_MESSAGES.pageStatus }, [channel.port2]);
    return () => worker.removeEventListener("message", onMessage);
  }, [revalidate]);
  return savedAt;
}

/**
 * Offline, a link within the site loads its page whole, so the worker can answer with the saved copy or the
 * offline page (moving within the app would only fetch data, and fail).
 */
function useOfflineLinks(online: boolean) {
  useEffect(() => {
    if (online) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || link.target || link.hasAttribute("download") || link.origin !== window.location.origin)
        return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(link.href);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [online]);
}

/** `CACHE_URLS` (Workbox's message): the worker fetches each with the route it matches, saving as it does. */
function askWorkerToSave(
  worker: ServiceWorker | null | undefined,
  urls: Array<string | [string, RequestInit]>,
) {
  worker?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: urls } });
}
const asPage = (href: string): [string, RequestInit] => [href, { headers: { Accept: "text/html" } }];

/**
 * Moving within the app fetches only a page's data: the worker is asked for the page itself too, when the
 * browser is idle, so every public page read opens offline, not only the first.
 */
function useSavePagesMovedTo() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const worker = navigator.serviceWorker?.controller;
    if (!worker || !isSavablePage(pathname)) return;
    const href = new URL(pathname + search, window.location.origin).href;
    const save = () => askWorkerToSave(worker, [asPage(href)]);
    if ("requestIdleCallback" in window) window.requestIdleCallback(save);
    else setTimeout(save, 1);
  }, [pathname, search]);
}

/** After the page has loaded (never competing with it), and only in a production build. */
function registerWorkerAfterLoad() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const controlledAtLoad = Boolean(navigator.serviceWorker.controller);
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // The first visit was loaded before the worker ran: hand it this page and what it loaded, so it too
        // opens offline.
        if (controlledAtLoad) return;
        const loaded = performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === window.location.origin)
          .filter((url) => isBuildAsset(url.pathname) || isSavableImage(url.pathname))
          .map((url) => url.href);
        const page = isSavablePage(window.location.pathname) ? [asPage(window.location.href)] : [];
        askWorkerToSave(registration.active, [...page, ...loaded]);
      })
      .catch(() => {
        // Without the worker the site works as before, only not offline.
      });
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(register) : setTimeout(register, 1);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
