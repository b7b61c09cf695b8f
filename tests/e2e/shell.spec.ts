import { axeViolations, expect, gotoHydrated, outboxMessages, test, useTheme } from "./fixtures";

test.describe("theme", () => {
  // Blocking the app's scripts with page.route needs the browser's own worker out of the way, as every journey
  // but the offline ones has it (playwright.config.ts): requests the worker answers never reach page.route.
  test("the chosen theme is stored under `theme`, survives a reload and paints before any script", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Change theme" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    // With the app's JavaScript blocked, only the inline head script can set the theme: no flash of light.
    await page.route("**/assets/*.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.unroute("**/assets/*.js");

    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Change theme" }).click();
    await page.getByRole("menuitemradio", { name: "Light" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("system follows the device setting", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.addInitScript(() => localStorage.setItem("theme", "system"));
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});

test("the mobile menu opens at 360px with the logged-out entries", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, "/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  for (const label of [
    "Home",
    "Projects",
    "Organizations",
    "Events",
    "Impact",
    "About",
    "Contact",
    "Register Organization",
    "Login to Upload",
  ]) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await menu.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe("");

  // Again by keyboard: Enter opens it, Escape closes it and gives focus back to the button.
  const button = page.getByRole("button", { name: "Open menu" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("the mobile menu's panel is fetched on the first press, not with the page", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, "/projects");
  const panelFetches = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType("resource").filter((entry) => /\/assets\/mobile-menu-/.test(entry.name))
          .length,
    );
  expect(await panelFetches()).toBe(0);
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await panelFetches()).toBe(1);
});

test("a menu whose code cannot be fetched leaves its button closed rather than claiming a panel", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, "/about");
  await page.route("**/assets/mobile-menu-*.js", (route) => route.abort("internetdisconnected"));
  const button = page.getByRole("button", { name: "Open menu" });
  await button.click();
  // The press was handled (the fetch was tried and failed), and nothing says a menu is open.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => /\/assets\/mobile-menu-/.test(entry.name)).length,
      ),
    )
    .toBeGreaterThan(0);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  // The browser logs the failed fetch itself (once per try): expected here, and the only errors.
  const expected = (error: string) => /ERR_INTERNET_DISCONNECTED .*\/assets\/mobile-menu-/.test(error);
  expect(consoleErrors.some(expected)).toBe(true);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !expected(error)));
  // Once the network is back, the next press opens it.
  await page.unroute("**/assets/mobile-menu-*.js");
  await button.click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
});

test("the theme menu loads on its first press and works by keyboard: arrows, Enter, Escape", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/projects");
  const menuFetches = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType("resource").filter((entry) => /\/assets\/theme-menu-/.test(entry.name))
          .length,
    );
  const button = page.getByRole("button", { name: "Change theme" });
  expect(await menuFetches()).toBe(0);
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(button).toHaveAttribute("aria-expanded", "false");

  // Down Arrow opens it on the first item; the arrows move and wrap; Enter chooses.
  await button.focus();
  await page.keyboard.press("ArrowDown");
  const menu = page.getByRole("menu", { name: "Change theme" });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  expect(await menuFetches()).toBe(1);
  await expect(menu.getByRole("menuitemradio", { name: "Light" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(menu.getByRole("menuitemradio", { name: "System" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // Enter opens it again on the checked item; Escape closes it and gives the focus back.
  await page.keyboard.press("Enter");
  await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toBeFocused();
  await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");

  // A press outside closes it; a letter jumps to the item that starts with it.
  await button.click();
  // The menu takes the focus (on the checked item) once drawn: the letter goes to it from then on.
  await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toBeFocused();
  await page.keyboard.press("s");
  await expect(menu.getByRole("menuitemradio", { name: "System" })).toBeFocused();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(menu).toBeHidden();
  expect(await menuFetches()).toBe(1);
});

test("the desktop bar highlights the active link by path prefix", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/contact");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
});

test("an unknown path shows the not-found page with the path and a 404", async ({ page }) => {
  const response = await gotoHydrated(page, "/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page).toHaveTitle("Page Not Found | UgandaImpact");
  await expect(page.getByText("/no/such/page")).toBeVisible();
  await expect(page.getByRole("link", { name: "Home" }).last()).toBeVisible();
  await page.getByRole("link", { name: "Browse Projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await page.getByRole("button", { name: "Go Back" }).waitFor();
});

test.describe("contact", () => {
  test("an empty field shows the spec's message and sends nothing", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    // The contact form, not the footer's newsletter box.
    const form = page.getByRole("main");
    await form.getByLabel("Name").fill("Amina Nakato");
    await form.getByLabel("Email").fill("amina@example.org");
    await form.getByLabel("Message").fill("Hello there");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
    await expect(form.getByLabel("Subject")).toHaveAttribute("aria-invalid", "true");
  });

  test("a complete message is sent and leaves an email in the outbox", async ({ page }, testInfo) => {
    const subject = `Partnership ${testInfo.project.name} ${Date.now()}`;
    await gotoHydrated(page, "/contact");
    // The contact form, not the footer's newsletter box.
    const form = page.getByRole("main");
    await form.getByLabel("Name").fill("Amina Nakato");
    await form.getByLabel("Email").fill("amina@example.org");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("We would like to list our water projects.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent" })).toBeVisible();
    await expect(page.getByText("Message Sent").first()).toBeVisible();
    await expect.poll(() => outboxMessages(subject).length).toBe(1);
    expect(outboxMessages(subject)[0]).toContain("We would like to list our water projects.");
    await expect(form.getByLabel("Subject")).toHaveValue("");
  });
});

test("newsletter: subscribing stores the address once, a second time says so", async ({ page }, testInfo) => {
  const email = `reader-${testInfo.project.name}-${Date.now()}@example.org`;
  await gotoHydrated(page, "/about");
  const box = page.locator("footer");
  await box.getByLabel("Email address").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing!")).toBeVisible();
  await expect(box.getByLabel("Email address")).toHaveValue("");

  await box.getByLabel("Email address").fill(email.toUpperCase());
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("You're already subscribed")).toBeVisible();
  await expect(page.getByText(`${email} is already on our newsletter list.`)).toBeVisible();

  await box.getByLabel("Email address").fill("not-an-email");
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByText("Please enter a valid email address")).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds nothing on the shell's pages (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    for (const path of ["/", "/about", "/contact", "/terms", "/privacy", "/missing-page"]) {
      await gotoHydrated(page, path);
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
      expect(await axeViolations(page), `${path} (${theme})`).toEqual([]);
    }
  });
}
