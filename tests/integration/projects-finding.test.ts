import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { getProjectsPage, walkProjects } from "~/db/queries/open-data.server";
import { searchProjects, searchProjectsWithFacets } from "~/db/queries/projects.server";
import {
  indicatorPeriods,
  profiles,
  projectResults,
  projects,
  projectUpdates,
  resultIndicators,
  users,
} from "~/db/schema";
import { parseProjectFilters } from "~/domain/project-filter-schema";
import { loader as projectsLoader } from "~/routes/public/projects";
import { describeEachDatabase } from "../setup/test-database";

/**
 * Issue 36 item 7, finding projects: a misspelt search corrected to the closest known words ("helth" →
 * health) with the search as typed one link away, the orders by last change and by budget (paged, ties by id,
 * the exports and the API in the same order), and the cards' facts (last update, budget, first target).
 */

type Row = typeof projects.$inferInsert;
const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

async function seed() {
  const db = getDb();
  await db.insert(users).values({ id: "owner", name: "Amina", email: "amina@example.org" });
  await db.insert(profiles).values({ id: "owner", organizationName: "KAMPALA CARE NETWORK" });
  const base = {
    brief: "Community work.",
    location: "Kampala",
    sector: "Education",
    sdg: "Quality Education",
    status: "active",
    startDate: "2024-01-01",
    organizationId: "owner",
    updatedAt: day("2026-01-01"),
  } satisfies Partial<Row>;
  const rows: Row[] = [
    // Five health projects, one budget in dollars among them.
    { ...base, name: "Health Clinic for Mothers", sector: "Health", updatedAt: day("2026-03-01") },
    {
      ...base,
      name: "Community Health Workers",
      sector: "Health",
      budgetCurrency: "USD",
      budgetAmount: 40_000,
    },
    { ...base, name: "School Health Clubs", budgetCurrency: "UGX", budgetAmount: 5_000_000 },
    {
      ...base,
      name: "Mobile Health Vans",
      sector: "Health",
      budgetCurrency: "UGX",
      budgetAmount: 90_000_000,
    },
    { ...base, name: "Health Insurance Groups", sector: "Health", updatedAt: day("2026-05-01") },
    // One brief with the misspelling itself: the search as typed finds it alone.
    {
      ...base,
      name: "Kiosk Pharmacy",
      brief: "A helthcare kiosk in the market.",
      budgetCurrency: "USD",
      budgetAmount: 90_000,
    },
    // Three with "water": "wate" is in them as typed, so it is not corrected.
    {
      ...base,
      name: "Clean Water Wells",
      sector: "Water and Sanitation",
      budgetCurrency: "UGX",
      budgetAmount: 90_000_000,
    },
    { ...base, name: "Rain Water Tanks", sector: "Water and Sanitation" },
    { ...base, name: "Water Kiosks", sector: "Water and Sanitation", updatedAt: day("2026-02-01") },
  ];
  await db.insert(projects).values(rows);
}

async function idOf(name: string): Promise<string> {
  const [row] = await getDb().select({ id: projects.id }).from(projects).where(eq(projects.name, name));
  return row!.id;
}

const names = (result: { projects: { name: string }[] }) => result.projects.map((project) => project.name);
const search = (query: string, pageSize = 100) => searchProjects(parseProjectFilters(query), pageSize);

type ListView = {
  correction: { q: string; typed: string; href: string } | null;
  result: {
    total: number;
    projects: {
      name: string;
      facts: { lines: string[]; percent: number | null };
    }[];
  } | null;
};
const page = async (query: string) =>
  (
    (await projectsLoader({
      request: new Request(`http://localhost/projects${query}`),
      params: {},
      context: {},
    } as never)) as { data: ListView }
  ).data;

