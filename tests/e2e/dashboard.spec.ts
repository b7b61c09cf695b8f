import { format } from "date-fns";
import { logIn, pngLogo, registerAccount } from "./auth-helpers";
import { expect, gotoHydrated, test } from "./fixtures";

test("the dashboard shows the organization, its project count, the cards and the sidebar", async ({
  page,
}, testInfo) => {
  const account = await registerAccount(page, testInfo, "dash");
  await logIn(page, account);
  const main = page.locator("#dashboard-content");
  await expect(main.getByRole("heading", { name: account.orgName })).toBeVisible();
  await expect(main.getByText("0 projects published")).toBeVisible();
  await expect(main.getByRole("link", { name: /My Projects/ })).toHaveAttribute(
    "href",
    "/dashboard/projects",
  );
  await expect(main.getByRole("link", { name: /Add New Project/ })).toHaveAttribute(
    "href",
    "/dashboard/projects/add",
  );
  await expect(main.getByRole("link", { name: /Network/ })).toHaveAttribute("href", "/organizations");

  const sidebar = page.getByRole("navigation", { name: "Project Panel" });
  for (const [label, href] of [
    ["Dashboard", "/dashboard"],
    ["My Projects", "/dashboard/projects"],
    ["Add Project", "/dashboard/projects/add"],
    ["My Account", "/dashboard/account"],
    ["Edit Profile", "/dashboard/profile"],
  ] as const) {
    await expect(sidebar.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  await expect(sidebar.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(sidebar.getByRole("button", { name: "Logout" })).toBeAttached();

  // Nothing spills sideways, even at 360px: the sidebar becomes a row that scrolls on its own.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await sidebar.getByRole("link", { name: "My Account", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(sidebar.getByRole("link", { name: "My Account", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("the profile editor saves the organization, checks the logo and returns to the dashboard", async ({
  page,
}, testInfo) => {
  const account = await registerAccount(page, testInfo, "profile");
  await logIn(page, account);
  await page
    .getByRole("navigation", { name: "Project Panel" })
    .getByRole("link", { name: "Edit Profile" })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  const main = page.locator("#dashboard-content");
  const name = main.getByLabel(/^Organization name/);
  await expect(name).toHaveValue(account.orgName);
  await expect(main.getByText("Minimum 10 characters required")).toBeVisible();

  const brief = main.getByLabel(/^Organization brief/);
  await brief.fill("b".repeat(181));
  await expect(main.getByText("181/200")).toHaveClass(/text-orange-700/);
  await brief.fill("Short");
  await main.getByLabel(/^Organization type/).focus();
  await expect(main.getByText("Brief must be at least 10 characters")).toBeVisible();
  await brief.fill("Fishing cooperatives and clean landing sites along the Nile.");
  await expect(main.getByText(/^\d+\/200 characters$/)).not.toHaveClass(/text-orange-700/);

  const logo = main.getByLabel("Logo", { exact: true });
  await logo.setInputFiles({
    name: "logo.webp",
    mimeType: "image/webp",
    buffer: Buffer.from("RIFF0000WEBP"),
  });
  await expect(page.getByText("Invalid file type")).toBeVisible();
  await expect(page.getByText("Please upload a JPEG, PNG or GIF image")).toBeVisible();
  expect(await logo.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  await logo.setInputFiles({
    name: "big.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText("File too large")).toBeVisible();
  await expect(page.getByText("Please upload an image smaller than 5MB")).toBeVisible();
  expect(await logo.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  await logo.setInputFiles(await pngLogo());

  await name.fill("Blue nile partners");
  await main.getByLabel(/^Organization type/).selectOption("Social Enterprise");
  await main.getByLabel("Phone", { exact: true }).fill("+256 701 234 567");
  await expect(main.getByLabel("Phone", { exact: true })).toHaveAttribute("placeholder", /^\+256/);
  await main.getByLabel("Website", { exact: true }).fill("");
  await main.getByRole("button", { name: "Save Profile" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(main.getByRole("heading", { name: "BLUE NILE PARTNERS" })).toBeVisible();
  await expect(main.getByText("Social Enterprise")).toBeVisible();
  // Stored in E.164, shown in international format.
  await expect(main.getByText("+256 701 234567")).toBeVisible();
  await expect(main.locator('img[src*="logos/"], img[srcset*="logos/"]').first()).toBeVisible();
});

test("the account page shows the account and signs out", async ({ page }, testInfo) => {
  const account = await registerAccount(page, testInfo, "account");
  await logIn(page, account);
  await gotoHydrated(page, "/dashboard/account");
  const main = page.locator("#dashboard-content");
  await expect(main.getByRole("heading", { name: "My Account" })).toBeVisible();
  // The address in Account information (Members lists it too).
  await expect(main.getByRole("definition").filter({ hasText: account.email })).toBeVisible();
  await expect(main.getByText("+256 772 000111")).toBeVisible();
  await expect(main.getByText("Kampala Road, Kampala")).toBeVisible();
  await expect(main.getByText("Organization Account")).toBeVisible();
  // Joined today, shown as "MMM d, yyyy" (Kampala time).
  const today = format(
    new Date(Date.now() + 3 * 3600_000 + new Date().getTimezoneOffset() * 60_000),
    "MMM d, yyyy",
  );
  await expect(main.getByRole("definition").filter({ hasText: today })).toBeVisible();
  await expect(main.getByRole("link", { name: "Edit Profile" })).toHaveAttribute(
    "href",
    "/dashboard/profile",
  );
  await expect(main.getByRole("link", { name: "My Projects" })).toHaveAttribute(
    "href",
    "/dashboard/projects",
  );
  await main.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await gotoHydrated(page, "/dashboard/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Faccount$/);
});
