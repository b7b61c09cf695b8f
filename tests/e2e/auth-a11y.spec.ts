import type { Page } from "@playwright/test";
import { logIn, registerAccount, resetLinkFrom } from "./auth-helpers";
import { axeViolations, expect, gotoHydrated, outboxMessages, test, useTheme } from "./fixtures";

/**
 * Closes the toasts, so axe judges the page itself (not a toast caught halfway through its animation). Clicks
 * again while one is still there: a close that lands during a toast's entry animation can be lost.
 */
async function dismissToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  await expect(async () => {
    for (const close of await page.locator('[data-sonner-toast] button[aria-label="Close toast"]').all()) {
      await close.click({ force: true, timeout: 1000 }).catch(() => undefined);
    }
    await expect(toasts).toHaveCount(0, { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
}

for (const theme of ["light", "dark"] as const) {
  test(`account pages pass axe in the ${theme} theme`, async ({ page }, testInfo) => {
    // Twelve pages and states, each scanned by axe.
    test.setTimeout(120_000);
    await useTheme(page, theme);
    const account = await registerAccount(page, testInfo, `axe-${theme}`);

    await gotoHydrated(page, "/login");
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    expect(await axeViolations(page), "/login").toEqual([]);
    // With the errors shown as well.
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    // A refused submit toasts (sonner loads on demand): wait for it, then close it.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    await dismissToasts(page);
    expect(await axeViolations(page), "/login with errors").toEqual([]);

    await gotoHydrated(page, "/register");
    expect(await axeViolations(page), "/register").toEqual([]);
    await page.getByRole("button", { name: "Register Organization" }).click();
    await expect(page.locator("form p", { hasText: "Address is required" })).toBeVisible();
    // The first error toasts (sonner loads on demand): wait for it, then close it.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
    await dismissToasts(page);
    expect(await axeViolations(page), "/register with errors").toEqual([]);

    await gotoHydrated(page, "/forgot-password");
    expect(await axeViolations(page), "/forgot-password").toEqual([]);
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Password Reset Email Sent")).toBeVisible();
    await gotoHydrated(page, resetLinkFrom(outboxMessages(account.email)));
    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    expect(await axeViolations(page), "/reset-password").toEqual([]);

    await logIn(page, account, { throughForm: true });
    await dismissToasts(page);
    for (const path of [
      "/dashboard",
      "/dashboard/projects",
      "/dashboard/profile",
      "/dashboard/account",
      "/payment",
    ]) {
      await gotoHydrated(page, path);
      await dismissToasts(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}
