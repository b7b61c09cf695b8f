import { Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type CsvDescriptionPath, csvColumns } from "~/domain/csv-description";
import { DAC_SECTORS, OWN_SECTOR_TOO, ownSectorCode } from "~/domain/iati-sectors";
import { DATA_LICENSE } from "~/domain/open-data";
import { SECTORS } from "~/domain/reference";
import { SITE } from "~/domain/site";

/*
 * /developers' guide: long reading and nothing to press, so it is written here on the server and the page sends it
 * as markup (issue 39: its prose in the page's script cost every reader 7 KB gzip to download, parse and run).
 * Links are plain anchors: the markup is made outside the router.
 */

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
          <code>/events</code> (upcoming; <code>from</code> and <code>to</code> as YYYY-MM-DD, which may reach
          into the past), <code>/events/&#123;id&#125;</code> and <code>/changes?since=</code> (an ISO date
          and time up to 90 days back: the ids of projects, organizations and events created, updated and
          deleted from then on, in the order the database committed them). Then follow <code>links.next</code>{" "}
          for ever: it carries a <code>cursor</code> that misses no change and repeats none, even while others
          are writing, and with nothing new it answers the same, so your <code>ETag</code> gets a 304;{" "}
          <code>meta.more</code> says another page is ready at once. Start <code>since</code> a few minutes
          before your copy was read (an id read twice costs nothing). A project&apos;s <code>updated_at</code>{" "}
          (and its IATI activity&apos;s <code>last-updated-datetime</code>) moves with anything it publishes:
          its own fields, its results and funders, and its organization&apos;s name, type, website, address or
          registration; such a project is in <code>/changes</code> as updated. Lists come a page at a time
          with <code>meta</code> (page, per_page, total, page_count) and <code>links.next</code>. Field names
          are snake_case, dates ISO 8601, pictures absolute addresses. A bad parameter answers 400 with{" "}
          <code>error.parameter</code> naming it. Open to every site (CORS); send the <code>ETag</code> back
          in <code>If-None-Match</code> to get a 304 when nothing changed. Each address may make 300 requests
          a minute, the API and the files below together; the <code>RateLimit-Limit</code>,{" "}
          <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code> headers say where you stand, and a
          429 says how long to wait in <code>Retry-After</code>. The OpenAPI 3.1 description, files included,
          is at <code>/api/v1/openapi.json</code>.
        </>
      ),
      examples: [
        { href: "/api/v1/projects?sector=Health&per_page=50", note: "health projects, 50 a page" },
        { href: "/api/v1/organizations?type=Community+Based", note: "community-based organizations" },
        { href: "/api/v1/events", note: "upcoming events" },
        { href: "/api/v1/changes?since=2026-11-01T00:00:00Z", note: "what changed since 1 November" },
        { href: "/api/v1/openapi.json", note: "the OpenAPI document" },
      ],
    },
    {
      title: "Projects as CSV",
      id: "projects-csv",
      intro: (
        <>
          Every project the <a href="/projects">projects list</a> shows for a search, across all its pages,
          one row per project: name, organization, brief, location, region, district, sector, SDG, status,
          target groups, dates, budget (in its own currency) and links. The same query parameters as the list:{" "}
          <code>q</code>, <code>status</code>, <code>sort</code>, <code>location</code>, <code>sector</code>,{" "}
          <code>sdg</code>, <code>name</code>, <code>target</code>, <code>region</code> and{" "}
          <code>district</code>. The list's own <strong>Download CSV</strong> link keeps whatever you filtered
          by.
          <CsvColumns path="/projects.csv-metadata.json" />
        </>
      ),
      examples: [
        { href: "/projects.csv", note: "all projects" },
        { href: "/projects.csv?sector=Education&district=Gulu", note: "education projects in Gulu" },
      ],
    },
    {
      title: "Projects as GeoJSON",
      id: "projects-geojson",
      intro: (
        <>
          The same projects as the CSV, for the same query parameters, as a{" "}
          <a href="https://www.rfc-editor.org/rfc/rfc7946" className="underline underline-offset-4">
            GeoJSON (RFC 7946)
          </a>{" "}
          FeatureCollection to open in QGIS, uMap or any web map: one Feature per project, its point in WGS 84
          (longitude, then latitude) and as properties the project's record as the JSON API gives it. The
          point is the exact place the organization gave, or else its district's chief town (
          <code>point.precision</code> says which); a project with neither has a null geometry. District
          points are approximate (a town, not the district's area).
        </>
      ),
      examples: [
        { href: "/projects.geojson", note: "all projects" },
        {
          href: "/projects.geojson?sector=Health&region=Northern+Region",
          note: "health projects in the north",
        },
      ],
    },
    {
      title: "Results as CSV",
      id: "results-csv",
      intro: (
        <>
          What the same projects report against their targets, one row per indicator and reporting period: the
          project, its SDG, sector and region, the result and its type (output or outcome), the indicator with
          its id, measure (number, percentage or qualitative) and standard measure, the baseline, the target
          and its date, then the period, the actual value and its comment. An indicator with no period yet has
          one row with those cells empty. Adding up the latest actual of each indicator with a standard
          measure gives the figures on <a href="/impact">Our Impact</a>; the budgets are in the projects CSV,
          each in its own currency. The same query parameters as the projects CSV.
          <CsvColumns path="/results.csv-metadata.json" />
        </>
      ),
      examples: [
        { href: "/results.csv", note: "every project's results" },
        { href: "/results.csv?sdg=Clean%20Water%20and%20Sanitation", note: "results of water projects" },
      ],
    },
    {
      title: "Organizations as CSV",
      id: "organizations-csv",
      intro: (
        <>
          The <a href="/organizations">organization directory</a> with its search (<code>q</code>) and type
          filter (<code>type</code>): name, type, about, address, website, number of projects and the
          organization's page.
          <CsvColumns path="/organizations.csv-metadata.json" />
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
          , for aid-transparency tools such as d-portal: title, description, the organization (accountable and
          implementing, with its type and, where it gave one, its NGO Bureau or URSB registration as
          identifier) and the funders (with their identifier when known), activity status and dates, contact
          details, Uganda as recipient country, location and scope, sector (OECD DAC 5-digit purpose codes
          where one fits, else{" "}
          <a href="#sectors" className="underline underline-offset-4">
            our own codes
          </a>
          ), the SDG as a tag, the budget in periods of a year at most (a total over several years split
          evenly by days; a project without an end date over the years it has run), what is spent to date as
          an expenditure, results with their indicators, targets and actuals, and a link to the project's
          page. {SITE.name} publishes them on the organizations' behalf (secondary reporter), except the
          projects of an organization that publishes its own files (
          <a href="#iati-registry" className="underline underline-offset-4">
            who publishes what
          </a>
          ). The projects list's filters apply; each organization's projects are at{" "}
          <code>/organizations/&#123;id&#125;/iati.xml</code>. A selection with no project is a file with no
          activity: well-formed, but not valid against the 2.03 schema, which wants one activity at least.
        </>
      ),
      examples: [
        { href: "/iati/activities.xml", note: "every project" },
        {
          href: "/iati/activities.xml?status=active&region=Northern+Region",
          note: "active projects in the north",
        },
        { href: "/iati/organisations.xml", note: `${SITE.name}'s organisation file` },
      ],
    },
    {
      title: "Events in your calendar",
      id: "calendar",
      intro: (
        <>
          The upcoming <a href="/events">events</a>, and those of the last 90 days, as an iCalendar feed:
          subscribe to it in Google Calendar, Outlook or your phone's calendar and new events appear by
          themselves. Times are in Kampala's time (East Africa Time); an online event carries its link. Each
          event's page has an <strong>Add to calendar</strong> link for that event alone (
          <code>/events/&#123;id&#125;.ics</code>
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
          The 50 most recently published projects and their progress updates as an RSS feed for your feed
          reader, with the same query parameters as the projects list. Each project has a feed of its updates
          at <code>/projects/{"{id}"}.rss</code>, and each organization one of all its projects' updates at{" "}
          <code>/organizations/{"{id}"}.rss</code>; their pages name them for feed readers. Items keep their
          ids when the site moves.
        </>
      ),
      examples: [
        { href: "/projects.rss", note: "all new projects" },
        { href: "/projects.rss?sdg=Climate+Action", note: "new projects for SDG 13" },
      ],
    },
  ];

