import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container, PageHeader } from "~/components/ui/container";
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

/** What each export is, where it lives, and an example address. */
const EXPORTS: { title: string; id: string; intro: ReactNode; examples: { href: string; note: string }[] }[] =
  [
    {
      title: "JSON API",
      id: "api",
      intro: (
        <>
          Read-only JSON at <code>/api/v1</code>, no key needed: <code>/projects</code> (the projects list's
          parameters, plus <code>per_page</code> up to 100 and <code>updated_since</code>, an ISO date and
          time), <code>/projects/&#123;id&#125;</code>, <code>/organizations</code> (<code>q</code>,{" "}
          <code>type</code>), <code>/organizations/&#123;id&#125;</code> with its projects,{" "}
          <code>/events</code> (upcoming; <code>from</code> and <code>to</code> as YYYY-MM-DD) and{" "}
          <code>/events/&#123;id&#125;</code>. Lists come a page at a time with <code>meta</code> (page,
          per_page, total, page_count) and <code>links.next</code>. Field names are snake_case, dates ISO
          8601, pictures absolute addresses. A bad parameter answers 400 with <code>error.parameter</code>{" "}
          naming it. Open to every site (CORS); send the <code>ETag</code> back in <code>If-None-Match</code>{" "}
          to get a 304 when nothing changed. Each address may make 300 requests a minute; the{" "}
          <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code>{" "}
          headers say where you stand. The OpenAPI 3.1 description is at <code>/api/v1/openapi.json</code>.
        </>
      ),
      examples: [
        { href: "/api/v1/projects?sector=Health&per_page=50", note: "health projects, 50 a page" },
        { href: "/api/v1/organizations?type=Community+Based", note: "community-based organizations" },
        { href: "/api/v1/events", note: "upcoming events" },
        { href: "/api/v1/openapi.json", note: "the OpenAPI document" },
      ],
    },
    {
      title: "Projects as CSV",
      id: "projects-csv",
      intro: (
        <>
          Every project the <Link to="/projects">projects list</Link> shows for a search, across all its
          pages, one row per project: name, organization, brief, location, region, district, sector, SDG,
          status, target groups, dates and links. The same query parameters as the list: <code>q</code>,{" "}
          <code>status</code>, <code>sort</code>, <code>location</code>, <code>sector</code>, <code>sdg</code>
          , <code>name</code>, <code>target</code>, <code>region</code> and <code>district</code>. The list's
          own <strong>Download CSV</strong> link keeps whatever you filtered by.
        </>
      ),
      examples: [
        { href: "/projects.csv", note: "all projects" },
        { href: "/projects.csv?sector=Education&district=Gulu", note: "education projects in Gulu" },
      ],
    },
    {
      title: "Organizations as CSV",
      id: "organizations-csv",
      intro: (
        <>
          The <Link to="/organizations">organization directory</Link> with its search (<code>q</code>) and
          type filter (<code>type</code>): name, type, about, address, website, number of projects and the
          organization's page.
        </>
      ),
      examples: [{ href: "/organizations.csv?type=NGO%2FNon-Profit", note: "NGOs and non-profits" }],
    },
    {
      title: "IATI activity XML",
      id: "iati",
      intro: (
        <>
          The projects as activities of the{" "}
          <a href="https://iatistandard.org/en/iati-standard/203/" className="underline underline-offset-4">
            IATI Standard 2.03
          </a>
          , for aid-transparency tools such as d-portal: title, description, implementing organization,
          activity status and dates, Uganda as recipient country, location, sector (OECD DAC 5-digit purpose
          codes where one fits) and the SDG as a tag. The projects list's filters apply; each organization's
          projects are at <code>/organizations/&#123;id&#125;/iati.xml</code>. A selection with no project
          answers 404.
        </>
      ),
      examples: [
        { href: "/iati/activities.xml", note: "every project" },
        {
          href: "/iati/activities.xml?status=active&region=Northern+Region",
          note: "active projects in the north",
        },
      ],
    },
    {
      title: "Events in your calendar",
      id: "calendar",
      intro: (
        <>
          The upcoming <Link to="/events">events</Link> as an iCalendar feed: subscribe to it in Google
          Calendar, Outlook or your phone's calendar and new events appear by themselves. Times are in
          Kampala's time (East Africa Time); an online event carries its link. Each event's page has an{" "}
          <strong>Add to calendar</strong> link for that event alone (<code>/events/&#123;id&#125;.ics</code>
          ).
        </>
      ),
      examples: [{ href: "/events.ics", note: "every upcoming event" }],
    },
    {
      title: "New projects feed (RSS)",
      id: "rss",
      intro: (
        <>
          The 50 most recently published projects as an RSS feed for your feed reader, with the same query
          parameters as the projects list.
        </>
      ),
      examples: [
        { href: "/projects.rss", note: "all new projects" },
        { href: "/projects.rss?sdg=Climate+Action", note: "new projects for SDG 13" },
      ],
    },
  ];

export default function DevelopersPage() {
  return (
    <>
      <PageHeader
        title="Open data"
        lead={`The platform's public data in your own tools: spreadsheets, calendars and feed readers. Free to use; please name ${SITE.name} and the organizations behind the projects.`}
      />
      <Container className="py-10 sm:py-12">
        <div className="max-w-3xl space-y-10">
          <nav aria-label="On this page">
            <h2 className="text-lg font-semibold">On this page</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {EXPORTS.map((item) => (
                <li key={item.id}>
                  <a
                    href={`#${item.id}`}
                    className="text-brand-700 underline underline-offset-4 dark:text-brand-200"
                  >
                    {item.title}
                  </a>
                </li>
              ))}
              <li>
                <a href="#terms" className="text-brand-700 underline underline-offset-4 dark:text-brand-200">
                  What is published, and how
                </a>
              </li>
            </ul>
          </nav>
          {EXPORTS.map((item) => (
            <section key={item.id} id={item.id} aria-labelledby={`${item.id}-title`} className="scroll-mt-20">
              <h2 id={`${item.id}-title`} className="text-2xl font-bold">
                {item.title}
              </h2>
              <p className="mt-3 leading-relaxed">{item.intro}</p>
              <ul className="mt-4 space-y-2">
                {item.examples.map((example) => (
                  <li key={example.href} className="rounded-md border border-default bg-surface-muted p-3">
                    <a
                      href={example.href}
                      className="break-all font-mono text-sm text-brand-700 underline underline-offset-4 dark:text-brand-200"
                    >
                      {example.href}
                    </a>
                    <span className="mt-1 block text-sm text-muted">{example.note}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section id="terms" aria-labelledby="terms-title" className="scroll-mt-20">
            <h2 id="terms-title" className="text-2xl font-bold">
              What is published, and how
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed">
              <li>
                Only what the public pages show. Never an email address, a phone number, a payment reference
                or a proof of payment.
              </li>
              <li>
                CSV files are UTF-8 with a byte-order mark, so spreadsheet programs show Luganda and other
                names as written. A cell that a spreadsheet would run as a formula starts with an apostrophe.
              </li>
              <li>
                Exports are built as they download, so a list of any length arrives at once; they may be up to
                five minutes behind the site.
              </li>
            </ul>
          </section>
        </div>
      </Container>
    </>
  );
}
