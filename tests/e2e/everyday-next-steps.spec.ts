import type { Page } from "@playwright/test";
import { seedEmail } from "~/seed/organizations";
import { logIn, resetLinkFrom } from "./auth-helpers";
import { axeViolations, expect, gotoHydrated, outboxMessages, test } from "./fixtures";

/**
 * What comes next (issue 36 item 5), as a demo organization with an active subscription goes through it: a
 * project through the form (a mistake on the way), then "Project created" offers its results, its first update
 * and its public address (copied, with the dialog saying so), each leading where it says; the dashboard then
 * lists what is to do (a demo project silent for months, the new indicator without a value this year) and who
 * follows which project, on a phone and on a desktop. Axe finds nothing on the dialog and the dashboard in
 * either theme.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = "next-steps-password-1";
const BRIEF =
  "Solar lanterns for 300 fishing households on the Buvuma islands, sold on a pay-as-you-go plan through the landing-site savings groups, so that families stop buying kerosene and children can read after dark.";

/** Signs in as a demo organization (they have no password): Forgot password, the mailed link, a new password. */
async function signInAsDemo(page: Page, key: string) {
  const email = seedEmail(key);
  const before = outboxMessages(email).length;
  const asked = await page.request.post("/forgot-password", { form: { email } });
  expect(asked.status()).toBe(200);
  await expect.poll(() => outboxMessages(email).length).toBe(before + 1);
  const token = new URL(resetLinkFrom(outboxMessages(email)), "http://localhost").searchParams.get("token");
  const reset = await page.request.post("/reset-password", {
    form: { token: token ?? "", password: PASSWORD, confirmPassword: PASSWORD },
    maxRedirects: 0,
  });
  expect(reset.status()).toBe(302);
  await page.context().clearCookies({ name: "ui_toast" });
  await logIn(page, { email, password: PASSWORD });
}

/** Switches the theme on the page as it is (the theme menu's effect), without loading it again. */
async function setTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate((value) => {
    window.localStorage.setItem("theme", value);
    document.documentElement.classList.toggle("dark", value === "dark");
    document.documentElement.style.colorScheme = value;
  }, theme);
}

async function axeInBothThemes(page: Page, what: string) {
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    expect(await axeViolations(page), `${what}, ${theme}`).toEqual([]);
  }
  await setTheme(page, "light");
}

async function nothingSpillsSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A day some weeks ago (yyyy-MM-dd), for a project that has started. */
function weeksAgo(weeks: number): string {
  return new Date(Date.now() - weeks * 7 * 24 * 60 * 60_000).toISOString().slice(0, 10);
}

