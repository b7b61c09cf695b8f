import type { Locator, Page } from "@playwright/test";
import { type Account, logIn, registerAccount, subscribe } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * The organization's everyday work (issue 36 items 1 and 2), on the Updates page: an update is posted once,
 * whatever is pressed twice (the form empties after "Update posted", the server refuses the same update sent
 * again); a draft comes back as soon as the form shows, with an Undo, and nothing typed replaces it unasked;
 * offline, the word that nothing was sent appears beside the button pressed. One subscribed organization posts,
 * each test on a project of its own (the administrator only approves its payment: another journey's sign-out
 * ends every session of the administrator).
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const BRIEF =
  "Ten boreholes with hand pumps for villages around Lira, each with a water committee trained to keep it running. Families now walk kilometres for water; the project brings safe water within 500 metres of every home.";

type Project = { name: string; page: string };
let account: Account;
const projects: Record<"once" | "draft" | "offline", Project> = {} as never;

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL;
  // A network address of this file's own, as every test has one (the registration limit is per address).
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": `10.36.${Math.floor(Math.random() * 250)}.${Date.now() % 250}` },
  });
  const page = await context.newPage();
  account = await registerAccount(page, testInfo, "everyday");
  await logIn(page, account);
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN);
  await subscribe(page, admin, account);
  await adminContext.close();
  const ownProjects = async () =>
    new Set(
      [
        ...(await (await page.request.get("/dashboard/projects")).text()).matchAll(
          /\/dashboard\/projects\/([0-9a-f-]{36})\/updates/g,
        ),
      ].map((match) => match[1]),
    );
  for (const [key, tag] of [
    ["once", "Once"],
    ["draft", "Draft"],
    ["offline", "Offline"],
  ] as const) {
    const before = await ownProjects();
    const name = `${tag} Boreholes ${Date.now()}`;
    const created = await page.request.post("/dashboard/projects/add", {
      form: {
        name,
        brief: BRIEF,
        sector: "Water and Sanitation",
        sdg: "Clean Water and Sanitation",
        location: "Lira",
        targetGroups: "children",
        startDate: "2026-01-15",
        status: "active",
      },
    });
    expect(created.status()).toBe(200);
    const id = [...(await ownProjects())].find((found) => !before.has(found));
    expect(id, `the project ${name}`).toBeTruthy();
    projects[key] = { name, page: `/dashboard/projects/${id}/updates` };
  }
  await context.close();
});

const posted = (page: Page) =>
  page.getByRole("list").filter({ has: page.getByRole("heading", { level: 3 }) });

/** The update headings listed under "Posted updates" with this title. */
const listed = (page: Page, title: string) =>
  page.getByRole("heading", { level: 3, name: title, exact: true });

/** The draft key of the update form on `updatesPage` (a new update, or the edit of `updateId`). */
function draftKeyOf(updatesPage: string, updateId?: string) {
  return `ui-draft:v1:${account.email.toLowerCase()}:${updateId ? `update-${updateId}` : "update-new"}:${updatesPage}`;
}

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/**
 * Whether `inner` is shown within the viewport, right under `above` (at most `gap` px below its bottom). Measured
 * until it holds: the page scrolls it into view smoothly where the reader allows motion.
 */
async function rightUnder(page: Page, inner: Locator, above: Locator, gap = 48) {
  await expect(async () => {
    const [box, anchor] = [await inner.boundingBox(), await above.boundingBox()];
    const viewport = page.viewportSize();
    if (!box || !anchor || !viewport) throw new Error("not rendered");
    expect(box.y, "below the button").toBeGreaterThanOrEqual(anchor.y + anchor.height);
    expect(box.y - (anchor.y + anchor.height), "next to the button").toBeLessThanOrEqual(gap);
    expect(box.y + box.height, "within the viewport").toBeLessThanOrEqual(viewport.height);
    expect(box.y, "within the viewport").toBeGreaterThanOrEqual(0);
  }).toPass({ timeout: 5_000 });
}

