import type { Locator, Page } from "@playwright/test";
import { logIn, newTransactionId, registerAccount } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/** The number a card or a badge shows (other journeys on this server submit payments too: read, not assumed). */
async function countIn(locator: Locator, pattern: RegExp): Promise<number> {
  const name = (await locator.textContent()) ?? "";
  const match = name.match(pattern);
  if (!match) throw new Error(`no count in "${name}"`);
  return Number(match[1]);
}

/** /admin's count of the requests waiting for review (issue 34: one count, beside Payments in the menu). */
const paymentsCard = (page: Page) =>
  page
    .getByRole("region", { name: "Payment requests", exact: true })
    .getByRole("link", { name: /^To review \d+$/ });

test("an admin sees what waits for review on /admin and in the menu; a payment submitted elsewhere counts at once", async ({
  page,
  browser,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, ADMIN, { liveFeed: true });
  const streaming = page.waitForResponse((response) => new URL(response.url()).pathname === "/admin/live");
  await gotoHydrated(page, "/admin");
  expect((await streaming).status()).toBe(200);

  await expect(paymentsCard(page)).toBeVisible();
  const paymentsBefore = await countIn(paymentsCard(page), /(\d+)$/);
  const menu = page.getByRole("navigation", { name: "Admin Panel" });
  const paymentsEntry = menu.getByRole("link", { name: /^Payments(, \d+ to review)?$/ });
  await expect(paymentsEntry).toHaveAccessibleName(
    paymentsBefore > 0 ? `Payments, ${paymentsBefore} to review` : "Payments",
  );
  // The page must not reload on the way: a mark on the window stays.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  // An organization, in a browser of its own, pays: a blank reference is refused first, then one is sent.
  const organization = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const orgPage = await organization.newPage();
    const account = await registerAccount(orgPage, testInfo, "queue");
    await logIn(orgPage, account);
    await gotoHydrated(orgPage, "/payment");
    await orgPage.getByRole("radio", { name: "Airtel Money" }).check();
    const code = orgPage.getByLabel(/^Transaction ID/);
    await code.fill("   ");
    await code.press("Enter");
    await expect(orgPage.getByText("Enter the Transaction ID from your receipt").first()).toBeVisible();
    await code.fill(newTransactionId("airtel"));
    await orgPage.getByRole("button", { name: "Submit Payment" }).click();
    await expect(orgPage.getByText("Payment request submitted").first()).toBeVisible();
  } finally {
    await organization.close();
  }

  // The admin's page hears of it: a toast, and the counts read again without a reload.
  await expect(page.getByText("New Payment Request", { exact: true })).toBeVisible();
  await expect(page.getByText("A payment request is waiting for review")).toBeVisible();
  await expect.poll(() => countIn(paymentsCard(page), /(\d+)$/)).toBeGreaterThanOrEqual(paymentsBefore + 1);
  const paymentsAfter = await countIn(paymentsCard(page), /(\d+)$/);
  await expect(paymentsCard(page)).toHaveAttribute("data-waiting", "true");
  // The badge shows the number; the entry's name says it.
  await expect(paymentsEntry).toHaveText(`Payments${paymentsAfter}`);
  await expect(paymentsEntry).toHaveAccessibleName(`Payments, ${paymentsAfter} to review`);
  // Nothing is counted twice: Subscriptions carries no count of its own.
  await expect(menu.getByRole("link", { name: "Subscriptions", exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    await expect(paymentsCard(page)).toBeVisible();
    expect(await axeViolations(page), theme).toEqual([]);
  }

  // A card leads to its list.
  await paymentsCard(page).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("on a 360px phone the admin menu shows every name whole, and what waits on its folded summary", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, ADMIN);
  await gotoHydrated(page, "/admin");
  const menu = page.getByRole("navigation", { name: "Admin Panel" });
  const summary = menu.getByText("Admin Panel: Dashboard");
  await expect(summary).toBeVisible();
  const waiting = await countIn(paymentsCard(page), /(\d+)$/);
  if (waiting > 0) await expect(menu.locator("summary")).toContainText(`${waiting} to review`);

  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    await summary.click();
    const entries = menu.locator("details").getByRole("link");
    await expect(entries).toHaveCount(10);
    await expect(menu.getByRole("link", { name: "Approved Organizations" })).toBeVisible();
    // No name cut off or spilling out of its entry, and no entry out of the page.
    const clipped = await entries.evaluateAll((links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          const spills = [link, ...link.querySelectorAll("span:not(.sr-only)")].some(
            (element) => element.scrollWidth > element.clientWidth && element.clientWidth > 0,
          );
          return spills || box.right > document.documentElement.clientWidth;
        })
        .map((link) => link.textContent),
    );
    expect(clipped, theme).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page), theme).toEqual([]);
  }
});
