import type { Locator, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { ADMIN, expect, gotoHydrated, outboxMessages, withoutAdminFeed } from "./fixtures";

/** An address no other test (or earlier run on the same server) uses. */
export function uniqueEmail(testInfo: TestInfo, tag: string) {
  const random = Math.random().toString(36).slice(2, 8);
  return `${tag}-${testInfo.project.name}-${Date.now()}-${random}@e2e-test.org`;
}

export type Account = { email: string; password: string; orgName: string };

/** A small real PNG, for logo uploads. */
export async function pngLogo(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 22, g: 101, b: 52 } },
  })
    .png()
    .toBuffer();
  return { name: "logo.png", mimeType: "image/png", buffer };
}

/**
 * Registers an organization through the real registration action (a multipart POST, as the form sends
 * without JavaScript), and opens the verification link it mailed (`verified: false` leaves it unopened).
 * Returns signed out (the session the link opens is dropped): sign in with `logIn`. Opening the link counts as
 * the account's first sign-in. For tests whose subject is not the registration form itself.
 */
export async function registerAccount(
  page: Page,
  testInfo: TestInfo,
  tag: string,
  options: { logo?: boolean; verified?: boolean } = {},
): Promise<Account> {
  const account = {
    email: uniqueEmail(testInfo, tag),
    password: "e2e-password-1",
    orgName: `${tag} Org ${Math.random().toString(36).slice(2, 6)}`.toUpperCase(),
  };
  const response = await page.request.post("/register", {
    multipart: {
      email: account.email,
      fullName: "E2E Tester",
      orgName: account.orgName,
      orgBrief: "An organization registered by the browser tests.",
      orgType: "NGO/Non-Profit",
      countryCode: "UG",
      phone: "772000111",
      address: "Kampala Road, Kampala",
      website: "",
      password: account.password,
      confirmPassword: account.password,
      acceptTerms: "on",
      ...(options.logo ? { logo: await pngLogo() } : {}),
    },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text().catch(() => "")).toBe(302);
  // Registering signs nobody in: the page says to open the emailed link (issue 36 item 6).
  expect(response.headers().location).toBe("/verify-email");
  if (options.verified !== false) {
    // Mail goes to the address as stored: lower-case. The link signs the person in, onto the dashboard.
    const opened = await page.request.get(verificationLinkFrom(outboxMessages(account.email.toLowerCase())), {
      maxRedirects: 0,
    });
    expect(opened.status()).toBe(302);
    expect(opened.headers().location).toBe("/dashboard");
  }
  // The toast and login-address cookies of those responses belong to no page here: drop them; and the session
  // the link opened too, so the caller starts signed out, as before (then `logIn`).
  await page.context().clearCookies({ name: "ui_toast" });
  await page.context().clearCookies({ name: "ui_login_email" });
  await page.context().clearCookies({ name: /^ui\.(session_token|session_data|dont_remember)$/ });
  return account;
}

/** Emails to `email` other than the verification email registration sends (newest last). */
export function mailsBesidesVerification(email: string): string[] {
  return outboxMessages(email.toLowerCase()).filter((mail) => !mail.includes("/verify-email?token="));
}

/** The verification link of the newest verification email among `messages`, as path and query. */
export function verificationLinkFrom(messages: string[]): string {
  const decoded = messages.map((mail) => mail.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
  const link = decoded
    .map((mail) => mail.match(/https?:\/\/\S+\/verify-email\?token=[\w%.-]+/)?.[0])
    .filter(Boolean)
    .at(-1);
  if (!link) throw new Error("no verification link in the outbox");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Signs in and lands on `expectedPath` (by default /admin for the administrator, else /dashboard). */
export async function logIn(
  page: Page,
  account: Pick<Account, "email" | "password">,
  options: {
    /**
     * Fill in and send the login form (the sign-in journeys; implied by `rememberMe` and `from`, the form's
     * own); else the form's request is sent directly.
     */
    throughForm?: boolean;
    rememberMe?: boolean;
    /** The login page's address (another origin's, or with its redirectTo). */
    from?: string;
    expectedPath?: string;
    liveFeed?: boolean;
  } = {},
) {
  // The admin pages' live feed toasts what other tests do on the same server meanwhile, in place of the toast of
  // the admin's own action: the administrator hears an empty feed unless the test is about the feed.
  if (account.email === ADMIN.email && !options.liveFeed) await withoutAdminFeed(page.context());
  const landing = options.expectedPath ?? (account.email === ADMIN.email ? "/admin" : "/dashboard");
  if (!options.throughForm && !options.rememberMe && options.from === undefined) {
    // What the form sends without script, in the page's own cookie jar: the same action, session and landing,
    // without loading and hydrating the login page first (a journey about something else signs in this way).
    const response = await page.request.post("/login", {
      form: { email: account.email, password: account.password },
      maxRedirects: 0,
    });
    expect(response.status(), "signed in").toBe(302);
    expect(response.headers().location).toBe(landing);
    await gotoHydrated(page, landing);
    return;
  }
  await gotoHydrated(page, options.from ?? "/login");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  if (options.rememberMe) await page.getByLabel("Remember me", { exact: true }).check();
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
}

/** Logs out through the header: the account menu on wide screens, the slide-out menu on phones. */
export async function logOutFromHeader(page: Page) {
  const menuButton = page.getByRole("button", { name: "Open menu" });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Log Out" }).click();
  } else {
    await page.getByRole("button", { name: /^(My Account|Admin)$/ }).click();
    await page.getByRole("menuitem", { name: "Log Out" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Logged out successfully")).toBeVisible();
}

/** The reset link of the newest email to `email` (decoding quoted-printable soft breaks). */
export function resetLinkFrom(messages: string[]): string {
  const mail = messages.at(-1);
  if (!mail) throw new Error("no reset email in the outbox");
  const decoded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = decoded.match(/https?:\/\/\S+\/reset-password\?token=[\w%-]+/)?.[0];
  if (!link) throw new Error("no reset link in the email");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The payment methods as the form names them. */
export const METHOD_NAMES = {
  mtn: "MTN Mobile Money",
  airtel: "Airtel Money",
  bank: "Bank transfer",
} as const;
export type PayMethod = keyof typeof METHOD_NAMES;

let transactionSerial = 0;
/**
 * A Transaction ID in its method's format that no other test uses (the suite shares one database, and an ID
 * is accepted once): MTN 10 digits, Airtel MP…, a bank's FT….
 */
export function newTransactionId(method: PayMethod = "mtn"): string {
  const stamp = `${Date.now() % 10_000_000}`.padStart(7, "0");
  const serial = `${++transactionSerial % 100}`.padStart(2, "0");
  const random = Math.floor(Math.random() * 10);
  switch (method) {
    case "mtn":
      return `7${stamp}${serial}${random}`;
    case "airtel":
      return `MP${stamp.slice(1)}.${serial}${random}${random}.B${stamp.slice(2)}`;
    case "bank":
      return `FT${stamp}X${serial}${random}`;
  }
}

/**
 * Fills the payment form as a person does: the method, the Transaction ID, the date paid left as today unless
 * given, a proof if given. Returns the Transaction ID. `scope`: the form's page or dialog.
 */
export async function fillPayment(
  scope: Page | Locator,
  {
    method = "mtn",
    transactionId = newTransactionId(method),
    paidOn,
    proof,
  }: {
    method?: PayMethod;
    transactionId?: string;
    paidOn?: string;
    proof?: { name: string; mimeType: string; buffer: Buffer };
  } = {},
): Promise<string> {
  await scope.getByRole("radio", { name: METHOD_NAMES[method] }).check();
  await scope.getByLabel(/^Transaction ID/).fill(transactionId);
  if (paidOn) await scope.getByLabel(/^Date paid/).fill(paidOn);
  if (proof) await scope.getByLabel(/proof of payment/i).setInputFiles(proof);
  return transactionId;
}

/** The form fields of a payment request, for a post without the form. */
export function paymentFields(method: PayMethod = "mtn", transactionId = newTransactionId(method)) {
  const today = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { method, transactionId, currency: "UGX", paidOn: today };
}

/**
 * The administrator approves the organization's waiting request from the review queue: its row's Review, then
 * Approve and the confirmation that states the amount and the period (`admin`: a page signed in as ADMIN). The
 * queue lists the oldest first, 20 to a page: requests other tests left waiting on the same server can put
 * this one on a later page, which the administrator reaches with Next.
 */
export async function approveFromQueue(admin: Page, orgName: string) {
  await gotoHydrated(admin, "/admin/payments");
  const review = admin.getByRole("row", { name: new RegExp(orgName) }).getByRole("link", { name: /Review/ });
  const next = admin.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" });
  for (let page = 2; (await review.count()) === 0 && (await next.count()) > 0; page++) {
    await next.click();
    await expect(admin).toHaveURL(new RegExp(`[?&]page=${page}\\b`));
  }
  await review.click();
  await admin.getByRole("button", { name: "Approve" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Payment approved")).toBeVisible();
}

/**
 * The signed-in organization's yearly subscription, paid by the payment form's request and approved by the
 * administrator from the review queue (`admin`: a page signed in as ADMIN). For journeys about what a subscribed
 * organization publishes; billing.spec.ts walks the payment itself through the form.
 */
export async function subscribe(page: Page, admin: Page, account: Pick<Account, "orgName">) {
  const paid = await page.request.post("/payment", { multipart: paymentFields() });
  expect(paid.status(), "payment request submitted").toBe(200);
  await approveFromQueue(admin, account.orgName);
}
