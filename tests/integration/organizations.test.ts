import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  getDirectoryEntryIds,
  getDirectoryPage,
  getOrganizationForDirectory,
} from "~/db/queries/organizations.server";
import { organizations, profiles, projects, users } from "~/db/schema";
import {
  type DirectoryFilter,
  type DirectoryOrganizationRow,
  type DirectoryProfileRow,
  filterDirectory,
  mergeDirectory,
} from "~/domain/directory";
import { ORGANIZATION_TYPES } from "~/domain/reference";
import { loader as organizationPageLoader } from "~/routes/public/organization";
import { loader as organizationsPageLoader } from "~/routes/public/organizations";
import { describeEachDatabase } from "../setup/test-database";

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

async function addProfile(
  id: string,
  name: string,
  extra: Partial<typeof profiles.$inferInsert> = {},
): Promise<string> {
  const db = getDb();
  await db.insert(users).values({ id, name: `User ${id}`, email: `${id}@example.org` });
  await db.insert(profiles).values({ id, organizationName: name, ...extra });
  return id;
}

async function addOrganization(name: string, extra: Partial<typeof organizations.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(organizations)
    .values({ name, ...extra })
    .returning({ id: organizations.id });
  return row!.id;
}

async function addProjects(ownerId: string, count: number, status = "planning") {
  for (let index = 0; index < count; index++) {
    await getDb()
      .insert(projects)
      .values({
        name: `Project ${ownerId} ${index}`,
        brief: "A brief",
        location: "Gulu",
        sector: "Health",
        sdg: "No Poverty",
        startDate: "2025-01-01",
        status,
        organizationId: ownerId,
        targetGroups: ["women"],
      });
  }
}

/** The directory computed by the pure rules from the raw rows of the database. */
async function directoryByRules(filter: DirectoryFilter) {
  const db = getDb();
  const profileRows: DirectoryProfileRow[] = await db
    .select({
      id: profiles.id,
      organizationId: profiles.organizationId,
      organizationName: profiles.organizationName,
      nameKey: profiles.nameKey,
      organizationBrief: profiles.organizationBrief,
      organizationType: profiles.organizationType,
      phone: profiles.phone,
      address: profiles.address,
      website: profiles.website,
      logoUrl: profiles.logoUrl,
      createdAt: profiles.createdAt,
    })
    .from(profiles);
  const organizationRows: DirectoryOrganizationRow[] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      description: organizations.description,
      organizationType: organizations.organizationType,
      phone: organizations.phone,
      address: organizations.address,
      website: organizations.website,
      logoUrl: organizations.logoUrl,
      createdAt: organizations.createdAt,
    })
    .from(organizations);
  const counts = await db.execute<{ organization_id: string; count: number }>(
    sql`select organization_id, count(*)::int as count from projects group by organization_id`,
  );
  const countMap = new Map(counts.rows.map((row) => [row.organization_id, Number(row.count)]));
  return filterDirectory(mergeDirectory(profileRows, organizationRows, countMap), filter);
}

