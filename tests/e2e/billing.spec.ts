import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { TRANSACTION_ID_RULES } from "~/domain/subscription-lifecycle";
import {
  type Account,
  fillPayment,
  logIn,
  logOutFromHeader,
  newTransactionId,
  registerAccount,
  verificationLinkFrom,
} from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, outboxMessages, test, useTheme } from "./fixtures";

/**
 * Money an organization can trust (issue 34), walked as a person does, on a desktop and on a phone: a
 * malformed Transaction ID refused at the field; a waiting request corrected, then withdrawn (kept in Billing);
 * a new one rejected by the administrator with a reason (on the dashboard and in the mail, with Submit again
 * filled in); sent again and approved: the receipt arrives attached to the mail and reads back with every
 * field, downloads from Billing, and the organization shows the same status on every admin page.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const REASON = "The amount paid is not the yearly fee";

const billing = (page: Page) => page.getByRole("region", { name: "Billing" });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/** The text of a PDF, as a reader extracts it. */
async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocument({
    data: bytes,
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl: `${path.resolve("node_modules/pdfjs-dist/standard_fonts")}/`,
  }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    parts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, text: parts.join("\n").replace(/\s+/g, " ") };
}

/** The PDF attached to a raw message (base64, as nodemailer writes it), or null. */
function pdfAttachment(mail: string): Uint8Array | null {
  const match = mail.match(/Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/);
  return match?.[1] ? new Uint8Array(Buffer.from(match[1].replace(/\s+/g, ""), "base64")) : null;
}

/** A message's text with quoted-printable soft breaks joined. */
const decoded = (mail: string) => mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

async function reviewRequestOf(admin: Page, account: Account) {
  await gotoHydrated(admin, "/admin/payments");
  await admin
    .getByRole("row", { name: new RegExp(account.orgName) })
    .getByRole("link", { name: /Review/ })
    .click();
  await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
}

/** One line of Billing, whether shown as a table row (desktop) or a card (phone). */
const billingLine = (page: Page, text: string) =>
  billing(page).locator("tr, li").filter({ hasText: text }).filter({ visible: true });

