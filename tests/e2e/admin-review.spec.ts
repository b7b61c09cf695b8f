import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { formatDate, formatIsoDate } from "~/domain/dates";
import { oneYearAfter } from "~/domain/payment";
import {
  type Account,
  logIn,
  newTransactionId,
  type PayMethod,
  paymentFields,
  registerAccount,
} from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * The admin's review of payments (issue 34), as an administrator does it at 1280 and on a 360px phone: the
 * queue (one list, to review first) with a card per request on a phone; the review panel with the amount, the
 * method, the Transaction ID and the proof shown large; Reject refused without a reason, then done with one; a
 * Transaction ID given before flagged in the queue and on the panel; Approve confirmed with the amount and the
 * period; the same organization in the same words on Subscriptions and Approved Organizations. Axe-clean in both
 * themes.
 */

type Proof = { name: string; mimeType: string; buffer: Buffer };

/** A photo of a receipt as a phone takes it: large, mostly white, a dark band of text. */
async function receiptPhoto(): Promise<Proof> {
  const band = Buffer.from(
    `<svg width="900" height="1200"><rect width="900" height="1200" fill="#fafafa"/><rect y="80" width="900" height="160" fill="#1a5a33"/><text x="60" y="190" font-size="72" fill="#fff">MoMo receipt</text><text x="60" y="400" font-size="48">UGX 45,000</text></svg>`,
  );
  const buffer = await sharp(band).png().toBuffer();
  return { name: "receipt.png", mimeType: "image/png", buffer };
}

/** A one-page PDF statement. */
async function statementPdf(): Promise<Proof> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 0, y: 700, width: 595, height: 142, color: rgb(0.1, 0.35, 0.2) });
  page.drawText("Airtel Money statement", { x: 40, y: 760, size: 28, font, color: rgb(1, 1, 1) });
  return { name: "statement.pdf", mimeType: "application/pdf", buffer: Buffer.from(await pdf.save()) };
}

/**
 * An organization that reports a payment (in a browser of its own): the payment form's request, as the form
 * sends it (billing.spec.ts walks the form itself); `account` reuses an organization already registered.
 */
async function reportPayment(
  browser: Browser,
  testInfo: TestInfo,
  tag: string,
  payment: { method: PayMethod; transactionId?: string; proof?: Proof },
  account?: Account,
): Promise<Account & { transactionId: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const who = account ?? (await registerAccount(page, testInfo, tag));
    await logIn(page, who);
    const fields = paymentFields(payment.method, payment.transactionId);
    const sent = await page.request.post("/payment", {
      multipart: payment.proof ? { ...fields, proof: payment.proof } : fields,
      maxRedirects: 0,
    });
    expect(sent.status(), "payment request submitted").toBe(302);
    return { ...who, transactionId: fields.transactionId };
  } finally {
    await context.close();
  }
}

/** Neither the page nor `region` (a table's own scrolling region) scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, region?: Locator) {
  const width = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(width.scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(width.innerWidth);
  if (region) {
    const own = await region.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(own.scroll, "the table scrolls sideways").toBeLessThanOrEqual(own.client);
  }
}

/** The element lies inside the viewport's width (nothing to scroll sideways to reach it). */
async function expectWithinWidth(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box, "no box").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** The text sits on one line: no break inside it (an ID or an address cut mid-word). */
async function expectOneLine(element: Locator) {
  const lines = await element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines, "broken across lines").toBe(1);
}

/** Axe in the light and the dark theme (each a reload), after `prepare`; back to light. */
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

const queueRow = (page: Page, orgName: string) =>
  page
    .getByRole("region", { name: "Payment requests", exact: true })
    .getByRole("row", { name: new RegExp(`^${orgName}`) });

