import { test as base, type Locator, type Page } from "@playwright/test";
import { logIn, registerAccount, subscribe } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test } from "./fixtures";

/**
 * Issue 38: where the work is. The maps are SVG written by the server; a district's mark is a link that filters
 * the list as the district facet does. The expected counts are read off the marks themselves, so the journeys
 * hold whatever else the suite has added to this server's projects.
 */
const PHONE = { width: 360, height: 740 };

const map = (page: Page) => page.getByRole("group", { name: /^Map of Uganda: projects by district/ });
const mark = (page: Page, district: string) =>
  map(page).getByRole("link", { name: new RegExp(`^${district}: \\d+`) });
const countText = (page: Page) => page.getByRole("main").getByRole("status").first();

/** The projects a mark says it stands for ("Kampala: 4 projects" → 4). */
async function markCount(link: Locator): Promise<number> {
  const name = (await link.getAttribute("aria-label")) ?? "";
  return Number(name.match(/: (\d+) projects?/)?.[1] ?? Number.NaN);
}

const foundText = (total: number) => new RegExp(`^${total} ${total === 1 ? "project" : "projects"} found`);

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test("on a phone the map opens in place, a district chosen on it filters the list and its count", async ({
    page,
  }) => {
    // The map is in the page once: the page's data leave it out (issue 39), the browser keeps what it has.
    const served = await (await page.request.get("/projects")).text();
    expect(served.split("uganda-map").length - 1).toBe(1);
    await gotoHydrated(page, "/projects");
    const fold = page.locator("#projects-map");
    await expect(fold.locator("> summary")).toHaveText("Map");
    await expect(map(page)).toBeHidden();

    await fold.locator("> summary").click();
    await expect(map(page)).toBeVisible();
    const kampala = mark(page, "Kampala");
    const expected = await markCount(kampala);
    expect(expected).toBeGreaterThan(0);
    const box = await map(page).boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(PHONE.width);

    // A tap on Kampala's mark, on its western side: its neighbours' smaller marks lie over its east.
    const spot = await kampala.boundingBox();
    await kampala.tap({ position: { x: 3, y: (spot?.height ?? 0) / 2 } });
    await page.waitForURL(/\/projects\?district=Kampala$/);
    await expect(countText(page)).toHaveText(foundText(expected));
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(Math.min(expected, 12));
    // The facet (folded in the phone's Filters sheet) says the same, and the chosen mark says it is chosen.
    await expect(page.locator('input[name="district"][value="Kampala"]')).toBeChecked();
    await expect(map(page).getByRole("link", { name: /^Kampala: \d+ projects?, chosen$/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("by keyboard alone: Tab reaches a district's mark, Enter filters the list, the table says the same", async ({
  page,
}) => {
  await gotoHydrated(page, "/projects");
  await expect(map(page)).toBeVisible();
  const expected = await markCount(mark(page, "Gulu"));
  // Tab from the top of the page until the focus is on Gulu's mark.
  let reached = false;
  for (let step = 0; step < 300 && !reached; step++) {
    await page.keyboard.press("Tab");
    reached = await page.evaluate(
      () => document.activeElement?.getAttribute("aria-label")?.startsWith("Gulu:") ?? false,
    );
  }
  expect(reached).toBe(true);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/projects\?district=Gulu$/);
  await expect(countText(page)).toHaveText(foundText(expected));

  // The table: the same districts and counts, for readers who cannot use the map.
  await page.getByText("Districts as a table").click();
  const table = page.getByRole("table", { name: "Projects by district" });
  await expect(table.getByRole("row", { name: new RegExp(`^Gulu ${expected}$`) })).toBeVisible();
  await table.getByRole("link", { name: "Gulu" }).click();
  await page.waitForURL(/\/projects$/);
});

/** Offline, the browser's own "failed to load" lines (pictures never saved) are expected: page errors fail. */
const offlineTest = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "uncaught page errors").toEqual([]);
    },
    { auto: true },
  ],
});

offlineTest.describe("offline", () => {
  offlineTest.use({ serviceWorkers: "allow" });

  offlineTest("the saved /projects still shows its map", async ({ page, context }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/projects");
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 20_000,
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open("ui-pages-v1")).keys()).map((request) => new URL(request.url).pathname),
        ),
      )
      .toContain("/projects");
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "saved copy" })).toBeVisible();
    await page.locator("#projects-map > summary").click();
    await expect(map(page)).toBeVisible();
    await expect(mark(page, "Kampala")).toBeVisible();
    await context.setOffline(false);
  });
});

const BRIEF =
  "Ten boreholes with hand pumps for villages around Gulu, each with a water committee trained to keep it running. Families now walk kilometres for water; the project brings safe water within 500 metres of every home.";

