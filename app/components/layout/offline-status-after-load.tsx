import { lazy, Suspense, useSyncExternalStore } from "react";

const OfflineStatus = lazy(async () => ({ default: (await import("./offline-status")).OfflineStatus }));

/**
 * The service worker's side on the page (offline-status.tsx), loaded once the page has loaded: the worker
 * and its notice add nothing to a page's first load (issue 24). The server and hydration draw nothing here.
 */
export function OfflineStatusAfterLoad() {
  const loaded = useSyncExternalStore(subscribeToLoad, pageLoaded, () => false);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <OfflineStatus />
    </Suspense>
  );
}

const pageLoaded = () => document.readyState === "complete";

function subscribeToLoad(onChange: () => void) {
  window.addEventListener("load", onChange);
  return () => window.removeEventListener("load", onChange);
}
