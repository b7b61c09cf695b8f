import { developersGuideHtml } from "~/components/open-data/developers-guide.server";
import { Container, PageHeader } from "~/components/ui/container";
import { DATA_LICENSE } from "~/domain/open-data";
import { SITE } from "~/domain/site";
import { usePageMarkup } from "~/lib/page-markup";
import { pageOnlyMarkup } from "~/lib/page-markup.server";
import { rootOrigin, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/developers";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Open data",
    description: `${SITE.name}'s public data in your own tools: a JSON API, project and organization lists as CSV and IATI XML, events for your calendar, and a feed of new projects.`,
    path: "/developers",
    origin: rootOrigin(matches),
  });

/** The element the guide fills: the browser's first render takes the markup from it (usePageMarkup). */
const GUIDE_ID = "developers-guide";

/**
 * The guide is static: made once on the server (developers-guide.server.tsx), sent as markup, and only in the
 * page, not again in its data (pageOnlyMarkup).
 */
export function loader({ context }: Route.LoaderArgs) {
  return { guide: pageOnlyMarkup(context, GUIDE_ID, developersGuideHtml()) };
}

export default function DevelopersPage({ loaderData }: Route.ComponentProps) {
  const guide = usePageMarkup(GUIDE_ID, loaderData.guide);
  return (
    <>
      <PageHeader
        title="Open data"
        lead={`The platform's public data in your own tools: spreadsheets, calendars and feed readers. Open data under ${DATA_LICENSE.name}: please name ${SITE.name} and the organizations behind the projects.`}
      />
      <Container className="py-10 sm:py-12">
        {/* Our own markup, made on the server from our code. */}
        <div id={GUIDE_ID} className="max-w-3xl space-y-10" dangerouslySetInnerHTML={{ __html: guide }} />
      </Container>
    </>
  );
}
