import type { Page } from "@playwright/test";
import { logIn, pngLogo, registerAccount, uniqueEmail, verificationLinkFrom } from "./auth-helpers";
import { axeViolations, expect, gotoHydrated, outboxMessages, test, useTheme } from "./fixtures";

/** A form control by its label (required fields carry a visual "*" after the text). */
const field = (page: Page, label: string) =>
  page.locator("main").getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*?$`));

const BRIEF = "We bring clean water and school gardens to rural communities across northern Uganda.";

test("a new organization registers, logs in, and its dashboard shows the organization", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "register");
  await gotoHydrated(page, "/register");
  await expect(page.getByRole("heading", { name: "Register Your Organization" })).toBeVisible();

  await field(page, "Email").fill(email);
  await field(page, "Full name").fill("Amina Nakato");
  await field(page, "Password").fill("a-good-password-1");
  await field(page, "Confirm password").fill("a-good-password-1");
  const orgName = field(page, "Organization name");
  await orgName.pressSequentially("Green hills trust");
  // Shown and kept upper-case as it is typed.
  await expect(orgName).toHaveValue("GREEN HILLS TRUST");
  await field(page, "Organization type").selectOption("NGO/Non-Profit");
  await field(page, "Organization brief").fill(BRIEF);
  await expect(page.getByText(`${BRIEF.length}/200 characters`)).toBeVisible();
  // +256 is chosen until the person picks another code.
  await expect(field(page, "Country code")).toHaveValue("UG");
  await expect(field(page, "Country code").locator("option:checked")).toHaveText("Uganda (+256)");
  const phone = page.getByRole("textbox", { name: "Phone number" });
  await phone.pressSequentially("772-12a3456");
  await expect(phone).toHaveValue("772123456");
  await field(page, "Address").fill("Plot 4, Gulu Road, Gulu");
  await field(page, "Website").fill("greenhills.example.org");
  await field(page, "Logo").setInputFiles(await pngLogo());
  // The chosen file shows by name and as a preview.
  await expect(page.getByTestId("logo-preview")).toBeVisible();
  await expect(page.locator("main").getByText("logo.png", { exact: true })).toBeVisible();
  await page.getByLabel(/I accept the/).check();
  await expect(page.getByRole("link", { name: "terms and conditions" })).toHaveAttribute("href", "/terms");

  await page.getByRole("button", { name: "Register Organization" }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText("Registration successful!")).toBeVisible();
  await expect(
    page.getByText("Check your email for the link that confirms your address and logs you in."),
  ).toBeVisible();

  // Before the link is opened: signed in, with a notice and a way to get the link again.
  await logIn(page, { email, password: "a-good-password-1" }, { throughForm: true });
  await expect(page.getByText("Login Successful")).toBeVisible();
  const notice = page.getByRole("region", { name: "Please verify your email address" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(email);
  await notice.getByRole("button", { name: "Resend verification email" }).click();
  await expect(page.getByText("Verification email sent")).toBeVisible();
  await expect.poll(() => outboxMessages(email).length).toBe(2);

  // The emailed link verifies the address: back on the dashboard, without the notice.
  await gotoHydrated(page, verificationLinkFrom(outboxMessages(email)));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Email verified")).toBeVisible();
  await expect(page.getByRole("region", { name: "Please verify your email address" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "GREEN HILLS TRUST" })).toBeVisible();
  await expect(page.getByText("NGO/Non-Profit")).toBeVisible();
  await expect(page.getByText(BRIEF)).toBeVisible();
  await expect(page.getByText("+256 772 123456")).toBeVisible();
  // The uploaded logo is stored (as WebP) and shown.
  const logo = page.locator('main img[src*="/uploads/logos/"], main img[srcset*="logos/"]').first();
  await expect(logo).toBeVisible();
});

test("every registration rule shows its own message", async ({ page }) => {
  // Many steps, one of them a 5 MB file: more than a minute on a busy machine.
  test.slow();
  await gotoHydrated(page, "/register");
  const submit = page.getByRole("button", { name: "Register Organization" });
  await submit.click();

  for (const message of [
    "Email is required",
    "Full name is required",
    "Password is required",
    "Please confirm your password",
    "Organization name is required",
    "Organization type is required",
    "Organization brief is required",
    "Phone number is required",
    "Address is required",
    "You must accept the terms and conditions",
  ]) {
    await expect(page.locator("form p", { hasText: message }), message).toBeVisible();
  }
  // The first errored field is in view and focused, and a brief error toasts: it points to the fields
  // instead of repeating a message that already shows beside its field.
  await expect(field(page, "Email")).toBeFocused();
  await expect(field(page, "Email")).toBeInViewport();
  const toasts = page.locator("[data-sonner-toast]");
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toHaveText(/Please correct the 10 highlighted fields/);
  await expect(toasts).not.toContainText("Email is required");
  await expect(page).toHaveURL(/\/register$/);

  const expectMessage = async (message: string) =>
    expect(page.locator("form p", { hasText: message }), message).toBeVisible();

  await field(page, "Email").fill("not-an-email");
  await expectMessage("Email is invalid");
  await field(page, "Organization brief").fill("Too short");
  await expectMessage("Brief must be at least 10 characters");
  // The box stops at 200 characters; a longer value (pasted by a script) is refused with its message.
  await field(page, "Organization brief").fill("x".repeat(205));
  await expect(field(page, "Organization brief")).toHaveValue("x".repeat(200));
  await expect(page.getByText("200/200 characters")).toHaveClass(/text-orange-700/);
  await field(page, "Organization brief").fill("x".repeat(180));
  await expect(page.getByText("180/200 characters")).not.toHaveClass(/text-orange-700/);
  await field(page, "Organization brief").evaluate((element: HTMLTextAreaElement) => {
    element.value = "y".repeat(201);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await expectMessage("Brief must not exceed 200 characters");
  await field(page, "Password").fill("short");
  await expectMessage("Password must be at least 8 characters");
  await field(page, "Password").fill("long-enough-1");
  await field(page, "Confirm password").fill("long-enough-2");
  await expectMessage("Passwords do not match");
  await field(page, "Website").fill("not a website");
  await expectMessage("Please enter a valid website address");
  // A file that is no picture is refused as it is chosen, in words a person knows.
  await field(page, "Logo").setInputFiles({
    name: "notes.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7"),
  });
  await expectMessage("This file is not a picture: choose a JPG, PNG or WebP");
  // A picture of a type the form does not take, at the press.
  await field(page, "Logo").setInputFiles({
    name: "scan.bmp",
    mimeType: "image/bmp",
    buffer: Buffer.from("BM"),
  });
  await submit.click();
  await expectMessage("File type not supported. Allowed types: JPEG, JPG, PNG, GIF, WebP, AVIF, SVG");
  await field(page, "Logo").setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1024),
  });
  await submit.click();
  await expectMessage("File size exceeds 5MB limit. Current size: 5.00MB");
  // Nothing was sent: still on the form.
  await expect(page).toHaveURL(/\/register$/);
});

test("an email already registered gets the same answer as a new one, and its owner is mailed", async ({
  page,
}, testInfo) => {
  const existing = await registerAccount(page, testInfo, "dup");
  await gotoHydrated(page, "/register");
  await field(page, "Email").fill(existing.email.toUpperCase());
  await field(page, "Full name").fill("Someone Else");
  await field(page, "Password").fill("another-password-1");
  await field(page, "Confirm password").fill("another-password-1");
  await field(page, "Organization name").fill("Another organization");
  await field(page, "Organization type").selectOption("Community Based");
  await field(page, "Organization brief").fill("A second organization with a taken email.");
  await page.getByRole("textbox", { name: "Phone number" }).fill("700000000");
  await field(page, "Address").fill("Mbale");
  await page.getByLabel(/I accept the/).check();
  await page.getByRole("button", { name: "Register Organization" }).click();
  // Nothing tells the visitor that the address is in use (issue 18, item 10).
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText("Registration successful!")).toBeVisible();
  await expect(
    page.getByText("Check your email for the link that confirms your address and logs you in."),
  ).toBeVisible();
  await expect(page.getByText("already exists")).toHaveCount(0);
  // The owner hears of it instead.
  await expect
    .poll(
      () =>
        outboxMessages(existing.email).filter((mail) => mail.includes("Someone tried to register")).length,
    )
    .toBe(1);
});

test("a logged-in visitor sees the notice instead of the form", async ({ page }, testInfo) => {
  const account = await registerAccount(page, testInfo, "already");
  await logIn(page, account, { throughForm: true });
  await gotoHydrated(page, "/register");
  await expect(page.getByRole("heading", { name: "You're already logged in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Register Organization" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to dashboard" })).toHaveAttribute("href", "/dashboard");
  await page.getByRole("button", { name: "Log out first" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await gotoHydrated(page, "/register");
  await expect(page.getByRole("button", { name: "Register Organization" })).toBeVisible();
});

test("filled in order with one mistake, the form keeps focus where the person clicks", async ({
  page,
}, testInfo) => {
  // Typed key by key, like a person: slower than the other journeys.
  test.slow();
  const email = uniqueEmail(testInfo, "in-order");
  await gotoHydrated(page, "/register");
  const toasts = page.locator("[data-sonner-toast]");
  // Field by field, as a person does: click, type, move on.
  const typeInto = async (label: string, text: string) => {
    await field(page, label).click();
    await page.keyboard.type(text);
  };
  await typeInto("Email", email);
  await typeInto("Full name", "Amina Nakato");
  await typeInto("Password", "a-good-password-1");
  await typeInto("Confirm password", "a-good-password-1");
  await typeInto("Organization name", "In order trust");

  const brief = field(page, "Organization brief");
  await typeInto("Organization brief", "Short");
  // Picking the type leaves the brief, which is now checked: its message shows beside it.
  await field(page, "Organization type").focus();
  await field(page, "Organization type").selectOption("Community Based");
  await expect(page.locator("form p", { hasText: "Brief must be at least 10 characters" })).toBeVisible();
  await expect(brief).toHaveAttribute("aria-invalid", "true");

  const phone = page.getByRole("textbox", { name: "Phone number" });
  await phone.click();
  await page.keyboard.type("772123456");
  // Focus stayed where the person clicked and the digits landed there, not in the brief.
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue("772123456");
  await expect(brief).toHaveValue("Short");
  await typeInto("Address", "Plot 4, Gulu Road, Gulu");
  await expect(field(page, "Address")).toHaveValue("Plot 4, Gulu Road, Gulu");
  await page.getByLabel(/I accept the/).check();
  // Checks while moving through the form never toast.
  await expect(toasts).toHaveCount(0);

  // Submitting with the mistake: focus goes to the brief, one brief toast points to it.
  await page.getByRole("button", { name: "Register Organization" }).click();
  await expect(brief).toBeFocused();
  await expect(brief).toBeInViewport();
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText("Please correct the highlighted field");
  await expect(toasts).not.toContainText("Brief must be at least 10 characters");
  await expect(page.getByText("Brief must be at least 10 characters")).toHaveCount(1);
  await expect(page).toHaveURL(/\/register$/);

  // Fixing it clears the message as it is typed, and the registration goes through.
  await page.keyboard.type(" but now long enough.");
  await expect(page.locator("form p", { hasText: "Brief must be at least 10 characters" })).toHaveCount(0);
  await page.getByRole("button", { name: "Register Organization" }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText("Registration successful!")).toBeVisible();
});

test("the logo field is a labelled button with the file's name and a preview", async ({ page }) => {
  await gotoHydrated(page, "/register");
  const logo = field(page, "Logo");
  await expect(page.getByText("No file chosen")).toBeVisible();
  // Reached by keyboard with a visible focus ring on the button it lies over.
  await field(page, "Website").focus();
  await page.keyboard.press("Tab");
  await expect(logo).toBeFocused();
  const button = page.locator("main").getByText("Choose logo", { exact: true });
  await expect(button).toBeVisible();
  const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).toBe("solid");
  await logo.setInputFiles(await pngLogo());
  await expect(page.getByTestId("logo-preview")).toBeVisible();
  await expect(page.getByTestId("logo-preview")).toHaveAttribute("src", /^blob:/);
  await expect(page.locator("main").getByText("logo.png", { exact: true })).toBeVisible();
});

// Issue 20 item 6: the number is checked against its country's numbering plan, on a phone and a desktop.
for (const [width, theme] of [
  [360, "light"],
  [360, "dark"],
  [1280, "light"],
  [1280, "dark"],
] as const) {
  test(`a number too short for Uganda is refused beside the field, then a right one registers (${width}px, ${theme})`, async ({
    page,
  }, testInfo) => {
    await useTheme(page, theme);
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, "/register");
    await field(page, "Email").fill(uniqueEmail(testInfo, `phone-${width}-${theme}`));
    await field(page, "Full name").fill("Okello Peter");
    await field(page, "Password").fill("a-good-password-1");
    await field(page, "Confirm password").fill("a-good-password-1");
    await field(page, "Organization name").fill(`Phone check ${width} ${theme}`);
    await field(page, "Organization type").selectOption("Community Based");
    await field(page, "Organization brief").fill(BRIEF);
    await expect(field(page, "Country code")).toHaveValue("UG");

    const phone = page.getByRole("textbox", { name: "Phone number" });
    await phone.click();
    await page.keyboard.type("072");
    await field(page, "Address").click();
    const message = page.locator("form p", { hasText: "Please enter a valid phone number" });
    await expect(message).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
    // Nothing stops the page from sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The number with its trunk 0 (a Kampala landline on the desktop): the message goes as it is typed.
    await phone.click();
    await phone.press("ControlOrMeta+a");
    await page.keyboard.type(width === 360 ? "0772123456" : "0414123456");
    await expect(message).toHaveCount(0);
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    await field(page, "Address").fill("Plot 4, Gulu Road, Gulu");
    await page.getByLabel(/I accept the/).check();
    await page.getByRole("button", { name: "Register Organization" }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText("Registration successful!")).toBeVisible();
  });
}
