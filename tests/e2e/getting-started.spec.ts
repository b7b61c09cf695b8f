import type { Page } from "@playwright/test";
import { logIn, newTransactionId, registerAccount } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/** Issue 20: a new organization's getting-started checklist, and where an administrator lands. */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const checklistOf = (page: Page) => page.getByRole("region", { name: "Getting started" });

async function nothingSpillsSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a new organization follows its checklist: profile done, pay the yearly fee, then wait for approval", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const account = await registerAccount(page, testInfo, "start");

  // A wrong password first: still on the login page, nothing to see yet.
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("not-my-password");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Login Failed").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, account);

  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await gotoHydrated(page, "/dashboard");
    const checklist = checklistOf(page);
    await expect(checklist.getByText("1 of 4 steps done")).toBeVisible();
    const steps = checklist.getByRole("listitem");
    await expect(steps).toHaveCount(4);
    // Each state in words, not colour alone; the next step is marked as the current one.
    await expect(steps.nth(0)).toContainText("Complete your organization profile");
    await expect(steps.nth(0)).toContainText("Done");
    await expect(steps.nth(1)).toContainText("Pay the yearly fee");
    await expect(steps.nth(1)).toContainText("To do · Next step");
    await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");
    await expect(steps.nth(2)).toContainText("Get your payment approved");
    await expect(steps.nth(2)).toContainText("To do");
    await expect(steps.nth(3)).toContainText("Publish your first project");
    await expect(steps.nth(3)).toContainText("To do");
    const next = checklist.getByRole("link", { name: "Pay the yearly fee" });
    await expect(next).toBeVisible();
    await expect(next).toHaveAttribute("href", "/payment");
    // The spec's payment indicator stays beside it.
    await expect(page.getByText("Subscribe to start").first()).toBeVisible();
    await nothingSpillsSideways(page);

    for (const theme of ["light", "dark"] as const) {
      await useTheme(page, theme);
      await page.reload();
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
      await expect(checklistOf(page).getByText("1 of 4 steps done")).toBeVisible();
      expect(await axeViolations(page), `${size.width}px, ${theme}`).toEqual([]);
    }
  }

  // The main button leads to the payment page; an ID of spaces is refused at the field, a real one is sent.
  await page.setViewportSize(PHONE);
  await checklistOf(page).getByRole("link", { name: "Pay the yearly fee" }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole("radio", { name: "MTN Mobile Money" }).check();
  const code = page.getByLabel(/^Transaction ID/);
  await code.fill("   ");
  await code.press("Enter");
  await expect(page.getByText("Enter the Transaction ID from your receipt").first()).toBeVisible();
  await code.fill(newTransactionId("mtn"));
  await page.getByRole("button", { name: "Submit Payment" }).click();
  await expect(page.getByText("Payment request submitted").first()).toBeVisible();

  // Back on the dashboard, the approval waits on an administrator and the next step says so.
  await gotoHydrated(page, "/dashboard");
  const checklist = checklistOf(page);
  await expect(checklist.getByText("2 of 4 steps done")).toBeVisible();
  const steps = checklist.getByRole("listitem");
  await expect(steps.nth(1)).toContainText("Done");
  await expect(steps.nth(2)).toContainText("Waiting for approval · Next step");
  await expect(checklist.getByRole("link", { name: "See your payment status" })).toHaveAttribute(
    "href",
    "/payment",
  );
  await expect(page.getByText("Payment Pending Approval")).toBeVisible();
  expect(await axeViolations(page), "waiting, phone").toEqual([]);
});

test("an administrator signs in to the Admin Panel; their dashboard asks for no subscription or profile", async ({
  page,
}) => {
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  // The admin sidebar's User Dashboard link; then the same page on a phone.
  await page.getByRole("link", { name: "User Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await gotoHydrated(page, "/dashboard");
    const main = page.locator("#dashboard-content");
    await expect(main.getByRole("heading", { name: "Administrator account" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Open the Admin Panel" })).toHaveAttribute("href", "/admin");
    await expect(main.getByText("Subscribe to start")).toHaveCount(0);
    await expect(main.getByText(/profile is not set up/)).toHaveCount(0);
    await expect(main.getByRole("region", { name: "Getting started" })).toHaveCount(0);
    await nothingSpillsSideways(page);
    for (const theme of ["light", "dark"] as const) {
      await useTheme(page, theme);
      await page.reload();
      await expect(main.getByRole("heading", { name: "Administrator account" })).toBeVisible();
      expect(await axeViolations(page), `admin dashboard, ${size.width}px, ${theme}`).toEqual([]);
    }
  }
});
