import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * Issue 36 item 7, finding projects: Events and Impact in the desktop header, a misspelt search corrected
 * ("Showing results for health"), the desktop facets without "Show N projects", one "Download or subscribe"
 * control after the count on a phone, the recently updated and budget orders, and the cards' facts. Reads the
 * demo data only (it writes nothing); other journeys may add projects or updates meanwhile, so orders are
 * checked by what the cards say, not by names.
 */
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const main = (page: Page) => page.getByRole("main");
const countText = (page: Page) => main(page).getByRole("status");
const cards = (page: Page) => main(page).getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading").allTextContents();
/** What each card of the page says on one of its facts' lines ("Updated …", "Budget: …"), or "". */
const cardLines = (page: Page, pattern: RegExp) =>
  cards(page).evaluateAll(
    (articles, source) =>
      articles.map(
        (article) =>
          [...article.querySelectorAll("p")]
            .map((line) => line.textContent ?? "")
            .find((text) => new RegExp(source).test(text)) ?? "",
      ),
    pattern.source,
  );

/** The header's bar on one line, inside the window: its links' tops alike, nothing past the right edge. */
async function headerFits(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector("header > div")!;
    const tops = [...document.querySelectorAll('nav[aria-label="Main"] a')].map(
      (link) => `${link.getBoundingClientRect().top}/${link.getBoundingClientRect().height}`,
    );
    return { rows: new Set(tops).size, overflow: bar.scrollWidth - bar.clientWidth };
  });
}

test("a visitor finds projects: header links, a corrected search, the facets, the orders, the cards, the open data on a phone", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  // Events and Impact sit beside the other links, by keyboard too.
  await nav.getByRole("link", { name: "Organizations" }).focus();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Events" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/events$/);
  await expect(nav.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Impact" }).click();
  await page.waitForURL(/\/impact$/);
  await expect(nav.getByRole("link", { name: "Impact" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Events" })).not.toHaveAttribute("aria-current", "page");
  expect(await headerFits(page)).toEqual({ rows: 1, overflow: 0 });
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await headerFits(page)).toEqual({ rows: 1, overflow: 0 });
  await page.setViewportSize(DESKTOP);

  // A misspelt search: the list shows what the corrected word finds and says so.
  await nav.getByRole("link", { name: "Projects" }).click();
  await page.waitForURL(/\/projects$/);
  const search = page.getByRole("search", { name: "Projects" });
  await search.getByLabel("Search by name").fill("helth");
  await search.getByRole("button", { name: "Search" }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === "helth");
  await expect(main(page).getByText("Showing results for health")).toBeVisible();
  await expect(countText(page)).toHaveText(/^\d+ projects? found/);
  await expect(cards(page).first()).toContainText(/health/i);
  // The search as typed, one link away: nothing has that word.
  await main(page).getByRole("link", { name: "helth", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === '"helth"');
  await expect(main(page).getByText("Showing results for")).toHaveCount(0);
  await expect(main(page).getByRole("heading", { name: "No projects found" })).toBeVisible();

  // Desktop facets: a choice applies on its click, so there is no "Show N projects" button.
  await gotoHydrated(page, "/projects");
  // (It is in the page, for a browser without script, where it sends the form.)
  const show = page.locator("#project-facets button", { hasText: /^Show \d+ projects?$/ });
  await expect(show).toHaveCount(1);
  await expect(show).toBeHidden();
  const goal = page.getByRole("group", { name: "SDG", exact: true }).getByRole("checkbox").first();
  await goal.check();
  await page.waitForURL((url) => url.searchParams.has("sdg"));
  await expect(goal).toBeChecked();
  await page.getByRole("link", { name: "Clear all" }).click();
  await page.waitForURL((url) => url.search === "");
  await expect(goal).not.toBeChecked();
  await expect(cards(page)).toHaveCount(12);

  // The orders: each changes the list, and the cards say why.
  const newest = await cardTitles(page);
  const sort = search.getByLabel("Sort by");
  await sort.selectOption({ label: "Recently updated" });
  await page.waitForURL((url) => url.searchParams.get("sort") === "updated");
  await expect.poll(() => cardTitles(page)).not.toEqual(newest);
  const updated = (await cardLines(page, /^Updated /)).map((line) =>
    Date.parse(line.replace(/^Updated /, "")),
  );
  expect(updated.every((time) => Number.isFinite(time))).toBe(true);
  expect(updated).toEqual([...updated].sort((a, b) => b - a));
  // A card with results shows its progress toward the first target, its bar beside the words.
  const progress = main(page)
    .getByText(/^\d+% of target: /)
    .first();
  await expect(progress).toBeVisible();
  const byUpdate = await cardTitles(page);
  await sort.selectOption({ label: "Budget (largest first)" });
  await page.waitForURL((url) => url.searchParams.get("sort") === "budget");
  await expect.poll(() => cardTitles(page)).not.toEqual(byUpdate);
  expect(await cardTitles(page)).not.toEqual(newest);
  const budgets = await cardLines(page, /^Budget: /);
  const ugx = budgets.map((line) => /^Budget: UGX ([\d,.]+)$/.exec(line)?.[1]);
  expect(ugx[0]).toBeDefined();
  const amounts = ugx
    .filter((amount) => amount !== undefined)
    .map((amount) => Number(amount!.replace(/,/g, "")));
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  // Largest first within UGX; the UGX budgets come first.
  expect(ugx.slice(0, amounts.length).every((amount) => amount !== undefined)).toBe(true);

  await gotoHydrated(page, "/projects");
  expect(await axeViolations(page)).toEqual([]);
  await useTheme(page, "dark");
  await gotoHydrated(page, "/projects");
  expect(await axeViolations(page)).toEqual([]);

  // A phone: the count, then one control for the open data, the folded map (issue 38), then the first project.
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, "/projects");
  const control = main(page).locator("details", {
    has: page.locator("summary", { hasText: "Download or subscribe" }),
  });
  expect(
    await countText(page).evaluate((count) => {
      const next = count.nextElementSibling;
      const map = next?.nextElementSibling;
      return [next?.tagName, map?.id, map?.nextElementSibling?.querySelector("article") !== null];
    }),
  ).toEqual(["DETAILS", "projects-map", true]);
  const openData = page.getByRole("navigation", { name: "Open data for these projects" });
  await expect(openData).toBeHidden();
  await expect(main(page).getByRole("link", { name: "Download CSV" })).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
  // By keyboard: the summary opens it.
  await control.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(openData).toBeVisible();
  for (const name of ["Download CSV", "Results CSV", "IATI XML", "JSON API", "RSS feed"]) {
    await expect(openData.getByRole("link", { name })).toBeVisible();
  }
  await expect(openData.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/projects.csv");
  // The phone's facets keep their "Show N projects" at the sheet's foot.
  await page.locator("summary", { hasText: "Filters" }).click();
  await expect(page.getByRole("button", { name: /^Show \d+ projects?$/ })).toBeVisible();
  await useTheme(page, "light");
  await gotoHydrated(page, "/projects");
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