/** Someone follows the project by email and confirms from the mail (what the project page's form does). */
async function follow(page: Page, projectId: string) {
  const email = `next-steps-follower-${Date.now()}@example.org`;
  const asked = await page.request.post("/follow", { form: { email, kind: "project", id: projectId } });
  expect(asked.ok()).toBe(true);
  await expect.poll(() => outboxMessages(`To: ${email}`).length).toBe(1);
  const mail = outboxMessages(`To: ${email}`)[0]!
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  const link = mail.match(/https?:\/\/[^\s"<>]*\/follow\/confirm\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  const confirmed = await page.request.post(`${url.pathname}${url.search}`, { form: { confirm: "1" } });
  expect(confirmed.ok()).toBe(true);
}

test("after Project created: results, an update and the page's address; then the dashboard's to-do lists", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsDemo(page, "nile-solar");

  // The project, section by section, with a mistake on the way.
  await gotoHydrated(page, "/dashboard/projects/add");
  const name = `Buvuma Solar Lanterns ${Date.now()}`;
  await page.getByLabel("Project name").fill(name);
  await page.getByLabel("Brief description").fill("Solar lanterns for fishing families.");
  await page.getByLabel("Sector").selectOption("Energy");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByText("Brief description must be at least 200 characters")).toBeVisible();
  await page.getByLabel("Brief description").fill(BRIEF);
  await page.getByLabel("SDG goal").selectOption("Affordable and Clean Energy");
  await page.getByLabel("Location").fill("Buvuma");
  await page.getByLabel("Start date").fill(weeksAgo(8));
  await page.getByLabel("Status").selectOption("active");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await page.getByLabel("Women").check();
  await page.getByRole("button", { name: "Save & Next" }).click();
  await page.getByRole("button", { name: "Save Project" }).click();

  // "Project created": the spec's words and buttons, and the next steps.
  const dialog = page.getByRole("dialog", { name: "Project created" });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText("Your project is now on UgandaImpact. What would you like to do next?"),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Add Another Project" })).toBeVisible();
  const view = dialog.getByRole("link", { name: "View Project" });
  const projectPath = (await view.getAttribute("href"))!;
  const projectId = projectPath.match(/^\/projects\/([0-9a-f-]{36})$/)?.[1];
  expect(projectId).toBeTruthy();
  const addResults = dialog.getByRole("link", { name: /^Add results/ });
  const postUpdate = dialog.getByRole("link", { name: /^Post an update/ });
  await expect(addResults).toHaveAttribute("href", `/dashboard/projects/${projectId}/results`);
  await expect(postUpdate).toHaveAttribute("href", `/dashboard/projects/${projectId}/updates`);
  // The first next step has the focus: Tab goes on through the dialog in reading order.
  await expect(addResults).toBeFocused();
  const address = dialog.getByLabel("Public page address");
  const pageUrl = new URL(projectPath, page.url()).href;
  await expect(address).toHaveValue(pageUrl);
  await axeInBothThemes(page, "Project created");

  // Copy link: the address is on the clipboard, and the dialog says so.
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Link copied. Paste it in a message or a post.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);

  // Add results, opened in a new tab: the project's Results page, where a result and an indicator are added.
  const [results] = await Promise.all([
    context.waitForEvent("page"),
    addResults.click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await results.setViewportSize(DESKTOP);
  await results.waitForURL(`**/dashboard/projects/${projectId}/results`);
  await results.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(results.getByRole("heading", { level: 1, name: "Results & budget" })).toBeVisible();
  await expect(results.getByText(name)).toBeVisible();
  await results.getByText("Add result", { exact: true }).click();
  await results.getByLabel("Result title").fill("Homes lit without kerosene");
  await results.getByRole("radio", { name: /^Outcome/ }).check();
  await results.getByRole("button", { name: "Save result" }).click();
  const result = results.getByRole("article", { name: "Homes lit without kerosene" });
  await expect(result).toBeVisible();
  await result.getByText("Add indicator", { exact: true }).click();
  await result.getByRole("textbox", { name: "Indicator", exact: true }).fill("Households with a lantern");
  await result.getByLabel("Measured as").selectOption("number");
  await result.getByRole("textbox", { name: "Target", exact: true }).fill("300");
  await result.getByLabel("Target date").fill(`${new Date().getUTCFullYear() + 1}-06-30`);
  await result.getByRole("button", { name: "Save indicator" }).click();
  await expect(results.getByRole("region", { name: "Households with a lantern" })).toBeVisible();

  // The copied address is the public page.
  await gotoHydrated(results, pageUrl);
  await expect(results.getByRole("heading", { level: 1, name })).toBeVisible();
  await results.close();

  // Post an update: the project's Updates page.
  await postUpdate.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${projectId}/updates$`));
  await expect(page.getByRole("heading", { level: 1, name: "Updates" })).toBeVisible();
  await expect(page.getByRole("link", { name })).toBeVisible();

  // A visitor follows the new project.
  await follow(page, projectId!);

  // The dashboard: what is to do, who follows, and (this being the first visit) what will show next time.
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await gotoHydrated(page, "/dashboard");
    const todo = page.getByRole("region", { name: "To do" });
    const stale = todo.getByRole("region", { name: "Projects without a recent update" });
    const silent = stale.getByRole("listitem").filter({ hasText: "Jinja Health Centre Solar Backup" });
    await expect(silent).toContainText(/No update yet · added [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(
      silent.getByRole("link", { name: "Post an update for Jinja Health Centre Solar Backup" }),
    ).toHaveAttribute("href", /^\/dashboard\/projects\/[0-9a-f-]{36}\/updates$/);
    // The new project has just started: it asks for no update yet.
    await expect(stale.getByText(name)).toHaveCount(0);
    const missing = todo.getByRole("region", { name: /^Results without a value for \d{4}$/ });
    const lantern = missing.getByRole("listitem").filter({ hasText: "Households with a lantern" });
    await expect(lantern).toContainText(`${name} · Homes lit without kerosene`);
    const followers = page.getByRole("region", { name: "Followers" });
    await expect(followers.getByRole("listitem").filter({ hasText: name })).toContainText("1 follower");
    await expect(page.getByRole("region", { name: "Since your last visit" })).toContainText(
      "From your next visit, what your team changed and your new followers show here.",
    );
    await nothingSpillsSideways(page);
    await axeInBothThemes(page, `dashboard at ${size.width}px`);
  }

  // Report a value leads to the indicator's project's Results page.
  await page.getByRole("link", { name: `Report a value for Households with a lantern (${name})` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${projectId}/results$`));
  await expect(page.getByRole("region", { name: "Households with a lantern" })).toBeVisible();
});
