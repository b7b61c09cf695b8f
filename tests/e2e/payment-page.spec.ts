import type { Page } from "@playwright/test";
import { formatDate } from "~/domain/dates";
import { logIn, registerAccount } from "./auth-helpers";
import { axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * Issue 20 item 4: the payment page says the fee once ("Yearly fee"), copies merchant codes and the account
 * number, dials USSD codes through tel: links, and after a submit shows the waiting payment on top.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const REFERENCE = "MP261126.1015.R54321";

async function nothingSpillsSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function axeInBothThemes(page: Page, label: string, ready: () => Promise<void>) {
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    await ready();
    expect(await axeViolations(page), `${label}, ${theme}`).toEqual([]);
  }
}

test("the payment page: the yearly fee once, copy and dial the codes, a refused submit, then the pending payment on top", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const account = await registerAccount(page, testInfo, "pay");
  await logIn(page, account);

  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await gotoHydrated(page, "/payment");
    const width = `${size.width}px`;

    // One fee, said once.
    await expect(page.getByText("Yearly fee: UGX 45,000")).toBeVisible();
    await expect(page.getByText(/Yearly fee/)).toHaveCount(1);
    await expect(page.getByText(/One-time fee/)).toHaveCount(0);

    // USSD codes open the dialer: "#" is %23 in the link, or the dialer would never see it.
    const mtn = page.getByRole("region", { name: "MTN Mobile Money" });
    await expect(mtn.getByRole("link", { name: "*165*3#" })).toHaveAttribute("href", "tel:*165*3%23");
    const airtel = page.getByRole("region", { name: "Airtel Money" });
    await expect(airtel.getByRole("link", { name: "*185*9#" })).toHaveAttribute("href", "tel:*185*9%23");

    // Copy a merchant code: the toast says so and the clipboard holds the code.
    await page.evaluate(() => navigator.clipboard.writeText(""));
    await page.getByRole("button", { name: "Copy MTN merchant code" }).click();
    await expect(page.getByText("Copied", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("123456");
    await page.getByRole("button", { name: "Copy Airtel merchant code" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("654321");
    await expect(page.getByRole("button", { name: "Copy account number" })).toBeVisible();
    await nothingSpillsSideways(page);

    await axeInBothThemes(page, width, () => expect(page.getByText("Yearly fee: UGX 45,000")).toBeVisible());
  }

  // A mistake first: a reference code of spaces is refused, beside the field and in a toast.
  await page.setViewportSize(PHONE);
  await useTheme(page, "light");
  await gotoHydrated(page, "/payment");
  const code = page.getByLabel(/^Reference code/);
  await code.fill("   ");
  await code.press("Enter");
  await expect(page.getByText("Reference code required").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Payment" })).toBeDisabled();
  await code.fill(REFERENCE);
  await page.getByRole("button", { name: "Submit Payment" }).click();
  await expect(page.getByText("Payment request submitted").first()).toBeVisible();

  // Back on the payment page, the waiting payment is on top: its reference code and the day it was sent.
  await expect(page).toHaveURL(/\/payment$/);
  const pendingHeading = page.getByRole("heading", { name: "Payment Request Pending" });
  await expect(pendingHeading).toBeInViewport();
  await expect(page.getByText(REFERENCE)).toBeVisible();
  await expect(page.getByText(formatDate(new Date()))).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Payment" })).toHaveCount(0);
  await expect(page.getByText("Payment Pending Approval")).toBeVisible();

  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await nothingSpillsSideways(page);
    await axeInBothThemes(page, `pending, ${size.width}px`, () => expect(pendingHeading).toBeInViewport());
  }
});
