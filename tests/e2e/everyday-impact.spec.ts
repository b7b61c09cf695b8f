import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * Issue 36 item 9: /impact opens with what was achieved (results against their targets, people reached first)
 * and only then the counts; home's aspirational figures read as goals, apart from the live counts. Reads the
 * demo data only.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * axe at the phone's and the desktop's width, scrolled to the top: axe reads the sticky header's translucent,
 * blurred background as whatever section lies under it, and home's figures lie on a dark one.
 */
async function axeAtBothWidths(page: Page, first: typeof PHONE) {
  for (const size of first === PHONE ? [PHONE, DESKTOP] : [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
    await noSidewaysScroll(page);
  }
}

/** In the light theme on a phone first, then in the dark theme on a desktop (axe at both widths in each). */
const RUNS = [
  ["light", PHONE],
  ["dark", DESKTOP],
] as const;

test("/impact leads with what was achieved against the targets, then the counts", async ({ page }) => {
  for (const [theme, size] of RUNS) {
    await useTheme(page, theme);
    await page.setViewportSize(size);
    await gotoHydrated(page, "/impact");

    // The headings in order: the page's, what was achieved, then the counts and their charts, then the detail.
    const headings = await page.getByRole("main").getByRole("heading").allTextContents();
    expect(headings.slice(0, 2)).toEqual(["Impact", "What was achieved"]);
    const at = (name: string) => {
      const index = headings.indexOf(name);
      expect(index, name).toBeGreaterThan(0);
      return index;
    };
    const counts = at("Projects and organizations");
    expect(counts).toBeGreaterThan(at("What was achieved"));
    for (const chart of [
      "Projects by status",
      "Projects by Sustainable Development Goal",
      "Organizations by type",
    ]) {
      expect(at(chart)).toBeGreaterThan(counts);
    }
    expect(at("Budgets and results in detail")).toBeGreaterThan(at("Organizations by type"));

    // People reached comes first, its result against its target in words, its share written beside the bar.
    const achieved = page.getByRole("region", { name: "What was achieved" });
    const first = achieved.getByRole("listitem").first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText("People reached");
    await expect(first.getByText(/^[\d,.]+ people reached of an? [\d,.]+ target$/)).toBeVisible();
    await expect(
      first.getByText(/^(\d+% of the target|Less than 1% of the target|Target (met|passed): \d+%.*)$/),
    ).toBeVisible();
    await expect(first.getByText(/^\d+ of \d+ projects? reporting$/)).toBeVisible();
    // Every measure shown says what was achieved against its target, or plainly that nothing is reported yet.
    for (const item of await achieved.getByRole("listitem").all()) {
      await expect(item).toHaveText(/ of an? [\d,.]+ target|No results reported yet\. Target: /);
    }
    // The counts follow, each leading to its list.
    const countsRegion = page.getByRole("region", { name: "Projects and organizations" });
    await expect(countsRegion.getByRole("link", { name: "projects published" })).toHaveAttribute(
      "href",
      "/projects",
    );
    await axeAtBothWidths(page, size);
  }
});

test("home labels its aspirational figures as goals, apart from the live counts", async ({ page }) => {
  for (const [theme, size] of RUNS) {
    await useTheme(page, theme);
    await page.setViewportSize(size);
    await gotoHydrated(page, "/");
    const glance = page.getByRole("region", { name: "Impact at a Glance" });
    await glance.scrollIntoViewIfNeeded();
    await expect(glance.getByRole("heading", { level: 3, name: "Our goals" })).toBeVisible();
    // Each aspirational figure says it is a goal in its own words, not by its look only.
    const goals = glance.getByRole("list", { name: "Our goals" }).getByRole("listitem");
    await expect(goals).toHaveText([
      "Goal: 500+ projects to be completed",
      "Goal: 200+ future partner organizations",
      "Goal: 50+ districts to be reached",
      "Goal: 1M+ lives to be impacted",
    ]);
    // The live counts stand apart, under a heading of their own, and none of them is called a goal.
    await expect(glance.getByRole("heading", { level: 3, name: "Live today" })).toBeVisible();
    const live = glance.getByRole("term");
    await expect(live).toHaveText(["projects published", "projects under way", "organizations"]);
    await expect(glance.getByRole("definition").first()).toHaveText(/^[\d,]+$/);
    await axeAtBothWidths(page, size);
  }
});
