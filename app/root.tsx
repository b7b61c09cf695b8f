import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { useDraftsOfOthersRemoved } from "./components/forms/drafts-at-sign-out";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { OfflineStatusAfterLoad } from "./components/layout/offline-status-after-load";
import { errorBoundaryFor } from "./components/route-error-boundary";
import { themeScript, useTheme } from "./components/theme";
import { showToast, subscribeToToaster, toasterWanted } from "./components/toast";
import type { HeaderUser } from "./domain/auth";
import { useNonce } from "./nonce";
import { getHeaderUser } from "./services/auth.server";
import { getEnv } from "./services/env.server";
import { siteOrigin } from "./services/site-url.server";
import { readToast } from "./services/toast.server";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const [{ toast, headers }, user] = await Promise.all([readToast(request), getHeaderUser(request)]);
  // The public origin lets meta functions write absolute URLs for share previews.
  const origin = siteOrigin(request, getEnv());
  return data({ toast, user, origin }, { headers: headers ?? undefined });
}

/**
 * The root loader carries the toast of an action (see toast.server.ts). React Router skips revalidation after
 * an action that answered 4xx/5xx; the root runs anyway, so a refused form still shows its toast.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? true : defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#166534" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0f1411" media="(prefers-color-scheme: dark)" />
        {/* The theme script runs once, from the server's page: the browser's bundle leaves its text out
            (import.meta.env.SSR is false there) and hydration keeps the script as the server wrote it. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? themeScript : "" }}
        />
        {/* With a precedence React writes the stylesheet first in the head, before the scripts' modulepreloads it
            hoists there: the one file the first paint waits for is asked for first (a slow phone network served
            it after twenty scripts on the project form). */}
        <link rel="stylesheet" href={stylesheet} precedence="app" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <Header user={(rootData?.user as HeaderUser) ?? null} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
        <Toasts />
        <OfflineStatusAfterLoad />
        <ScrollOnNavigate />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive, for the browser tests (and anything else that must wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const rootData = useRouteLoaderData<typeof loader>("root");
  useDraftsOfOthersRemoved((rootData?.user as HeaderUser)?.email ?? null);
  return <Outlet />;
}

/** The site's Toaster (components/toaster.tsx), loaded with sonner itself the first time a toast is shown. */
const LazyToaster = lazy(() =>
  import("./components/toaster").then((module) => ({ default: module.SiteToaster })),
);

/**
 * Shows the toast that the server attached to this response (see toast.server.ts), and mounts the Toaster
 * once there is a toast to show: until then sonner stays off the page.
 */
function Toasts() {
  const { resolved } = useTheme();
  const wanted = useSyncExternalStore(subscribeToToaster, toasterWanted, () => false);
  const rootData = useRouteLoaderData<typeof loader>("root");
  const toast = rootData?.toast;
  useEffect(() => {
    if (!toast) return;
    showToast(toast.type, toast.title, { id: toast.id, description: toast.description });
  }, [toast]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster theme={resolved} />
    </Suspense>
  );
}

/** Spec §2: on every path or hash change, scroll smoothly to the anchor, or to the top. */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: "smooth" });
    else window.scrollTo({ top: 0, behavior: "smooth" });
  }, [pathname, hash]);
  return null;
}

/** Whatever no route answered itself: an unknown address or an unexpected error (spec §2, §8). */
export const ErrorBoundary = errorBoundaryFor("page");
