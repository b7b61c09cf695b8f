import { logIn } from "./auth-helpers";
import { ADMIN, expect, gotoHydrated, test } from "./fixtures";

/**
 * The production server keeps the pages visitors without cookies get (server/page-cache.ts). A repeat visit is
 * answered from memory and still works (its scripts allowed by their hashes); a change made by an admin shows to
 * the next visitor at once; a signed-in person always gets a fresh page.
 */
test("a visitor's repeat visit comes from the page cache and works; an admin's new event shows at once", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  // The server's cache is what is watched here, so the browser's own worker (offline.spec.ts) stays out of the
  // way: with it, a repeat visit is answered by the worker's saved copy, with the headers it was saved with.
  const visitorContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    serviceWorkers: "block",
  });
  const visitor = await visitorContext.newPage();
  const problems: string[] = [];
  visitor.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  visitor.on("pageerror", (error) => problems.push(error.message));

  // The home page, once to fill the cache and then from it (kept a moment after the first answer). The answer
  // checked is the one that came from the cache: the other tests' writes (a registration, a payment) empty the
  // cache whenever they commit, so the next visit may well be rendered afresh.
  await visitor.goto("/");
  let answer: Awaited<ReturnType<typeof visitor.goto>> = null;
  await expect
    .poll(
      async () => {
        answer = await visitor.goto("/");
        return answer?.headers()["x-page-cache"];
      },
      { timeout: 10_000 },
    )
    .toBe("hit");
  const policy = answer!.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src [^;]*'sha256-/);
  expect(policy).not.toContain("'nonce-");
  // Its scripts ran: the search tabs answer the keyboard.
  await expect(visitor.locator("html[data-hydrated]")).toHaveCount(1);
  const tabs = visitor.getByRole("tablist", { name: "Search by" });
  await tabs.getByRole("tab", { name: "Location" }).focus();
  await visitor.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Sector" })).toHaveAttribute("aria-selected", "true");
  await expect(visitor.getByRole("combobox", { name: "Sector" })).toBeVisible();

  // /events kept too, before the change.
  await visitor.goto("/events");
  await expect
    .poll(async () => (await visitor.goto("/events"))?.headers()["x-page-cache"], { timeout: 10_000 })
    .toBe("hit");

  // An admin adds an event; the next visitor sees it.
  const title = `Cache Fair ${Math.random().toString(36).slice(2, 6)}`;
  await logIn(page, ADMIN);
  await gotoHydrated(page, "/admin/events");
  await page.getByRole("button", { name: "Add New Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Event" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("textbox", { name: "Date", exact: true }).fill("2031-07-01");
  await dialog.getByRole("textbox", { name: "Time", exact: true }).fill("10:00");
  await dialog.getByLabel("Location").fill("Jinja");
  await dialog.getByRole("button", { name: "Save Event" }).click();
  await expect(page.getByText("Event created")).toBeVisible();

  // The change emptied the cache: the page the visitor gets was rendered after it. (It may come from the cache
  // all the same: another test's visitor, on this server at the same time, may have asked for /events since,
  // and only a rendering begun after the change is kept.)
  await visitor.goto("/events");
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();

  // The signed-in admin is never answered from the cache.
  const signedIn = await page.goto("/events");
  expect(signedIn?.headers()["x-page-cache"]).toBeUndefined();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  expect(problems).toEqual([]);
  await visitorContext.close();
});
