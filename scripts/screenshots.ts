/**
 * `npm run screenshots`: the signed-in screens of issue 20 photographed into docs/screenshots/, so they can be
 * made again after a change. Builds the app (into build-screens; SCREENSHOTS_BUILD_DIR uses an existing build),
 * starts the production server on a fresh data folder with the demo data (as the e2e suite does), and makes
 * what the screens need the way people do (scripts/signed-in.ts): a new organization; one whose yearly fee the
 * administrator approved (so it has a receipt, and a rejected request before it); two whose payments wait for
 * review (one with a PDF proof, one with a photo). Then Debian's Chromium photographs, at 360×800 and 1280×800 in the light theme (and the dark
 * one for two of them):
 *   getting-started  — the dashboard of the new organization (its checklist and next step)
 *   payment-pending  — /payment with a request waiting: its details, Correct request, Withdraw request
 *   billing          — My Account's Billing section: the state and every request, with its receipt
 *   receipt          — the approved payment's PDF receipt, its page drawn by pdf.js
 *   admin-queue      — /admin: the requests per state and the organizations per subscription state
 *   admin-payments   — Payment Requests, the review queue
 *   admin-review     — a request's review panel: the PDF proof's first page drawn large beside the details
 *   project-form     — Add Project, as the approved organization
 * Each PNG is reduced to a 256-colour palette (sharp), a few tens of KB.
 *
 * Options (environment): SCREENSHOTS_BUILD_DIR, SCREENSHOTS_PORT (3950), CHROMIUM_PATH (/usr/bin/chromium).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { buildInto, DEMO_ADMIN, startServer, stopServer } from "./app-server";
import {
  approvePayment,
  launchBrowser,
  logIn,
  registerOrganization,
  rejectPayment,
  submitPayment,
} from "./signed-in";

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3950);
const origin = `http://localhost:${PORT}`;
const OUT = path.resolve("docs/screenshots");
const WIDTHS = [360, 1280] as const;

/** A one-page mobile-money statement, as organizations upload for proof. */
async function statementPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({ x: 0, y: 730, width: 595, height: 112, color: rgb(1, 0.8, 0) });
  page.drawText("Mobile Money", { x: 40, y: 775, size: 30, font: bold, color: rgb(0.1, 0.1, 0.1) });
  page.drawText("Transaction statement", { x: 40, y: 680, size: 22, font: bold });
  const lines = [
    "Date: 27 Nov 2026, 09:14",
    "Paid to: UgandaImpact (merchant 123456)",
    "Amount: UGX 45,000",
    "Transaction ID: MP261127.0914.K88",
    "Status: Successful",
  ];
  for (const [index, line] of lines.entries()) {
    page.drawText(line, { x: 40, y: 630 - index * 34, size: 16, font, color: rgb(0.15, 0.15, 0.15) });
  }
  return Buffer.from(await pdf.save());
}

async function receiptPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640">
    <rect width="480" height="640" fill="#f4f1ea"/><rect x="40" y="40" width="400" height="80" fill="#0b6b3a"/>
    <text x="60" y="92" font-family="sans-serif" font-size="32" fill="#fff">Bank deposit</text>
    <text x="60" y="190" font-family="sans-serif" font-size="26" fill="#222">UGX 45,000</text>
    <text x="60" y="240" font-family="sans-serif" font-size="22" fill="#444">Ref DEP-20261127-0042</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Scrolls (at once, not smoothly) so `element`'s top sits just below the sticky header. */
async function scrollToTop(element: Locator) {
  await element.evaluate((target) => {
    const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0;
    const top = target.getBoundingClientRect().top + window.scrollY - header - 12;
    window.scrollTo({ top, behavior: "instant" });
  });
  await element.page().waitForTimeout(200);
}

async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Saves the viewport as a palette PNG: docs/screenshots/<name>-<width>[-dark].png. */
async function shoot(page: Page, name: string, theme: "light" | "dark") {
  // Nothing mid-animation (toasts, dialogs fading in).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 1500)),
    ]),
  );
  const width = page.viewportSize()!.width;
  const file = path.join(OUT, `${name}-${width}${theme === "dark" ? "-dark" : ""}.png`);
  const png = await page.screenshot({ animations: "disabled", caret: "hide" });
  await sharp(png).png({ palette: true, colours: 256, compressionLevel: 9, effort: 10 }).toFile(file);
  console.log(`  ${path.relative(process.cwd(), file)} (${(fs.statSync(file).size / 1024).toFixed(0)} KB)`);
}

/**
 * Replaces the page with the approved payment's receipt, its one page drawn by pdf.js (served from
 * node_modules) on a canvas the width of the screen: what the organization downloads and gets by mail.
 */
async function showReceipt(page: Page) {
  const link = page.getByRole("link", { name: /Download receipt/ }).first();
  const href = await link.getAttribute("href");
  const pdf = await page.request.get(href!);
  const bytes = Buffer.from(await pdf.body()).toString("base64");
  const build = path.resolve("node_modules/pdfjs-dist/build");
  await page.route("**/pdfjs/*", (route) =>
    route.fulfill({
      path: path.join(build, new URL(route.request().url()).pathname.split("/").pop()!),
      contentType: "text/javascript",
    }),
  );
  await page.evaluate(async (data) => {
    document.body.innerHTML =
      '<canvas id="receipt" style="display:block;margin:0 auto;box-shadow:0 0 8px #999"></canvas>';
    document.body.style.background = "#e5e7eb";
    const pdfjs = await import(/* @vite-ignore */ `${location.origin}/pdfjs/pdf.mjs`);
    pdfjs.GlobalWorkerOptions.workerSrc = `${location.origin}/pdfjs/pdf.worker.mjs`;
    const document_ = await pdfjs.getDocument({ data: Uint8Array.from(atob(data), (c) => c.charCodeAt(0)) })
      .promise;
    const first = await document_.getPage(1);
    const width = Math.min(window.innerWidth, 900);
    const viewport = first.getViewport({ scale: width / first.getViewport({ scale: 1 }).width });
    const canvas = document.getElementById("receipt") as HTMLCanvasElement;
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    await first.render({ canvasContext: canvas.getContext("2d")!, viewport, canvas }).promise;
    window.scrollTo(0, 0);
  }, bytes);
}

