import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { getFacetCounts, projectFilterConditions, resolveFilters } from "~/db/queries/project-search.server";
import { searchProjects, searchProjectsWithFacets } from "~/db/queries/projects.server";
import { profiles, projects, users } from "~/db/schema";
import { parseProjectFilters } from "~/domain/project-filter-schema";
import { FACET_KEYS, type FacetKey, type ProjectFilters } from "~/domain/project-filters";
import { serializeProjectFilters } from "~/domain/project-list-address";
import { PROJECT_STATUSES } from "~/domain/project-status";
import { ORGANIZATION_TYPES, REGIONS, SDG_GOALS, SECTORS, TARGET_GROUPS } from "~/domain/reference";
import { useTempDataDir } from "../setup/app-env";
import { type HttpApp, startHttpApp } from "../setup/http-app";
import { describeEachDatabase } from "../setup/test-database";

/** A small seeded generator, so a failing combination can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const DISTRICTS = ["Gulu", "Arua", "Kampala", "Mbale", "Fort Portal"];
const STATUS_SPELLINGS = [...PROJECT_STATUSES, "In Progress", " On-Hold ", "COMPLETED"];
const TARGETS = [...TARGET_GROUPS.map((group) => group.value), "single parents"];
const PROJECTS = 90;

async function seed() {
  const db = getDb();
  const next = random(22);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const owners = ORGANIZATION_TYPES.map((type, index) => ({ id: `owner-${index}`, type }));
  await db
    .insert(users)
    .values(owners.map((owner) => ({ id: owner.id, name: owner.id, email: `${owner.id}@example.org` })));
  await db.insert(profiles).values([
    ...owners.map((owner, index) => ({
      id: owner.id,
      organizationName: `Owner ${index}`,
      // One profile without a type: its projects count under no organization type.
      organizationType: index === 0 ? null : owner.type,
    })),
  ]);
  const rows: (typeof projects.$inferInsert)[] = [];
  for (let index = 0; index < PROJECTS; index++) {
    const district = pick(DISTRICTS);
    const targets = [...new Set([pick(TARGETS), ...(next() < 0.5 ? [pick(TARGETS)] : [])])];
    const budget = next() < 0.4 ? 1000 + index : null;
    rows.push({
      name: `${pick(["Clean Water", "Solar Lamps", "School Meals", "Women's Savings"])} ${index}`,
      brief:
        index % 7 === 0
          ? "Boreholes and latrines: water and sanitation for schools."
          : "Community work in the district.",
      location: district,
      sector: pick(SECTORS.slice(0, 8)),
      sdg: pick(SDG_GOALS.slice(0, 6)),
      status: pick(STATUS_SPELLINGS),
      targetGroups: targets,
      startDate: `${2019 + Math.floor(next() * 6)}-0${1 + Math.floor(next() * 9)}-15`,
      organizationId: pick(owners).id,
      budgetCurrency: budget === null ? null : "UGX",
      budgetAmount: budget,
      metadata: {
        ...(next() < 0.85 ? { region: next() < 0.5 ? pick(REGIONS) : pick(REGIONS).toUpperCase() } : {}),
        ...(next() < 0.9 ? { district: next() < 0.3 ? ` ${district.toLowerCase()} ` : district } : {}),
      },
    });
  }
  await db.insert(projects).values(rows);
}

/** A random combination of filters: some facets with one to three values, sometimes a search word. */
function randomFilters(next: () => number): ProjectFilters {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[]) => [
    ...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(items))),
  ];
  const filters: ProjectFilters = { sort: "newest", page: 1 };
  if (next() < 0.3) filters.q = pick(["water", "lamps", "owner 3", "school"]);
  if (next() < 0.4) filters.sector = some(SECTORS.slice(0, 8));
  if (next() < 0.3) filters.sdg = some(SDG_GOALS.slice(0, 6));
  if (next() < 0.4) filters.region = some(REGIONS);
  if (next() < 0.3) filters.district = some(DISTRICTS);
  if (next() < 0.3) filters.target = some(TARGETS);
  if (next() < 0.4) filters.status = some(PROJECT_STATUSES);
  if (next() < 0.3) filters.org_type = some(ORGANIZATION_TYPES);
  if (next() < 0.3) filters.year = some([2019, 2020, 2021, 2022, 2023, 2024]);
  if (next() < 0.3) filters.budget = some(["yes", "no"] as const);
  // A budget range (the seeded budgets are UGX 1000 + the project's index), sometimes open at one end.
  if (next() < 0.3) {
    filters.budget_currency = "UGX";
    const low = 1000 + Math.floor(next() * 60);
    if (next() < 0.7) filters.budget_min = low;
    if (next() < 0.7 || filters.budget_min === undefined) filters.budget_max = low + Math.floor(next() * 40);
  }
  return filters;
}

