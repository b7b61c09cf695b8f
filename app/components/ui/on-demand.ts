import { type ComponentType, useCallback, useState } from "react";

/**
 * A part whose code is fetched when it is first wanted (a menu's panel on the first press), not with the page.
 * `prefetch` asks for it early (on pointer-down, before the press ends); `ensure` resolves true once the part can
 * be drawn, false when its code cannot be fetched (offline before the service worker kept it): the caller then
 * leaves its button as it was instead of claiming a panel that never comes. `Part` is null until then.
 *
 * `load` must be a module-level function (its identity is the part's), whose `import()` the browser fetches once.
 */
export function useOnDemand<P>(load: () => Promise<ComponentType<P>>) {
  const [Part, setPart] = useState<ComponentType<P> | null>(null);
  const prefetch = useCallback(() => {
    load().catch(() => {});
  }, [load]);
  const ensure = useCallback(async () => {
    try {
      const loaded = await load();
      setPart(() => loaded);
      return true;
    } catch {
      return false;
    }
  }, [load]);
  return { Part, prefetch, ensure };
}
