import { type ComponentType, lazy } from "react";
import { whenNearView } from "./when-near-view";

/**
 * React.lazy for a part of a server-rendered page whose code the browser fetches after the first load: the
 * page arrives whole, and the part comes alive once its code has arrived (React hydrates a Suspense boundary
 * when it can). With `nearViewId`, the id of an element around the part, that code is fetched only when the
 * part comes near the screen (and the browser has a moment): a reader who never scrolls there never loads it,
 * and its links work as plain links meanwhile. On a navigation within the app (the part not on the page yet)
 * it is fetched at once. Only for a part the page does not update before the reader gets there: React Router
 * renders an update (a revalidation after a form's answer, a new search) in a transition, and a transition waits
 * for every part still loading, so the whole update would wait for the reader to scroll.
 *
 * The server must render the part in its place, never send it after the page as a boundary still pending
 * (which a browser without JavaScript would not show): the route's loader awaits `ready()`, and the render then
 * takes the module at once — the initializer reads a thenable that calls back synchronously (a part of the root
 * layout, which no single loader serves, readies its module when the server starts). Wrap the part in
 * <Suspense>; entry.server.tsx keeps finished boundaries in place (progressiveChunkSize). Code that cannot be
 * fetched leaves the part as the server drew it.
 */
export function lazyHydrated<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  options: { nearViewId?: string } = {},
) {
  let loaded: { default: ComponentType<Props> } | undefined;
  const loading = () =>
    load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        if (import.meta.env.SSR) throw error;
        // The code could not be fetched (offline, a dropped connection): the part stays as the server drew it,
        // links working as plain links, rather than the page giving way to the error page.
        return new Promise<never>(() => {});
      },
    );
  const component = lazy(() => {
    if (loaded) {
      const module = loaded;
      // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is the point (see above)
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as never;
    }
    if (import.meta.env.SSR) return loading();
    const rendered = options.nearViewId ? document.getElementById(options.nearViewId) : null;
    if (!rendered) return loading();
    return new Promise<void>((near) => whenNearView(rendered, near)).then(loading);
  });
  /** Loads the part's module (on the server, before the page renders). */
  return Object.assign(component, { ready: async () => void (await loading()) });
}