for (const [device, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`an organization's payment from malformed to approved: correct, withdraw, rejected with a reason, sent again, receipt (${device})`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const account = await registerAccount(page, testInfo, "billing");
    await logIn(page, account);
    const adminContext = await browser.newContext({ viewport: DESKTOP });
    const admin = await adminContext.newPage();
    await logIn(admin, ADMIN);

    // Nothing paid yet: Billing says so.
    await gotoHydrated(page, "/dashboard/account");
    await expect(billing(page).getByText("Subscribe to start")).toBeVisible();
    await expect(billing(page).getByText("No payments yet")).toBeVisible();

    // A mistake first: an MTN Transaction ID that is not one is refused at the field, nothing is sent.
    await gotoHydrated(page, "/payment");
    await page.getByRole("radio", { name: "MTN Mobile Money" }).check();
    const transactionId = page.getByLabel(/^Transaction ID/);
    await transactionId.fill("AB");
    await transactionId.press("Tab");
    await expect(page.getByText(TRANSACTION_ID_RULES.mtn.message)).toBeVisible();
    const first = newTransactionId("mtn");
    await transactionId.fill(first);
    await page.getByRole("button", { name: "Submit Payment" }).click();
    await expect(page.getByText("Payment request submitted").first()).toBeVisible();

    // Correct the waiting request: it was paid by Airtel Money, with its TID (the longest kind of ID).
    await expect(page.getByRole("heading", { name: "Payment Request Pending" })).toBeVisible();
    await page.getByText("Correct request", { exact: true }).click();
    const correction = page.getByRole("region", { name: "Payment Request Pending" });
    const corrected = await fillPayment(correction, { method: "airtel" });
    await correction.getByRole("button", { name: "Save correction" }).click();
    await expect(page.getByText("Payment request corrected").first()).toBeVisible();
    await expect(correction.getByText(corrected)).toBeVisible();
    await expect(correction.getByRole("definition").filter({ hasText: "Airtel Money" })).toBeVisible();

    // Withdraw it: the form comes back, and Billing keeps the request as Withdrawn.
    await page.getByText("Withdraw request", { exact: true }).click();
    await page.getByRole("button", { name: "Yes, withdraw it" }).click();
    await expect(page.getByText("Payment request withdrawn").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Payment" })).toBeVisible();
    await gotoHydrated(page, "/dashboard/account");
    await expect(billingLine(page, corrected).getByText("Withdrawn")).toBeVisible();

    // A new request, which the administrator rejects: first without a reason (refused), then with one.
    await gotoHydrated(page, "/payment");
    const sent = await fillPayment(page, { method: "bank", transactionId: newTransactionId("bank") });
    await page.getByRole("button", { name: "Submit Payment" }).click();
    await expect(page.getByText("Payment request submitted").first()).toBeVisible();
    await reviewRequestOf(admin, account);
    await expect(admin.getByText(sent).first()).toBeVisible();
    await expect(admin.getByText("UGX 45,000").first()).toBeVisible();
    const reject = admin.getByRole("button", { name: /^Reject/ });
    await reject.click();
    await expect(admin.getByText("Choose a reason, or write one").first()).toBeVisible();
    await admin.getByRole("radio", { name: REASON }).check();
    await reject.click();
    await expect(admin.getByText("Payment rejected").first()).toBeVisible();

    // The organization sees why, on its dashboard and in its mail, and submits again from what it sent.
    await gotoHydrated(page, "/dashboard");
    const notice = page.getByRole("region", { name: "Payment request rejected" });
    await expect(notice.getByText(REASON)).toBeVisible();
    await expect
      .poll(() =>
        outboxMessages(`To: ${account.email}`)
          .map(decoded)
          .some((mail) => mail.includes(`Reason: ${REASON}`)),
      )
      .toBe(true);
    await notice.getByRole("link", { name: "Submit again" }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(
      page.getByRole("region", { name: "Payment request rejected" }).getByText(REASON),
    ).toBeVisible();
    await expect(page.getByLabel(/^Transaction ID/)).toHaveValue(sent);
    await expect(page.getByRole("radio", { name: "Bank transfer" })).toBeChecked();
    // The ID was wrong: the right one goes with the same method.
    const final = newTransactionId("bank");
    await page.getByLabel(/^Transaction ID/).fill(final);
    await page.getByRole("button", { name: "Submit Payment" }).click();
    await expect(page.getByText("Payment request submitted").first()).toBeVisible();

    // The administrator approves: the confirmation says the amount and the period.
    await reviewRequestOf(admin, account);
    await admin.getByRole("button", { name: /^Approve/ }).click();
    const approveDialog = admin.getByRole("dialog");
    await expect(approveDialog.getByText(/UGX 45,000/)).toBeVisible();
    await expect(approveDialog.getByText(/ to /)).toBeVisible();
    await approveDialog.getByRole("button", { name: "Approve" }).click();
    await expect(admin.getByText("Payment approved").first()).toBeVisible();

    // The receipt arrives attached to the approval mail, and reads back with every field.
    let approval = "";
    await expect
      .poll(() => {
        approval =
          outboxMessages(`To: ${account.email}`).find((mail) => /subscription is active/.test(mail)) ?? "";
        return approval.length > 0;
      })
      .toBe(true);
    const attached = pdfAttachment(approval);
    expect(attached, "a PDF attached to the approval mail").not.toBeNull();
    const receipt = await pdfText(attached!);
    expect(receipt.pages).toBe(1);
    for (const expected of [
      "UgandaImpact",
      "Plot 12, Kampala Road, Kampala, Uganda",
      "TIN 1000000000",
      "Payment receipt",
      "Receipt number",
      "Receipt date",
      account.orgName,
      "Bank transfer",
      final,
      "UGX 45,000",
      "Period covered",
      "PAID",
    ]) {
      expect(receipt.text, expected).toContain(expected);
    }
    expect(receipt.text).toMatch(/UI-\d{4}-\d{6}/);

    // The same status on every admin page.
    await gotoHydrated(admin, "/admin/subscriptions");
    await expect(
      admin.getByRole("row", { name: new RegExp(account.orgName) }).getByText("Active", { exact: true }),
    ).toBeVisible();
    await gotoHydrated(admin, "/admin/approved-organizations");
    await expect(
      admin.getByRole("row", { name: new RegExp(account.orgName) }).getByText(/days left/),
    ).toBeVisible();
    await gotoHydrated(admin, "/admin/payments?status=approved");
    await expect(
      admin.getByRole("row", { name: new RegExp(account.orgName) }).getByText("Approved"),
    ).toBeVisible();
    await adminContext.close();

    // Billing keeps every line: approved (with its receipt), rejected (with its reason), withdrawn.
    await gotoHydrated(page, "/dashboard/account");
    const section = billing(page);
    await expect(section.getByText("Account Active")).toBeVisible();
    await expect(billingLine(page, final).getByText("Approved")).toBeVisible();
    await expect(billingLine(page, sent).getByText(REASON)).toBeVisible();
    await expect(billingLine(page, corrected).getByText("Withdrawn")).toBeVisible();
    const link = section
      .getByRole("link", { name: /^Download receipt UI-\d{4}-\d{6}$/ })
      .filter({ visible: true });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^UgandaImpact-receipt-UI-\d{4}-\d{6}\.pdf$/);
    expect((await pdfText(new Uint8Array(fs.readFileSync(await download.path())))).text).toContain(final);
    await noSidewaysScroll(page);

    // Phone: the same lines as cards, a code never broken mid-way, nothing sideways.
    await page.setViewportSize(PHONE);
    await expect(section.getByRole("table")).toBeHidden();
    const items = section.getByRole("list", { name: "Payments" }).getByRole("listitem");
    await expect(items).toHaveCount(3);
    // Every ID on one line at 360: none is broken mid-code.
    for (const code of await items.locator("[data-transaction-id]").all()) {
      const box = await code.boundingBox();
      expect(box?.height ?? 0, `${await code.textContent()} on one line`).toBeLessThan(30);
    }
    await noSidewaysScroll(page);

    if (device === "phone") return;
    for (const theme of ["light", "dark"] as const) {
      const themed = await page.context().newPage();
      await useTheme(themed, theme);
      for (const viewport of [PHONE, DESKTOP]) {
        await themed.setViewportSize(viewport);
        await gotoHydrated(themed, "/dashboard/account");
        await expect(billing(themed).getByText("Account Active")).toBeVisible();
        expect(await axeViolations(themed), `account, ${theme} at ${viewport.width}px`).toEqual([]);
        await gotoHydrated(themed, "/payment");
        expect(await axeViolations(themed), `payment, ${theme} at ${viewport.width}px`).toEqual([]);
      }
      await themed.close();
    }
  });
}

