import { type ComponentProps, Suspense } from "react";
import { lazyHydrated } from "~/components/ui/lazy-hydrated";
import type { NotFoundSubject } from "~/domain/not-found";
import type { RouteError as ShownError } from "./route-error";

/**
 * Error pages are rare, so their code (route-error.tsx) is not part of every page's first load: the browser
 * fetches it when one is shown (hydrating a server-rendered error page waits for it and keeps the server's
 * HTML meanwhile). No loader awaits an error page, so the server readies the module once, when it starts.
 */
const RouteError = lazyHydrated<ComponentProps<typeof ShownError>>(() =>
  import("./route-error").then((module) => ({ default: module.RouteError })),
);
if (import.meta.env.SSR) void RouteError.ready();

/**
 * The one error boundary. A route chooses what it stands for, `export const ErrorBoundary =
 * errorBoundaryFor("project")`; a 404 (`notFound()` in services/http.server.ts) shows that subject's
 * "not found" texts, anything else its "failed" texts, each with its way back.
 */
export function errorBoundaryFor(subject: NotFoundSubject) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    return (
      <Suspense fallback={null}>
        <RouteError subject={subject} error={error} />
      </Suspense>
    );
  };
}
