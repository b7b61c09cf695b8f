import fs from "node:fs";
import type { Page } from "@playwright/test";
import { logIn, registerAccount } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * My Account's Billing section (issue 20 item 4), as an organization goes through it: a payment submitted
 * shows as Pending with no receipt; the administrator approves it; then Billing says Account Active with the
 * reference and dates, the payment Approved, and its receipt downloads as a PDF. A table at 1280px, a list at
 * 360px (nothing scrolls sideways); axe-clean in both themes at both widths.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

function billing(page: Page) {
  return page.getByRole("region", { name: "Billing" });
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(widths.scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(widths.innerWidth);
}

/** Clicks the visible "Download receipt" link and checks the file: its name and that it is a PDF. */
async function downloadReceipt(page: Page) {
  const link = billing(page).getByRole("link", { name: /^Download receipt UI-\d{4}-\d{6}$/ });
  await expect(link).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^UgandaImpact-receipt-UI-\d{4}-\d{6}\.pdf$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return download.suggestedFilename();
}

test("an organization pays, is approved, and downloads its receipt from My Account (desktop and phone)", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const account = await registerAccount(page, testInfo, "billing");
  await logIn(page, account);

  // Nothing paid yet: Billing says so.
  await gotoHydrated(page, "/dashboard/account");
  await expect(billing(page).getByText("Subscribe to start")).toBeVisible();
  await expect(billing(page).getByText("No payments yet")).toBeVisible();

  // The payment, with a mistake on the way: a reference of spaces only cannot be sent.
  await gotoHydrated(page, "/payment");
  const reference = page.getByLabel("Reference code");
  const submit = page.getByRole("button", { name: "Submit Payment" });
  await reference.fill("   ");
  await expect(submit).toBeDisabled();
  await reference.fill("MP261124.1015.B77");
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("Payment request submitted")).toBeVisible();

  // Pending: listed with its state in words, and no receipt yet.
  await gotoHydrated(page, "/dashboard/account");
  await expect(billing(page).getByText("Payment Pending Approval")).toBeVisible();
  const pendingRow = billing(page).getByRole("row", { name: /MP261124\.1015\.B77/ });
  await expect(pendingRow.getByText("Pending", { exact: true })).toBeVisible();
  await expect(pendingRow.getByText("UGX 45,000")).toBeVisible();
  await expect(billing(page).getByRole("link", { name: /Download receipt/ })).toHaveCount(0);

  // The administrator approves it (a browser of their own).
  const adminContext = await browser.newContext({ viewport: DESKTOP });
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN);
  await gotoHydrated(admin, "/admin/payments");
  const row = admin.getByRole("row", { name: new RegExp(account.orgName) });
  await row.getByRole("button", { name: "Approve" }).click();
  await admin
    .getByRole("dialog", { name: "Approve payment request?" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(admin.getByText("Payment approved")).toBeVisible();
  await adminContext.close();

  // Desktop: a table; Approved, the subscription's reference and dates, and the receipt.
  await gotoHydrated(page, "/dashboard/account");
  const section = billing(page);
  await expect(section.getByText("Account Active")).toBeVisible();
  await expect(section.getByRole("definition").filter({ hasText: "MP261124.1015.B77" })).toBeVisible();
  await expect(section.getByText("Start date")).toBeVisible();
  await expect(section.getByText("End date")).toBeVisible();
  await expect(section.getByRole("columnheader", { name: "Status" })).toBeVisible();
  const approvedRow = section.getByRole("row", { name: /MP261124\.1015\.B77/ });
  await expect(approvedRow.getByText("Approved", { exact: true })).toBeVisible();
  const desktopFile = await downloadReceipt(page);
  await noSidewaysScroll(page);

  // Phone: the same payments as a list, no wide table, nothing sideways; the same receipt.
  await page.setViewportSize(PHONE);
  await expect(section.getByRole("table")).toBeHidden();
  const item = section.getByRole("list", { name: "Payments" }).getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item.getByText("MP261124.1015.B77")).toBeVisible();
  await expect(item.getByText("Approved", { exact: true })).toBeVisible();
  expect(await downloadReceipt(page)).toBe(desktopFile);
  await noSidewaysScroll(page);

  // axe, light and dark, at both widths.
  for (const theme of ["light", "dark"] as const) {
    const themed = await page.context().newPage();
    await useTheme(themed, theme);
    for (const viewport of [PHONE, DESKTOP]) {
      await themed.setViewportSize(viewport);
      await gotoHydrated(themed, "/dashboard/account");
      await expect(billing(themed).getByText("Account Active")).toBeVisible();
      expect(await axeViolations(themed), `${theme} at ${viewport.width}px`).toEqual([]);
    }
    await themed.close();
  }
});
