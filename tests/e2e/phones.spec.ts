import type { Locator, Page } from "@playwright/test";
import { normalizeStatus } from "~/domain/project-status";
import { SEED_PROJECTS } from "~/seed/projects";
import { logIn, registerAccount } from "./auth-helpers";
import { axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * Issue 20, phones: /projects brings its results into view after a search and folds its filters on a 360px
 * phone; an empty My Projects offers only Add Project; touch targets meet WCAG 2.2 (24px at least, 44px for the
 * main controls); the objectives example fits its field; the project form's main button comes last.
 */
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

async function height(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return box.height;
}

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

test.describe("signed in, on a phone", () => {
  test("an empty My Projects offers Add Project, not a search; the project form fits and ends with Save Project", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    const account = await registerAccount(page, testInfo, "phones");
    await logIn(page, account);

    // Nothing to search yet: no search box, no status filters, the empty state and its Add Project.
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((value) => window.localStorage.setItem("theme", value), theme);
      await gotoHydrated(page, "/dashboard/projects");
      await expect(page.getByRole("heading", { name: "You have not added any projects yet" })).toBeVisible();
      await expect(page.getByRole("searchbox")).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Filter by status" })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    }
    const emptyState = page
      .getByRole("heading", { name: "You have not added any projects yet" })
      .locator("..");
    await emptyState.getByRole("link", { name: "Add Project" }).click();
    await page.waitForURL("**/dashboard/projects/add");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    const order = async () => {
      // The form's closing row, read top to bottom and left to right as it is shown; the row
      // is waited for, as evaluateAll alone would read an empty list before the form is drawn.
      const cancel = page.getByRole("link", { name: "Cancel" });
      await expect(cancel).toBeVisible();
      const row = cancel.locator("..");
      const boxes = await row.locator(":scope > *").evaluateAll((elements) =>
        elements.map((element) => {
          const rect = element.getBoundingClientRect();
          return { text: element.textContent?.trim() ?? "", x: rect.x, y: rect.y, width: rect.width };
        }),
      );
      return boxes
        .sort((a, b) => (Math.abs(a.y - b.y) > 2 ? a.y - b.y : a.x - b.x))
        .map((box) => ({ text: box.text, width: Math.round(box.width) }));
    };

    // Section 1: Cancel beside Save & Next, Save Project alone on the last line.
    let rows = await order();
    expect(rows.map((row) => row.text)).toEqual(["Cancel", "Save & Next", "Save Project"]);
    expect(rows[2]!.width).toBeGreaterThan(rows[0]!.width * 1.8);

    // Section 2: two by two, Save Project last; the objectives example fits its field.
    await page.getByRole("button", { name: /^2\s*Project Details/ }).click();
    rows = await order();
    expect(rows.map((row) => row.text)).toEqual(["Cancel", "Previous", "Save & Next", "Save Project"]);
    for (const label of ["Core objectives", "Project milestones"]) {
      const field = page.getByLabel(label, { exact: true });
      const fits = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return { text: context.measureText(input.placeholder).width, room };
      });
      expect(fits.text, `${label}'s placeholder`).toBeLessThanOrEqual(fits.room);
    }
    // The mistake on the way: a blank objective is not added; a real one is.
    const objectives = page.getByLabel("Core objectives", { exact: true });
    await objectives.fill("   ");
    await page.getByRole("button", { name: "Add objective" }).click();
    await expect(page.getByRole("button", { name: /^Remove objective/ })).toHaveCount(0);
    await objectives.fill("Train 200 young people in digital skills");
    await objectives.press("Enter");
    await expect(
      page.getByRole("button", { name: "Remove objective: Train 200 young people in digital skills" }),
    ).toBeVisible();

    // Section 3, the last: Cancel beside Previous, then Save Project across the row, last.
    await page.getByRole("button", { name: /^3\s*Location/ }).click();
    rows = await order();
    expect(rows.map((row) => row.text)).toEqual(["Cancel", "Previous", "Save Project"]);
    expect(rows[2]!.width).toBeGreaterThan(rows[0]!.width * 1.8);
    expect(await height(page.getByRole("button", { name: "Save Project" }))).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((value) => {
        document.documentElement.classList.toggle("dark", value === "dark");
        document.documentElement.style.colorScheme = value;
      }, theme);
      expect(await axeViolations(page)).toEqual([]);
    }

    // On a desktop the row is one line: Cancel on the left, Save Project on the right.
    await page.setViewportSize(DESKTOP);
    rows = await order();
    expect(rows.map((row) => row.text)).toEqual(["Cancel", "Previous", "Save Project"]);
  });
});
