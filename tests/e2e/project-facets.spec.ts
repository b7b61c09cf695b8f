import type { Page } from "@playwright/test";
import { normalizeStatus, statusLabel } from "~/domain/project-status";
import { SEED_PROJECTS, type SeedProject } from "~/seed/projects";
import { seedBudget } from "~/seed/results";
import { axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * Issue 22: /projects' facets. Runs against the read-only server, so every count is the demo data's own
 * (SEED_PROJECTS). Each option's count is what it would give under the other facets' choices.
 */
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const countText = (page: Page) => page.getByRole("main").getByRole("status");
const cardTitles = (page: Page) =>
  page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
const facet = (page: Page, title: string) => page.getByRole("group", { name: title, exact: true });
/** The option's checkbox, named "Agriculture 5 projects" (its label, then its count). */
const option = (page: Page, title: string, label: string) =>
  facet(page, title).getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(label)} \\d+ projects?$`) });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The count an option shows. */
async function shownCount(page: Page, title: string, label: string): Promise<number> {
  const name = await option(page, title, label).getAttribute("id");
  const text = await page.locator(`label[for="${name}"]`).textContent();
  return Number((text ?? "").match(/([\d,]+)\s*projects?$/)?.[1]?.replace(/,/g, "") ?? Number.NaN);
}

const count = (where: (project: SeedProject) => boolean) => SEED_PROJECTS.filter(where).length;
const foundText = (total: number) =>
  `${total} ${total === 1 ? "project" : "projects"} found${total > 12 ? ` · page 1 of ${Math.ceil(total / 12)}` : ""}`;

/** The two sectors with the most projects, and a region that both have projects in. */
function sample() {
  const bySector = new Map<string, number>();
  for (const project of SEED_PROJECTS) bySector.set(project.sector, (bySector.get(project.sector) ?? 0) + 1);
  const [a, b] = [...bySector.entries()].sort((x, y) => y[1] - x[1]).map(([sector]) => sector);
  const regions = ["Central Region", "Eastern Region", "Northern Region", "Western Region"];
  const region = regions.find(
    (name) =>
      count((p) => p.sector === a && p.region === name) > 0 &&
      count((p) => p.sector === b && p.region === name) >= 0,
  )!;
  return { a: a!, b: b!, region };
}

/** The demo's districts, and one the panel lists only when asked: among the fewest projects, last alphabetically. */
function districtSample() {
  const byDistrict = new Map<string, number>();
  for (const project of SEED_PROJECTS) {
    byDistrict.set(project.district, (byDistrict.get(project.district) ?? 0) + 1);
  }
  const districts = [...byDistrict.keys()].sort((x, y) => x.localeCompare(y));
  // The panel's order of use: most projects first, ties in its own (alphabetical) order.
  const byUse = [...districts].sort((x, y) => byDistrict.get(y)! - byDistrict.get(x)!);
  return { districts, rare: byUse.at(-1)! };
}

test.describe("faceted search on /projects", () => {
  test("two sectors and a region: counts follow the other facets, chips remove them, the address reproduces the page", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const { a, b, region } = sample();
    await gotoHydrated(page, "/projects");
    // Side column: the facets are there without opening anything.
    await expect(facet(page, "Sector")).toBeVisible();
    await expect(page.locator("summary", { hasText: "Filters" })).toBeHidden();
    expect(await shownCount(page, "Sector", a)).toBe(count((p) => p.sector === a));
    expect(await shownCount(page, "Region", region)).toBe(count((p) => p.region === region));

    // First sector: the list narrows, the focus stays on the box, the sectors' own counts do not move.
    await option(page, "Sector", a).check();
    await page.waitForURL((url) => url.searchParams.getAll("sector").join() === a);
    await expect(option(page, "Sector", a)).toBeFocused();
    await expect(countText(page)).toHaveText(foundText(count((p) => p.sector === a)));
    expect(await shownCount(page, "Sector", b)).toBe(count((p) => p.sector === b));
    await expect
      .poll(() => shownCount(page, "Region", region))
      .toBe(count((p) => p.sector === a && p.region === region));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Second sector: OR within the facet.
    await option(page, "Sector", b).check();
    await page.waitForURL((url) => url.searchParams.getAll("sector").join() === `${a},${b}`);
    await expect(countText(page)).toHaveText(foundText(count((p) => p.sector === a || p.sector === b)));

    // A region: AND across facets; each sector now counts inside the region.
    await option(page, "Region", region).check();
    await page.waitForURL((url) => url.searchParams.get("region") === region);
    const both = (p: SeedProject) => (p.sector === a || p.sector === b) && p.region === region;
    await expect(countText(page)).toHaveText(foundText(count(both)));
    await expect
      .poll(() => shownCount(page, "Sector", a))
      .toBe(count((p) => p.sector === a && p.region === region));
    const titles = (await cardTitles(page)).sort();
    expect(titles).toEqual(
      SEED_PROJECTS.filter(both)
        .map((p) => p.name)
        .sort(),
    );
    // A choice applies on its click here: the side column has no "Show N projects" button.
    await expect(page.getByRole("button", { name: `Show ${count(both)} projects` })).toBeHidden();

    // The address is the state: opened afresh, it shows the same page with the same boxes ticked.
    const address = page.url();
    await gotoHydrated(page, address.replace(/^https?:\/\/[^/]+/, ""));
    expect((await cardTitles(page)).sort()).toEqual(titles);
    await expect(option(page, "Sector", a)).toBeChecked();
    await expect(option(page, "Sector", b)).toBeChecked();
    await expect(option(page, "Region", region)).toBeChecked();

    // Chips: one per choice; removing one drops only it and unticks its box.
    const chips = page.getByRole("region", { name: "Active filters:" });
    await expect(chips.getByRole("link", { name: /remove filter/ })).toHaveCount(3);
    await chips.getByRole("link", { name: `Sector: ${b} (remove filter)` }).click();
    await page.waitForURL((url) => !url.searchParams.getAll("sector").includes(b));
    await expect(countText(page)).toHaveText(foundText(count((p) => p.sector === a && p.region === region)));
    // Only the first sector stays ticked (the second may be gone from the list: none of it in the region).
    await expect(facet(page, "Sector").getByRole("checkbox", { checked: true })).toHaveCount(1);
    await expect(option(page, "Sector", a)).toBeChecked();
    await page.getByRole("link", { name: "Clear all" }).click();
    await page.waitForURL((url) => url.search === "");
    await expect(option(page, "Sector", a)).not.toBeChecked();
    await expect(option(page, "Region", region)).not.toBeChecked();
    await expect(countText(page)).toHaveText(foundText(SEED_PROJECTS.length));
  });

  test("a budget range in dollars: a reversed range is said and left out, then the fixed one narrows the list", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    // The demo budgets as seeded (amounts do not depend on the day); never converted between currencies.
    const budgets = SEED_PROJECTS.map((project, index) => seedBudget(project, index, "2026-01-01"));
    const inUsd = (low: number, high = Number.POSITIVE_INFINITY) =>
      budgets.filter((b) => b.budgetCurrency === "USD" && b.budgetAmount! >= low && b.budgetAmount! <= high)
        .length;
    await gotoHydrated(page, "/projects");
    const range = page.getByRole("group", { name: "Budget range" });
    await range.getByLabel("Currency").selectOption("USD");
    await range.getByLabel("From").fill("40000");
    // A mistake on the way: the highest below the lowest. Leaving the field applies the range.
    await range.getByLabel("To").fill("20000");
    await range.getByLabel("To").press("Tab");
    await page.waitForURL((url) => url.searchParams.get("budget_max") === "20000");
    await expect(page.getByRole("note")).toContainText(
      "Highest budget “20000” ignored: below the lowest budget.",
    );
    await expect(countText(page)).toHaveText(foundText(inUsd(40000)));
    const chips = page.getByRole("region", { name: "Active filters:" });
    await expect(
      chips.getByRole("link", { name: "Budget Range: from USD 40,000 (remove filter)" }),
    ).toBeVisible();

    // Fixed, with Enter: the list holds the dollar budgets within the range, and the chip says so.
    await range.getByLabel("To").fill("80000");
    await range.getByLabel("To").press("Enter");
    await page.waitForURL((url) => url.searchParams.get("budget_max") === "80000");
    await expect(page.getByRole("note")).toHaveCount(0);
    await expect(countText(page)).toHaveText(foundText(inUsd(40000, 80000)));
    await expect(range.getByLabel("Currency")).toHaveValue("USD");
    await expect(range.getByLabel("From")).toHaveValue("40000");
    expect(await axeViolations(page)).toEqual([]);
    await chips.getByRole("link", { name: "Budget Range: USD 40,000 to 80,000 (remove filter)" }).click();
    await page.waitForURL((url) => url.search === "");
    await expect(countText(page)).toHaveText(foundText(SEED_PROJECTS.length));
    await expect(range.getByLabel("From")).toHaveValue("");
  });

  test("a long facet lists its six most used options and the rest when asked, keeping them while choosing", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const { rare, districts } = districtSample();
    await gotoHydrated(page, "/projects");
    const district = facet(page, "District");
    await expect(district.getByRole("checkbox")).toHaveCount(6);
    await expect(option(page, "District", rare)).toHaveCount(0);
    const more = district.getByRole("link", { name: `Show ${districts.length - 6} more district options` });
    await more.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await more.click();
    await page.waitForURL((url) => url.searchParams.get("more") === "district");
    await expect(district.getByRole("checkbox")).toHaveCount(districts.length);
    // The same link, its words changed: the focus stays where the reader is, and so does the page.
    const fewer = district.getByRole("link", { name: "Show fewer district options" });
    await expect(fewer).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // A district past the first six: the list narrows, the whole list of districts stays.
    await option(page, "District", rare).check();
    await page.waitForURL((url) => url.searchParams.get("district") === rare);
    expect(new URL(page.url()).searchParams.get("more")).toBe("district");
    await expect(countText(page)).toHaveText(foundText(count((p) => p.district === rare)));
    await expect(district.getByRole("checkbox")).toHaveCount(districts.length);

    // Folded again: the six most used, and the chosen one with them.
    await fewer.click();
    await page.waitForURL((url) => !url.searchParams.has("more"));
    await expect(district.getByRole("checkbox")).toHaveCount(7);
    await expect(option(page, "District", rare)).toBeChecked();
    await expect(countText(page)).toHaveText(foundText(count((p) => p.district === rare)));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("on a phone, Show N more opens a page with the sheet open and every district to choose from", async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      const { rare, districts } = districtSample();
      await page.goto("/projects");
      await page.locator("summary", { hasText: "Filters" }).click();
      await facet(page, "District")
        .getByRole("link", { name: `Show ${districts.length - 6} more district options` })
        .click();
      await page.waitForURL((url) => url.searchParams.get("more") === "district");
      // A new page: the sheet is open where the reader was, at the districts.
      await expect(option(page, "District", rare)).toBeVisible();
      await expect(facet(page, "District").getByRole("checkbox")).toHaveCount(districts.length);
      await option(page, "District", rare).check();
      await page.getByRole("button", { name: /^Show \d+ projects?$/ }).click();
      await page.waitForURL((url) => url.searchParams.get("district") === rare);
      expect((await cardTitles(page)).sort()).toEqual(
        SEED_PROJECTS.filter((p) => p.district === rare)
          .map((p) => p.name)
          .sort(),
      );
    });

    test("ticking boxes and sending the form filters the list", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      const { a } = sample();
      const status = normalizeStatus(SEED_PROJECTS.find((p) => p.sector === a)!.status);
      await page.goto("/projects");
      await option(page, "Sector", a).check();
      await option(page, "Status", statusLabel(status)).check();
      await page.getByRole("button", { name: /^Show \d+ projects?$/ }).click();
      await page.waitForURL((url) => url.searchParams.get("status") === status);
      expect(new URL(page.url()).searchParams.get("sector")).toBe(a);
      const expected = SEED_PROJECTS.filter((p) => p.sector === a && normalizeStatus(p.status) === status);
      expect((await cardTitles(page)).sort()).toEqual(expected.map((p) => p.name).sort());
      await expect(option(page, "Sector", a)).toBeChecked();
    });
  });

  test("on a phone the facets are a Filters sheet; Show N projects brings the results into view", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const { a } = sample();
    await gotoHydrated(page, "/projects");
    const summary = page.locator("summary", { hasText: "Filters" });
    await expect(summary).toHaveText(new RegExp(`^Filters\\s*· ${SEED_PROJECTS.length} projects$`));
    await expect(facet(page, "Sector")).toBeHidden();
    await summary.click();
    await option(page, "Sector", a).check();
    await page.waitForURL((url) => url.searchParams.get("sector") === a);
    // The sheet stays open while choosing; its button says how many projects the choice gives.
    const show = page.getByRole("button", { name: `Show ${count((p) => p.sector === a)} projects` });
    await expect(show).toBeVisible();
    await expect(option(page, "Sector", a)).toBeFocused();
    await show.click();
    await expect(facet(page, "Sector")).toBeHidden();
    await expect(countText(page)).toBeInViewport();
    await expect(page.locator("#results")).toBeFocused();
    await expect(summary).toHaveText(
      new RegExp(`^Filters \\(1\\)\\s*· ${count((p) => p.sector === a)} projects$`),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`axe finds nothing with facets chosen, a notice, and the phone sheet open (${theme})`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      const { a, region } = sample();
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(
        page,
        `/projects?${new URLSearchParams([
          ["sector", a],
          ["region", region],
          ["status", "bogus"],
        ])}`,
      );
      await expect(page.getByText("Status “bogus” ignored: not a known status.")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize(PHONE);
      await page.locator("summary", { hasText: "Filters" }).click();
      await expect(facet(page, "Sector")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
