import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { events, organizations, profiles, projects, users } from "~/db/schema";
import { loader } from "~/routes/resources/sitemap";
import { createOrganizationUser, createProject } from "../setup/factories";
import { canonicalElements, canonicalText, HOSTILE, parseStrictXml } from "../setup/strict-xml";
import { describeEachDatabase } from "../setup/test-database";

const DAY = 86_400_000;

describeEachDatabase("sitemap.xml", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = getDb();
    await db.insert(users).values({ id: "owner-1", name: "Owner", email: "owner@example.org" });
    await db.insert(profiles).values({ id: "owner-1", organizationName: "GREEN & HILLS" });
    await db.insert(users).values({ id: "owner-2", name: "Nameless", email: "nameless@example.org" });
    await db.insert(profiles).values({ id: "owner-2", organizationName: "" });
    const [record] = await db
      .insert(organizations)
      .values({ name: "Ministry of Water" })
      .returning({ id: organizations.id });
    ids.record = record!.id;
    const [project] = await db
      .insert(projects)
      .values({
        name: "Boreholes",
        brief: "Water",
        location: "Gulu",
        sector: "Health",
        sdg: "No Poverty",
        startDate: "2025-01-01",
        organizationId: "owner-1",
      })
      .returning({ id: projects.id });
    ids.project = project!.id;
    const rows = await db
      .insert(events)
      .values([
        { title: "Upcoming", eventDate: new Date(Date.now() + 3 * DAY) },
        { title: "Paused", eventDate: new Date(Date.now() + 3 * DAY), isActive: false },
        { title: "Past", eventDate: new Date(Date.now() - 30 * DAY) },
      ])
      .returning({ id: events.id, title: events.title });
    for (const row of rows) ids[row.title] = row.id;

    // An organization and a project whose names try to break the document.
    const hostile = await createOrganizationUser();
    await db
      .update(profiles)
      .set({ organizationName: HOSTILE.organization })
      .where(eq(profiles.id, hostile.userId));
    ids.hostile = (
      await createProject(hostile.userId, { name: HOSTILE.title, brief: HOSTILE.characters })
    ).id;
  });

  async function locs() {
    const response = await loader({ request: new Request("http://example.test/sitemap.xml") });
    expect(response.headers.get("content-type")).toMatch(/application\/xml/);
    const xml = await response.text();
    return { xml, urls: [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]) };
  }

  it("lists static pages, projects, directory organizations and upcoming events", async () => {
    const { urls } = await locs();
    expect(urls).toEqual(
      expect.arrayContaining([
        "http://example.test/",
        "http://example.test/organizations",
        "http://example.test/impact",
        "http://example.test/developers",
        `http://example.test/projects/${ids.project}`,
        "http://example.test/organizations/owner-1",
        `http://example.test/organizations/${ids.record}`,
        `http://example.test/events/${ids.Upcoming}`,
      ]),
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("leaves out paused and past events and organizations without a name", async () => {
    const { urls } = await locs();
    expect(urls).not.toContain(`http://example.test/events/${ids.Paused}`);
    expect(urls).not.toContain(`http://example.test/events/${ids.Past}`);
    expect(urls).not.toContain("http://example.test/organizations/owner-2");
  });

  it("is well-formed XML with last-modified dates for projects and events", async () => {
    const { xml } = await locs();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toMatch(new RegExp(`/projects/${ids.project}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });

  it("stays well-formed whatever organizations and projects are called, one <url> per address", async () => {
    const { xml, urls } = await locs();
    const { wellFormed, errors, canonical } = await parseStrictXml(xml);
    expect(errors).toEqual([]);
    expect(wellFormed).toBe(true);
    const parsed = canonicalElements(canonical, "url").map((url) => canonicalText(url, "loc"));
    expect(parsed).toEqual(urls);
    expect(parsed).toContain(`http://example.test/projects/${ids.hostile}`);
    expect(canonical).not.toContain("evil.test");
  });
});
