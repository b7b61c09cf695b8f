import { type ComponentType, lazy } from "react";

/**
 * React.lazy for a part of a server-rendered page whose code the browser may fetch after the first load: the
 * page arrives whole, and the part comes alive once its code has arrived (React hydrates a Suspense boundary
 * when it can). On the server the module is loaded at start and each render takes it at once — the
 * initializer reads a thenable that calls back synchronously — so the part is always rendered in its place,
 * never sent after the page as a boundary still pending (which a browser without JavaScript would not show).
 * Wrap it in <Suspense>; entry.server.tsx keeps finished boundaries in place (progressiveChunkSize).
 */
export function lazyHydrated<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: { default: ComponentType<Props> } | undefined;
  const loading = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  if (import.meta.env.SSR) void loading();
  return lazy(() => {
    if (!loaded) return loading();
    const module = loaded;
    // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is the point (see above)
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as never;
  });
}
