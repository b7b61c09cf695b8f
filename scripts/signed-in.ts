/**
 * Signed-in sessions for the scripts that measure or photograph the app (bench:web, screenshots), made the way a
 * person makes them and the browser tests do (tests/e2e/auth-helpers.ts): an organization registers (the
 * registration form's multipart POST), opens the verification link mailed to DATA_DIR/outbox, logs in through
 * the login form, pays its yearly fee on /payment; the demo administrator approves it on /admin/payments.
 * Playwright drives Debian's Chromium with the flags the e2e suite uses.
 */
import fs from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO_ADMIN } from "./app-server";

export type Account = { email: string; password: string; orgName: string };
export type ProofFile = { name: string; mimeType: string; buffer: Buffer };

/** The flags Chromium needs on this kind of machine (as playwright.config.ts). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
}

/** The newest verification link mailed to `email`, as path and query. */
function verificationLink(dataDir: string, email: string): string {
  const outbox = path.join(dataDir, "outbox");
  const mails = fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => fs.readFileSync(path.join(outbox, name), "utf8"))
    .filter((text) => text.includes(email))
    .map((mail) => mail.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
  const link = mails
    .map((mail) => mail.match(/https?:\/\/\S+\/verify-email\?token=[\w%.-]+/)?.[0])
    .findLast(Boolean);
  if (!link) throw new Error(`no verification link for ${email} in ${outbox}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Registers an organization (verified) through the registration action, in `context`, signed out after. */
export async function registerOrganization(
  context: BrowserContext,
  dataDir: string,
  orgName: string,
  email: string,
): Promise<Account> {
  const account = { email: email.toLowerCase(), password: "scripts-password-1", orgName };
  const logo = await sharp({
    create: { width: 256, height: 256, channels: 3, background: { r: 22, g: 101, b: 52 } },
  })
    .png()
    .toBuffer();
  const response = await context.request.post("/register", {
    multipart: {
      email: account.email,
      fullName: "Grace Namukasa",
      orgName,
      orgBrief: "Clean water and sanitation for rural schools in the Rwenzori region.",
      orgType: "NGO/Non-Profit",
      countryCode: "UG",
      phone: "772000111",
      address: "Plot 12, Kampala Road, Kampala",
      website: "",
      password: account.password,
      confirmPassword: account.password,
      acceptTerms: "on",
      logo: { name: "logo.png", mimeType: "image/png", buffer: logo },
    },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`registration answered ${response.status()}`);
  const opened = await context.request.get(verificationLink(dataDir, account.email), { maxRedirects: 0 });
  if (opened.status() !== 302) throw new Error(`the verification link answered ${opened.status()}`);
  // The link signs the person in (issue 36): every cookie goes, so the callers log in as a person does.
  await context.clearCookies();
  return account;
}

async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Logs in through the login form and waits for the landing page (/admin or /dashboard). */
export async function logIn(page: Page, account: { email: string; password: string }) {
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  const landing = account.email === DEMO_ADMIN.email ? "/admin" : "/dashboard";
  await page.waitForURL(new RegExp(`${landing}$`));
}

/**
 * Submits the yearly fee on /payment: the method (by `reference`'s form: digits MTN, "MP…" Airtel, else a
 * bank transfer), `reference` as the Transaction ID and, if given, a proof file.
 */
export async function submitPayment(page: Page, reference: string, proof?: ProofFile) {
  await gotoHydrated(page, "/payment");
  const method = /^\d+$/.test(reference)
    ? "MTN Mobile Money"
    : reference.startsWith("MP")
      ? "Airtel Money"
      : "Bank transfer";
  await page.getByRole("radio", { name: method }).check();
  await page.getByLabel(/^Transaction ID/).fill(reference);
  if (proof) await page.getByLabel(/proof/i).setInputFiles(proof);
  await page.getByRole("button", { name: "Submit Payment" }).click();
  await page.getByText("Payment request submitted").first().waitFor();
}

/**
 * The administrator approves the waiting payment request of `orgName` from the review queue: its Review, then
 * Approve and the confirmation that states the amount and the period (as a person must).
 */
export async function approvePayment(adminPage: Page, orgName: string) {
  await gotoHydrated(adminPage, "/admin/payments");
  await adminPage
    .getByRole("region", { name: "Payment requests", exact: true })
    .getByRole("row", { name: new RegExp(`^${orgName}`) })
    .getByRole("link", { name: /^Review/ })
    .click();
  await adminPage.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await adminPage.getByRole("button", { name: /^Approve/ }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await adminPage.getByText("Payment approved").first().waitFor();
}

/** The administrator rejects the waiting request of `orgName`, giving the reason an ID that was mistyped. */
export async function rejectPayment(adminPage: Page, orgName: string) {
  await gotoHydrated(adminPage, "/admin/payments");
  await adminPage
    .getByRole("region", { name: "Payment requests", exact: true })
    .getByRole("row", { name: new RegExp(`^${orgName}`) })
    .getByRole("link", { name: /^Review/ })
    .click();
  await adminPage.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await adminPage.getByRole("radio", { name: "The transaction ID does not match the proof" }).check();
  await adminPage.getByRole("button", { name: /^Reject/ }).click();
  await adminPage.getByText("Payment rejected").first().waitFor();
}

/** The `Cookie` header of a context's session, for a client that is not this browser (Lighthouse). */
export async function cookieHeader(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

/**
 * The two sessions the signed-in pages need: an organization whose yearly fee is approved, and the demo
 * administrator. Returns their contexts (still open; the caller closes the browser).
 */
export async function signedInSessions(browser: Browser, origin: string, dataDir: string) {
  const organization = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  const account = await registerOrganization(
    organization,
    dataDir,
    "RWENZORI WATER TRUST",
    `contact+${Date.now()}@rwenzori-water.example.org`,
  );
  const orgPage = await organization.newPage();
  await logIn(orgPage, account);
  await submitPayment(orgPage, `7${Date.now().toString().slice(-9)}`);

  const admin = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  const adminPage = await admin.newPage();
  await logIn(adminPage, DEMO_ADMIN);
  await approvePayment(adminPage, account.orgName);
  await orgPage.close();
  await adminPage.close();
  return { organization, admin, account };
}