/** The sections after the exports, for the page's contents list. */
const EXTRA_SECTIONS = [
  { id: "terms", title: "What is published, and how" },
  { id: "licence", title: "Licence" },
  { id: "sectors", title: "Sector codes in the IATI files" },
  { id: "iati-registry", title: "Registering the files on the IATI Registry" },
];

/** A CSV's columns in order, inline (the intro is a paragraph), and where their description is. */
function CsvColumns({ path }: { path: CsvDescriptionPath }) {
  const columns = csvColumns(path);
  return (
    <>
      {" "}
      Columns, in order:{" "}
      {columns.map((column, index) => (
        <Fragment key={column.name}>
          <code title={column.description}>{column.name}</code>
          {index < columns.length - 1 ? ", " : ". "}
        </Fragment>
      ))}
      Their types and meanings:{" "}
      <a href={path} className="break-all text-brand-700 underline underline-offset-4 dark:text-brand-200">
        {path}
      </a>
      .
    </>
  );
}

/** The guide's body: contents, one section per export, then the terms, licence, sectors and IATI Registry. */
function DevelopersGuide() {
  return (
    <>
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
          {EXTRA_SECTIONS.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                className="text-brand-700 underline underline-offset-4 dark:text-brand-200"
              >
                {item.title}
              </a>
            </li>
          ))}
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
            Only what the public pages show. Never an email address, a phone number, a payment reference or a
            proof of payment.
          </li>
          <li>
            CSV files are UTF-8 with a byte-order mark, so spreadsheet programs show Luganda and other names
            as written. A cell that a spreadsheet would run as a formula starts with an apostrophe.
          </li>
          <li>
            Each CSV is described for machines in{" "}
            <a href="https://www.w3.org/TR/tabular-metadata/" className="underline underline-offset-4">
              CSV on the Web
            </a>{" "}
            metadata: add <code>-metadata.json</code> to the file's name, before its query (
            <code>/projects.csv-metadata.json?sector=Health</code> describes{" "}
            <code>/projects.csv?sector=Health</code>), or follow the file's{" "}
            <code>Link: &lt;…&gt;; rel="describedby"</code> header. It gives every column's title, datatype
            (dates, date-times, decimals, addresses), meaning and whether it may be empty, and the licence.
          </li>
          <li>
            Exports are built as they download, so a list of any length arrives at once; they may be up to
            five minutes behind the site. Every file is open to other sites (CORS) and carries{" "}
            <code>ETag</code> and <code>Last-Modified</code>: send them back in <code>If-None-Match</code> or{" "}
            <code>If-Modified-Since</code> and an unchanged file answers 304.
          </li>
        </ul>
      </section>
      <section id="licence" aria-labelledby="licence-title" className="scroll-mt-20">
        <h2 id="licence-title" className="text-2xl font-bold">
          Licence
        </h2>
        <p className="mt-3 leading-relaxed">
          The open data (the API, the CSV, calendar, RSS and IATI files) is published under the{" "}
          <a href={DATA_LICENSE.url} rel="license" className="underline underline-offset-4">
            {DATA_LICENSE.title} licence ({DATA_LICENSE.name})
          </a>
          : copy, share and build on it, also commercially, naming {SITE.name} and the organization behind
          each project. Every answer says so in a{" "}
          <code className="break-all">Link: &lt;{DATA_LICENSE.url}&gt;; rel="license"</code> header. The
          site's own texts, design and logo are not open data: they stay © {SITE.name}, all rights reserved.
        </p>
      </section>
      <section id="sectors" aria-labelledby="sectors-title" className="scroll-mt-20">
        <h2 id="sectors-title" className="text-2xl font-bold">
          Sector codes in the IATI files
        </h2>
        <p className="mt-3 leading-relaxed">
          Every activity carries an OECD DAC 5-digit purpose code (vocabulary 1). Where our sector is broader
          than any one code, or has none, the nearest code stands for it (99810, "Sectors not specified", when
          nothing fits) and the activity names our own sector too (vocabulary 99, this table being its{" "}
          <code>vocabulary-uri</code>). Each vocabulary's percentages add up to 100.
        </p>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Our sectors and their IATI codes</caption>
            <thead>
              <tr className="border-b border-default">
                <th scope="col" className="py-2 pr-4">
                  Sector
                </th>
                <th scope="col" className="py-2 pr-4">
                  Vocabulary
                </th>
                <th scope="col" className="py-2">
                  Code
                </th>
              </tr>
            </thead>
            <tbody>
              {SECTORS.map((sector) => (
                <tr key={sector} className="border-b border-default">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {sector}
                  </th>
                  <td className="py-2 pr-4">
                    {OWN_SECTOR_TOO.has(sector) ? "1 (OECD DAC) and 99 (ours)" : "1 (OECD DAC)"}
                  </td>
                  <td className="py-2 font-mono">
                    {OWN_SECTOR_TOO.has(sector)
                      ? `${DAC_SECTORS[sector]} and ${ownSectorCode(sector)}`
                      : DAC_SECTORS[sector]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section id="iati-registry" aria-labelledby="iati-registry-title" className="scroll-mt-20">
        <h2 id="iati-registry-title" className="text-2xl font-bold">
          Registering the files on the IATI Registry
        </h2>
        <p className="mt-3 leading-relaxed">
          The IATI Registry lists where each publisher's files live, so d-portal and the other IATI tools find
          them. The files stay here and are read afresh each time; the Registry only keeps their addresses. A
          file belongs to one publisher: its reporting organisation is the identifier of the Registry account
          that registers it, and every activity identifier starts with that identifier. Each project is in the
          files of one publisher only.
        </p>
        <h3 className="mt-5 text-lg font-semibold">{SITE.name} publishes for the organizations</h3>
        <p className="mt-2 leading-relaxed">
          Most organizations need to do nothing: {SITE.name} is the reporting organisation (as a secondary
          reporter) of every project of an organization that does not publish its own files, with the
          organization as accountable and implementing organisation. {SITE.name}'s Registry account, under the
          identifier a deployment sets in <code>IATI_PUBLISHER_REF</code>, registers two datasets:{" "}
          <code>/iati/activities.xml</code> (no filter) and <code>/iati/organisations.xml</code>, the
          organisation file describing {SITE.name}. Until <code>IATI_PUBLISHER_REF</code> is set the files
          carry a stand-in and are for reading, not for the Registry. An organization's{" "}
          <code>/organizations/&#123;id&#125;/iati.xml</code> is then a copy of its part of that file, to
          read: it says so in a comment at its top and is not to be registered (its activities would be
          counted twice).
        </p>
        <h3 className="mt-5 text-lg font-semibold">An organization publishing its own files</h3>
        <p className="mt-2 leading-relaxed">
          An organization with its own IATI organisation identifier can publish its projects under it. It
          needs:
        </p>
        <ol className="mt-3 list-decimal space-y-2 pl-5 leading-relaxed">
          <li>
            Its NGO Bureau or URSB registration number on its profile (
            <a href="/dashboard/profile" className="underline underline-offset-4">
              Edit Profile
            </a>
            ): its organisation identifier is then <code>UG-NGB-</code> or <code>UG-RSB-</code> and the
            number. Without one there is no identifier to publish under, and {SITE.name} goes on publishing
            its projects.
          </li>
          <li>
            A publisher account on the IATI Registry (iatiregistry.org) under that identifier, with{" "}
            {DATA_LICENSE.name} as the licence.
          </li>
          <li>
            "We publish our projects on the IATI Registry ourselves" ticked on its profile. From then on{" "}
            <code>/organizations/&#123;your id&#125;/iati.xml</code> names the organization as reporting
            organisation, its activity identifiers start with its identifier, and{" "}
            <code>/iati/activities.xml</code> leaves its projects out;{" "}
            <code>/organizations/&#123;your id&#125;/iati-organisation.xml</code> is its organisation file (it
            answers 404, saying what is missing, for an organization that does not publish its own).
          </li>
          <li>
            On the Registry, add these two datasets by address (not by upload), and check them with IATI's
            validator (validator.iatistandard.org). Whatever changes here is in the files the next time the
            Registry reads them.
          </li>
        </ol>
        <p className="mt-3 leading-relaxed">
          A file with no activity (an organization without projects yet, a filter that selects none) stays a
          well-formed <code>&lt;iati-activities&gt;</code> with nothing in it. It cannot be valid against the
          2.03 schema, which wants at least one activity in a file, so IATI's validator reports that one
          error, and the Registry's tools read no activity from it. Register an organization's file once it
          holds a project.
        </p>
        <h3 className="mt-5 text-lg font-semibold">What the files are checked for</h3>
        <p className="mt-2 leading-relaxed">
          Our tests build the files from projects of every kind and check, on every activity, what IATI's
          validator checks:
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5 leading-relaxed">
          <li>valid against the IATI 2.03 activity and organisation schemas, whatever the texts hold;</li>
          <li>
            every activity identifier starts with its reporting organisation's identifier, and each project is
            in one publisher's files only;
          </li>
          <li>
            codes from the 2.03 codelists; a DAC 5-digit sector on every activity, the percentages of each
            vocabulary adding up to 100;
          </li>
          <li>
            no actual date ahead of today; budget periods of 12 months at most, each ending after it starts,
            with a value date; what is spent as an expenditure transaction, never dated ahead of today;
          </li>
          <li>
            funders with their identifier where it is known, national and international NGOs told apart.
          </li>
        </ul>
      </section>
    </>
  );
}

let guideHtml: string | undefined;

/** The guide as markup, made once per process (it depends on nothing but the code). */
export function developersGuideHtml(): string {
  guideHtml ??= renderToStaticMarkup(<DevelopersGuide />);
  return guideHtml;
}