/**
 * The direct count: the list's own conditions (on the projects table, not project_facets) with the facet's value
 * as its only choice, counted by one plain statement.
 */
async function directCount(filters: ProjectFilters, key?: FacetKey, value?: string): Promise<number> {
  const changed: ProjectFilters = key
    ? { ...filters, [key]: [key === "year" ? Number(value) : value] }
    : filters;
  const [row] = await getDb()
    .select({ total: count() })
    .from(projects)
    .where(and(...projectFilterConditions(await resolveFilters(changed))));
  return Number(row?.total ?? 0);
}

describeEachDatabase("facet counts (issue 22)", () => {
  beforeAll(seed);

  it("equal a direct count for random filter combinations, every option of every facet", async () => {
    const next = random(2026);
    let compared = 0;
    for (let round = 0; round < 8; round++) {
      const filters = randomFilters(next);
      const label = serializeProjectFilters(filters) || "(no filter)";
      const { total, facets } = await getFacetCounts(await resolveFilters(filters));
      expect(total, label).toBe(await directCount(filters));
      for (const key of FACET_KEYS) {
        // The facet's own choice does not narrow its counts: count each option with only it chosen.
        const listed = new Map(facets[key].map((item) => [item.value.toLowerCase(), item.count]));
        const candidates =
          key === "sector"
            ? SECTORS.slice(0, 9)
            : key === "sdg"
              ? SDG_GOALS.slice(0, 7)
              : key === "region"
                ? REGIONS
                : key === "district"
                  ? DISTRICTS
                  : key === "target"
                    ? TARGET_GROUPS.map((group) => group.value)
                    : key === "status"
                      ? PROJECT_STATUSES
                      : key === "org_type"
                        ? ORGANIZATION_TYPES
                        : key === "budget"
                          ? ["yes", "no"]
                          : ["2018", "2019", "2020", "2021", "2022", "2023", "2024"];
        for (const value of candidates) {
          const expected = await directCount(filters, key, value);
          expect(listed.get(value.toLowerCase()) ?? 0, `${label} → ${key}=${value}`).toBe(expected);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(400);
  }, 240_000);

  it("give the page its rows, total and counts together, the last page for a page past the end", async () => {
    const filters = parseProjectFilters(
      "region=Northern+Region&region=Eastern+Region&status=active&page=999",
    );
    const page = await searchProjectsWithFacets(filters, 5);
    const bare = await searchProjects(filters, 5);
    expect(page.total).toBe(bare.total);
    expect(page.page).toBe(bare.page);
    expect(page.projects.map((project) => project.id)).toEqual(bare.projects.map((project) => project.id));
    expect(page.facets.region.map((item) => item.value).sort()).toEqual([...REGIONS].sort());
  });

  it("follow the projects and their owners (the triggers keep project_facets)", async () => {
    const db = getDb();
    const countOf = async (key: FacetKey, value: string) =>
      (await getFacetCounts(await resolveFilters(DEFAULT))).facets[key].find((item) => item.value === value)
        ?.count ?? 0;
    const DEFAULT: ProjectFilters = { sort: "newest", page: 1 };
    const [row] = await db
      .select({ id: projects.id, organizationId: projects.organizationId })
      .from(projects)
      .where(eq(projects.organizationId, "owner-1"))
      .limit(1);
    const ownersProjects = await directCount({ ...DEFAULT, org_type: [ORGANIZATION_TYPES[1]] });
    const before = await countOf("org_type", ORGANIZATION_TYPES[1]);
    expect(before).toBe(ownersProjects);
    // The owner changes type: its projects move with it.
    await db.update(profiles).set({ organizationType: "Community Based" }).where(eq(profiles.id, "owner-1"));
    expect(await countOf("org_type", ORGANIZATION_TYPES[1])).toBe(0);
    await db
      .update(profiles)
      .set({ organizationType: ORGANIZATION_TYPES[1] })
      .where(eq(profiles.id, "owner-1"));
    expect(await countOf("org_type", ORGANIZATION_TYPES[1])).toBe(before);
    // A project changes sector, then goes.
    const energy = await countOf("sector", "Energy");
    await db.update(projects).set({ sector: "Energy" }).where(eq(projects.id, row!.id));
    const [{ sector } = { sector: "" }] = await db
      .select({ sector: sql<string>`sector` })
      .from(sql`project_facets`)
      .where(sql`project_id = ${row!.id}`);
    expect(sector).toBe("Energy");
    expect(await countOf("sector", "Energy")).toBe(await directCount({ ...DEFAULT, sector: ["Energy"] }));
    expect(await countOf("sector", "Energy")).toBeGreaterThanOrEqual(energy);
    const total = (await getFacetCounts(await resolveFilters(DEFAULT))).total;
    await db.delete(projects).where(eq(projects.id, row!.id));
    expect((await getFacetCounts(await resolveFilters(DEFAULT))).total).toBe(total - 1);
  });

  it("with nothing chosen, read the kept counts: the same as counting every row (after inserts, updates, deletes)", async () => {
    const db = getDb();
    const DEFAULT: ProjectFilters = { sort: "newest", page: 1 };
    // "Has a budget: yes or no" passes every project, so it takes the counting statement over all the rows.
    const counted = async () => getFacetCounts(await resolveFilters({ ...DEFAULT, budget: ["yes", "no"] }));
    const kept = async () => getFacetCounts(await resolveFilters(DEFAULT));
    expect(await kept()).toEqual(await counted());
    // One statement changing many rows at once, and one removing several: the triggers see them as sets.
    const some = await db.select({ id: projects.id }).from(projects).limit(5);
    await db
      .update(projects)
      .set({ status: "Completed", targetGroups: ["women", "youth"] })
      .where(inArray(projects.id, some.map((row) => row.id).slice(0, 3)));
    expect(await kept()).toEqual(await counted());
    await db.delete(projects).where(inArray(projects.id, some.map((row) => row.id).slice(3)));
    expect(await kept()).toEqual(await counted());
    expect((await kept()).total).toBe(await directCount(DEFAULT));
  });

  it("find a misspelt search by its near spellings, name matches first (best match)", async () => {
    const filters = parseProjectFilters("q=watr+sanitaton");
    expect(filters.sort).toBe("relevance");
    const result = await searchProjects(filters, 100);
    const exact = await searchProjects(parseProjectFilters("q=water+sanitation"), 100);
    expect(result.total).toBeGreaterThan(0);
    expect(result.projects.map((project) => project.id).sort()).toEqual(
      exact.projects.map((project) => project.id).sort(),
    );
    // A word in the name ranks above the same word in the brief only.
    const water = await searchProjects(parseProjectFilters("q=water"), 100);
    const firstBriefOnly = water.projects.findIndex((project) => !/water/i.test(project.name));
    const lastInName = water.projects.findLastIndex((project) => /water/i.test(project.name));
    expect(firstBriefOnly).toBeGreaterThan(-1);
    expect(lastInName).toBeLessThan(firstBriefOnly);
    // A word nobody wrote, nothing near it: nothing found.
    expect((await searchProjects(parseProjectFilters("q=qqqzzzx"))).total).toBe(0);
  });
});

describeEachDatabase("the same filters everywhere (issue 22)", () => {
  let app: HttpApp;
  beforeAll(async () => {
    useTempDataDir();
    await seed();
    app = await startHttpApp();
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  it("the API and the exports refuse a value that does not exist, naming it; the page leaves it out and says so", async () => {
    for (const path of ["/api/v1/projects", "/projects.csv", "/projects.rss", "/iati/activities.xml"]) {
      for (const [query, parameter] of [
        ["status=bogus", "status"],
        ["sector=Health&sector=Nope", "sector"],
        ["year=20x4", "year"],
        ["org_type=Club", "org_type"],
      ] as const) {
        const answer = await app.request("GET", `${path}?${query}`);
        expect(answer.status, `${path}?${query}`).toBe(400);
        expect(JSON.parse(answer.body).error.parameter, `${path}?${query}`).toBe(parameter);
      }
    }
    const page = await app.request("GET", "/projects?status=bogus&sector=Health");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Some filters in the address were left out");
    expect(page.body).toContain("Status “bogus” ignored: not a known status.");
  });

  it("a budget range keeps the budgets in its currency within it, in the page, the API and the CSV", async () => {
    const budgets = await getDb()
      .select({ currency: projects.budgetCurrency, amount: projects.budgetAmount })
      .from(projects);
    const within = budgets.filter(
      (row) => row.currency === "UGX" && row.amount !== null && row.amount >= 1010 && row.amount <= 1050,
    ).length;
    expect(within).toBeGreaterThan(0);
    const query = "budget_currency=UGX&budget_min=1010&budget_max=1050";
    const page = await searchProjectsWithFacets(parseProjectFilters(query), 100);
    expect(page.total).toBe(within);
    expect(page.facets.budget).toEqual([{ value: "yes", count: within }]);
    const api = JSON.parse((await app.request("GET", `/api/v1/projects?${query}&per_page=100`)).body);
    expect(api.meta.total).toBe(within);
    const csv = (await app.request("GET", `/projects.csv?${query}`)).body;
    expect(csv.trim().split("\r\n")).toHaveLength(within + 1);
    // Never converted: the same amounts in USD find nothing here.
    expect((await searchProjects(parseProjectFilters("budget_currency=USD&budget_min=0"), 5)).total).toBe(0);

    const reversed = await app.request("GET", "/api/v1/projects?budget_min=500&budget_max=100");
    expect(reversed.status).toBe(400);
    expect(JSON.parse(reversed.body).error.parameter).toBe("budget_max");
    const shown = await app.request("GET", "/projects?budget_min=500&budget_max=100");
    expect(shown.status).toBe(200);
    expect(shown.body).toContain("Highest budget “100” ignored: below the lowest budget.");
  });

  it("the API, CSV and page agree on multi-value filters, and the API carries the facet counts", async () => {
    const query =
      "sector=Health&sector=Education&region=Northern+Region&region=Eastern+Region&status=active&status=planning";
    const filters = parseProjectFilters(query);
    const expected = await searchProjectsWithFacets(filters, 100);
    const api = JSON.parse((await app.request("GET", `/api/v1/projects?${query}&per_page=100`)).body);
    expect(api.meta.total).toBe(expected.total);
    expect(api.facets).toEqual(expected.facets);
    expect(api.data.map((project: { id: string }) => project.id).sort()).toEqual(
      expected.projects.map((project) => project.id).sort(),
    );
    const csv = (await app.request("GET", `/projects.csv?${query}`)).body;
    expect(csv.trim().split("\r\n")).toHaveLength(expected.total + 1);
  });
});
