import type { Locator, Page } from "@playwright/test";
import { normalizeStatus } from "~/domain/project-status";
import { SEED_PROJECTS } from "~/seed/projects";
import { axeViolations, expect, gotoHydrated, height, test, useTheme } from "./fixtures";

/**
 * Issue 20, phones: /projects brings its results into view after a search and folds its filters on a 360px
 * phone; an empty My Projects offers only Add Project; touch targets meet WCAG 2.2 (24px at least, 44px for the
 * main controls). Public pages only, read on the server whose demo data nothing changes (where the journeys'
 * writes empty the page cache, /projects was rendered afresh on every visit and the search ran past its
 * timeout); the signed-in part is in phones-signed-in.spec.ts.
 */
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Every one of these is at least `min` CSS px high (and as wide, for a lone icon it would not be). */
async function expectTargetsAtLeast(locators: Locator, min: number) {
  const count = await locators.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const target = locators.nth(index);
    const name = (await target.textContent()) ?? "";
    const box = await target.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.height, `${name} is ${box!.height}px high`).toBeGreaterThanOrEqual(min);
    expect(box!.width, `${name} is ${box!.width}px wide`).toBeGreaterThanOrEqual(min);
  }
}

const results = (page: Page) => page.locator("#results");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search by name" });
const filtersSummary = (page: Page) => page.locator("summary", { hasText: "Filters" });
const statusGroup = (page: Page) => page.getByRole("group", { name: "Status", exact: true });

test.describe("/projects on a phone", () => {
  test("a search brings the results into view; the facets fold under a Filters sheet", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/projects");
    // Below the form, at the foot of the screen: out of sight but for their first lines.
    expect((await results(page).boundingBox())!.y).toBeGreaterThan((PHONE.height * 2) / 3);

    // The sheet says how many projects there are; its boxes are hidden until it opens (issue 22).
    await expect(filtersSummary(page)).toHaveText(/^Filters\s*· \d+ projects$/);
    await expect(statusGroup(page)).toBeHidden();
    expect(await height(filtersSummary(page))).toBeGreaterThanOrEqual(44);

    // A mistake first: a word no project has. The empty state comes into view, with its way back.
    await searchBox(page).fill("zzzz-nothing");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/q=zzzz-nothing/);
    await expect(page.getByRole("heading", { name: "No projects found" })).toBeInViewport();
    await expect(results(page)).toBeFocused();

    // Then a status chosen in the sheet: it applies at once, and "Show N projects" brings the results up.
    const active = SEED_PROJECTS.filter((project) => normalizeStatus(project.status) === "active");
    expect(active.length).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await searchBox(page).fill("");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.search === "");
    await filtersSummary(page).click();
    await statusGroup(page)
      .getByRole("checkbox", { name: /^Active \d/ })
      .check();
    await page.waitForURL((url) => url.search === "?status=active");
    // This server also takes the journeys' new projects: the numbers are not the seed's.
    await page.getByRole("button", { name: /^Show \d+ projects?$/ }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(/projects? found/);
    await expect(page.getByRole("main").getByRole("status")).toBeInViewport();
    await expect(page.getByRole("main").getByRole("article").first()).toBeInViewport({ ratio: 0.3 });
    const box = await results(page).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(PHONE.height / 2);
    // The sheet is closed again and counts its one choice.
    await expect(filtersSummary(page)).toHaveText(/^Filters \(1\)\s*· \d+ projects?$/);
    await expect(statusGroup(page)).toBeHidden();
    // Nothing runs off the side of the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test("on a desktop the facets are a side column and the page does not move", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/projects");
    await expect(filtersSummary(page)).toBeHidden();
    await expect(statusGroup(page)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toBeVisible();
    // One row: the search field, the order and the button share a line; the facets sit to its left.
    const fieldY = (await searchBox(page).boundingBox())!.y;
    const sortY = (await page.getByRole("combobox", { name: "Sort by" }).boundingBox())!.y;
    const buttonY = (await page.getByRole("button", { name: "Search", exact: true }).boundingBox())!.y;
    expect(Math.abs(sortY - fieldY)).toBeLessThan(2);
    expect(Math.abs(buttonY - fieldY)).toBeLessThan(2);
    expect((await statusGroup(page).boundingBox())!.x).toBeLessThan((await searchBox(page).boundingBox())!.x);

    // A person reaches the order with the keyboard or the pointer: it has the focus when it changes.
    await page.getByRole("combobox", { name: "Sort by" }).focus();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Alphabetical" });
    await page.waitForURL((url) => url.search === "?sort=alphabetical");
    await expect(page.getByRole("main").getByRole("status")).toBeInViewport();
    // The results were already in sight: the search field stays where it was, and so does the focus.
    await expect(searchBox(page)).toBeInViewport();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`axe finds nothing on /projects with the sheet open and closed (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.setViewportSize(PHONE);
      await gotoHydrated(page, "/projects?status=completed&sector=Agriculture");
      expect(await axeViolations(page)).toEqual([]);
      await filtersSummary(page).click();
      await expect(statusGroup(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize(DESKTOP);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("touch targets", () => {
  test("footer links, filter chips and directory buttons are big enough to tap", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/projects?sector=Agriculture&location=Gulu");
    const footer = page.getByRole("contentinfo");
    // Footer links: secondary, at least WCAG 2.2's 24px.
    const footerLinks = footer.getByRole("link");
    const count = await footerLinks.count();
    expect(count).toBeGreaterThan(10);
    for (let index = 0; index < count; index++) {
      const link = footerLinks.nth(index);
      expect(await height(link), (await link.textContent()) ?? "").toBeGreaterThanOrEqual(24);
    }
    // The filter chips and Clear all: the list's controls, 44px.
    const chips = page.getByRole("region", { name: "Active filters:" }).getByRole("link");
    await expect(chips).toHaveCount(3);
    for (const chip of await chips.all()) expect(await height(chip)).toBeGreaterThanOrEqual(44);

    await gotoHydrated(page, "/organizations");
    await expectTargetsAtLeast(
      page.getByRole("navigation", { name: "Organization type" }).getByRole("link"),
      44,
    );
    await expectTargetsAtLeast(page.getByRole("button", { name: "Search" }), 44);
    await expectTargetsAtLeast(
      page.getByRole("main").getByRole("link", { name: "Register Organization" }),
      44,
    );
    const pager = page.getByRole("navigation", { name: "Pages" }).getByRole("link");
    if ((await pager.count()) > 0) await expectTargetsAtLeast(pager, 44);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`axe finds nothing on the directory and the footer (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.setViewportSize(PHONE);
      await gotoHydrated(page, "/organizations?type=NGO");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
