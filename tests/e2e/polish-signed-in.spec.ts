import { logIn, registerAccount } from "./auth-helpers";
import { ADMIN, expect, gotoHydrated, test } from "./fixtures";

/** Issue 7's polish, signed in: the account page and the phone menu (polish.spec.ts has the public pages). */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

test.describe("consistency, signed in", () => {
  test("the account page names the kind of account", async ({ page }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    const account = await registerAccount(page, testInfo, "kind");
    await logIn(page, account);
    await gotoHydrated(page, "/dashboard/account");
    const type = page.locator("dt", { hasText: "Account type" }).locator("xpath=following-sibling::dd");
    await expect(type).toHaveText("Organization Account");
    await page.context().clearCookies();

    await logIn(page, ADMIN);
    await gotoHydrated(page, "/dashboard/account");
    await expect(type).toHaveText("Administrator Account");
  });

  test("the phone menu links to each page once", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await logIn(page, ADMIN);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
    const targets = await menu
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(targets.length).toBeGreaterThan(5);
    expect(
      targets.filter((target, index) => targets.indexOf(target) !== index),
      "links to the same page",
    ).toEqual([]);
  });
});
