import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { logIn } from "./auth-helpers";
import { ADMIN, expect, gotoHydrated, test } from "./fixtures";

/**
 * Every page fits a 360px phone and a 1280px desktop: no sideways scrolling and no element sticking out on the
 * right. Rows that scroll on purpose (carousels, tables in overflow-x-auto) clip what they hold, so whatever
 * sits inside a container that does not let its content overflow visibly is left out.
 */

const WIDTHS = [360, 1280] as const;

const PUBLIC_PAGES = [
  "/",
  "/projects",
  "/organizations",
  "/events",
  "/about",
  "/contact",
  "/terms",
  "/privacy",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/no/such/page",
];

const SIGNED_IN_PAGES = [
  "/dashboard",
  "/dashboard/projects",
  "/dashboard/projects/add",
  "/dashboard/profile",
  "/dashboard/account",
  "/payment",
  "/admin",
  "/admin/projects",
  "/admin/organizations",
  "/admin/approved-organizations",
  "/admin/events",
  "/admin/payments",
  "/admin/subscriptions",
  "/admin/settings",
  "/admin/audit",
];

/** The first detail page that a list links to (the demo data has some of each). */
async function firstDetailPath(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const href = await page.locator(`main a[href^="${list}/"]`).first().getAttribute("href");
  if (!href) throw new Error(`no detail link on ${list}`);
  return href;
}

/** Elements whose right edge passes the viewport's, outside any container that clips or scrolls them. */
async function overflowAt(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = element.getAttribute("class")?.split(/\s+/).slice(0, 4).join(".") ?? "";
      return `${element.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ""}`;
    };
    const clippedByAncestor = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    const sticking: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) continue;
      if (getComputedStyle(element).visibility === "hidden" || clippedByAncestor(element)) continue;
      sticking.push(`${describe(element)} ends at ${Math.round(box.right)}px`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, sticking: sticking.slice(0, 5) };
  });
}

/**
 * Loads the page once at each width's turn: first on a phone, then the same page widened to a desktop (media
 * queries and the carousels' measurements follow a resize, and one load instead of two halves the walk).
 */
async function expectFits(page: Page, url: string) {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await gotoHydrated(page, url);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Two frames: the resize is laid out and any resize handlers have run.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const { scrollWidth, sticking } = await overflowAt(page);
    expect.soft(scrollWidth, `${url} at ${width}px: document width`).toBeLessThanOrEqual(width);
    expect.soft(sticking, `${url} at ${width}px: elements past the right edge`).toEqual([]);
  }
}

test(`every public page fits ${WIDTHS.join("px and ")}px`, async ({ page }) => {
  test.slow(); // Sixteen pages, each until hydrated.
  const details = [
    await firstDetailPath(page, "/projects"),
    await firstDetailPath(page, "/organizations"),
    await firstDetailPath(page, "/events"),
  ];
  for (const url of [...PUBLIC_PAGES, ...details]) await expectFits(page, url);
});

test.describe("signed in as the admin", () => {
  // One sign-in for the whole file: the session is stored, and each test's browser starts with it.
  const adminState = path.join(os.tmpdir(), `ugandaimpact-layout-admin-${process.env.E2E_PORT ?? 3210}.json`);
  test.use({ storageState: adminState });
  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      storageState: undefined,
    });
    const page = await context.newPage();
    await logIn(page, ADMIN);
    await context.storageState({ path: adminState });
    await context.close();
  });

  test(`every signed-in page fits ${WIDTHS.join("px and ")}px`, async ({ page }) => {
    test.slow(); // Fourteen pages, each until hydrated.
    for (const url of SIGNED_IN_PAGES) {
      await expectFits(page, url);
      // Still signed in as the admin: no guard sent us elsewhere.
      expect(new URL(page.url()).pathname, url).toBe(url);
    }
  });
});