test("an organization sets its project's exact place by coordinates; a point outside Uganda is refused", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await registerAccount(page, testInfo, "maps");
  await logIn(page, account);
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN);
  await subscribe(page, admin, account);
  await adminContext.close();
  const name = `Gulu Boreholes ${Date.now()}`;
  const created = await page.request.post("/dashboard/projects/add", {
    form: {
      name,
      brief: BRIEF,
      sector: "Water and Sanitation",
      sdg: "Clean Water and Sanitation",
      location: "Gulu",
      targetGroups: "children",
      startDate: "2026-01-15",
      status: "active",
      district: "Gulu",
    },
  });
  expect(created.status()).toBe(200);
  const id = (await (await page.request.get("/dashboard/projects")).text()).match(
    /\/dashboard\/projects\/edit\/([0-9a-f-]{36})/,
  )?.[1];
  expect(id).toBeTruthy();

  // Without coordinates, the project page marks its district's chief town.
  await gotoHydrated(page, `/projects/${id}`);
  await expect(page.locator("main figcaption")).toHaveText("Marked at Gulu district (its chief town, Gulu)");

  await gotoHydrated(page, `/dashboard/projects/edit/${id}`);
  const tabs = page.getByRole("navigation", { name: "Form sections" });
  await tabs.getByRole("button", { name: /Location & Team/ }).click();
  // Nairobi: refused, with a message that says why.
  await page.getByLabel("Latitude").fill("-1.2921");
  await page.getByLabel("Longitude").fill("36.8219");
  await page.getByRole("button", { name: "Save Project" }).click();
  await expect(page.getByText(/This point is outside Uganda/)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/projects\/edit\//);
  // The server refuses it too, whatever the browser did.
  const direct = await page.request.post(`/dashboard/projects/edit/${id}`, {
    form: {
      name,
      brief: BRIEF,
      sector: "Water and Sanitation",
      sdg: "Clean Water and Sanitation",
      location: "Gulu",
      targetGroups: "children",
      startDate: "2026-01-15",
      status: "active",
      latitude: "-1.2921",
      longitude: "36.8219",
    },
  });
  expect(await direct.text()).toContain("This point is outside Uganda");

  // "Use my current location" on a phone standing in Nairobi: filled in from the device, and refused.
  await page.getByLabel("Latitude").fill("");
  await page.getByLabel("Longitude").fill("");
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ latitude: -1.2921, longitude: 36.8219 });
  await page.getByRole("button", { name: "Use my current location" }).click();
  await expect(page.getByLabel("Latitude")).toHaveValue("-1.2921");
  await expect(page.getByLabel("Longitude")).toHaveValue("36.8219");
  await expect(page.getByText(/This point is outside Uganda/)).toBeVisible();

  // A point in Gulu town, typed: saved, and the project page shows it on its map.
  await page.getByLabel("Latitude").fill("2.7746");
  await page.getByLabel("Longitude").fill("32.2990");
  await page.getByRole("button", { name: "Save Project" }).click();
  await expect(page.getByText("Project updated successfully")).toBeVisible();
  await gotoHydrated(page, `/projects/${id}`);
  await expect(page.locator("main figcaption")).toHaveText("Exact location: 2.7746° N, 32.299° E");
  await expect(
    page.getByRole("img", { name: "Map of Uganda. Exact location: 2.7746° N, 32.299° E" }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The form shows the saved point again.
  await gotoHydrated(page, `/dashboard/projects/edit/${id}`);
  await page
    .getByRole("navigation", { name: "Form sections" })
    .getByRole("button", { name: /Location & Team/ })
    .click();
  await expect(page.getByLabel("Latitude")).toHaveValue("2.7746");
  await expect(page.getByLabel("Longitude")).toHaveValue("32.299");
});

test("/impact shows projects and people reached by region, as a map and a table", async ({ page }) => {
  await gotoHydrated(page, "/impact");
  const section = page.getByRole("region", { name: "Where results were reached" });
  const regions = section.getByRole("group", {
    name: /^Map of Uganda: projects and people reached by region/,
  });
  await expect(regions).toBeVisible();
  const table = section.getByRole("table", { name: "Projects and people reached by region" });
  await expect(table.getByRole("row")).toHaveCount(
    5 + ((await table.getByText("Region not stated").count()) > 0 ? 1 : 0),
  );
  // The Northern Region's mark and row say the same; the mark leads to its projects.
  const north = regions.getByRole("link", {
    name: /^Northern Region: \d+ projects?, [\d,]+ (people|person) reached$/,
  });
  const words = (await north.getAttribute("aria-label")) ?? "";
  const [, projects, people] = words.match(/: (\d+) projects?, ([\d,]+) /) ?? [];
  await expect(table.getByRole("row", { name: `Northern Region ${projects} ${people}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await north.click();
  await page.waitForURL(/\/projects\?region=Northern\+Region$/);
  await expect(countText(page)).toHaveText(foundText(Number(projects)));
});