async function openReview(page: Page, orgName: string) {
  await gotoHydrated(page, "/admin/payments");
  await queueRow(page, orgName)
    .getByRole("link", { name: /^Review/ })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(`Payment from ${orgName}`) }),
  ).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test("review at 1280: the request and its proof large, Reject needs a reason, a reused ID is flagged, Approve states amount and period", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const first = await reportPayment(browser, testInfo, "reviewfirst", {
    method: "mtn",
    transactionId: newTransactionId("mtn"),
    proof: await receiptPhoto(),
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, ADMIN);

  // The queue opens on what waits: the request with its amount, method and Transaction ID, and Review.
  await gotoHydrated(page, "/admin/payments");
  await expect(page.getByRole("link", { name: /^To review/ })).toHaveAttribute("aria-current", "page");
  const row = queueRow(page, first.orgName);
  await expect(row.getByText("UGX 45,000")).toBeVisible();
  await expect(row.getByText("MTN Mobile Money")).toBeVisible();
  await expect(row.getByText(first.transactionId)).toBeVisible();
  await expect(row.getByText("Waiting for review")).toBeVisible();
  await expectOneLine(row.getByText(first.transactionId));
  await expectNoSidewaysScroll(page, page.getByRole("region", { name: "Payment requests", exact: true }));
  await expectWithinWidth(page, row.getByRole("link", { name: /^Review/ }));
  await expectAxeCleanInBothThemes(page, "queue 1280");

  // The panel: everything the decision needs, the proof shown large.
  await openReview(page, first.orgName);
  const details = page.getByRole("region", { name: "Payment", exact: true });
  await expect(details.getByText("UGX 45,000")).toBeVisible();
  await expect(details.getByText("MTN Mobile Money")).toBeVisible();
  await expect(details.getByText(first.transactionId)).toBeVisible();
  await expect(details.getByRole("link", { name: first.orgName })).toHaveAttribute(
    "href",
    /^\/organizations\//,
  );
  const photo = page.getByRole("img", {
    name: `Proof of payment of ${first.orgName} (opens full size in a new tab)`,
  });
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect((await photo.boundingBox())!.width, "the proof is shown large").toBeGreaterThan(300);
  await expect(page.getByRole("region", { name: "History" }).getByText("Submitted")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAxeCleanInBothThemes(page, "review panel 1280");

  // Reject without a reason: refused with the message, nothing changed; then with one written out.
  const reject = page.getByRole("button", { name: /^Reject/ });
  await reject.click();
  await expect(page.getByText("Choose a reason, or write one")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }).getByText("Waiting for review")).toBeVisible();
  const written = page.getByRole("textbox", { name: "Write the reason" });
  await expect(written).toBeHidden();
  await page.getByRole("radio", { name: "Other (write the reason)" }).check();
  await expect(written).toBeVisible();
  await written.fill("The money went to another merchant code");
  await reject.click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByText("Payment rejected").first()).toBeVisible();
  await expect(queueRow(page, first.orgName)).toHaveCount(0);

  // Another organization gives the same Transaction ID: flagged in the queue and on its panel, with the first.
  const second = await reportPayment(browser, testInfo, "reviewsecond", {
    method: "mtn",
    transactionId: first.transactionId,
  });
  await gotoHydrated(page, "/admin/payments");
  await expect(queueRow(page, second.orgName).getByText("Transaction ID used before")).toBeVisible();
  await openReview(page, second.orgName);
  const warning = page.getByRole("region", { name: "This Transaction ID was used before" });
  await expect(warning.getByRole("link", { name: first.orgName })).toBeVisible();
  await expect(warning.getByText("Rejected")).toBeVisible();

  // Approve asks first, with the amount and the period; Cancel changes nothing.
  const today = formatIsoDate(new Date());
  const until = oneYearAfter(today);
  const approve = page.getByRole("button", { name: /^Approve/ });
  const confirm = page.getByRole("dialog", { name: `Approve UGX 45,000 from ${second.orgName}?` });
  await approve.click();
  await expect(confirm).toContainText(
    `Their subscription will run from ${formatDate(today)} to ${formatDate(until)}.`,
  );
  expect(await axeViolations(page), "approve dialog 1280").toEqual([]);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 }).getByText("Waiting for review")).toBeVisible();
  await approve.click();
  await confirm.getByRole("button", { name: "Approve" }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByText("Payment approved").first()).toBeVisible();
  await expect(page.getByText(`Active until ${formatDate(until)}`).first()).toBeVisible();

  // Decided: the panel shows the outcome and the receipt; the organization reads the same on both lists.
  await gotoHydrated(page, "/admin/payments?status=approved");
  await queueRow(page, second.orgName)
    .getByRole("link", { name: /^Review/ })
    .click();
  await expect(page.getByRole("region", { name: /^Outcome/ }).getByText(ADMIN.email)).toBeVisible();
  await expect(page.getByRole("link", { name: "Download the receipt (PDF)" })).toHaveAttribute(
    "href",
    /^\/dashboard\/payments\/[0-9a-f-]+\/receipt\.pdf$/,
  );
  const words: string[] = [];
  for (const [path, name] of [
    ["/admin/subscriptions", "Subscribed organizations"],
    ["/admin/approved-organizations", "Approved organizations"],
  ] as const) {
    await gotoHydrated(page, path);
    const table = page.getByRole("region", { name });
    const listed = table.getByRole("row", { name: new RegExp(`^${second.orgName}`) });
    await expect(listed).toBeVisible();
    words.push((await listed.getByText(/^(Active|Expiring|Expired)$/).textContent()) ?? "");
    await expectNoSidewaysScroll(page, table);
  }
  expect(words).toEqual(["Active", "Active"]);
  await expectAxeCleanInBothThemes(page, "approved organizations 1280");
});