describeEachDatabase("finding projects (issue 36 item 7)", () => {
  beforeAll(seed);

  it("corrects a misspelt word to the closest known word when the search as typed finds far fewer", async () => {
    const corrected = await search("q=helth");
    expect(corrected.correction).toEqual({ q: "health", typed: "helth", asTyped: '"helth"' });
    const health = await search("q=health");
    expect(corrected.total).toBe(5);
    expect(names(corrected).sort()).toEqual(names(health).sort());
    expect(names(corrected)).not.toContain("Kiosk Pharmacy");
    // The search as typed (in quotes): never corrected, it finds the one brief with the misspelling.
    const asTyped = await search('q="helth"');
    expect(asTyped.correction).toBeNull();
    expect(names(asTyped)).toEqual(["Kiosk Pharmacy"]);
    // The case it was typed in, and the other words kept.
    expect((await search("q=Helth+mothers")).correction).toEqual({
      q: "Health mothers",
      typed: "Helth mothers",
      asTyped: '"Helth" mothers',
    });
    expect(names(await search("q=Helth+mothers"))).toEqual(["Health Clinic for Mothers"]);
  });

  it("leaves a search alone when the words as typed find about as many, or the corrected ones nothing", async () => {
    // "wate" is in the three water projects: the corrected "water" finds no more.
    const wate = await search("q=wate");
    expect(wate.correction).toBeNull();
    expect(wate.total).toBe(3);
    // Counted under the other filters: no health project is in the water sector.
    const none = await search("q=helth&sector=Water+and+Sanitation");
    expect(none.correction).toBeNull();
    expect(none.total).toBe(0);
    // Nothing near a word nobody wrote.
    expect((await search("q=qqqzzzx")).correction).toBeNull();
    // The facet counts follow the corrected search.
    const withFacets = await searchProjectsWithFacets(parseProjectFilters("q=helth"));
    expect(withFacets.facets.sector.find((item) => item.value === "Health")?.count).toBe(4);
  });

  it("the page says what it searched for instead, with the search as typed one link away", async () => {
    const view = await page("?q=helth&sort=alphabetical");
    expect(view.correction).toEqual({
      q: "health",
      typed: "helth",
      href: "/projects?q=%22helth%22&sort=alphabetical",
    });
    expect(view.result?.total).toBe(5);
    const instead = await page("?q=%22helth%22&sort=alphabetical");
    expect(instead.correction).toBeNull();
    expect(instead.result?.projects.map((project) => project.name)).toEqual(["Kiosk Pharmacy"]);
    expect((await page("?q=health")).correction).toBeNull();
  });

  it("orders by the latest edit or progress update, newest first, ties by id, page after page", async () => {
    const db = getDb();
    await db.insert(projectUpdates).values([
      { projectId: await idOf("Rain Water Tanks"), title: "Tanks", body: "b", createdAt: day("2026-06-01") },
      { projectId: await idOf("Rain Water Tanks"), title: "Older", body: "b", createdAt: day("2025-06-01") },
      // An update older than the project's own last edit does not move it.
      { projectId: await idOf("Water Kiosks"), title: "Old", body: "b", createdAt: day("2025-12-01") },
    ]);
    const all = await search("sort=updated");
    expect(names(all).slice(0, 4)).toEqual([
      "Rain Water Tanks",
      "Health Insurance Groups",
      "Health Clinic for Mothers",
      "Water Kiosks",
    ]);
    // The rest were all last edited on the same day: by id.
    const tied = all.projects.slice(4);
    expect(tied.map((project) => project.id)).toEqual(tied.map((project) => project.id).sort());
    // Pages of two add up to the same order, none twice.
    const paged: string[] = [];
    for (let pageNumber = 1; pageNumber <= 5; pageNumber++) {
      paged.push(...names(await searchProjects(parseProjectFilters(`sort=updated&page=${pageNumber}`), 2)));
    }
    expect(paged).toEqual(names(all));
    // Within the filters too.
    expect(names(await search("sort=updated&sector=Water+and+Sanitation"))).toEqual([
      "Rain Water Tanks",
      "Water Kiosks",
      "Clean Water Wells",
    ]);
  });

  it("orders by budget: the largest first in UGX, then in USD (never converted), then no budget, ties by id", async () => {
    const all = await search("sort=budget");
    const ugxTie = names(all).slice(0, 2);
    expect(ugxTie.sort()).toEqual(["Clean Water Wells", "Mobile Health Vans"]);
    const tiedIds = all.projects.slice(0, 2).map((project) => project.id);
    expect(tiedIds).toEqual([...tiedIds].sort());
    expect(names(all).slice(2, 5)).toEqual([
      "School Health Clubs",
      "Kiosk Pharmacy",
      "Community Health Workers",
    ]);
    const without = all.projects.slice(5);
    expect(without.every((project) => project.budgetAmount === null)).toBe(true);
    expect(without.map((project) => project.id)).toEqual(without.map((project) => project.id).sort());
    const paged: string[] = [];
    for (let pageNumber = 1; pageNumber <= 3; pageNumber++) {
      paged.push(...names(await searchProjects(parseProjectFilters(`sort=budget&page=${pageNumber}`), 4)));
    }
    expect(paged).toEqual(names(all));
    // With search words too (the corrected ones).
    expect(names(await search("q=helth&sort=budget")).slice(0, 3)).toEqual([
      "Mobile Health Vans",
      "School Health Clubs",
      "Community Health Workers",
    ]);
  });

  it("the exports' walk and the API give the list's order for both new orders", async () => {
    for (const sort of ["updated", "budget"] as const) {
      const listed = names(await search(`sort=${sort}`));
      const walked: string[] = [];
      for await (const batch of walkProjects({ sort }, { batchSize: 4 })) {
        expect(batch.length).toBeLessThanOrEqual(4);
        walked.push(...batch.map((project) => project.name));
      }
      expect(walked, sort).toEqual(listed);
      const limited: string[] = [];
      for await (const batch of walkProjects({ sort }, { batchSize: 4, limit: 3 })) {
        limited.push(...batch.map((project) => project.name));
      }
      expect(limited, sort).toEqual(listed.slice(0, 3));
      const api = await getProjectsPage({ sort }, { page: 2, perPage: 4 });
      expect(api.total).toBe(listed.length);
      expect(
        api.projects.map((project) => project.name),
        sort,
      ).toEqual(listed.slice(4, 8));
    }
  });

  it("gives each card its last update's date, its budget and its progress toward the first target", async () => {
    const db = getDb();
    const clinic = await idOf("Health Clinic for Mothers");
    // The first result measures in words (no percentage); the second result's number indicator is the first
    // target with a value. Its latest period (by end) counts, from the baseline.
    const [words, numbers] = await db
      .insert(projectResults)
      .values([
        { projectId: clinic, type: "outcome", title: "Trust", createdAt: day("2025-01-01") },
        { projectId: clinic, type: "output", title: "Care", createdAt: day("2025-02-01") },
      ])
      .returning({ id: projectResults.id });
    const [wordsIndicator, noValue, counted] = await db
      .insert(resultIndicators)
      .values([
        {
          resultId: words!.id,
          title: "What mothers say",
          measure: "qualitative",
          targetText: "They trust the clinic",
          targetDate: "2027-01-01",
        },
        {
          resultId: numbers!.id,
          title: "Nurses trained",
          measure: "number",
          targetValue: 50,
          targetDate: "2027-01-01",
          createdAt: day("2025-02-01"),
        },
        {
          resultId: numbers!.id,
          title: "Mothers seen",
          measure: "number",
          baselineYear: 2024,
          baselineValue: 100,
          targetValue: 500,
          targetDate: "2027-12-31",
          createdAt: day("2025-02-02"),
        },
      ])
      .returning({ id: resultIndicators.id });
    expect(noValue).toBeDefined();
    await db.insert(indicatorPeriods).values([
      {
        indicatorId: wordsIndicator!.id,
        periodStart: "2025-01-01",
        periodEnd: "2025-06-30",
        valueText: "Some do",
      },
      { indicatorId: counted!.id, periodStart: "2025-01-01", periodEnd: "2025-06-30", value: 150 },
      { indicatorId: counted!.id, periodStart: "2025-07-01", periodEnd: "2025-12-31", value: 200 },
    ]);
    await db.insert(projectUpdates).values({
      projectId: clinic,
      title: "New wing",
      body: "b",
      createdAt: day("2026-11-03"),
    });

    const view = await page("?sort=updated");
    const card = view.result!.projects[0]!;
    expect(card.name).toBe("Health Clinic for Mothers");
    expect(card.facts).toEqual({
      lines: ["25% of target: 500 mothers seen", "Updated Nov 3, 2026"],
      percent: 25,
    });
    // The loader sends words, not the rows they are written from.
    expect(Object.keys(card)).not.toContain("firstTarget");
    expect(Object.keys(card)).not.toContain("lastActivityAt");
    const vans = view.result!.projects.find((project) => project.name === "Mobile Health Vans")!;
    expect(vans.facts).toEqual({ lines: ["Budget: UGX 90,000,000", "Updated Jan 1, 2026"], percent: null });
  });
});
