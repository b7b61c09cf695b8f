import { expect, test } from "./fixtures";

/**
 * The home page's part below the fold (events, the call to register, the benefits, Impact at a Glance) is
 * rendered by the server in place and hydrated when the reader comes near it, its code fetched then
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
  // In its place on the page, not sent after it for a script to move (React Router's data scripts may be).
  const late = page.locator("#below-the-fold");
  for (const name of LATE_HEADINGS) await expect(late.getByRole("heading", { level: 2, name })).toBeVisible();
  await context.close();
});

/** Whether React has hydrated the element (it keeps its fiber on the elements it owns). */
const hydrated = (element: HTMLElement | SVGElement) =>
  Object.keys(element).some((key) => key.startsWith("__reactFiber"));

test("its late part comes alive when the reader comes near it: a link in it then navigates within the app", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const lateCode: string[] = [];
  page.on("request", (request) => {
    if (/below-the-fold-[\w-]+\.js$/.test(request.url())) lateCode.push(request.url());
  });
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.waitForLoadState("networkidle");
  // Screens away: its code is not fetched, its links are plain links.
  expect(lateCode).toEqual([]);
  const link = page.getByRole("link", { name: "See live impact" });
  expect(await link.evaluate(hydrated)).toBe(false);

  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => link.evaluate(hydrated)).toBe(true);
  expect(lateCode).toHaveLength(1);
  const firstDocument = await page.evaluate(() => performance.timeOrigin);
  await link.click();
  await expect(page).toHaveURL(/\/impact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The same document: React Router handled the click.
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument);
});

test("after a navigation within the app, home shows its late part", async ({ page }) => {
  await page.goto("/about");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const firstDocument = await page.evaluate(() => performance.timeOrigin);
  await page.getByRole("link", { name: "Home" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  for (const name of LATE_HEADINGS) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(firstDocument);
});
