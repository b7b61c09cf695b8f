import type { Page } from "@playwright/test";
import { seedEmail } from "~/seed/organizations";
import { logIn, resetLinkFrom } from "./auth-helpers";
import { axeViolations, expect, gotoHydrated, outboxMessages, test } from "./fixtures";

/**
 * The Project Panel by subscription state (issue 34), as the demo organizations in those states see it: an
 * expired one is asked to renew and is not sent back to "Getting started"; one ending within 30 days is
 * offered Renew with its last day; one whose request was rejected reads why, and Submit again. Each signs in
 * the way a demo organization does (Forgot password, then the emailed link), on a phone and on a desktop.
 */

const PASSWORD = "demo-state-password-1";

async function signInAsDemo(page: Page, key: string) {
  const email = seedEmail(key);
  const before = outboxMessages(email).length;
  await gotoHydrated(page, "/forgot-password");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Password Reset Email Sent")).toBeVisible();
  await expect.poll(() => outboxMessages(email).length).toBe(before + 1);
  await gotoHydrated(page, resetLinkFrom(outboxMessages(email)));
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm new password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { email, password: PASSWORD });
  await gotoHydrated(page, "/dashboard");
}

const STATES = [
  {
    key: "gulu-womens-agro",
    state: "expired",
    check: async (page: Page) => {
      const notice = page.getByRole("region", { name: "Subscription Expired - Please Renew" });
      await expect(notice.getByText(/^Your subscription ended on /)).toBeVisible();
      await expect(notice.getByRole("link", { name: "Renew" })).toHaveAttribute("href", "/payment");
      await expect(page.getByRole("heading", { name: "Getting started" })).toHaveCount(0);
    },
  },
  {
    key: "mbale-water-office",
    state: "expiring",
    check: async (page: Page) => {
      const notice = page.getByRole("region", { name: "Your subscription is ending" });
      await expect(notice.getByText(/days? left\)/)).toBeVisible();
      await expect(notice.getByRole("link", { name: "Renew" })).toHaveAttribute("href", "/payment");
      await expect(page.getByText("Account Active").first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Getting started" })).toHaveCount(0);
    },
  },
  {
    key: "rwenzori-health",
    state: "rejected",
    check: async (page: Page) => {
      const notice = page.getByRole("region", { name: "Payment request rejected" });
      await expect(notice.getByText("The payment has not arrived in our account")).toBeVisible();
      await notice.getByRole("link", { name: "Submit again" }).click();
      await expect(page).toHaveURL(/\/payment$/);
      await expect(page.getByRole("radio", { name: "MTN Mobile Money" })).toBeChecked();
      await expect(page.getByLabel(/^Transaction ID/)).toHaveValue("7731904452");
    },
  },
] as const;

for (const { key, state, check } of STATES) {
  test(`the dashboard of an organization whose subscription is ${state}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAsDemo(page, key);
    expect(await axeViolations(page), `${state} at 360`).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await check(page);
  });
}
