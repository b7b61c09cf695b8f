import { type BrowserContext, test as base, type Page } from "@playwright/test";
import { logIn, logOutFromHeader, registerAccount } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated } from "./fixtures";

/**
 * The service worker (docs/decisions/0013), as a reader on a phone with a network that comes and goes meets it.
 * These tests cut the network on purpose, so the browser's own "failed to load" lines are expected here: they
 * fail on page errors (exceptions) only, not on console lines.
 */
const test = base.extend<{ pageErrors: string[] }>({
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

// The one spec file where the site's service worker runs (every other journey blocks it: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const PHONE = { width: 360, height: 740 };
const PAGES_CACHE = "ui-pages-v1";

async function workerInControl(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 20_000,
  });
}

/** The paths the worker has saved in one of its caches. */
async function savedPaths(page: Page, cacheName = PAGES_CACHE): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

/**
 * The network goes (or comes back), and the page has noticed: `navigator.onLine` follows Playwright's emulation
 * a moment after `setOffline` returns, and a press in that moment was taken for the other state (the send went
 * out onto no network and the page showed its error; or, back online, it was held as offline).
 */
async function setNetwork(page: Page, online: boolean) {
  await page.context().setOffline(!online);
  await page.waitForFunction((expected) => navigator.onLine === expected, online);
}

test("the site is installable: a manifest with icons, a worker for the whole site", async ({
  page,
  request,
}) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({
    name: "UgandaImpact",
    short_name: "UgandaImpact",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#166534",
  });
  const sizes = manifest.icons.map(
    (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()["content-type"]).toContain(icon.type);
    if (icon.type === "image/png") {
      // A PNG's width and height sit at bytes 16–23.
      const body = await answer.body();
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  }
  // The worker itself is checked on every visit, so a new build reaches everyone.
  const worker = await request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  await gotoHydrated(page, "/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  await workerInControl(page);
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(new URL(registration.scope).pathname).toBe("/");
  expect(new URL(registration.script ?? "").pathname).toBe("/sw.js");
});

for (const width of [PHONE.width, 1280]) {
  test(`pages read online open offline as saved copies; a page never read shows the offline page, at ${width}px`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(width === PHONE.width ? PHONE : { width: 1280, height: 800 });
    // The first page of a first visit, loaded before the worker ran, is handed to it once it runs.
    await gotoHydrated(page, "/projects");
    await workerInControl(page);
    await expect.poll(() => savedPaths(page)).toContain("/projects");

    // A project opened from the list, within the app: saved too.
    const card = page.getByRole("article").first().getByRole("link").first();
    const href = (await card.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/projects\/[\w-]+$/);
    await card.click();
    await page.waitForURL(`**${href}`);
    // The address changes first; the project's page is drawn a moment after.
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Find Projects");
    const projectName = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    expect(projectName).not.toBe("");
    await expect.poll(() => savedPaths(page)).toContain(href);

    // The network goes. The project page opens again, whole, and says it is a saved copy.
    await goOffline(context);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: projectName })).toBeVisible();
    const notice = page.getByRole("status").filter({ hasText: "saved copy" });
    await expect(notice).toContainText("You are offline. This is a saved copy from");

    // A page never read: the offline page, which lists what can be read now.
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    const saved = page.getByRole("list", { name: "Saved pages you can read now" });
    await expect(saved.getByRole("link")).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
    await saved
      .getByRole("link", { name: new RegExp(projectName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: projectName })).toBeVisible();

    // Back online, the offline page's page opens for real.
    await context.setOffline(false);
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveCount(0);
  });
}

test("offline, a link within the site opens its saved page, and the notice passes axe in both themes", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/about");
  await workerInControl(page);
  await expect.poll(() => savedPaths(page)).toContain("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await page.waitForURL("**/privacy");
  await expect.poll(() => savedPaths(page)).toContain("/privacy");

  await goOffline(context);
  await expect(page.getByRole("status").filter({ hasText: "You are offline." })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
  await page.waitForURL("**/about");
  await expect(page.getByRole("status")).toContainText("This is a saved copy from");
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate(
      (value) => document.documentElement.classList.toggle("dark", value === "dark"),
      theme,
    );
    expect(await axeViolations(page)).toEqual([]);
  }
});

