import { eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { events, profiles, projects, projectUpdates, users } from "~/db/schema";
import { projectOrganizationName } from "~/domain/organization-name";
import { xmlChars } from "~/domain/xml-text";
import { loader as projectsApi } from "~/routes/api/projects";
import { meta as organizationMeta } from "~/routes/public/organization";
import { meta as projectMeta } from "~/routes/public/project";
import { loader as eventIcs } from "~/routes/resources/event-ics";
import { loader as eventsIcs } from "~/routes/resources/events-ics";
import { loader as organizationRss } from "~/routes/resources/organization-rss";
import { loader as projectsCsv } from "~/routes/resources/projects-csv";
import { loader as projectsRss } from "~/routes/resources/projects-rss";
import { createOrganizationUser, createProject } from "../setup/factories";
import {
  canonicalAttributes,
  canonicalElements,
  canonicalText,
  HOSTILE,
  parseStrictXml,
} from "../setup/strict-xml";
import { describeEachDatabase } from "../setup/test-database";

const DAY = 86_400_000;
const args = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://example.test${path}`), params, context: {} }) as never;

function vevents(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((entry): entry is VEvent => entry?.type === "VEVENT");
}

/** An instant `days` from now at hh:mm in Kampala (UTC+3 all year). */
function kampala(days: number, hours: number, minutes = 0): Date {
  const day = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  return new Date(`${day}T${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}:00+03:00`);
}

/** The feed read by a strict parser: its items' titles, links and descriptions, and every link anywhere. */
async function readFeed(response: Response) {
  const { wellFormed, errors, canonical } = await parseStrictXml(await response.text());
  expect(errors).toEqual([]);
  expect(wellFormed).toBe(true);
  const items = canonicalElements(canonical, "item").map((item) => ({
    title: canonicalText(item, "title"),
    link: canonicalText(item, "link"),
    description: canonicalText(item, "description"),
  }));
  const links = [
    ...canonicalElements(canonical, "link").map((link) => canonicalText(`<link>${link}</link>`, "link")),
    ...canonicalAttributes(canonical, "href"),
  ];
  return { canonical, items, links };
}

describeEachDatabase("calendar and RSS feeds", () => {
  const ids: Record<string, string> = {};
  /** The hostile projects as the database returned them, with their organizations' names, by sector. */
  const hostile: { name: string; brief: string; location: string; organization: string; sector: string }[] =
    [];

  beforeAll(async () => {
    const db = getDb();
    const rows = await db
      .insert(events)
      .values([
        {
          title: "Water Forum, Gulu; day one",
          description: `Line one, with commas; and semicolons\nLine two ${"long text ".repeat(20)}`,
          eventDate: kampala(5, 9, 30),
          endDate: kampala(6, 17),
          eventType: "in_person",
          location: "Acholi Inn, Gulu",
        },
        {
          title: "Climate Webinar",
          eventDate: kampala(8, 14),
          eventType: "online",
          onlineLink: "https://meet.example.org/climate",
        },
        { title: "Paused Meetup", eventDate: kampala(3, 10), isActive: false },
        { title: "Last Month", eventDate: kampala(-30, 10) },
        { title: "Long Ago", eventDate: kampala(-120, 10), endDate: kampala(-100, 12) },
      ])
      .returning({ id: events.id, title: events.title });
    for (const row of rows) ids[row.title] = row.id;

    await db.insert(users).values({ id: "owner", name: "Owner", email: "owner@example.org" });
    await db
      .insert(profiles)
      .values({ id: "owner", organizationName: "Green Hills", phone: "+256 700 000000" });
    await db.insert(projects).values(
      ["Clean Water", "Solar Schools", "Tree Nurseries"].map((name, index) => ({
        name,
        brief: `${name} brief`,
        location: "Gulu",
        sector: index === 0 ? "Water & Sanitation" : "Energy",
        sdg: "Clean Water and Sanitation",
        startDate: "2025-01-01",
        organizationId: "owner",
        createdAt: new Date(Date.now() - index * DAY),
      })),
    );

    // Organizations and projects whose texts try to break the feed (registration cleans a name; a name
    // stored before that, or by another path, is written straight to the profile). The forgeries share the
    // sector Governance: through the `feed` package's CDATA sections they made a well-formed feed with extra
    // items and links to evil.test; the other two sectors' texts made the feed no XML at all. (Each group
    // has a sector of the list of its own, since a sector that does not exist is refused.)
    const plain = await createOrganizationUser();
    const forger = await createOrganizationUser();
    const odd = await createOrganizationUser();
    for (const [user, organization] of [
      [forger, HOSTILE.organization],
      [odd, HOSTILE.characters],
    ] as const) {
      await db.update(profiles).set({ organizationName: organization }).where(eq(profiles.id, user.userId));
    }
    const hostileRows = [
      { owner: plain, sector: "Governance", name: HOSTILE.title, brief: "Plain", location: "Gulu" },
      { owner: plain, sector: "Governance", name: "Forged brief", brief: HOSTILE.brief, location: "Gulu" },
      { owner: forger, sector: "Governance", name: "Forged organization", brief: "Plain", location: "Gulu" },
      {
        owner: forger,
        sector: "Human Rights",
        name: HOSTILE.cdataEnds,
        brief: HOSTILE.cdataEnds,
        location: HOSTILE.cdataEnds,
      },
      {
        owner: odd,
        sector: "Other",
        name: HOSTILE.characters,
        brief: HOSTILE.characters,
        location: HOSTILE.characters,
      },
    ];
    for (const [index, { owner, ...values }] of hostileRows.entries()) {
      const row = await createProject(owner.userId, {
        ...values,
        createdAt: new Date(Date.now() - (10 + index) * DAY),
      });
      const [profile] = await db
        .select({ organizationName: profiles.organizationName })
        .from(profiles)
        .where(eq(profiles.id, owner.userId));
      hostile.push({
        name: row.name,
        brief: row.brief,
        location: row.location,
        organization: projectOrganizationName({
          profileOrganizationName: profile!.organizationName,
          projectImplementer: null,
        }),
        sector: row.sector,
      });
    }
  });

  it("/events.ics lists the active events, those past for up to 90 days too, in Kampala's time zone", async () => {
    const response = await eventsIcs(args("/events.ics"));
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Africa\/Kampala\r\n/);
    expect(text).toMatch(/DTSTART;TZID=Africa\/Kampala:\d{8}T093000\r\n/);
    // Lines longer than 75 octets are folded (RFC 5545 §3.1).
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const parsed = vevents(text);
    // A past event stays in a subscriber's calendar for a while (90 days), not longer.
    expect(parsed.map((event) => event.summary).sort()).toEqual([
      "Climate Webinar",
      "Last Month",
      "Water Forum, Gulu; day one",
    ]);
    const forum = parsed.find((event) => event.summary === "Water Forum, Gulu; day one")!;
    // The UID names the platform, never the address the file was fetched from.
    expect(forum.uid).toBe(`${ids["Water Forum, Gulu; day one"]}@events.ugandaimpact`);
    expect(forum.start.toISOString()).toBe(kampala(5, 9, 30).toISOString());
    expect(forum.end?.toISOString()).toBe(kampala(6, 17).toISOString());
    expect(forum.location).toBe("Acholi Inn, Gulu");
    expect(forum.description).toContain("Line one, with commas; and semicolons\nLine two");
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toMatch(
      new RegExp(`\r\nURL[^:\r\n]*:http://example\\.test/events/${ids["Water Forum, Gulu; day one"]}\r\n`),
    );
    // RFC 5545: DTSTAMP in UTC (Z), every line ends with CRLF, the last one too, no TIMEZONE-ID.
    expect(forum.dtstamp).toBeInstanceOf(Date);
    expect(Math.abs(forum.dtstamp!.getTime() - Date.now())).toBeLessThan(5 * 60_000);
    expect(unfolded.match(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/g)).toHaveLength(parsed.length);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).not.toContain("TIMEZONE-ID");
    expect(Number(forum.sequence)).toBe(0);
    expect(forum.lastmodified).toBeInstanceOf(Date);

    const webinar = parsed.find((event) => event.summary === "Climate Webinar")!;
    expect(webinar.location).toBe("https://meet.example.org/climate");
    // Stored without an end: an hour long, so every event has a DTEND.
    expect(webinar.end!.getTime() - webinar.start.getTime()).toBe(60 * 60_000);
    expect(webinar.description).toContain("Join online: https://meet.example.org/climate");
  });

  it("/events/{id}.ics is one event to add; a paused, past-less unknown or malformed one is not found", async () => {
    const response = await eventIcs(args("/events/x.ics", { id: ids["Climate Webinar"]! }));
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="event-${ids["Climate Webinar"]}.ics"`,
    );
    const parsed = vevents(await response.text());
    expect(parsed).toHaveLength(1);
    expect(parsed[0]!.start.toISOString()).toBe(kampala(8, 14).toISOString());

    for (const id of [ids["Paused Meetup"]!, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const missing = await eventIcs(args("/events/x.ics", { id })).catch((error: unknown) => error);
      expect(missing).toBeInstanceOf(Response);
      expect((missing as Response).status).toBe(404);
    }
  });

  it("writes stored text that holds line breaks, property names and controls as text of its own property", async () => {
    // Written by SQL, not the form (which strips these): the feeds must hold whatever the database holds.
    const [row] = await getDb()
      .insert(events)
      .values({
        title: `Launch\r\nNAME:Evil\r\nX-WR-CALNAME:Evil;x,y\\z${HOSTILE.characters}`,
        description: `First\r\nMETHOD:CANCEL\rSecond\u2028Third${HOSTILE.characters}`,
        eventDate: kampala(12, 10),
        eventType: "in_person",
        location: `Gulu\r\nLOCATION:Elsewhere\u001b\uFFFE`,
      })
      .returning({ id: events.id });
    try {
      for (const response of [
        await eventIcs(args("/events/x.ics", { id: row!.id })),
        await eventsIcs(args("/events.ics")),
      ]) {
        const text = await response.text();
        const lines = text.split("\r\n");
        // Every content line is a property ("NAME:" or "NAME;PARAM=…:") or a fold, and none came from the data.
        for (const line of lines.slice(0, -1)) expect(line, line).toMatch(/^([A-Z][A-Z0-9-]*[:;]| )/);
        expect(lines.filter((line) => /^(NAME|X-WR-CALNAME):Evil/.test(line))).toEqual([]);
        expect(lines.filter((line) => line.startsWith("METHOD:"))).toEqual(["METHOD:PUBLISH"]);
        expect(lines.filter((line) => line.startsWith("LOCATION:Elsewhere"))).toEqual([]);
        // Only what RFC 5545 TEXT may carry: no control but tab, no noncharacter, no lone surrogate.
        expect(text.replace(/\r\n/g, "")).not.toMatch(/(?!\t)[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u);
        const event = vevents(text).find((entry) => entry.uid.startsWith(row!.id))!;
        expect(event.summary).toMatch(/^Launch NAME:Evil X-WR-CALNAME:Evil;x,y\\zBad/);
        expect(event.description).toMatch(/^First\nMETHOD:CANCEL\nSecond\nThirdBad/);
        expect(event.location).toBe("Gulu LOCATION:Elsewhere");
      }
      // The one event's file is named by its title: NAME and X-WR-CALNAME escaped as TEXT.
      const single = await (await eventIcs(args("/events/x.ics", { id: row!.id }))).text();
      expect(single).toContain("\r\nNAME:Launch NAME:Evil X-WR-CALNAME:Evil\\;x\\,y\\\\zBad");
    } finally {
      await getDb().delete(events).where(eq(events.id, row!.id));
    }
  });

  it("writes the CSV and the JSON API with stored text's controls, noncharacters and lone surrogates left out", async () => {
    // Tab, line feed and carriage return are text in both (quoted in CSV, escaped in JSON); nothing else is.
    const forbidden = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;
    const csv = await (await projectsCsv(args("/projects.csv?sector=Other"))).text();
    expect(csv).toContain("Bad");
    expect(csv).not.toMatch(forbidden);
    const texts: string[] = [];
    const api = await (await projectsApi(args("/api/v1/projects?sector=Other"))).text();
    JSON.parse(api, (_key, value) => {
      if (typeof value === "string") texts.push(value);
      return value;
    });
    expect(texts.some((text) => text.startsWith("Bad"))).toBe(true);
    for (const text of texts) expect(text, JSON.stringify(text)).not.toMatch(forbidden);
  });

  it("moving an event raises its SEQUENCE and LAST-MODIFIED; a change of its words alone does not", async () => {
    const id = ids["Climate Webinar"]!;
    const read = async () => {
      const parsed = vevents(await (await eventIcs(args("/events/x.ics", { id }))).text());
      return { sequence: Number(parsed[0]!.sequence), modified: parsed[0]!.lastmodified!.getTime() };
    };
    const before = await read();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await getDb()
      .update(events)
      .set({ eventDate: kampala(9, 15), updatedAt: new Date() })
      .where(eq(events.id, id));
    const moved = await read();
    expect(moved.sequence).toBe(before.sequence + 1);
    expect(moved.modified).toBeGreaterThan(before.modified);
    await getDb()
      .update(events)
      .set({ endDate: kampala(9, 17), onlineLink: "https://meet.example.org/new" })
      .where(eq(events.id, id));
    expect((await read()).sequence).toBe(before.sequence + 2);
    // The description is no change of time or place; a write cannot set the sequence either.
    await getDb().update(events).set({ description: "More words", sequence: 0 }).where(eq(events.id, id));
    expect((await read()).sequence).toBe(before.sequence + 2);
    const ics = await (await eventIcs(args("/events/x.ics", { id }))).text();
    expect(ics).toMatch(/\r\nDTSTART;TZID=Africa\/Kampala:\d{8}T150000\r\n/);
  });

  it("/projects.rss carries the newest projects first, with the /projects filters", async () => {
    const response = await projectsRss(args("/projects.rss"));
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const { canonical, items } = await readFeed(response);
    expect(items.map((item) => item.title)).toEqual([
      "Clean Water",
      "Solar Schools",
      "Tree Nurseries",
      ...hostile.map((project) => xmlChars(project.name)),
    ]);
    for (const item of items) expect(item.link).toMatch(/^http:\/\/example\.test\/projects\/[0-9a-f-]{36}$/);
    expect(canonical).toContain(
      '<atom:link href="http://example.test/projects.rss" rel="self" type="application/rss+xml"></atom:link>',
    );
    expect(canonical).not.toContain("owner@example.org");
    expect(canonical).not.toContain("+256");

    const filtered = await readFeed(await projectsRss(args("/projects.rss?sector=Energy&page=3")));
    expect(filtered.items.map((item) => item.title)).toEqual(["Solar Schools", "Tree Nurseries"]);
    expect(filtered.links).toContain("http://example.test/projects.rss?sector=Energy");
  });

  it("/projects.rss stays one item per project whatever the names, briefs and organizations hold", async () => {
    for (const sector of ["Governance", "Human Rights", "Other", null]) {
      const query = sector ? `?sector=${encodeURIComponent(sector)}` : "";
      const { items, links } = await readFeed(await projectsRss(args(`/projects.rss${query}`)));
      const expected = sector ? hostile.filter((project) => project.sector === sector) : hostile;
      expect(items).toHaveLength(sector ? expected.length : 3 + hostile.length);
      for (const link of links) expect(link).not.toContain("evil.test");
      expect(items.slice(-expected.length)).toEqual(
        expected.map((project) => ({
          title: xmlChars(project.name),
          link: expect.stringMatching(/^http:\/\/example\.test\/projects\/[0-9a-f-]{36}$/),
          description: xmlChars(`${project.organization} · ${project.location}. ${project.brief}`),
        })),
      );
    }
    // The forged texts are there, as text.
    expect(hostile.map((project) => project.name)).toContain(HOSTILE.title);
  });

  it("names each project by an id that does not hold the site's address, so a move of domain repeats no item", async () => {
    const { canonical } = await parseStrictXml(await (await projectsRss(args("/projects.rss"))).text());
    const guids = canonicalElements(canonical, "guid").map((guid) =>
      canonicalText(`<guid>${guid}</guid>`, "guid"),
    );
    expect(guids.length).toBeGreaterThan(0);
    for (const guid of guids) {
      expect(guid).not.toContain("example.test");
      expect(guid).toMatch(/^UgandaImpact:(project|update):[0-9a-f-]{36}$/);
    }
    expect(new Set(guids).size).toBe(guids.length);
  });

  it("/organizations/{id}.rss carries the updates of all its projects; an empty feed claims no build date", async () => {
    const db = getDb();
    const owned = await db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(eq(projects.organizationId, "owner"));
    const byName = Object.fromEntries(owned.map((project) => [project.name, project.id]));
    await db.insert(projectUpdates).values([
      {
        projectId: byName["Clean Water"]!,
        title: "Borehole dug",
        body: "Ten metres",
        createdAt: new Date(Date.now() - 2 * DAY),
      },
      {
        projectId: byName["Solar Schools"]!,
        title: "Panels up",
        body: "On three roofs",
        createdAt: new Date(Date.now() - DAY),
      },
    ]);
    const response = await organizationRss(args("/organizations/owner.rss", { id: "owner" }));
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const { canonical, items, links } = await readFeed(response);
    expect(items.map((item) => item.title)).toEqual([
      "Solar Schools: Panels up",
      "Clean Water: Borehole dug",
    ]);
    expect(links).toContain("http://example.test/organizations/owner.rss");
    expect(links).toContain("http://example.test/organizations/owner");
    expect(canonicalText(canonical, "title")).toBe("Green Hills: updates on UgandaImpact");
    expect(canonical).toContain("<lastBuildDate>");
    expect(canonical).toContain("<copyright>");

    // An organization with projects and no update yet, and a selection of no project: no 1970 anywhere.
    const quiet = await createOrganizationUser();
    await createProject(quiet.userId, { name: "Quiet project" });
    for (const empty of [
      await organizationRss(args(`/organizations/${quiet.userId}.rss`, { id: quiet.userId })),
      await projectsRss(args("/projects.rss?sector=Humanitarian%20Aid")),
    ]) {
      const feed = await readFeed(empty);
      expect(feed.items).toEqual([]);
      expect(feed.canonical).not.toContain("lastBuildDate");
      expect(feed.canonical).not.toContain("1970");
    }

    const unknown = await organizationRss(args("/organizations/nobody.rss", { id: "nobody" })).catch(
      (thrown: unknown) => thrown as Response,
    );
    expect(unknown.status).toBe(404);
  });

  it("names its feed on the project's and the organization's page, for feed readers", () => {
    const matches = [{ id: "root", data: { origin: "http://example.test" } }];
    const projectTags = projectMeta({
      loaderData: { project: { id: "p1", name: "Clean Water", brief: "Boreholes", images: [] } },
      params: { id: "p1" },
      matches,
    } as unknown as Parameters<typeof projectMeta>[0]);
    expect(projectTags).toContainEqual(
      expect.objectContaining({
        tagName: "link",
        rel: "alternate",
        type: "application/rss+xml",
        href: "/projects/p1.rss",
      }),
    );
    const organizationTags = organizationMeta({
      data: { organization: { id: "owner", name: "Green Hills", brief: "", logoUrl: null } },
      params: { id: "owner" },
      matches,
    } as unknown as Parameters<typeof organizationMeta>[0]);
    expect(organizationTags).toContainEqual(
      expect.objectContaining({
        tagName: "link",
        rel: "alternate",
        type: "application/rss+xml",
        href: "/organizations/owner.rss",
      }),
    );
  });
});
