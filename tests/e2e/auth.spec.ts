import { logIn, logOutFromHeader, registerAccount } from "./auth-helpers";
import { ADMIN, expect, gotoHydrated, test } from "./fixtures";

test("login asks for an email, hides the password until asked, and says only Login Failed", async ({
  page,
}, testInfo) => {
  const account = await registerAccount(page, testInfo, "login");
  await gotoHydrated(page, "/login");
  await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
  await expect(page.getByRole("link", { name: "Register your organization" })).toHaveAttribute(
    "href",
    "/register",
  );

  const email = page.getByLabel("Email", { exact: true });
  const password = page.getByLabel("Password", { exact: true });
  await email.fill("grace");
  await password.fill("whatever");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Please use an email address to login")).toBeVisible();

  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await email.fill(account.email);
  await password.fill("not-the-password");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Login Failed" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).some((cookie) => cookie.name === "ui.session_token")).toBe(false);
});

test("without Remember me the session cookie ends with the browser; with it, it lasts", async ({
  page,
  browser,
}, testInfo) => {
  const account = await registerAccount(page, testInfo, "remember");
  await logIn(page, account, { throughForm: true });
  await expect(page.getByText("Login Successful")).toBeVisible();
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "ui.session_token");
  expect(session?.expires).toBe(-1);
  expect(session?.httpOnly).toBe(true);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, account, { throughForm: true, rememberMe: true });
  const remembered = (await other.cookies()).find((cookie) => cookie.name === "ui.session_token");
  const days = ((remembered?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThanOrEqual(30);
  await other.close();
});

test("a private page sends a visitor to login and back again after logging in", async ({
  page,
}, testInfo) => {
  const account = await registerAccount(page, testInfo, "guard");
  await gotoHydrated(page, "/dashboard/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Faccount$/);
  await expect(page.getByText("Authentication required")).toBeVisible();
  await expect(page.getByText("Please log in to access this area")).toBeVisible();
  await logIn(page, account, {
    throughForm: true,
    from: page.url().replace(/^https?:\/\/[^/]+/, ""),
    expectedPath: "/dashboard/account",
  });
  await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();

  // With a session, the login page goes straight to the dashboard.
  await gotoHydrated(page, "/login");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("logging out ends the session in every browser, and a visit to /logout does nothing", async ({
  page,
  browser,
}, testInfo) => {
  const account = await registerAccount(page, testInfo, "logout");
  await logIn(page, account, { throughForm: true });
  const second = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const secondPage = await second.newPage();
  await logIn(secondPage, account, { throughForm: true });

  // A GET (a link, a prefetch) never logs out.
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/$/);
  await gotoHydrated(page, "/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page
      .getByRole("link", { name: "Project Panel" })
      .or(page.getByRole("button", { name: "Open menu" }))
      .first(),
  ).toBeVisible();

  await logOutFromHeader(page);
  await expect(
    page
      .getByRole("link", { name: "Login", exact: true })
      .or(page.getByRole("button", { name: "Open menu" }))
      .first(),
  ).toBeVisible();
  await gotoHydrated(page, "/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);

  // The other browser's session ended too.
  await secondPage.goto("/dashboard");
  await expect(secondPage).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await second.close();
});

// The phone's slide-out menu and the desktop's bar and account menu are different controls: both are walked.
for (const width of [360, 1280]) {
  test(`navigation follows the role: Project Panel when logged in, Admin only for admins (${width}px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    const isPhone = width < 768;
    const openMenu = async () => {
      if (isPhone) await page.getByRole("button", { name: "Open menu" }).click();
    };
    const nav = () =>
      isPhone ? page.getByRole("dialog", { name: "Menu" }) : page.getByRole("navigation", { name: "Main" });

    const account = await registerAccount(page, testInfo, "nav");
    await gotoHydrated(page, "/");
    await openMenu();
    await expect(nav().getByRole("link", { name: "Project Panel" })).toHaveCount(0);
    if (isPhone) await page.keyboard.press("Escape");

    await logIn(page, account, { throughForm: true });
    await gotoHydrated(page, "/");
    await openMenu();
    // The phone's menu names the panel once: Dashboard, among the account's links (issue 7).
    await expect(nav().getByRole("link", { name: "Project Panel" })).toHaveCount(isPhone ? 0 : 1);
    await expect(nav().getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
    if (isPhone) {
      for (const label of ["Add Project", "Dashboard", "My Projects", "Edit Profile"]) {
        await expect(nav().getByRole("link", { name: label, exact: true })).toBeVisible();
      }
      await expect(nav().getByRole("button", { name: "Log Out" })).toBeVisible();
      await page.keyboard.press("Escape");
    } else {
      await page.getByRole("button", { name: "My Account" }).click();
      for (const label of ["Dashboard", "My Projects", "Edit Profile", "Log Out"]) {
        await expect(page.getByRole("menuitem", { name: label })).toBeVisible();
      }
      await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0);
      await page.keyboard.press("Escape");
    }

    // A non-admin sent to an admin page lands on the dashboard with Access Denied.
    await gotoHydrated(page, "/admin/settings");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Access Denied")).toBeVisible();
    await expect(page.getByText("You do not have permission to access this page")).toBeVisible();
    await logOutFromHeader(page);

    await logIn(page, ADMIN, { throughForm: true });
    await gotoHydrated(page, "/");
    await openMenu();
    await expect(nav().getByRole("link", { name: "Admin", exact: true })).toBeVisible();
    if (isPhone) {
      await page.keyboard.press("Escape");
    } else {
      await page.getByRole("button", { name: "Admin", exact: true }).click();
      await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toBeVisible();
      await page.keyboard.press("Escape");
    }
    await gotoHydrated(page, "/admin");
    await expect(page).toHaveURL(/\/admin$/);
  });
}
