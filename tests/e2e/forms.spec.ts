import type { Locator, Page } from "@playwright/test";
import { logIn, pngLogo, registerAccount } from "./auth-helpers";
import { expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * Forms filled in order, as a person does, with one mistake: checks while moving on show the message beside
 * the field and never move focus or toast; a submit moves focus to the mistake and one brief toast points to
 * it. And toasts never cover the header's controls.
 */

const toasts = (page: Page) => page.locator("[data-sonner-toast]");
/** The toasts a person can see (sonner keeps a replaced one hidden while it leaves). */
const visibleToasts = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');

async function typeInto(page: Page, control: Locator, text: string) {
  await control.click();
  await page.keyboard.type(text);
}

/** Clicks into a filled-in field, selects what is there and types over it. */
async function retype(page: Page, control: Locator, text: string) {
  await control.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

/** The lightness (0–1) of a computed CSS colour: Tailwind's oklch() or rgb(). */
function lightness(color: string): number {
  const [first = 0, g = 0, b = 0] = color.match(/[\d.]+/g)?.map(Number) ?? [];
  if (color.startsWith("oklch")) return first > 1 ? first / 100 : first;
  const r = first;
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

test("the profile editor, filled in order with a short brief, keeps focus where the person clicks", async ({
  page,
}, testInfo) => {
  // Signs up, logs in and saves twice: more steps than most journeys.
  test.slow();
  const account = await registerAccount(page, testInfo, "forms-profile");
  await logIn(page, account);
  await gotoHydrated(page, "/dashboard/profile");
  const main = page.locator("#dashboard-content");
  const brief = main.getByLabel(/^Organization brief/);
  const phone = main.getByLabel("Phone", { exact: true });

  // The logo field: a "Choose logo" button, the chosen file's name and its preview.
  await expect(main.getByText("Choose logo", { exact: true })).toBeVisible();
  await expect(main.getByText("No file chosen")).toBeVisible();
  await main.getByLabel("Logo", { exact: true }).setInputFiles(await pngLogo());
  await expect(main.getByText("logo.png", { exact: true })).toBeVisible();
  await expect(main.getByTestId("logo-preview")).toHaveAttribute("src", /^blob:/);

  await retype(page, brief, "Short");
  await retype(page, phone, "0701234567");
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue("0701234567");
  await expect(brief).toHaveValue("Short");
  await expect(main.getByText("Brief must be at least 10 characters")).toBeVisible();
  await retype(page, main.getByLabel("Address", { exact: true }), "Jinja Road, Jinja");
  await expect(main.getByLabel("Address", { exact: true })).toHaveValue("Jinja Road, Jinja");
  await expect(toasts(page)).toHaveCount(0);

  await main.getByRole("button", { name: "Save Profile" }).click();
  await expect(brief).toBeFocused();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText("Please correct the highlighted field");
  await expect(page.getByText("Brief must be at least 10 characters")).toHaveCount(1);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);

  await page.keyboard.type(" no more: fishing cooperatives along the Nile.");
  await main.getByRole("button", { name: "Save Profile" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(page.getByText("Short no more: fishing cooperatives along the Nile.")).toBeVisible();
});

test("the contact form, filled in order with a wrong email, keeps focus where the person clicks", async ({
  page,
}, testInfo) => {
  const subject = `In order ${testInfo.project.name} ${Date.now()}`;
  await gotoHydrated(page, "/contact");
  const main = page.getByRole("main");
  const email = main.getByLabel("Email");
  const subjectField = main.getByLabel("Subject");

  await typeInto(page, main.getByLabel("Name"), "Amina Nakato");
  await typeInto(page, email, "amina@");
  await typeInto(page, subjectField, subject);
  await expect(subjectField).toBeFocused();
  await expect(subjectField).toHaveValue(subject);
  await expect(email).toHaveValue("amina@");
  await expect(main.getByText("Please enter a valid email address")).toBeVisible();
  await typeInto(page, main.getByLabel("Message"), "We would like to list our water projects.");
  await expect(toasts(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(email).toBeFocused();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText("Please correct the highlighted field");
  await expect(page.getByText("Please enter a valid email address")).toHaveCount(1);

  await page.keyboard.type("example.org");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent" })).toBeVisible();
  // The new toast replaced the old one.
  await expect(visibleToasts(page)).toHaveCount(1);
  await expect(visibleToasts(page)).toContainText("Message Sent");
  await expect(page.getByText("Please correct the highlighted field")).toBeHidden();
});

test("login, forgot and reset password: a check on leaving a field never moves focus or toasts", async ({
  page,
}) => {
  await gotoHydrated(page, "/login");
  const email = page.getByLabel("Email", { exact: true });
  const password = page.getByLabel("Password", { exact: true });
  await typeInto(page, email, "amina");
  await typeInto(page, password, "secret-1");
  await expect(password).toBeFocused();
  await expect(password).toHaveValue("secret-1");
  await expect(page.getByText("Please use an email address to login")).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(email).toBeFocused();
  await expect(toasts(page)).toContainText("Please correct the highlighted field");

  await gotoHydrated(page, "/forgot-password");
  await typeInto(page, page.getByLabel("Email", { exact: true }), "amina");
  await page.getByRole("link", { name: "Back to login" }).focus();
  await expect(page.getByText("Please enter a valid email address to reset your password")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to login" })).toBeFocused();
  await expect(toasts(page)).toHaveCount(0);
});

test("the footer newsletter says a wrong address once, under the field", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const footer = page.getByRole("contentinfo");
  const email = footer.getByLabel("Email address");
  await typeInto(page, email, "reader@");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText("Please enter a valid email address")).toBeVisible();
  await expect(email).toBeFocused();
  await expect(page.getByText("Please enter a valid email address")).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  for (const width of [360, 1280]) {
    test(`toasts stay clear of the header's controls at ${width}px (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.setViewportSize({ width, height: 740 });
      await gotoHydrated(page, "/contact");
      await page.getByRole("button", { name: "Send Message" }).click();
      // Measured in one go while the toast is up (it leaves after a few seconds).
      const measured = await page.waitForFunction(() => {
        const toast = document.querySelector<HTMLElement>("[data-sonner-toast]");
        // Once it has slid into place.
        if (toast?.dataset.mounted !== "true" || toast.getAnimations().length > 0) return null;
        const style = getComputedStyle(toast);
        const { x, y, width, height } = toast.getBoundingClientRect();
        return { box: { x, y, width, height }, color: style.color, background: style.backgroundColor };
      });
      const { box, color, background } = (await measured.jsonValue()) as {
        box: { x: number; y: number; width: number; height: number };
        color: string;
        background: string;
      };
      expect(box.y + box.height, "the toast is on screen").toBeLessThanOrEqual(740);
      const header = page.locator("body > header");
      const headerBox = await header.boundingBox();
      if (!headerBox) throw new Error("header not laid out");
      expect(box.y, "the toast starts below the sticky header").toBeGreaterThanOrEqual(
        headerBox.y + headerBox.height,
      );
      const controls = [
        header.getByRole("button", { name: "Change theme" }),
        width < 768
          ? header.getByRole("button", { name: "Open menu" })
          : header.getByRole("link", { name: "Login", exact: true }),
      ];
      for (const control of controls) {
        await expect(control).toBeVisible();
        const controlBox = await control.boundingBox();
        if (!controlBox) throw new Error("control not laid out");
        const overlaps =
          box.x < controlBox.x + controlBox.width &&
          controlBox.x < box.x + box.width &&
          box.y < controlBox.y + controlBox.height &&
          controlBox.y < box.y + box.height;
        expect(overlaps, "toast over a header control").toBe(false);
      }
      // The toast follows the theme: dark text on light, light text on dark.
      if (theme === "dark") expect(lightness(color)).toBeGreaterThan(lightness(background));
      else expect(lightness(color)).toBeLessThan(lightness(background));
    });
  }
}
