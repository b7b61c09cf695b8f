import { getChangedIds } from "~/db/queries/changes.server";
import { collectChanges, MAX_CHANGES_PER_LIST } from "~/domain/changes";
import { ChangesQuery } from "~/domain/open-api";
import { DELETIONS_KEPT_DAYS } from "~/domain/open-data";
import { getEnv } from "~/services/env.server";
import { apiPreflight, apiResponse, badRequest, readQuery } from "~/services/open-data/api.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/changes";

const DAY = 86_400_000;

/**
 * GET /api/v1/changes?since=…: the ids of projects, organizations and events created, updated and deleted
 * since then (deletions are kept DELETIONS_KEPT_DAYS days, so `since` may not be older). The answer covers
 * [since, until); `links.next` asks for what came after.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiResponse(request, context, async () => {
    const query = readQuery(request, ChangesQuery);
    if (!query.ok) return badRequest(query.error);
    const now = new Date();
    const since = new Date(query.value.since);
    if (since.getTime() < now.getTime() - DELETIONS_KEPT_DAYS * DAY) {
      return badRequest({
        error: {
          parameter: "since",
          message: `At most ${DELETIONS_KEPT_DAYS} days ago (deletions are kept that long): read the full lists instead`,
        },
      });
    }
    if (since > now) return badRequest({ error: { parameter: "since", message: "Not in the future" } });
    const rows = await getChangedIds({ since, until: now, limit: MAX_CHANGES_PER_LIST + 1 });
    const window = collectChanges(rows, { since, until: now, limit: MAX_CHANGES_PER_LIST });
    const next = new URL("/api/v1/changes", siteOrigin(request, getEnv()));
    next.searchParams.set("since", window.until.toISOString());
    return {
      status: 200,
      body: {
        data: window.data,
        meta: { since: since.toISOString(), until: window.until.toISOString(), complete: window.complete },
        links: { next: next.toString() },
      },
    };
  });
}

export const action = ({ request }: Route.ActionArgs) => apiPreflight(request);
