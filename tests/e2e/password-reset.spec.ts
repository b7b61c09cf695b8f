import { logIn, registerAccount, resetLinkFrom } from "./auth-helpers";
import { expect, gotoHydrated, outboxMessages, test } from "./fixtures";

async function requestReset(page: import("@playwright/test").Page, email: string) {
  await gotoHydrated(page, "/forgot-password");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Password Reset Email Sent")).toBeVisible();
}

test("forgot password: the emailed link sets a new password; the old one stops working", async ({
  page,
  browser,
}, testInfo) => {
  const account = await registerAccount(page, testInfo, "reset");

  // A session elsewhere ends when the password is reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, account, { throughForm: true });

  await gotoHydrated(page, "/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const email = page.getByLabel("Email", { exact: true });
  const send = page.getByRole("button", { name: "Send Reset Link" });
  await send.click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await email.fill("not-an-email");
  await send.click();
  await expect(page.getByText("Please enter a valid email address to reset your password")).toBeVisible();

  const before = outboxMessages(account.email).length;
  await email.fill(account.email);
  await send.click();
  await expect(page.getByText("Password Reset Email Sent")).toBeVisible();
  await expect.poll(() => outboxMessages(account.email).length).toBe(before + 1);
  const link = resetLinkFrom(outboxMessages(account.email));

  await gotoHydrated(page, link);
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  const password = page.getByLabel("New password", { exact: true });
  const confirm = page.getByLabel("Confirm new password", { exact: true });
  const update = page.getByRole("button", { name: "Update Password" });
  await password.fill("12345");
  await confirm.fill("12345");
  await update.click();
  await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
  await password.fill("brand-new-password");
  await confirm.fill("brand-new-passwort");
  await update.click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await confirm.fill("brand-new-password");
  await update.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Password Updated Successfully")).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Login Failed" })).toBeVisible();
  await logIn(page, { email: account.email, password: "brand-new-password" }, { throughForm: true });

  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await other.close();

  // The link works once.
  await gotoHydrated(page, link);
  await expect(page).toHaveURL(/\/(login|dashboard)/);
  await expect(page.getByText("Invalid Reset Link")).toBeVisible();
});

test("a tampered, reused or missing reset link shows Invalid Reset Link", async ({ page }, testInfo) => {
  const account = await registerAccount(page, testInfo, "tamper");
  await requestReset(page, account.email);
  const link = resetLinkFrom(outboxMessages(account.email));

  // One character changed (whatever it was), one added, none at all.
  const changed = link.replace(/token=(.)/, (_, first: string) => `token=${first === "A" ? "B" : "A"}`);
  for (const bad of [`${link}x`, changed, "/reset-password"]) {
    await gotoHydrated(page, bad);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Invalid Reset Link")).toBeVisible();
    await expect(
      page.getByText("This password reset link is invalid or has expired. Please request a new one."),
    ).toBeVisible();
  }

  // Used once, then reused.
  await gotoHydrated(page, link);
  await page.getByLabel("New password", { exact: true }).fill("another-password");
  await page.getByLabel("Confirm new password", { exact: true }).fill("another-password");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password Updated Successfully")).toBeVisible();
  await gotoHydrated(page, link);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Invalid Reset Link")).toBeVisible();
});

test("an unknown address gets the same answer and no email", async ({ page }) => {
  const address = `nobody-${Date.now()}@e2e-test.org`;
  await requestReset(page, address);
  expect(outboxMessages(address)).toEqual([]);
});
