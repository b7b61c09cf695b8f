import { getOpenDataVersion } from "~/db/queries/open-data.server";
import { iatiOrganisationDocument } from "~/domain/iati";
import { absoluteUrl } from "~/domain/open-data";
import { getEnv } from "~/services/env.server";
import { configuredPublisher } from "~/services/open-data/download.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/iati-organisations";

/**
 * /iati/organisations.xml: the platform's IATI organisation file, describing the platform as publisher of
 * /iati/activities.xml. An organization publishing its own files has its own (organization-iati-organisation.ts).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return exportResponse(request, context, async () => {
    const now = new Date();
    const lastChange = (await getOpenDataVersion()).lastModified;
    const body = iatiOrganisationDocument({
      publisher: configuredPublisher(),
      page: absoluteUrl(siteOrigin(request, getEnv()), "/"),
      updatedAt: lastChange.getTime() > 0 ? lastChange : now,
      now,
    });
    return new Response(body, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Content-Disposition": 'inline; filename="ugandaimpact-iati-organisations.xml"',
        "Cache-Control": "public, max-age=300",
      },
    });
  });
}