test("an update is posted once: the form empties after it, a second press or a resend posts nothing", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const project = projects.once;
  await logIn(page, account);
  await gotoHydrated(page, project.page);
  const title = page.getByLabel(/^Title\*?$/);
  const text = page.getByLabel(/^What happened\*?$/);
  const post = page.getByRole("button", { name: "Post update" });

  // Post with nothing in it: both fields are flagged at once, the first takes the focus.
  await post.click();
  await expect(page.getByText("Please give the update a title")).toBeVisible();
  await expect(page.getByText("Please write what happened")).toBeVisible();
  await expect(title).toBeFocused();
  await title.fill("Pump at Adyel fixed");
  await text.fill("The water committee fixed the pump.\nNext: the tank.");
  await expect(page.getByText("Please write what happened")).toHaveCount(0);
  await post.click();
  await expect(page.getByText("Update posted")).toBeVisible();
  await expect(listed(page, "Pump at Adyel fixed")).toHaveCount(1);
  // The form is empty again, and so is its draft: nothing is left to post twice.
  await expect(title).toHaveValue("");
  await expect(text).toHaveValue("");
  await expect.poll(() => stored(page, draftKeyOf(project.page))).toBeNull();
  await post.click();
  await expect(page.getByText("Please give the update a title")).toBeVisible();
  await expect(listed(page, "Pump at Adyel fixed")).toHaveCount(1);

  // The same update typed and sent again: refused beside the button, nothing written.
  await title.fill("Pump at Adyel fixed");
  await text.fill("The water committee fixed the pump.\nNext: the tank.");
  await post.click();
  const refusal = page
    .locator("form")
    .filter({ has: title })
    .getByRole("alert")
    .filter({ hasText: "was not posted again" });
  await expect(refusal).toBeVisible();
  await rightUnder(page, refusal, post);
  // The one console line of that refusal (the browser reports every answer of 400 and above).
  const refused = () => consoleErrors.findIndex((error) => /status of 409 .*\/updates\.data\)$/.test(error));
  await expect.poll(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused(), 1);
  await expect(title).toHaveValue("Pump at Adyel fixed");
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
    expect(await axeViolations(page), theme).toEqual([]);
  }
  // And sent by hand, past the page: the same answer.
  const resent = await page.request.post(project.page, {
    form: {
      intent: "save",
      title: "Pump at Adyel fixed",
      body: "The water committee fixed the pump.\nNext: the tank.",
    },
    maxRedirects: 0,
  });
  expect(resent.status()).toBe(409);

  // A new update pressed twice in a row: one.
  await title.fill("Tank delivered");
  await text.fill("The 10,000 litre tank arrived on a lorry from Lira.");
  await post.dblclick();
  await expect(page.getByText("Update posted")).toBeVisible();
  await expect(title).toHaveValue("");
  await gotoHydrated(page, project.page);
  await expect(listed(page, "Tank delivered")).toHaveCount(1);
  await expect(listed(page, "Pump at Adyel fixed")).toHaveCount(1);
  await expect(posted(page).getByRole("listitem")).toHaveCount(2);
});

/** The draft notice's words fit the width: a few lines at most, never a word per line. */
async function readable(notice: Locator) {
  const words = notice.locator("p");
  const lines = await words.evaluate((element) => {
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });
  expect(lines, "lines of the draft notice").toBeLessThanOrEqual(3);
  expect((await words.boundingBox())?.width ?? 0).toBeGreaterThan(240);
}

