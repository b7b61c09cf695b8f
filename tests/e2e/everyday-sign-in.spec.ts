import type { Page } from "@playwright/test";
import { NOT_A_PICTURE, NOT_A_PICTURE_PROFILE } from "~/domain/uploads";
import { logOutFromHeader, pngLogo, uniqueEmail, verificationLinkFrom } from "./auth-helpers";
import { axeViolations, expect, gotoHydrated, outboxMessages, test, useTheme } from "./fixtures";

/**
 * Issue 36 item 6, walked as a person does on a phone: registering field by field (a mistake on the way, and
 * a tap on the terms checkbox right after it, which must land though the mistake's message appears), a file
 * that is no picture refused as it is chosen, then the page that says to open the emailed link, and the link,
 * which signs the person in on the dashboard.
 */

const field = (page: Page, label: string) =>
  page.locator("main").getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*?$`));

test("registers field by field, a tap on the terms lands as a message appears, and the emailed link signs in", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const email = uniqueEmail(testInfo, "everyday");
  const password = "a-good-password-1";
  await gotoHydrated(page, "/register");
  const typeInto = async (label: string, text: string) => {
    await field(page, label).click();
    await page.keyboard.type(text);
  };
  await typeInto("Email", email);
  await typeInto("Full name", "Esther Nambi");
  await typeInto("Password", password);
  await typeInto("Confirm password", password);
  await typeInto("Organization name", `Everyday trust ${Math.random().toString(36).slice(2, 6)}`);
  await field(page, "Organization type").selectOption("Community Based");
  await typeInto("Organization brief", "Savings groups and school gardens in Mukono district.");
  await page.getByRole("textbox", { name: "Phone number" }).click();
  await page.keyboard.type("772123456");
  await typeInto("Address", "Plot 2, Mukono Road, Mukono");

  // The mistake: a website that is no address; the next tap goes straight to the terms checkbox. Leaving the
  // website shows its message, and nothing below it moves: the tap lands on the checkbox the first time.
  await typeInto("Website", "not a website");
  const terms = page.getByLabel(/I accept the/);
  await terms.scrollIntoViewIfNeeded();
  const before = await terms.boundingBox();
  if (!before) throw new Error("the terms checkbox is not on the page");
  await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
  const websiteMessage = page.locator("form p", { hasText: "Please enter a valid website address" });
  await expect(websiteMessage).toBeVisible();
  await expect(terms).toBeChecked();
  expect(await terms.boundingBox()).toEqual(before);
  // Fixed as it is typed.
  await field(page, "Website").click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("mukono.example.org");
  await expect(websiteMessage).toHaveCount(0);

  // A file that is no picture: refused at once, beside the field, in words a person knows; the field is empty.
  const logo = field(page, "Logo");
  await logo.setInputFiles({ name: "minutes.txt", mimeType: "text/plain", buffer: Buffer.from("Minutes") });
  const notPicture = page.locator("main").getByText(NOT_A_PICTURE);
  await expect(notPicture).toBeVisible();
  await expect(logo).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("main").getByText("No file chosen")).toBeVisible();
  expect(await axeViolations(page), "/register with a refused file").toEqual([]);
  await logo.setInputFiles(await pngLogo());
  await expect(notPicture).toHaveCount(0);
  await expect(page.getByTestId("logo-preview")).toBeVisible();

  await page.getByRole("button", { name: "Register Organization" }).click();
  // No login form to fill in again: the page says where the link went.
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText("Registration successful!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await expect(page.locator("main")).toContainText(`We sent an email to ${email}.`);
  expect(await axeViolations(page), "check your email, light").toEqual([]);

  // The emailed link signs the person in: the dashboard, welcomed for a first sign-in, the address verified.
  await expect.poll(() => outboxMessages(email).length).toBeGreaterThan(0);
  const link = verificationLinkFrom(outboxMessages(email));
  await gotoHydrated(page, link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Email verified")).toBeVisible();
  await expect(page.getByText("Thank you for confirming your address. You are now logged in.")).toBeVisible();
  await expect(page.getByText(/^Welcome to UgandaImpact, Esther Nambi/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Please verify your email address" })).toHaveCount(0);
  // A login's session: "Remember me" is off by default, so it ends with the browser.
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "ui.session_token");
  expect(session?.httpOnly).toBe(true);
  expect(session?.expires).toBe(-1);

  // Signed in, the profile's logo field refuses a file that is no picture the same way, naming what it takes.
  await gotoHydrated(page, "/dashboard/profile");
  await field(page, "Logo").setInputFiles({
    name: "brochure.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7"),
  });
  await expect(page.locator("main").getByText(NOT_A_PICTURE_PROFILE)).toBeVisible();
  await expect(field(page, "Logo")).toHaveAttribute("aria-invalid", "true");

  // Opened again once used, the link signs nobody in; the page after registering in the dark theme.
  await useTheme(page, "dark");
  await logOutFromHeader(page);
  await gotoHydrated(page, link);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("This link was used already. Log in to continue.")).toBeVisible();
  await gotoHydrated(page, "/verify-email");
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  expect(await axeViolations(page), "check your email, dark").toEqual([]);
});