test("nothing of a signed-in person is kept, and signing out empties every cache the worker keeps", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  // A visitor first: a saved public page.
  await gotoHydrated(page, "/events");
  await workerInControl(page);
  await expect.poll(() => savedPaths(page)).toContain("/events");

  const account = await registerAccount(page, testInfo, "offline");
  await logIn(page, account);
  await gotoHydrated(page, "/dashboard");
  await gotoHydrated(page, "/projects");
  await page.getByRole("link", { name: "Events", exact: true }).first().click();
  await page.waitForURL("**/events");
  // Signed in: the visitor's copies are gone and nothing new is kept, in any of the worker's caches.
  const everything = async () =>
    page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => !name.startsWith("workbox-precache"));
      const entries = await Promise.all(
        names.map(async (name) =>
          (await (await caches.open(name)).keys()).map(
            (request) => `${name} ${new URL(request.url).pathname}`,
          ),
        ),
      );
      return entries.flat();
    });
  await expect
    .poll(async () => (await everything()).filter((entry) => /ui-(pages|data)-v1/.test(entry)))
    .toEqual([]);
  // What is shown is the signed-in page itself, not a visitor's copy.
  await expect(page.getByRole("button", { name: "My Account" })).toBeVisible();

  // Signed in, the worker did keep build files and pictures (shared by everyone): signing out drops them too.
  const keptWhileSignedIn = await everything();
  expect(keptWhileSignedIn.some((entry) => entry.startsWith("ui-assets-v1 "))).toBe(true);
  // Signing out lands on the home page, which a visitor may keep again: only what it loads after may be there.
  const loadedAfterSignOut = new Set<string>();
  page.on("request", (request) => loadedAfterSignOut.add(new URL(request.url()).pathname));
  await logOutFromHeader(page);
  loadedAfterSignOut.add(new URL(page.url()).pathname);
  await expect
    .poll(async () =>
      (await everything()).filter((entry) => !loadedAfterSignOut.has(entry.split(" ")[1] ?? "")),
    )
    .toEqual([]);
  const droppedAtSignOut = keptWhileSignedIn.filter(
    (entry) => !loadedAfterSignOut.has(entry.split(" ")[1] ?? ""),
  );
  expect(droppedAtSignOut.length).toBeGreaterThan(0);

  // Offline after signing out, the dashboard is not there to be seen: the offline page is.
  await goOffline(context);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  expect(await page.content()).not.toContain(account.email);
});

test("a saved page shows at once, then the fresh one: an admin's new event reaches a visitor who read /events", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await gotoHydrated(visitor, "/events");
  await workerInControl(visitor);
  await expect.poll(() => savedPaths(visitor)).toContain("/events");

  const title = `Worker Fair ${Math.random().toString(36).slice(2, 6)}`;
  await logIn(page, ADMIN);
  await gotoHydrated(page, "/admin/events");
  await page.getByRole("button", { name: "Add New Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Event" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("textbox", { name: "Date", exact: true }).fill("2031-07-02");
  await dialog.getByRole("textbox", { name: "Time", exact: true }).fill("10:00");
  await dialog.getByLabel("Location").fill("Gulu");
  await dialog.getByRole("button", { name: "Save Event" }).click();
  await expect(page.getByText("Event created")).toBeVisible();

  // The visitor comes back: the worker answers with the saved copy, the fresh one follows by itself.
  const answer = await visitor.goto("/events");
  expect(answer?.fromServiceWorker()).toBe(true);
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  await expect(visitor.getByRole("status").filter({ hasText: "saved copy" })).toHaveCount(0);
  await visitorContext.close();
});

test("the contact form keeps what is typed: through a reload, through a send while offline, gone once sent", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, "/contact");
  await page.getByLabel("Name").fill("Achieng Grace");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-email");
  await page.getByLabel("Subject").fill("Partnership in Gulu");
  await page.getByLabel("Message").fill("We would like to list our water project.\nWho do we talk to?");
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("ui-draft:v1:visitor:contact")))
    .toContain("Who do we talk to?");

  // A reload (a dropped tab, a phone that ran out of memory): the draft is back in the form at once, and the
  // notice says so (with an Undo). (Once the network is quiet: the worker answers with the saved copy and the
  // page reads its fresh data when that comes.)
  await page.reload({ waitUntil: "networkidle" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const notice = page.getByRole("region", { name: "Unsent draft" });
  await expect(notice).toContainText("Your draft from");
  await expect(notice).toContainText("is back in the form");
  await expect(notice.getByRole("button", { name: "Undo" })).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("Partnership in Gulu");
  await expect(page.getByLabel("Message")).toHaveValue(
    "We would like to list our water project.\nWho do we talk to?",
  );

  // The mistake on the way is still flagged, then fixed.
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("achieng@example.org");

  // Offline, Send says so, right under the button, and keeps everything.
  await setNetwork(page, false);
  await page.getByRole("button", { name: "Send Message" }).click();
  const offline = page.getByRole("alert").filter({ hasText: "You are offline, so nothing was sent." });
  await expect(offline).toBeVisible();
  await expect(offline).toBeInViewport();
  const [button, said] = [
    await page.getByRole("button", { name: "Send Message" }).boundingBox(),
    await offline.boundingBox(),
  ];
  expect((said?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0))).toBeGreaterThanOrEqual(0);
  expect((said?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0))).toBeLessThanOrEqual(48);
  await expect(page.getByLabel("Subject")).toHaveValue("Partnership in Gulu");
  expect(await page.evaluate(() => localStorage.getItem("ui-draft:v1:visitor:contact"))).toContain(
    "achieng@example.org",
  );
  expect(await axeViolations(page)).toEqual([]);

  // Online again, the same press sends it, and the draft goes.
  await setNetwork(page, true);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent" }).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("ui-draft:v1:visitor:contact")))
    .toBeNull();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Unsent draft" })).toHaveCount(0);
});

