import { developersGuideHtml } from "~/components/open-data/developers-guide.server";
import { Container, PageHeader } from "~/components/ui/container";
import { DATA_LICENSE } from "~/domain/open-data";
import { SITE } from "~/domain/site";
import { rootOrigin, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/developers";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Open data",
    description: `${SITE.name}'s public data in your own tools: a JSON API, project and organization lists as CSV and IATI XML, events for your calendar, and a feed of new projects.`,
    path: "/developers",
    origin: rootOrigin(matches),
  });

/** The guide is static: made once on the server (developers-guide.server.tsx), sent as markup. */
export function loader() {
  return { guide: developersGuideHtml() };
}

export default function DevelopersPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Open data"
        lead={`The platform's public data in your own tools: spreadsheets, calendars and feed readers. Open data under ${DATA_LICENSE.name}: please name ${SITE.name} and the organizations behind the projects.`}
      />
      <Container className="py-10 sm:py-12">
        {/* Our own markup, made on the server from our code. */}
        <div className="max-w-3xl space-y-10" dangerouslySetInnerHTML={{ __html: loaderData.guide }} />
      </Container>
    </>
  );
}
