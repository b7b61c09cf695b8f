import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { type Account, logIn, pngLogo, registerAccount } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * The admin review rows (Payment Requests, Subscriptions): Approve asks first and can be cancelled, an image
 * proof shows as a thumbnail, a PDF as View proof (PDF), a reference another organization used is flagged; at 1280 the
 * tables fit beside the side navigation with their actions in view, and on a 360px phone each request is a
 * card with Approve and Reject on screen. Axe-clean in both themes.
 */

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** An organization that has submitted its yearly fee with `reference` and a proof (in a browser of its own). */
async function submittedPayment(
  browser: Browser,
  testInfo: TestInfo,
  tag: string,
  reference: string,
  proof: { name: string; mimeType: string; buffer: Buffer },
): Promise<Account> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const account = await registerAccount(page, testInfo, tag);
  await logIn(page, account);
  await gotoHydrated(page, "/payment");
  await page.getByLabel("Reference code").fill(reference);
  await page.getByLabel(/proof/i).setInputFiles(proof);
  await page.getByRole("button", { name: "Submit Payment" }).click();
  await expect(page.getByText("Payment request submitted")).toBeVisible();
  await context.close();
  return account;
}

/** Neither the page nor the table's own region scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, table: Locator) {
  const page_ = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(page_.scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(page_.innerWidth);
  const region = await table.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(region.scrollWidth, "the table scrolls sideways").toBeLessThanOrEqual(region.clientWidth);
}

/** The element lies inside the viewport's width (nothing to scroll sideways to reach it). */
async function expectWithinWidth(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, "no box").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** Axe in the light and the dark theme (each a reload), after `prepare` (opening a dialog, say); back to light. */
async function expectAxeCleanInBothThemes(page: Page, what: string, prepare?: () => Promise<void>) {
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await prepare?.();
    expect(await axeViolations(page), `${what}, ${theme}`).toEqual([]);
  }
  await useTheme(page, "light");
}

test("review rows: Approve asks first, proofs are seen in the row, shared references are flagged, and the tables fit 1280 and 360", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const reference = `MP-DUP-${Date.now().toString(36).toUpperCase()}`;
  const first = await submittedPayment(browser, testInfo, "reviewimg", reference, await pngLogo());
  // The same transfer claimed by a second organization, typed in lower case.
  const second = await submittedPayment(browser, testInfo, "reviewpdf", reference.toLowerCase(), {
    name: "receipt.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, ADMIN);
  await gotoHydrated(page, "/admin/payments");
  const payments = page.getByRole("region", { name: "Pending payment requests" });
  const firstRow = payments.getByRole("row", { name: new RegExp(`^${first.orgName}`) });
  const secondRow = payments.getByRole("row", { name: new RegExp(`^${second.orgName}`) });

  // Each row is flagged with the other organization.
  await expect(firstRow.getByText(`Reference also used by ${second.orgName}`)).toBeVisible();
  await expect(secondRow.getByText(`Reference also used by ${first.orgName}`)).toBeVisible();

  // The image proof is a thumbnail that loaded, linking to the full size; the PDF is a link to open it.
  const thumbnail = firstRow.getByRole("img", {
    name: `Proof of payment of ${first.orgName} (opens full size in a new tab)`,
  });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(firstRow.getByRole("link", { name: /Proof of payment of/ })).toHaveAttribute(
    "href",
    /^\/payment\/proofs\/.+\.png$/,
  );
  await expect(
    secondRow.getByRole("link", { name: `View proof (PDF) of ${second.orgName} (opens in a new tab)` }),
  ).toHaveAttribute("href", /^\/payment\/proofs\/.+\.pdf$/);
  // At 1280 the table fits, its actions in view.
  await expectNoSidewaysScroll(page, payments);
  await expectWithinWidth(page, firstRow.getByRole("button", { name: /Approve/ }));
  await expectWithinWidth(page, firstRow.getByRole("button", { name: /Reject/ }));

  // Approve asks first; Cancel changes nothing.
  const confirm = page.getByRole("dialog", { name: "Approve payment request?" });
  await expectAxeCleanInBothThemes(page, "payments 1280 with the approve dialog", async () => {
    await firstRow.getByRole("button", { name: /Approve/ }).click();
    await expect(confirm).toContainText(`${first.orgName} (reference ${reference})`);
  });
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await firstRow.getByRole("button", { name: /Approve/ }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(firstRow).toBeVisible();
  await page.reload();
  await expect(firstRow).toBeVisible();

  // Then confirmed: the spec's toast, and the request leaves the list.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await firstRow.getByRole("button", { name: /Approve/ }).click();
  await confirm.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Payment approved")).toBeVisible();
  await expect(page.getByText(/^Active until [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(firstRow).toHaveCount(0);
  await expect(secondRow.getByText(`Reference also used by ${first.orgName}`)).toBeVisible();

  // Subscriptions at 1280: eight columns fit, the pending row's actions in view, the flag on both rows.
  await gotoHydrated(page, "/admin/subscriptions");
  const subscriptions = page.getByRole("region", { name: "Subscription requests" });
  const pending = subscriptions.getByRole("row", { name: new RegExp(`^${second.orgName}`) });
  await expect(pending.getByText(`Reference also used by ${first.orgName}`)).toBeVisible();
  await expect(
    subscriptions.getByRole("row", { name: new RegExp(`^${first.orgName}`) }).getByText(/^Approved by /),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, subscriptions);
  await expectWithinWidth(page, pending.getByRole("button", { name: /Approve/ }));
  await expectWithinWidth(page, pending.getByRole("button", { name: /Reject/ }));
  await expectAxeCleanInBothThemes(page, "subscriptions 1280");

  // A 360px phone: each request is a card, Approve and Reject on screen without scrolling sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, name] of [
    ["/admin/payments", "Pending payment requests"],
    ["/admin/subscriptions", "Subscription requests"],
  ] as const) {
    await gotoHydrated(page, path);
    const table = page.getByRole("region", { name });
    const row = table.getByRole("row", { name: new RegExp(`^${second.orgName}`) });
    await row.getByRole("button", { name: /Approve/ }).scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, table);
    await expectWithinWidth(page, row.getByRole("button", { name: /Approve/ }));
    await expectWithinWidth(page, row.getByRole("button", { name: /Reject/ }));
    await expect(row.getByText(`Reference also used by ${first.orgName}`)).toBeVisible();
    await expectAxeCleanInBothThemes(page, `${path} 360`);
  }
});
