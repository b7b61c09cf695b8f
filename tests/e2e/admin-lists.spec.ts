import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { logIn } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme, withoutAdminFeed } from "./fixtures";

/**
 * The Admin area's lists on a phone and a desktop (issue 34 item 7): Projects, Organizations, Events, Settings
 * and the Audit Log. At 360px each row is a card of labelled values: neither the page nor the list scrolls
 * sideways, and every row's buttons and links are on screen (icon buttons with their word), a confirmation
 * opened from a card too; at 1280px the tables fit beside the side navigation with their actions in view, and an
 * email address breaks only between its parts (never inside "ugandaimpact", say), the admin's own on one line.
 * Axe-clean as cards in both themes.
 */

// One sign-in for the file: the admin's session is stored, and each test's browser starts with it.
const adminState = path.join(os.tmpdir(), `ugandaimpact-admin-lists-${process.env.E2E_PORT ?? 3210}.json`);
test.use({ storageState: adminState });
// The live feed's toasts would stand in for this test's own (see withoutAdminFeed).
test.beforeEach(async ({ page }) => withoutAdminFeed(page));
test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: undefined,
  });
  await logIn(await context.newPage(), ADMIN);
  await context.storageState({ path: adminState });
  await context.close();
});

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Each list: its address, its region's name, the labels its phone cards show (a value's column), and whether
 * its rows have buttons or links (Settings' only row on a fresh server is the admin's own, which has none:
 * admin-settings.spec.ts removes another admin from a phone's card).
 */
const LISTS = [
  {
    path: "/admin/projects",
    region: "Projects",
    labels: ["Organization", "Location", "Status", "Created"],
    actions: true,
  },
  {
    path: "/admin/organizations",
    region: "Organizations",
    labels: ["Type", "Contact", "Projects"],
    actions: true,
  },
  { path: "/admin/events", region: "Events", labels: ["Location", "Status", "Date"], actions: true },
  { path: "/admin/settings", region: "Admin users", labels: ["Added on"], actions: false },
  { path: "/admin/audit", region: "Audit log", labels: ["When", "Who", "Record", "Details"], actions: false },
] as const;

/** Neither the page nor the list's own region scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, region: Locator, what: string) {
  const pageWidth = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(pageWidth.scrollWidth, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(
    pageWidth.innerWidth,
  );
  const own = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(own.scrollWidth, `${what}: the list scrolls sideways`).toBeLessThanOrEqual(own.clientWidth);
}

/**
 * Every button and link of every row lies inside the viewport's width and inside the list's region (nothing to
 * scroll to, nothing clipped); returns how many there are.
 */
async function expectRowControlsOnScreen(page: Page, region: Locator, what: string): Promise<number> {
  const width = page.viewportSize()?.width ?? 0;
  const { controls, box } = await region.evaluate((element) => ({
    box: element.getBoundingClientRect().toJSON() as DOMRect,
    controls: [...element.querySelectorAll("tbody tr")].flatMap((row, index) =>
      [...row.querySelectorAll("button, a[href]")].map((control) => ({
        name: `row ${index + 1}: ${control.getAttribute("title") ?? control.textContent?.trim().slice(0, 50)}`,
        ...(control.getBoundingClientRect().toJSON() as DOMRect),
      })),
    ),
  }));
  for (const control of controls) {
    expect(control.width, `${what}, ${control.name}: shown`).toBeGreaterThan(0);
    expect(control.x, `${what}, ${control.name}: left edge`).toBeGreaterThanOrEqual(Math.max(0, box.x));
    expect(control.x + control.width, `${what}, ${control.name}: right edge`).toBeLessThanOrEqual(
      Math.min(width, box.x + box.width),
    );
  }
  return controls.length;
}

/** The element's box lies inside the viewport's width. */
async function expectWithinWidth(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, "no box").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/**
 * Every email address shown in the list's rows, with the parts of it that a line break split: an address
 * breaks only between its parts (the pieces Breakable separates with <wbr>: "contact", "@lango-",
 * "vocational-", "centre.", …), so each piece's text is on one line.
 */
async function emailsBrokenMidWord(region: Locator) {
  return region.evaluate((element) => {
    const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const found: string[] = [];
    const broken: string[] = [];
    for (const holder of element.querySelectorAll("tbody *")) {
      // Screen-reader-only text ("Remove <email>") is a 1px box; only what is seen counts.
      if (holder.getBoundingClientRect().width <= 1) continue;
      const texts = [...holder.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const text = texts.map((node) => node.textContent).join("");
      if (!email.test(text.trim())) continue;
      found.push(text);
      for (const piece of texts) {
        const range = document.createRange();
        range.selectNodeContents(piece);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) broken.push(`${text}: "${piece.textContent}" across ${lines.size} lines`);
      }
    }
    return { found, broken };
  });
}

test("admin lists are cards on a phone with every action on screen, and fit 1280 with whole email parts", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // An event of this test's own: its row's four actions, and an entry on the Audit Log (which a fresh server
  // lacks); deleted at the end from its card.
  const title = `Water Forum ${Math.random().toString(36).slice(2, 6)}`;
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/admin/events");
  await page.getByRole("button", { name: "Add New Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Event" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Water user committees compare their tariffs.");
  await dialog.getByRole("textbox", { name: "Date", exact: true }).fill("2031-08-20");
  await dialog.getByRole("textbox", { name: "Time", exact: true }).fill("09:00");
  await dialog.getByLabel("Location").fill("Fort Portal");
  await dialog.getByRole("button", { name: "Save Event" }).click();
  await expect(page.getByText("Event created")).toBeVisible();

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const phone = viewport.width === PHONE.width;
    for (const list of LISTS) {
      const what = `${list.path} at ${viewport.width}px`;
      await gotoHydrated(page, list.path);
      const region = page.getByRole("region", { name: list.region });
      await expect(region.getByRole("row").nth(1), what).toBeVisible();
      await expectNoSidewaysScroll(page, region, what);
      const controls = await expectRowControlsOnScreen(page, region, what);
      if (list.actions) expect(controls, `${what}: row actions`).toBeGreaterThan(0);
      // A card says what each value is; the table says it once, in its column headings (the cells keep it
      // for screen readers only: a 1px box).
      for (const label of list.labels) {
        const shown = region.locator("tbody").getByText(label, { exact: true }).first();
        await expect(shown, `${what}: the label ${label}`).toBeAttached();
        const box = await shown.boundingBox();
        if (phone) expect(box?.width ?? 0, `${what}: the label ${label} on the card`).toBeGreaterThan(1);
        else
          expect(box?.width ?? 0, `${what}: the label ${label} only in the heading`).toBeLessThanOrEqual(1);
      }
      if (!phone) {
        const { found, broken } = await emailsBrokenMidWord(region);
        if (list.path !== "/admin/projects" && list.path !== "/admin/events") {
          expect(found.length, `${what}: emails`).toBeGreaterThan(0);
        }
        expect(broken, `${what}: emails broken inside a part`).toEqual([]);
      }
    }
  }

  // The admin's own address on one line at 1280; on a phone its card says why it offers no Remove.
  await gotoHydrated(page, "/admin/settings");
  const own = page.getByRole("region", { name: "Admin users" }).getByText(ADMIN.email, { exact: true });
  const lines = await own.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
    fragments: element.getClientRects().length,
  }));
  expect(lines.fragments, "the admin's email in one piece").toBe(1);
  expect(lines.height, "the admin's email on one line").toBeLessThanOrEqual(lines.lineHeight);
  const ownRow = page.getByRole("row", { name: new RegExp(ADMIN.email) });
  await expect(ownRow.getByText("—", { exact: true })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(ownRow.getByText("—", { exact: true })).toBeHidden();
  const why = ownRow.getByText("Your own access cannot be removed");
  await expectWithinWidth(page, why);
  expect(
    (await why.boundingBox())?.width ?? 0,
    "said on the card, not to screen readers only",
  ).toBeGreaterThan(1);

  // On a phone: the event's card offers its four actions with their words, all on screen, and Delete's
  // confirmation opens from the card, fits, and deletes.
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, `/admin/events?q=${encodeURIComponent(title)}`);
  const card = page.getByRole("region", { name: "Events" }).getByRole("row", { name: new RegExp(title) });
  for (const name of [`Edit ${title}`, `Pause ${title}`, `Delete ${title}`]) {
    await expectWithinWidth(page, card.getByRole("button", { name }));
  }
  await expectWithinWidth(page, card.getByRole("link", { name: `View ${title}` }));
  for (const word of ["Edit", "View", "Delete"])
    await expect(card.getByText(word, { exact: true })).toBeVisible();
  await card.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Event" });
  await expectWithinWidth(page, confirm);
  await expectWithinWidth(page, confirm.getByRole("button", { name: "Delete" }));
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Event deleted")).toBeVisible();
  await expect(page.getByText("No events match your search.")).toBeVisible();

  // The cards pass axe in both themes.
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    for (const list of LISTS) {
      await gotoHydrated(page, list.path);
      expect(await axeViolations(page), `${list.path} at 360px, ${theme}`).toEqual([]);
    }
  }
});