type Scene = {
  name: string;
  context: BrowserContext;
  url: string;
  dark?: boolean;
  /** Brings the part to photograph into view once the page is hydrated. */
  ready?: (page: Page) => Promise<void>;
};

async function photograph(browser: Browser, scene: Scene) {
  for (const theme of scene.dark ? (["light", "dark"] as const) : (["light"] as const)) {
    for (const width of WIDTHS) {
      const page = await scene.context.newPage();
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
      await gotoHydrated(page, scene.url);
      await scene.ready?.(page);
      await shoot(page, scene.name, theme);
      await page.close();
    }
  }
  void browser;
}

async function main() {
  const buildDir = process.env.SCREENSHOTS_BUILD_DIR
    ? path.resolve(process.env.SCREENSHOTS_BUILD_DIR)
    : buildInto("build-screens");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ui-screenshots-"));
  const server = await startServer({ buildDir, dataDir, port: PORT });
  const browser = await launchBrowser();
  try {
    fs.mkdirSync(OUT, { recursive: true });
    const newContext = () =>
      browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    console.log("Making the accounts …");
    const admin = await newContext();
    const adminPage = await admin.newPage();
    await logIn(adminPage, DEMO_ADMIN);

    // A new organization: nothing done yet.
    const fresh = await newContext();
    const freshAccount = await registerOrganization(
      fresh,
      dataDir,
      "KIGEZI YOUTH FUTURES",
      "hello@kigezi-youth.example.org",
    );
    await logIn(await fresh.newPage(), freshAccount);

    // An organization whose yearly fee is paid and approved: a receipt in Billing, and the project form open.
    const approved = await newContext();
    const approvedAccount = await registerOrganization(
      approved,
      dataDir,
      "RWENZORI WATER TRUST",
      "contact@rwenzori-water.example.org",
    );
    const approvedPage = await approved.newPage();
    await logIn(approvedPage, approvedAccount);
    // First an ID mistyped, which the administrator rejects with a reason; then the right one, approved.
    await submitPayment(approvedPage, "MP261120.1015.R42817");
    await rejectPayment(adminPage, approvedAccount.orgName);
    await submitPayment(approvedPage, "MP261120.1015.R42871");
    await approvePayment(adminPage, approvedAccount.orgName);

    // Two payments waiting for review: a PDF statement and a photo of a deposit slip.
    const waiting: BrowserContext[] = [];
    for (const [name, email, reference, proof] of [
      [
        "BUSOGA WOMEN IN AGRICULTURE",
        "info@busoga-women.example.org",
        "MP261127.0914.K88310",
        { name: "statement.pdf", mimeType: "application/pdf", buffer: await statementPdf() },
      ],
      [
        "GULU CHILDREN'S LIBRARY",
        "books@gulu-library.example.org",
        "FT26331DEP0042",
        { name: "deposit.png", mimeType: "image/png", buffer: await receiptPhoto() },
      ],
    ] as const) {
      const context = await newContext();
      const account = await registerOrganization(context, dataDir, name, email);
      const page = await context.newPage();
      await logIn(page, account);
      await submitPayment(page, reference, proof);
      await page.close();
      waiting.push(context);
    }
    await adminPage.close();

    console.log(`Photographing into ${path.relative(process.cwd(), OUT)}/ …`);
    const scenes: Scene[] = [
      { name: "getting-started", context: fresh, url: "/dashboard", dark: true },
      {
        name: "billing",
        context: approved,
        url: "/dashboard/account",
        ready: async (page) => {
          const billing = page.getByRole("region", { name: "Billing" });
          await billing
            .getByRole("link", { name: /Download receipt/ })
            .first()
            .waitFor();
          await scrollToTop(billing);
        },
      },
      {
        name: "payment-pending",
        context: waiting[0]!,
        url: "/payment",
        ready: async (page) => {
          await page.getByText("Correct request", { exact: true }).click();
          await page.evaluate(() => window.scrollTo(0, 0));
        },
      },
      { name: "receipt", context: approved, url: "/dashboard/account", ready: showReceipt },
      { name: "admin-queue", context: admin, url: "/admin", dark: true },
      { name: "admin-payments", context: admin, url: "/admin/payments", dark: true },
      {
        name: "admin-review",
        context: admin,
        url: "/admin/payments",
        // The review panel of the request with the PDF statement: its first page drawn large beside the details.
        ready: async (page) => {
          await page
            .getByRole("region", { name: "Payment requests", exact: true })
            .getByRole("row", { name: /^BUSOGA WOMEN IN AGRICULTURE/ })
            .getByRole("link", { name: /^Review/ })
            .click();
          await page.getByRole("heading", { level: 1, name: /BUSOGA WOMEN IN AGRICULTURE/ }).waitFor();
          const preview = page.locator("[data-pdf-preview]").first();
          await preview.scrollIntoViewIfNeeded();
          await page.locator('[data-pdf-preview="drawn"]').first().waitFor({ timeout: 30_000 });
          await page.evaluate(() => window.scrollTo(0, 0));
        },
      },
      { name: "project-form", context: approved, url: "/dashboard/projects/add" },
    ];
    for (const scene of scenes) await photograph(browser, scene);
  } finally {
    await browser.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
