import { redirect } from "react-router";
import { getOrganizationIati } from "~/db/queries/open-data.server";
import { getOrganizationForDirectory } from "~/db/queries/organizations.server";
import { IATI_OWN_FILES_TEXT, iatiOrganisationDocument, iatiPublishing } from "~/domain/iati";
import { absoluteUrl } from "~/domain/open-data";
import { getEnv } from "~/services/env.server";
import { resourceNotFound } from "~/services/http.server";
import { exportResponse } from "~/services/open-data/export-response.server";
import { siteOrigin } from "~/services/site-url.server";
import type { Route } from "./+types/organization-iati-organisation";

/**
 * /organizations/{id}/iati-organisation.xml: the IATI organisation file of an organization that publishes its
 * own files (docs/decisions/0027). Any other organization has none: the answer says what it needs.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return exportResponse(request, context, async () => {
    const lookup = await getOrganizationForDirectory(params.id);
    if (lookup.kind === "moved")
      throw redirect(`/organizations/${encodeURIComponent(lookup.id)}/iati-organisation.xml`, 301);
    if (lookup.kind === "missing") throw resourceNotFound();
    const organization = await getOrganizationIati(lookup.organization.id);
    const publishing = organization
      ? iatiPublishing(organization)
      : ({ own: false, missing: "identifier" } as const);
    if (!organization || !publishing.own) {
      throw resourceNotFound({
        body: IATI_OWN_FILES_TEXT.missing[publishing.own ? "identifier" : publishing.missing],
      });
    }
    const now = new Date();
    const body = iatiOrganisationDocument({
      publisher: publishing.publisher,
      page: absoluteUrl(
        siteOrigin(request, getEnv()),
        `/organizations/${encodeURIComponent(lookup.organization.id)}`,
      ),
      updatedAt: organization.updatedAt,
      now,
    });
    return new Response(body, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Content-Disposition": 'inline; filename="ugandaimpact-organization-iati-organisation.xml"',
        "Cache-Control": "public, max-age=300",
      },
    });
  });
}
