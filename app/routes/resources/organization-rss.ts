import { redirect } from "react-router";
import { getOrganizationForDirectory } from "~/db/queries/organizations.server";
import { latestUpdates } from "~/db/queries/project-updates.server";
import { organizationUpdatesFeed } from "~/domain/update-feed";
import { getEnv } from "~/services/env.server";
import { resourceNotFound } from "~/services/http.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/organization-rss";

/** How many of an organization's newest updates its feed carries. */
export const ORGANIZATION_FEED_SIZE = 50;

/**
 * /organizations/{id}.rss: the progress updates of all an organization's projects, newest first (the feed its
 * page names as its alternate). An organization record without a profile owns no projects: its feed is empty.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return exportResponse(request, context, async () => {
    const lookup = await getOrganizationForDirectory(params.id);
    if (lookup.kind === "moved") throw redirect(`/organizations/${encodeURIComponent(lookup.id)}.rss`, 301);
    if (lookup.kind === "missing") throw resourceNotFound();
    const { organization } = lookup;
    const updates =
      organization.source === "profile"
        ? await latestUpdates({ limit: ORGANIZATION_FEED_SIZE, ownerId: organization.id })
        : [];
    const body = organizationUpdatesFeed(
      siteOrigin(request, getEnv()),
      { id: organization.id, name: organization.name },
      updates.map((update) => ({ ...update, organizationName: organization.name })),
    );
    return new Response(body, {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        "Cache-Control": "public, max-age=300",
      },
    });
  });
}