test("review on a 360px phone: the queue as cards, the panel with its PDF proof, every action on screen", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const payer = await reportPayment(browser, testInfo, "reviewphone", {
    method: "airtel",
    proof: await statementPdf(),
  });

  await page.setViewportSize({ width: 360, height: 800 });
  await logIn(page, ADMIN);
  await gotoHydrated(page, "/admin/payments");
  const table = page.getByRole("region", { name: "Payment requests", exact: true });
  const card = queueRow(page, payer.orgName);
  // A card: each value with its column's name.
  await expect(card.getByText("Transaction ID", { exact: true })).toBeVisible();
  await expect(card.getByText("Airtel Money")).toBeVisible();
  await expectWithinWidth(page, card.getByRole("link", { name: /^Review/ }));
  await expectNoSidewaysScroll(page, table);
  // The tabs wrap: each on screen.
  for (const tab of ["To review", "Approved", "Rejected", "Withdrawn", "All"]) {
    await expectWithinWidth(
      page,
      page
        .getByRole("navigation", { name: "Payment requests by status" })
        .getByRole("link", { name: new RegExp(`^${tab}`) }),
    );
  }
  await expectAxeCleanInBothThemes(page, "queue 360");

  await openReview(page, payer.orgName);
  const canvas = page.getByRole("img", { name: `First page of the proof of payment of ${payer.orgName}` });
  // Drawn once it comes near the screen.
  await page.locator("[data-pdf-preview]").scrollIntoViewIfNeeded();
  await expectWithinWidth(page, canvas);
  await expectWithinWidth(page, page.getByRole("link", { name: /^Open the proof \(PDF\)/ }));
  await expectWithinWidth(page, page.getByRole("radio", { name: "Other (write the reason)" }));
  await expectWithinWidth(page, page.getByRole("button", { name: /^Reject/ }));
  await expectWithinWidth(page, page.getByRole("button", { name: /^Approve/ }));
  await expectNoSidewaysScroll(page);
  await expectAxeCleanInBothThemes(page, "review panel 360", async () => {
    await page.locator("[data-pdf-preview]").scrollIntoViewIfNeeded();
    await expect(canvas).toBeVisible();
  });

  // Approve on the phone: the confirmation fits the screen.
  await page.getByRole("button", { name: /^Approve/ }).click();
  const confirm = page.getByRole("dialog", { name: `Approve UGX 45,000 from ${payer.orgName}?` });
  await expect(confirm).toContainText("Their subscription will run from");
  await expectWithinWidth(page, confirm.getByRole("button", { name: "Approve" }));
  await expectWithinWidth(page, confirm.getByRole("button", { name: "Cancel" }));
  await confirm.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Payment approved").first()).toBeVisible();
});
