import { axeViolations, expect, test, useTheme } from "./fixtures";

const THEMES = ["light", "dark"] as const;

test.describe("about", () => {
  test("shows vision, mission, the three core values and the four impact areas", async ({ page }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("About | UgandaImpact");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "About | UgandaImpact",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /UgandaImpact/);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What We Do");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const heading of ["Our Vision", "Our Mission", "Our Core Values", "Our Impact Areas"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }

    const values = page.getByRole("region", { name: "Our Core Values" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Innovation",
      "Collaboration",
      "Integrity",
    ]);
    const areas = page.getByRole("region", { name: "Our Impact Areas" });
    await expect(areas.getByRole("heading", { level: 3 })).toHaveText([
      "Sustainable Development",
      "Capacity Building",
      "Knowledge Sharing",
      "Community Engagement",
    ]);
  });

  test("invites visitors to register or browse", async ({ page }) => {
    await page.goto("/about");
    const join = page.getByRole("region", { name: "Ready to share your impact?" });
    await expect(join.getByRole("link", { name: "Register Organization" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(join.getByRole("link", { name: "Browse Projects" })).toHaveAttribute("href", "/projects");
    await join.getByRole("link", { name: "Browse Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });
});

test.describe("terms", () => {
  test("lists eight numbered sections, the date, the fee and the contact details", async ({ page }) => {
    const response = await page.goto("/terms");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Terms of Service | UgandaImpact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(page.getByText("Last updated: 17/03/2025")).toBeVisible();

    await expect(page.locator("article").getByRole("heading", { level: 2 })).toHaveText([
      "1. Acceptance of Terms",
      "2. Eligibility and Registration",
      "3. Organization Accounts",
      "4. Content and Project Listings",
      "5. Fees and Payments",
      "6. Acceptable Use",
      "7. Limitation of Liability",
      "8. Changes to These Terms",
      "Contact Information",
    ]);

    const fees = page.getByRole("region", { name: "5. Fees and Payments" });
    await expect(
      fees.getByText(
        "A fee applies for uploading projects and for periodic event publication on the platform.",
      ),
    ).toBeVisible();
    await expect(fees).toContainText("yearly subscription of UGX 45,000 (USD 15)");
    await expect(fees).toContainText("mobile money");
    await expect(fees).toContainText("bank transfer");
    await expect(fees).toContainText("approved the payment");

    const contact = page.locator("article").getByRole("region", { name: "Contact Information" });
    await expect(contact.getByRole("link", { name: "info@ugandaimpact.org" })).toHaveAttribute(
      "href",
      "mailto:info@ugandaimpact.org",
    );
    await expect(contact).toContainText("+256 414 123 456");
    await expect(contact).toContainText("Monday to Friday, 8:00 AM to 5:00 PM");
  });

  test("the table of contents jumps to a section", async ({ page }) => {
    await page.goto("/terms");
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "5. Fees and Payments" })
      .click();
    await expect(page).toHaveURL(/\/terms#fees$/);
    await expect(page.getByRole("heading", { name: "5. Fees and Payments" })).toBeInViewport();
  });
});

test("/developers walks a publisher through the IATI Registry and says what the files are checked for", async ({
  page,
}) => {
  await page.goto("/developers#iati-registry");
  const registry = page.getByRole("region", { name: "Registering the files on the IATI Registry" });
  await expect(registry.getByRole("heading", { name: /publishes for the organizations$/ })).toBeVisible();
  await expect(
    registry.getByRole("heading", { name: "An organization publishing its own files" }),
  ).toBeVisible();
  const steps = registry.getByRole("listitem").filter({ hasText: /Registry|profile/ });
  expect(await steps.count()).toBeGreaterThanOrEqual(3);
  await expect(registry.getByRole("heading", { name: "What the files are checked for" })).toBeVisible();
  await expect(
    registry.getByText(/valid against the IATI 2\.03 activity and organisation schemas/),
  ).toBeVisible();
  await expect(registry.getByText(/budget periods of 12 months at most/)).toBeVisible();
});

test("privacy explains collection, cookies, retention and rights", async ({ page }) => {
  const response = await page.goto("/privacy");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Privacy Policy | UgandaImpact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  for (const heading of [
    "2. Information We Collect",
    "6. Cookies and Local Storage",
    "7. How Long We Keep Information",
    "9. Your Rights",
    "Contact Information",
  ]) {
    await expect(page.locator("article").getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "6. Cookies and Local Storage" })).toContainText('"theme"');
  await expect(page.locator("article").getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
    "href",
    "/terms",
  );
});

for (const theme of THEMES) {
  for (const path of ["/about", "/terms", "/privacy", "/developers"]) {
    test(`${path} has no accessibility violations in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(path);
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      else await expect(page.locator("html")).not.toHaveClass(/dark/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test("the pages fit a 360px screen without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/about", "/terms", "/privacy", "/developers"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
