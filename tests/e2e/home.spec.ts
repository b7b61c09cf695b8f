import { expect, test } from "./fixtures";

/**
 * The home page's part below the fold (events, the call to register, the benefits, Impact at a Glance) is
 * rendered by the server in place and hydrated once its code has arrived, after the first load
 * (app/components/ui/lazy-hydrated.ts): whole without JavaScript, alive with it.
 */
const LATE_HEADINGS = [
  "Upcoming Events",
  "Register your organization",
  "Why join UgandaImpact?",
  "Impact at a Glance",
];

test("the home page is whole without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto("/");
  for (const name of LATE_HEADINGS) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  // Nothing of it waits in a hidden template for a script to place it.
  expect(await page.locator("template, [hidden][id^='S:']").count()).toBe(0);
  await context.close();
});

test("its late part comes alive: a link in it navigates within the app, and home shows it after a navigation", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // The late part's code is fetched right after the first load; once it is in, the part is hydrated.
  await page.waitForLoadState("networkidle");
  const firstDocument = await page.evaluate(() => performance.timeOrigin);
  await page.getByRole("link", { name: "See live impact" }).click();
  await expect(page).toHaveURL(/\/impact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The same document: React Router handled the click (a dehydrated link would have loaded a new page).
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument);

  await page.getByRole("link", { name: "Home" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  for (const name of LATE_HEADINGS) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument);
});
