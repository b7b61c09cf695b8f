import { eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { events, profiles, projects, users } from "~/db/schema";
import { projectOrganizationName } from "~/domain/organization-name";
import { xmlChars } from "~/domain/xml-text";
import { loader as eventIcs } from "~/routes/resources/event-ics";
import { loader as eventsIcs } from "~/routes/resources/events-ics";
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
    // sector "Forgery": through the `feed` package's CDATA sections they made a well-formed feed with extra
    // items and links to evil.test; the other sectors' texts made the feed no XML at all.
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
      { owner: plain, sector: "Forgery", name: HOSTILE.title, brief: "Plain", location: "Gulu" },
      { owner: plain, sector: "Forgery", name: "Forged brief", brief: HOSTILE.brief, location: "Gulu" },
      { owner: forger, sector: "Forgery", name: "Forged organization", brief: "Plain", location: "Gulu" },
      {
        owner: forger,
        sector: "CDATA ends",
        name: HOSTILE.cdataEnds,
        brief: HOSTILE.cdataEnds,
        location: HOSTILE.cdataEnds,
      },
      {
        owner: odd,
        sector: "Hostile characters",
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

  it("/events.ics lists the upcoming active events in Kampala's time zone", async () => {
    const response = await eventsIcs(args("/events.ics"));
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Africa\/Kampala\r\n/);
    expect(text).toMatch(/DTSTART;TZID=Africa\/Kampala:\d{8}T093000\r\n/);
    // Lines longer than 75 octets are folded (RFC 5545 §3.1).
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const parsed = vevents(text);
    expect(parsed.map((event) => event.summary).sort()).toEqual([
      "Climate Webinar",
      "Water Forum, Gulu; day one",
    ]);
    const forum = parsed.find((event) => event.summary === "Water Forum, Gulu; day one")!;
    expect(forum.uid).toBe(`${ids["Water Forum, Gulu; day one"]}@example.test`);
    expect(forum.start.toISOString()).toBe(kampala(5, 9, 30).toISOString());
    expect(forum.end?.toISOString()).toBe(kampala(6, 17).toISOString());
    expect(forum.location).toBe("Acholi Inn, Gulu");
    expect(forum.description).toContain("Line one, with commas; and semicolons\nLine two");
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toMatch(
      new RegExp(`\r\nURL[^:\r\n]*:http://example\\.test/events/${ids["Water Forum, Gulu; day one"]}\r\n`),
    );
    expect(forum.dtstamp).toBeInstanceOf(Date);

    const webinar = parsed.find((event) => event.summary === "Climate Webinar")!;
    expect(webinar.location).toBe("https://meet.example.org/climate");
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
    for (const sector of ["Forgery", "CDATA ends", "Hostile characters", null]) {
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
});