test("on a phone: a first sign-in is welcomed, and the payment form says what is missing at each field", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const account = await registerAccount(page, testInfo, "phonepay", { verified: false });
  // The emailed link signs the person in for the first time: welcomed; a return is welcomed back.
  await gotoHydrated(page, verificationLinkFrom(outboxMessages(account.email.toLowerCase())));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/^Welcome to UgandaImpact, /)).toBeVisible();
  await logOutFromHeader(page);
  await logIn(page, account);
  await gotoHydrated(page, "/dashboard");
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
  await gotoHydrated(page, "/payment");
  await page.getByRole("button", { name: "Submit Payment" }).click();
  await expect(page.getByText("To submit, fill in: Payment method, Transaction ID.")).toBeVisible();
  await page.getByRole("radio", { name: "MTN Mobile Money" }).check();
  await page.getByLabel(/^Transaction ID/).fill("12345");
  await page.getByLabel(/^Date paid/).fill("2099-01-01");
  await page.getByRole("button", { name: "Submit Payment" }).click();
  await expect(page.getByText(TRANSACTION_ID_RULES.mtn.message).first()).toBeVisible();
  await expect(page.getByText("The date paid cannot be in the future").first()).toBeVisible();
  // A PDF named like a picture: no broken image and no "0.00 MB", its name and its size instead.
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  await page.getByLabel(/proof of payment/i).setInputFiles({
    name: "receipt.png",
    mimeType: "image/png",
    buffer: Buffer.from(await pdf.save()),
  });
  await expect(page.getByText(/^\d+ KB, sent with the payment when you submit$/)).toBeVisible();
  await expect(page.getByRole("img", { name: /^Proof of payment/ })).toHaveCount(0);
  await fillPayment(page, {
    method: "mtn",
    paidOn: new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10),
  });
  await page.getByRole("button", { name: "Submit Payment" }).click();
  await expect(page.getByText("Payment request submitted").first()).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});