test("a signed-in person's drafts go when they sign out", async ({ page }, testInfo) => {
  const account = await registerAccount(page, testInfo, "drafts");
  await logIn(page, account);
  await gotoHydrated(page, "/contact");
  await page.getByLabel("Message").fill("A draft that must not outlive the session");
  const key = `ui-draft:v1:${account.email}:contact`;
  await expect
    .poll(() => page.evaluate((name) => localStorage.getItem(name), key))
    .toContain("must not outlive");
  await logOutFromHeader(page);
  await expect.poll(() => page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
});

test("another person's sign-in and sign-out in a second tab leave nothing of the first one's drafts", async ({
  page,
  context,
}, testInfo) => {
  const account = await registerAccount(page, testInfo, "drafts-tabs");
  await logIn(page, account);
  await gotoHydrated(page, "/contact");
  await page.getByLabel("Message").fill("Typed by the first person, on a shared phone");
  const key = `ui-draft:v1:${account.email}:contact`;
  await expect.poll(() => page.evaluate((name) => localStorage.getItem(name), key)).toContain("shared phone");
  // A second tab of the same browser: someone else signs in there, then out.
  const second = await context.newPage();
  await logIn(second, ADMIN);
  await expect.poll(() => second.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
  await logOutFromHeader(second);
  await expect
    .poll(() =>
      second.evaluate(() => Object.keys(localStorage).filter((name) => name.startsWith("ui-draft:v1:"))),
    )
    .toEqual([]);
});

test("a project typed while the network is gone survives a reload, comes back at once, and saves once online", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(page, ADMIN);
  await gotoHydrated(page, "/dashboard/projects/add");
  const name = `Boreholes for Nebbi ${Date.now()}`;
  const organization = page.getByLabel("Organization");
  const firstOrganization = await organization
    .locator("option:not([value=''])")
    .first()
    .getAttribute("value");
  await organization.selectOption(firstOrganization ?? "");
  await page.getByLabel("Project name").fill(name);
  await page
    .getByLabel("Brief description")
    .fill(
      "Four boreholes for villages in Nebbi where women walk two hours for water in the dry season. Each water committee learns to keep its pump working, and a small fee per jerrycan pays for the spare parts the pump needs.",
    );
  await page.getByLabel("Sector").selectOption("Infrastructure");
  await page.getByLabel("SDG goal").selectOption("Clean Water and Sanitation");
  await page.getByLabel("Location").fill("Nebbi");
  await page.getByLabel("Start date").fill("2026-02-01");
  await page.getByLabel("Status").selectOption("active");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await page.getByLabel("Women").check();

  // The network goes while typing goes on; the objective is added all the same.
  await setNetwork(page, false);
  await page.getByLabel("Core objectives").fill("Four working boreholes");
  await page.getByLabel("Core objectives").press("Enter");
  await page.getByRole("button", { name: "Save Project" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "You are offline, so nothing was sent." }),
  ).toBeVisible();
  const key = `ui-draft:v1:${ADMIN.email}:project-add`;
  await expect
    .poll(() => page.evaluate((k) => localStorage.getItem(k), key))
    .toContain("Four working boreholes");

  // Back online, the page is opened again (a reload): the draft is back at once, all of it, and the notice
  // says so.
  await context.setOffline(false);
  await gotoHydrated(page, "/dashboard/projects/add");
  await expect(page.getByRole("region", { name: "Unsent draft" })).toContainText("is back in the form");
  await expect(page.getByLabel("Project name")).toHaveValue(name);
  await expect(page.getByLabel("Location")).toHaveValue("Nebbi");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByLabel("Women")).toBeChecked();
  await expect(page.getByRole("button", { name: "Remove objective: Four working boreholes" })).toBeVisible();
  await page.getByRole("button", { name: "Save & Next" }).click();
  await page.getByLabel("Region").selectOption("Northern Region");
  await page.getByLabel("District").fill("Nebbi");
  await page.getByRole("button", { name: "Save Project" }).click();
  await expect(page.getByRole("dialog", { name: "Project created" })).toBeVisible();
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
});

test("the profile keeps what is typed until it is saved", async ({ page }, testInfo) => {
  const account = await registerAccount(page, testInfo, "profile-draft");
  await logIn(page, account);
  await gotoHydrated(page, "/dashboard/profile");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("Plot 4, Gulu Avenue");
  const key = `ui-draft:v1:${account.email}:profile`;
  // Reloaded at once, inside the pause before a draft is written: leaving the page writes it.
  await page.reload();
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toContain("Gulu Avenue");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Back in the form at once, the notice says so.
  await expect(page.getByRole("region", { name: "Unsent draft" })).toContainText("is back in the form");
  await expect(page.getByRole("textbox", { name: "Address", exact: true })).toHaveValue(
    "Plot 4, Gulu Avenue",
  );
  await page.getByRole("button", { name: "Save Profile" }).click();
  await page.waitForURL("**/dashboard");
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
});