test("a draft comes back as soon as the form shows, with an Undo; typed before the page is ready, both are kept", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const project = projects.draft;
  await logIn(page, account);
  const saved = { title: "Committee trained", body: "Twelve members learnt to fix the pump." };
  const answer = await page.request.post(project.page, {
    form: { intent: "save", ...saved },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  // That answer's toast belongs to no page here.
  await page.context().clearCookies({ name: "ui_toast" });
  await gotoHydrated(page, project.page);
  await page.getByRole("link", { name: `Edit ${saved.title}` }).click();
  await expect(page.getByRole("heading", { name: "Edit update" })).toBeVisible();
  const updateId = new URL(page.url()).searchParams.get("edit") ?? "";
  const key = draftKeyOf(project.page, updateId);
  const title = page.getByLabel(/^Title\*?$/);
  const text = page.getByLabel(/^What happened\*?$/);

  // An edit typed, then the page left within the app, and come back to.
  await title.fill("Committee trained and paid");
  await text.fill(`${saved.body} Each gets 5,000 shillings a month.`);
  await expect.poll(() => stored(page, key)).toContain("5,000 shillings");
  await page.getByRole("link", { name: project.name }).click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  await page.goBack();
  // At once: the form holds the draft, and says so, with an Undo.
  const notice = page.getByRole("region", { name: "Unsent draft" });
  await expect(notice).toContainText("is back in the form");
  await expect(title).toHaveValue("Committee trained and paid");
  await expect(text).toHaveValue(`${saved.body} Each gets 5,000 shillings a month.`);
  await readable(notice);
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
    expect(await axeViolations(page), `360 ${theme}`).toEqual([]);
  }
  // Typing on keeps the draft, and adds to it.
  await text.press("Control+End");
  await text.pressSequentially(" From June.");
  await expect.poll(() => stored(page, key)).toContain("a month. From June.");
  expect(await stored(page, key)).toContain("Committee trained and paid");
  // Undo: the saved update again, and no draft.
  await notice.getByRole("button", { name: "Undo" }).click();
  await expect(title).toHaveValue(saved.title);
  await expect(text).toHaveValue(saved.body);
  await expect(notice).toHaveCount(0);
  await expect(title).toBeFocused();
  await expect.poll(() => stored(page, key)).toBeNull();
  // An edit saved leaves no draft behind (nor does the form it replaces write one back).
  await title.fill("Committee trained twice");
  await expect.poll(() => stored(page, key)).toContain("Committee trained twice");
  await page.getByRole("button", { name: "Save update" }).click();
  await expect(page.getByText("Update saved")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Post an update" })).toBeVisible();
  await expect(listed(page, "Committee trained twice")).toBeVisible();
  await expect.poll(() => stored(page, key)).toBeNull();

  // On a desktop, a new update's draft, through a reload: the notice on one line, Undo beside it.
  await page.setViewportSize(DESKTOP);
  const newKey = draftKeyOf(project.page);
  await title.fill("Second borehole sited");
  await expect.poll(() => stored(page, newKey)).toContain("Second borehole sited");
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(title).toHaveValue("Second borehole sited");
  await expect(notice).toContainText("is back in the form");
  const undo = notice.getByRole("button", { name: "Undo" });
  const [words, button] = [await notice.locator("p").boundingBox(), await undo.boundingBox()];
  expect(
    Math.abs((words?.y ?? 0) + (words?.height ?? 0) / 2 - ((button?.y ?? 0) + (button?.height ?? 0) / 2)),
  ).toBeLessThan(4);
  await readable(notice);
  await useTheme(page, "dark");

  // Typed before the page's scripts were ready (a slow phone): what was typed stays, the draft is offered, and
  // nothing typed replaces it until a choice is made.
  let release = () => {};
  const scriptsWait = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await scriptsWait;
    await route.continue();
  });
  await page.goto(project.page, { waitUntil: "domcontentloaded" });
  await title.fill("Typed while loading");
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.unroute("**/assets/*.js");
  await expect(notice).toContainText("It is kept until you choose.");
  await expect(title).toHaveValue("Typed while loading");
  await title.pressSequentially(" and after");
  expect(await axeViolations(page), "1280 dark").toEqual([]);
  await notice.getByRole("button", { name: "Restore draft" }).click();
  await expect(title).toHaveValue("Second borehole sited");
  await expect(notice).toHaveCount(0);
  expect(await stored(page, newKey)).toContain("Second borehole sited");
});

test("offline, the word that nothing was sent appears right under the button pressed", async ({ page }) => {
  test.setTimeout(90_000);
  const project = projects.offline;
  await logIn(page, account);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, project.page);
    const title = `Fence built ${viewport.width}`;
    await page.getByLabel(/^Title\*?$/).fill(title);
    await page.getByLabel(/^What happened\*?$/).fill("Goats stay out of the borehole's yard now.");
    const post = page.getByRole("button", { name: "Post update" });
    await page.context().setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await post.click();
    const offline = page.getByRole("alert").filter({ hasText: "You are offline, so nothing was sent." });
    await expect(offline).toBeVisible();
    await rightUnder(page, offline, post);
    if (viewport === PHONE) {
      for (const theme of ["light", "dark"] as const) {
        await page.evaluate(
          (dark) => document.documentElement.classList.toggle("dark", dark),
          theme === "dark",
        );
        expect(await axeViolations(page), theme).toEqual([]);
      }
    }
    // Back online, the same press posts it, once.
    await page.context().setOffline(false);
    await page.waitForFunction(() => navigator.onLine);
    await expect(offline).toHaveCount(0);
    await post.click();
    await expect(page.getByText("Update posted")).toBeVisible();
    await expect(listed(page, title)).toHaveCount(1);
    await expect(page.getByLabel(/^Title\*?$/)).toHaveValue("");
  }
});
