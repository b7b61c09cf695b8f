/**
 * Runs `start` once the element is near the screen (within a screen's height) and the browser has a moment:
 * what only matters below the fold — a carousel's engine, say — is not fetched on a slow network by a reader
 * who never scrolls to it. Returns the cleanup for a useEffect.
 */
export function whenNearView(element: Element | null, start: () => void): () => void {
  if (!element) return () => {};
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if ("requestIdleCallback" in window) idle = window.requestIdleCallback(start, { timeout: 2000 });
      else timer = setTimeout(start, 200);
    },
    { rootMargin: "100% 0px" },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