describeEachDatabase("organizations directory", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.green = await addProfile("u-green", "GREEN HILLS FOUNDATION", {
      organizationBrief: "Clean water for SCHOOLS in the north",
      organizationType: "NGO/Non-Profit",
      address: "Plot 4, Gulu",
      website: "greenhills.example.org",
      createdAt: day(3),
    });
    // Its own organization record (same name, other spelling): the profile stands for it.
    ids.greenRecord = await addOrganization("Green  Hills Foundation", {
      description: "Record description",
      organizationType: "NGO/Non-Profit",
      createdAt: day(3),
    });
    await getDb().execute(sql`update profiles set organization_id = ${ids.greenRecord} where id = 'u-green'`);
    // A renamed profile still pointing at its old record.
    ids.renamedRecord = await addOrganization("Old Solar Name", { organizationType: "Social Enterprise" });
    ids.solar = await addProfile("u-solar", "SOLAR SISTERS", {
      organizationId: ids.renamedRecord,
      organizationBrief: "Solar lamps",
      organizationType: "Social Enterprise",
      address: "Mbarara",
      createdAt: day(4),
    });
    // Two profiles that shared one normalized name before names were unique (migration 0005 keeps the later
    // one's key distinct): both are organizations of their own, and both show.
    ids.twinOld = await addProfile("u-twin-b", "Twin Org", { createdAt: day(1), address: "Lira" });
    ids.twinNew = await addProfile("u-twin-a", "  twin   ORG ", {
      createdAt: day(2),
      address: "Lira",
      nameKey: "twin org\u0001u-twin-a",
    });
    // A record whose name a profile carries, though not linked: the profile wins.
    ids.dupRecord = await addOrganization(" solar\tsisters ", { organizationType: "Social Enterprise" });
    // Records on their own.
    ids.ministry = await addOrganization("Ministry of Water", {
      description: "Policy and oversight",
      organizationType: "Government/Public",
      address: "Kampala",
      createdAt: day(5),
    });
    ids.youth = await addOrganization("Kampala Youth Network", {
      description: null,
      organizationType: "Community Based",
      address: "Nakawa, Kampala",
    });
    // Whitespace of every kind (tabs, newlines, no-break and em spaces) counts as one space.
    ids.nile = await addProfile("u-nile", "NILE\u00a0\u00a0BASIN TRUST", { createdAt: day(6) });
    ids.nileRecord = await addOrganization(" nile basin\ttrust\n");
    ids.lake = await addOrganization("\u2003 Lake\n Victoria Fund ");
    // Empty names never appear.
    ids.blank = await addProfile("u-blank", "   ");
    ids.blankRecord = await addOrganization("  ");
    // Many more, for pagination.
    for (let index = 0; index < 30; index++) {
      const type = ORGANIZATION_TYPES[index % ORGANIZATION_TYPES.length]!;
      await addOrganization(`Filler ${String(index).padStart(2, "0")}`, {
        organizationType: type,
        address: index % 2 ? "Jinja" : "Entebbe",
      });
    }
    await addProjects("u-green", 3);
    await addProjects("u-solar", 1, "in progress");
    await addProjects("u-twin-b", 2);
  });

  it("merges, deduplicates and counts exactly as the rules say", async () => {
    const expected = await directoryByRules({});
    const page = await getDirectoryPage({ pageSize: 1000 });
    expect(page.entries).toEqual(expected);
    expect(page.total).toBe(expected.length);
    expect(page.matching).toBe(expected.length);
    // Green Hills, Solar Sisters, both Twin Orgs, the ministry, the youth network, Nile Basin and Lake
    // Victoria, besides the 30 fillers.
    expect(page.total).toBe(38);
    const byId = new Map(page.entries.map((entry) => [entry.id, entry]));
    expect(byId.get("u-green")).toMatchObject({
      source: "profile",
      projectsCount: 3,
      name: "GREEN HILLS FOUNDATION",
    });
    expect(byId.get("u-solar")).toMatchObject({ source: "profile", projectsCount: 1 });
    expect(byId.get("u-twin-b")).toMatchObject({ projectsCount: 2, name: "Twin Org" });
    expect(byId.get("u-twin-a")).toMatchObject({ projectsCount: 0, name: "twin   ORG" });
    expect(byId.get(ids.ministry!)).toMatchObject({
      source: "organization",
      brief: "Policy and oversight",
      projectsCount: 0,
    });
    expect(byId.get(ids.lake!)).toMatchObject({ name: "Lake\n Victoria Fund" });
    expect(byId.get("u-nile")).toMatchObject({ name: "NILE\u00a0\u00a0BASIN TRUST" });
    for (const hidden of [
      ids.nileRecord,
      ids.greenRecord,
      ids.renamedRecord,
      ids.dupRecord,
      "u-blank",
      ids.blankRecord,
    ]) {
      expect(byId.has(hidden!), hidden).toBe(false);
    }
  });

  it("searches and filters by type in the database as the rules do", async () => {
    const filters: DirectoryFilter[] = [
      { q: "schools" },
      { q: "KAMPALA" },
      { q: "  lira " },
      { q: "record description" },
      { q: "filler 1" },
      { type: "Social Enterprise" },
      { type: "Community Based", q: "kampala" },
      { type: "Government/Public", q: "nothing like this" },
      { q: "basin trust" },
      { q: "lake" },
      { q: "%" },
      { q: "_" },
    ];
    for (const filter of filters) {
      const expected = await directoryByRules(filter);
      const page = await getDirectoryPage({ ...filter, pageSize: 1000 });
      expect(page.entries, JSON.stringify(filter)).toEqual(expected);
      expect(page.matching).toBe(expected.length);
      expect(page.total).toBe(38);
    }
    // The record's description is hidden behind the profile that stands for it.
    expect((await getDirectoryPage({ q: "record description" })).matching).toBe(0);
  });

  it("paginates in directory order", async () => {
    const all = await directoryByRules({});
    const first = await getDirectoryPage({ page: 1 });
    const second = await getDirectoryPage({ page: 2 });
    expect(first.entries).toEqual(all.slice(0, 24));
    expect(second.entries).toEqual(all.slice(24, 48));
    expect(first.pageCount).toBe(2);
    expect((await getDirectoryPage({ page: 9 })).entries).toEqual([]);
    const jinja = await getDirectoryPage({ q: "jinja", pageSize: 5, page: 3 });
    expect(jinja.entries).toEqual((await directoryByRules({ q: "jinja" })).slice(10, 15));
    expect(jinja.pageCount).toBe(3);
  });

  it("lists every entry id for the sitemap, capped", async () => {
    const all = await directoryByRules({});
    expect(await getDirectoryEntryIds(100)).toEqual(all.map((entry) => entry.id));
    expect(await getDirectoryEntryIds(5)).toHaveLength(5);
  });

  it("resolves a profile id or an organization record id", async () => {
    expect(await getOrganizationForDirectory("u-green")).toMatchObject({
      kind: "found",
      organization: { id: "u-green", source: "profile", projectsCount: 3 },
    });
    expect(await getOrganizationForDirectory(ids.ministry!)).toMatchObject({
      kind: "found",
      organization: { id: ids.ministry, source: "organization", name: "Ministry of Water" },
    });
  });

  it("finds each of two profiles that share a name as itself", async () => {
    for (const id of ["u-twin-a", "u-twin-b"]) {
      expect(await getOrganizationForDirectory(id)).toMatchObject({ kind: "found", organization: { id } });
    }
  });

  it("sends a record that a profile stands for to the profile", async () => {
    expect(await getOrganizationForDirectory(ids.greenRecord!)).toEqual({ kind: "moved", id: "u-green" });
    expect(await getOrganizationForDirectory(ids.renamedRecord!)).toEqual({ kind: "moved", id: "u-solar" });
    expect(await getOrganizationForDirectory(ids.dupRecord!)).toEqual({ kind: "moved", id: "u-solar" });
    expect(await getOrganizationForDirectory(ids.nileRecord!)).toEqual({ kind: "moved", id: "u-nile" });
  });

  it("finds nothing for unknown, malformed or unnamed ids", async () => {
    for (const id of [
      crypto.randomUUID(),
      "not-a-uuid",
      "u-blank",
      ids.blankRecord!,
      "",
      "'; drop table x",
    ]) {
      expect(await getOrganizationForDirectory(id), id).toEqual({ kind: "missing" });
    }
  });

  it("serves /organizations with the counter's numbers and sends a page past the end to the last page", async () => {
    const list = (url: string) =>
      organizationsPageLoader({ request: new Request(url), params: {}, context: {} } as Parameters<
        typeof organizationsPageLoader
      >[0]);
    const filtered = await list("http://example.test/organizations?q=kampala&type=Community+Based");
    expect(filtered.data.directory).toMatchObject({ matching: 1, total: 38 });
    expect(filtered.data.directory?.entries.map((entry) => entry.id)).toEqual([ids.youth]);
    const beyond = await list("http://example.test/organizations?q=filler&page=7").catch((error) => error);
    expect(beyond).toBeInstanceOf(Response);
    expect((beyond as Response).headers.get("Location")).toBe("/organizations?q=filler&page=2");
  });

  it("serves /organizations/{id}: found, moved to the profile, or 404", async () => {
    const page = (id: string) =>
      organizationPageLoader({
        request: new Request(`http://example.test/organizations/${id}`),
        params: { id },
        context: {},
      } as Parameters<typeof organizationPageLoader>[0]);
    const found = await page("u-solar");
    expect(found.init?.status ?? 200).toBe(200);
    expect(found.data).toMatchObject({ organization: { name: "SOLAR SISTERS" }, activeProjects: 1 });
    expect(found.data.projects).toHaveLength(1);
    const moved = await page(ids.greenRecord!).catch((error) => error);
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(301);
    expect((moved as Response).headers.get("Location")).toBe("/organizations/u-green");
    const missing = await page("no-such-organization").catch((error: unknown) => error);
    expect(missing).toMatchObject({ init: { status: 404 }, data: { notFound: "organization" } });
  });
});
