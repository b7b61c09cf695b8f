import type { Page } from "@playwright/test";
import { pngLogo, registerAccount, uniqueEmail } from "./auth-helpers";
import { axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/** Issue 20, item 7: the login page after registering, and what a wrong login says. */

const field = (page: Page, label: string) =>
  page.locator("main").getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*?$`));

test("after registering, the login page starts with the new address, not carried in the URL", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "prefill");
  const password = "a-good-password-1";
  await gotoHydrated(page, "/register");
  await field(page, "Email").fill(email);
  await field(page, "Full name").fill("Grace Akello");
  await field(page, "Password").fill(password);
  // A mistake on the way: the confirmation does not match.
  await field(page, "Confirm password").fill("a-good-password-2");
  await field(page, "Organization name").fill(`Prefill Trust ${Math.random().toString(36).slice(2, 6)}`);
  await field(page, "Organization type").selectOption("NGO/Non-Profit");
  await field(page, "Organization brief").fill("Books and reading clubs for schools in Lira district.");
  await page.getByRole("textbox", { name: "Phone number" }).fill("772123456");
  await field(page, "Address").fill("Plot 9, Main Street, Lira");
  await field(page, "Logo").setInputFiles(await pngLogo());
  await page.getByLabel(/I accept the/).check();
  await page.getByRole("button", { name: "Register Organization" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await field(page, "Confirm password").fill(password);
  await page.getByRole("button", { name: "Register Organization" }).click();

  // The page after registering says where the link went; logging in at once is offered too.
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText("Registration successful!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await expect(page.locator("main")).toContainText(`We sent an email to ${email.toLowerCase()}.`);
  await page.locator("main").getByRole("link", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  const emailBox = page.getByLabel("Email", { exact: true });
  await expect(emailBox).toHaveValue(email);
  expect(page.url()).not.toContain("prefill");
  // The address is left once, for this visit only.
  expect((await page.context().cookies()).some((cookie) => cookie.name === "ui_login_email")).toBe(false);
  expect(await axeViolations(page), "login with the address filled in").toEqual([]);

  // Only the password is left to type.
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Login Successful")).toBeVisible();
});

test("a visit to /login without registering first starts empty", async ({ page }) => {
  await gotoHydrated(page, "/login");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  for (const theme of ["light", "dark"] as const) {
    test(`a wrong login says it once beside the form, the toast says what to do; then the right one (${theme})`, async ({
      page,
    }, testInfo) => {
      await useTheme(page, theme);
      const account = await registerAccount(page, testInfo, `wrong-then-right-${theme}`);
      await gotoHydrated(page, "/login");
      const email = page.getByLabel("Email", { exact: true });
      const password = page.getByLabel("Password", { exact: true });
      await email.fill(account.email);
      await password.fill("not-the-password");
      await page.getByRole("button", { name: "Login", exact: true }).click();

      const alert = page.locator("main").getByRole("alert");
      await expect(alert).toHaveText("Invalid email or password");
      const toast = page.locator("[data-sonner-toast]");
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText("Login Failed");
      await expect(toast).toContainText("Forgot your password?");
      await expect(toast).not.toContainText("Invalid email or password");
      // The address stays, so only the password needs another look.
      await expect(email).toHaveValue(account.email);
      await expect(page).toHaveURL(/\/login$/);
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      expect(await axeViolations(page), `login after a wrong password (${theme})`).toEqual([]);

      await password.fill(account.password);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText("Login Successful")).toBeVisible();
    });
  }
});
