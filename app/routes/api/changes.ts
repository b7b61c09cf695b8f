import { getChangeRows, sweptPast } from "~/db/queries/changes.server";
import { changeCursor, collectChanges, MAX_CHANGES_PER_PAGE, readCursor } from "~/domain/changes";
import { ChangesQuery } from "~/domain/open-api";
import { DELETIONS_KEPT_DAYS } from "~/domain/open-data";
import { getEnv } from "~/services/env.server";
import { apiPreflight, apiResponse, badRequest, readQuery } from "~/services/open-data/api.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/changes";

const DAY = 86_400_000;
const TOO_OLD = `Older than the changes kept (${DELETIONS_KEPT_DAYS} days): read the full lists again, then start with since`;

/**
 * GET /api/v1/changes?since=… | ?cursor=…: the ids of projects, organizations and events created, updated and
 * deleted, from a time or after a cursor, in the database's commit order (docs/decisions/0028). `links.next`
 * carries the cursor of the last change covered; with nothing new it asks the same again, so the answer and its
 * ETag stay the same and a harvester gets 304.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiResponse(request, context, async () => {
    const query = readQuery(request, ChangesQuery);
    if (!query.ok) return badRequest(query.error);
    const { since, cursor } = query.value;
    if ((since === undefined) === (cursor === undefined)) {
      const message = "Give since (to start) or cursor (to continue), not both";
      return badRequest({ error: { parameter: since === undefined ? "since" : "cursor", message } });
    }
    let start: Parameters<typeof getChangeRows>[0];
    if (cursor !== undefined) {
      const after = readCursor(cursor);
      if (!after) return badRequest({ error: { parameter: "cursor", message: "A cursor from links.next" } });
      if (await sweptPast(after)) return badRequest({ error: { parameter: "cursor", message: TOO_OLD } });
      start = { after };
    } else {
      const from = new Date(since as string);
      const now = Date.now();
      if (from.getTime() < now - DELETIONS_KEPT_DAYS * DAY) {
        return badRequest({ error: { parameter: "since", message: TOO_OLD } });
      }
      if (from.getTime() > now)
        return badRequest({ error: { parameter: "since", message: "Not in the future" } });
      start = { since: from };
    }
    const rows = await getChangeRows(start, MAX_CHANGES_PER_PAGE + 1);
    const page = collectChanges(rows, MAX_CHANGES_PER_PAGE);
    const next = new URL("/api/v1/changes", siteOrigin(request, getEnv()));
    if (page.last) next.searchParams.set("cursor", changeCursor(page.last));
    else if (cursor !== undefined) next.searchParams.set("cursor", cursor);
    else next.searchParams.set("since", new Date(since as string).toISOString());
    return {
      status: 200,
      body: {
        data: page.data,
        meta: {
          since: since === undefined ? null : new Date(since).toISOString(),
          cursor: cursor ?? null,
          more: page.more,
        },
        links: { next: next.toString() },
      },
    };
  });
}

export const action = ({ request }: Route.ActionArgs) => apiPreflight(request);
