import ical, { type VEvent } from "node-ical";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { events, profiles, projects, users } from "~/db/schema";
import { loader as eventIcs } from "~/routes/resources/event-ics";
import { loader as eventsIcs } from "~/routes/resources/events-ics";
import { loader as projectsRss } from "~/routes/resources/projects-rss";
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

describeEachDatabase("calendar and RSS feeds", () => {
  const ids: Record<string, string> = {};

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
    const xml = await response.text();
    const titles = [...xml.matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map(
      (match) => match[1],
    );
    expect(titles).toEqual(["Clean Water", "Solar Schools", "Tree Nurseries"]);
    expect(xml).toMatch(/<link>http:\/\/example\.test\/projects\/[0-9a-f-]{36}<\/link>/);
    expect(xml).toContain(
      '<atom:link href="http://example.test/projects.rss" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).not.toContain("owner@example.org");
    expect(xml).not.toContain("+256");

    const filtered = await (await projectsRss(args("/projects.rss?sector=Energy&page=3"))).text();
    const filteredTitles = [...filtered.matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map(
      (match) => match[1],
    );
    expect(filteredTitles).toEqual(["Solar Schools", "Tree Nurseries"]);
    expect(filtered).toContain("http://example.test/projects.rss?sector=Energy");
  });
});
