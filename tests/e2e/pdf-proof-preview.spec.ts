import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { type Account, logIn, paymentFields, registerAccount } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * A PDF proof of payment is seen on the admin's review panel as its first page, drawn large in the browser by
 * pdf.js (issue 20 item 5; the panel since issue 34), at 1280 and 360, in both themes. pdf.js and its worker come
 * from our own build only when such a panel is shown (never on /admin's first load or the queue's); a file
 * pdf.js cannot read says "This proof cannot be shown; open it to check it", its link still there.
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
  // The payment form's request, as the form sends it (billing.spec.ts walks the form itself).
  const sent = await page.request.post("/payment", {
    multipart: {
      ...paymentFields("airtel"),
      proof: { name: "statement.pdf", mimeType: "application/pdf", buffer: pdf },
    },
    maxRedirects: 0,
  });
  expect(sent.status(), "payment request submitted").toBe(302);
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

/** The review panel of the organization's request, from the queue. */
async function openReview(page: Page, orgName: string) {
  await gotoHydrated(page, "/admin/payments");
  await page
    .getByRole("region", { name: "Payment requests", exact: true })
    .getByRole("row", { name: new RegExp(`^${orgName}`) })
    .getByRole("link", { name: /^Review/ })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(`Payment from ${orgName}`) }),
  ).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

async function expectFirstPageDrawn(page: Page, orgName: string, minWidth: number) {
  const proof = page.getByRole("region", { name: "Proof of payment" });
  // Drawn once it comes near the screen.
  await proof.locator("[data-pdf-preview]").scrollIntoViewIfNeeded();
  const canvas = proof.getByRole("img", { name: `First page of the proof of payment of ${orgName}` });
  await expect(canvas).toBeVisible();
  // The header band is about a sixth of the page: well above any stray pixels.
  await expect.poll(() => inkedShare(canvas)).toBeGreaterThan(0.1);
  const box = await canvas.boundingBox();
  expect(box, "no box").not.toBeNull();
  // Large enough to read, never wider than the screen.
  expect(box!.width).toBeGreaterThanOrEqual(minWidth);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // The whole file is still one click away.
  await expect(
    proof.getByRole("link", { name: `Open the proof (PDF) of ${orgName} (opens in a new tab)` }),
  ).toBeVisible();
}

test("an admin sees the first page of a PDF proof large on the review panel, at 1280 and 360; a broken PDF says so", async ({
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

  // /admin's first load, and the queue's, bring neither pdf.js nor its worker.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (["script", "other"].includes(request.resourceType())) scripts.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, ADMIN);
  await gotoHydrated(page, "/admin");
  await gotoHydrated(page, "/admin/payments");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => /pdf/i.test(url))).toEqual([]);

  // The panel at 1280: the page is drawn large, with the worker from our own origin.
  const worker = page.waitForRequest((request) => /\/assets\/pdf\.worker[^/]*\.mjs$/.test(request.url()));
  await openReview(page, drawn.orgName);
  await expectFirstPageDrawn(page, drawn.orgName, 400);
  expect(new URL((await worker).url()).origin).toBe(new URL(page.url()).origin);

  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expectFirstPageDrawn(page, drawn.orgName, 400);
    expect(await axeViolations(page), `panel 1280 ${theme}`).toEqual([]);
  }
  await useTheme(page, "light");

  // The file pdf.js cannot read: no picture; said so, and the link to open it.
  await openReview(page, broken.orgName);
  const proof = page.getByRole("region", { name: "Proof of payment" });
  await proof.scrollIntoViewIfNeeded();
  await expect(proof.getByText("This proof cannot be shown; open it to check it")).toBeVisible();
  await expect(proof.getByRole("img")).toHaveCount(0);
  await expect(
    proof.getByRole("link", { name: `Open the proof (PDF) of ${broken.orgName} (opens in a new tab)` }),
  ).toHaveAttribute("href", /^\/payment\/proofs\/.+\.pdf$/);
  expect(await axeViolations(page), "broken proof 1280").toEqual([]);

  // A 360px phone: the page fills the card's width, within the screen, both themes axe-clean.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    await openReview(page, drawn.orgName);
    await expectFirstPageDrawn(page, drawn.orgName, 250);
    expect(await axeViolations(page), `panel 360 ${theme}`).toEqual([]);
  }
});
