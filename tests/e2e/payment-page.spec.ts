import type { Page } from "@playwright/test";
import { formatDate } from "~/domain/dates";
import { TRANSACTION_ID_RULES } from "~/domain/subscription-lifecycle";
import { logIn, newTransactionId, registerAccount } from "./auth-helpers";
import { axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * Issue 20 item 4: the payment page says the fee once ("Yearly fee"), copies merchant codes and the account
 * number, dials USSD codes through tel: links, and after a submit shows the waiting payment on top. Issue 34:
 * "Pay with this reference" (what to quote) and "Transaction ID" (what the receipt says), checked at the field.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

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

  // Mistakes first, as a person makes them: Submit with nothing chosen says what is missing; an ID that cannot
  // be an MTN one is refused at the field when it is left, before anything is sent.
  await page.setViewportSize(PHONE);
  await useTheme(page, "light");
  await gotoHydrated(page, "/payment");
  await expect(page.getByText(/^Pay with this reference: .+Quote it when you pay/)).toBeVisible();
  const submit = page.getByRole("button", { name: "Submit Payment" });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("To submit, fill in: Payment method, Transaction ID.")).toBeVisible();
  await expect(page.getByText("Choose how you paid")).toBeVisible();
  await page.getByRole("radio", { name: "MTN Mobile Money" }).check();
  await expect(page.getByText(TRANSACTION_ID_RULES.mtn.hint)).toBeVisible();
  const id = page.getByLabel(/^Transaction ID/);
  await id.fill("AB");
  await id.press("Tab");
  await expect(page.getByText(TRANSACTION_ID_RULES.mtn.message)).toBeVisible();
  await expect(id).toHaveAttribute("aria-invalid", "true");
  const REFERENCE = newTransactionId("mtn");
  await id.fill(REFERENCE);
  await expect(page.getByText(TRANSACTION_ID_RULES.mtn.message)).toHaveCount(0);
  await submit.click();
  await expect(page.getByText("Payment request submitted").first()).toBeVisible();

  // Back on the payment page, the waiting payment is on top: its Transaction ID and the day it was sent.
  await expect(page).toHaveURL(/\/payment$/);
  const pendingHeading = page.getByRole("heading", { name: "Payment Request Pending" });
  await expect(pendingHeading).toBeInViewport();
  await expect(page.getByText(REFERENCE)).toBeVisible();
  await expect(page.getByText(formatDate(new Date())).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Payment" })).toHaveCount(0);
  await expect(page.getByText("Payment Pending Approval")).toBeVisible();

  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await nothingSpillsSideways(page);
    await axeInBothThemes(page, `pending, ${size.width}px`, () => expect(pendingHeading).toBeInViewport());
  }
});
