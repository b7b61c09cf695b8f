import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { logger } from "./lib/logger.server";
import { lowPriorityScriptPreloads } from "./lib/low-priority-preloads.server";
import { PageMarkupContext } from "./lib/page-markup";
import { NonceProvider } from "./nonce";
import { applyPrivateCaching } from "./services/cache-control.server";

export const streamTimeout = 5_000;

/*
 * Private caching is decided here, for every page (handleRequest) and every .data request
 * (handleDataRequest), rather than in route `headers` exports: a .data request runs only the loaders that
 * need revalidating, so no single route sees them all, and a forgotten export would leak a signed-in page
 * into a shared cache.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyPrivateCaching(request, response.headers);
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  applyPrivateCaching(request, responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  // Crawlers and share-preview bots get the whole page at once; people get the shell as soon as it is ready.
  const readyOption = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <PageMarkupContext value={loadContext.pageMarkup ?? new Map()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PageMarkupContext>
      </NonceProvider>,
      {
        nonce,
        // A Suspense boundary whose content is ready goes into the page where it stands, however long: React
        // would otherwise send a long one after the rest, for a script to move into place (see lazyHydrated).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const html = lowPriorityScriptPreloads();
          html.pipe(body);
          pipe(html);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router itself.
          if (shellRendered) logger.error({ err: error }, "render error");
        },
      },
    );
  });
}

/**
 * Server errors go to the log; a refused request (a POST to a page without an action answers 405, an unknown
 * page 404) is the visitor's mistake, not ours, and would only flood the log when bots probe the site.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error({ err: error, method: request.method, path: new URL(request.url).pathname }, "request failed");
};
