import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { type Account, logIn, registerAccount } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * A PDF proof of payment is seen in the admin's review row as its first page, drawn in the browser by pdf.js
 * (issue 20 item 5): on Payment Requests and Subscriptions, at 1280 and 360, in both themes. pdf.js and its
 * worker come from our own build only when such a row is shown (never on /admin's first load); a file pdf.js
 * cannot read leaves the row with its "View proof (PDF)" link only.
 */

/** A one-page PDF like a mobile-money statement: a dark header band and a few lines of text. */
async function statementPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 0, y: 700, width: 595, height: 142, color: rgb(0.1, 0.35, 0.2) });
  page.drawText("Mobile Money statement", { x: 40, y: 760, size: 28, font, color: rgb(1, 1, 1) });
  for (const [index, line] of [
    "Paid to: UgandaImpact",
    "Amount: UGX 45,000",
    "Reference: MP261127",
  ].entries()) {
    page.drawText(line, { x: 40, y: 640 - index * 40, size: 20, font, color: rgb(0, 0, 0) });
  }
  return Buffer.from(await pdf.save());
}

/** An organization that has sent its yearly fee with a PDF proof (in a browser of its own). */
async function paidWithPdf(browser: Browser, testInfo: TestInfo, tag: string, pdf: Buffer): Promise<Account> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const account = await registerAccount(page, testInfo, tag);
  await logIn(page, account);
  await gotoHydrated(page, "/payment");
  await page.getByLabel("Reference code").fill(`MP${Date.now().toString().slice(-8)}.PDF`);
  await page
    .getByLabel(/proof/i)
    .setInputFiles({ name: "statement.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Submit Payment" }).click();
  await expect(page.getByText("Payment request submitted")).toBeVisible();
  await context.close();
  return account;
}

/** The share of the canvas's pixels that are not near-white (the page was really painted). */
async function inkedShare(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext("2d");
    if (!context || element.width === 0 || element.height === 0) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let inked = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (data[index]! < 200 || data[index + 1]! < 200 || data[index + 2]! < 200) inked++;
    }
    return inked / (data.length / 4);
  });
}

async function expectFirstPageDrawn(page: Page, row: Locator, orgName: string) {
  const canvas = row.getByRole("img", { name: `First page of the proof of payment of ${orgName}` });
  await canvas.scrollIntoViewIfNeeded();
  await expect(canvas).toBeVisible();
  // The header band is about a sixth of the page: well above any stray pixels.
  await expect.poll(() => inkedShare(canvas)).toBeGreaterThan(0.1);
  const box = await canvas.boundingBox();
  expect(box, "no box").not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // The whole file is still one click away.
  await expect(
    row.getByRole("link", { name: `View proof (PDF) of ${orgName} (opens in a new tab)` }),
  ).toBeVisible();
}

test("an admin sees the first page of a PDF proof in the review row, at 1280 and 360; a broken PDF keeps its link", async ({
  page,
  browser,
}, testInfo) => {
  // Two organizations' sign-ups and five drawings of the page (pdf.js and its worker fetched and parsed each
  // time): on a busy shared machine this walk needs more than the three minutes of the other review walks.
  test.setTimeout(300_000);
  const drawn = await paidWithPdf(browser, testInfo, "pdfproof", await statementPdf());
  const broken = await paidWithPdf(
    browser,
    testInfo,
    "pdfbroken",
    Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  );

  // /admin's first load brings neither pdf.js nor its worker.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (["script", "other"].includes(request.resourceType())) scripts.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, ADMIN);
  await gotoHydrated(page, "/admin");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => /pdf/i.test(url))).toEqual([]);

  // Payment Requests at 1280: the page is drawn, with the worker from our own origin.
  const worker = page.waitForRequest((request) => /\/assets\/pdf\.worker[^/]*\.mjs$/.test(request.url()));
  await gotoHydrated(page, "/admin/payments");
  const payments = page.getByRole("region", { name: "Pending payment requests" });
  const drawnRow = payments.getByRole("row", { name: new RegExp(`^${drawn.orgName}`) });
  await expectFirstPageDrawn(page, drawnRow, drawn.orgName);
  expect(new URL((await worker).url()).origin).toBe(new URL(page.url()).origin);

  // The file pdf.js cannot read: no picture, the link as before.
  const brokenRow = payments.getByRole("row", { name: new RegExp(`^${broken.orgName}`) });
  await brokenRow.scrollIntoViewIfNeeded();
  await expect(brokenRow.locator("[data-pdf-preview]")).toHaveCount(0);
  await expect(brokenRow.getByRole("img")).toHaveCount(0);
  await expect(
    brokenRow.getByRole("link", { name: `View proof (PDF) of ${broken.orgName} (opens in a new tab)` }),
  ).toBeVisible();

  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    await gotoHydrated(page, "/admin/payments");
    await expectFirstPageDrawn(page, drawnRow, drawn.orgName);
    expect(await axeViolations(page), `payments 1280 ${theme}`).toEqual([]);
  }
  await useTheme(page, "light");

  // Subscriptions show the same proof the same way.
  await gotoHydrated(page, "/admin/subscriptions");
  const subscriptions = page.getByRole("region", { name: "Subscription requests" });
  await expectFirstPageDrawn(
    page,
    subscriptions.getByRole("row", { name: new RegExp(`^${drawn.orgName}`) }),
    drawn.orgName,
  );

  // A 360px phone: the card shows the page within the screen's width, both themes axe-clean.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    await gotoHydrated(page, "/admin/payments");
    await expectFirstPageDrawn(page, drawnRow, drawn.orgName);
    expect(await axeViolations(page), `payments 360 ${theme}`).toEqual([]);
  }
});
