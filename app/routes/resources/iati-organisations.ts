import { getOpenDataVersion, getRegisteredOrganizations } from "~/db/queries/open-data.server";
import { iatiOrganisationsDocument } from "~/domain/iati";
import { getEnv } from "~/services/env.server";
import { configuredPublisher } from "~/services/open-data/download.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/iati-organisations";

/**
 * /iati/organisations.xml: the IATI organisation file — the platform as publisher, and each organization that
 * gave its registration number and has projects (reported on its behalf).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return exportResponse(request, context, async () => {
    const now = new Date();
    const [organizations, version] = await Promise.all([getRegisteredOrganizations(), getOpenDataVersion()]);
    const lastChange = version.lastModified;
    const body = iatiOrganisationsDocument({
      publisher: configuredPublisher(),
      organizations,
      origin: siteOrigin(request, getEnv()),
      publisherUpdatedAt: lastChange.getTime() > 0 ? lastChange : now,
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
