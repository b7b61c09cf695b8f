import type { AppLoadContext } from "react-router";
import { getOpenDataVersion } from "~/db/queries/open-data.server";
import { startOfKampalaDay } from "~/domain/event-timing";
import { apiPreflight } from "./api.server";
import {
  CORS_HEADERS,
  consumeOpenDataLimit,
  LICENSE_LINK,
  notModified,
  rateLimitHeaders,
  tooManyRequestsText,
  weakEtag,
} from "./open-headers.server";

export type ExportOptions = {
  /**
   * The file also changes with the day (the calendar drops events past FEED_KEEPS_PAST_DAYS, an IATI activity's
   * start turns actual): its version includes Kampala's date, and Last-Modified is never before today began.
   */
  daily?: boolean;
  /** The address of the file's description (a CSV's CSVW metadata): named in the Link header, rel="describedby". */
  describedBy?: string;
};

/**
 * The one wrapper of every export (CSV, ICS, RSS, IATI; docs/decisions/0013): an OPTIONS preflight answered,
 * the request counted against the API's per-address limit (429 with Retry-After once spent), then validators
 * from the open data's version (getOpenDataVersion: its last write or deletion) — a weak ETag of that
 * instant and the address, and Last-Modified — so a client that has the file gets 304 without the file being
 * written again. The answer (or a thrown 404 or redirect) goes out with CORS open, the licence as a Link
 * header and the RateLimit-* headers.
 */
export async function exportResponse(
  request: Request,
  context: Pick<AppLoadContext, "clientIp">,
  produce: () => Promise<Response> | Response,
  options: ExportOptions = {},
): Promise<Response> {
  if (request.method === "OPTIONS") return apiPreflight(request);
  const limit = await consumeOpenDataLimit(context);
  const link = options.describedBy
    ? {
        Link: `${LICENSE_LINK.Link}, <${options.describedBy}>; rel="describedby"; type="application/csvw+json"`,
      }
    : LICENSE_LINK;
  const common = { ...CORS_HEADERS, ...link, ...rateLimitHeaders(limit) };
  if (!limit.allowed) {
    return new Response(tooManyRequestsText(limit), {
      status: 429,
      headers: {
        ...common,
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(limit.resetSeconds),
      },
    });
  }
  // Read before the file is written: a change in between gives a newer file under the older validators,
  // which only costs the client one more download.
  const version = await getOpenDataVersion();
  let lastModified = version.lastModified;
  const today = options.daily ? startOfKampalaDay() : null;
  if (today && today > lastModified) lastModified = today;
  const url = new URL(request.url);
  const etag = weakEtag(
    [
      url.pathname,
      url.search,
      request.headers.get("host") ?? "",
      lastModified.toISOString(),
      version.counts,
    ].join("\n"),
  );
  const validators = { ETag: etag, "Last-Modified": lastModified.toUTCString() };
  if (notModified(request, etag, lastModified)) {
    return new Response(null, {
      status: 304,
      headers: { ...common, ...validators, "Cache-Control": "public, max-age=300" },
    });
  }
  let response: Response;
  try {
    response = await produce();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(common)) headers.set(name, value);
  if (response.status === 200)
    for (const [name, value] of Object.entries(validators)) headers.set(name, value);
  return new Response(response.body, { status: response.status, headers });
}
