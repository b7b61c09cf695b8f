import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { logIn, pngLogo, registerAccount } from "./auth-helpers";
import {
  ADMIN,
  axeViolations,
  DATA_DIR,
  expect,
  gotoHydrated,
  test,
  useTheme,
  withoutAdminFeed,
} from "./fixtures";

// One sign-in for the file: the admin's session is stored, and each test's browser starts with it.
const adminState = path.join(os.tmpdir(), `ugandaimpact-admin-content-${process.env.E2E_PORT ?? 3210}.json`);
test.use({ storageState: adminState });
// These journeys check the toasts of the admin's own actions.
test.beforeEach(async ({ page }) => withoutAdminFeed(page));
test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: undefined,
  });
  await logIn(await context.newPage(), ADMIN);
  await context.storageState({ path: adminState });
  await context.close();
});

/** The upload files in DATA_DIR (a folder under uploads), to see them come and go. */
const uploadsIn = (folder: string) => {
  const dir = path.join(DATA_DIR, "uploads", folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

test("an admin creates an event with a picture, pauses and activates it, edits it and deletes it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Solar Expo ${Math.random().toString(36).slice(2, 6)}`;
  await gotoHydrated(page, "/admin/events");
  await page.getByRole("button", { name: "Add New Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Event" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Suppliers and farmers meet over solar pumps.");
  await dialog.getByRole("textbox", { name: "Date", exact: true }).fill("2031-06-12");
  await dialog.getByRole("textbox", { name: "Time", exact: true }).fill("14:30");
  // The location is left out: the spec's message, and nothing is saved.
  await dialog.getByRole("button", { name: "Save Event" }).click();
  await expect(page.getByText("Missing required fields").first()).toBeVisible();
  await expect(dialog.getByLabel("Location")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Location").fill("Mbale");
  const before = uploadsIn("event-images").length;
  // Choosing the image uploads it at once.
  await dialog.getByLabel("Choose an image").setInputFiles(await pngLogo());
  await expect(page.getByText("Image uploaded")).toBeVisible();
  expect(uploadsIn("event-images")).toHaveLength(before + 1);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Save Event" }).click();
  await expect(page.getByText("Event created")).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("Upcoming")).toBeVisible();
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  await gotoHydrated(page, `/admin/events?q=${encodeURIComponent(title)}`);
  await row.getByRole("button", { name: `Pause ${title}` }).click();
  await expect(page.getByText("Event paused")).toBeVisible();
  await expect(row.getByText("Paused")).toBeVisible();
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  await gotoHydrated(page, `/admin/events?q=${encodeURIComponent(title)}`);
  await row.getByRole("button", { name: `Activate ${title}` }).click();
  await expect(page.getByText("Event activated")).toBeVisible();

  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Event" });
  await expect(edit.getByLabel("Location")).toHaveValue("Mbale");
  await edit.getByLabel("Title").fill(`${title} 2031`);
  await edit.getByRole("button", { name: "Save Event" }).click();
  await expect(page.getByText("Event updated")).toBeVisible();

  await gotoHydrated(page, `/admin/events?q=${encodeURIComponent(title)}`);
  await page.getByRole("button", { name: `Delete ${title} 2031` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Event" });
  await expect(
    confirm.getByText("Are you sure you want to delete this event? This cannot be undone."),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Event deleted")).toBeVisible();
  await expect(page.getByText("No events match your search.")).toBeVisible();
  expect(uploadsIn("event-images")).toHaveLength(before);
});

test("an admin adds a project for a new organization, then deletes the organization with all it had", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // The organization registers signed out (registration refuses a signed-in visitor); the admin then returns.
  const adminCookies = await page.context().cookies();
  await page.context().clearCookies();
  const account = await registerAccount(page, testInfo, "Doomed", { logo: true });
  await page.context().addCookies(adminCookies);

  // Add Project on the admin's list: the project form, for the organization the admin chooses.
  await gotoHydrated(page, "/admin/projects");
  await page.getByRole("link", { name: "Add Project" }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/add\?from=admin$/);
  await page.getByLabel("Organization").selectOption({ label: account.orgName });
  const name = `Clean Stoves ${account.orgName.slice(-4)}`;
  await page.getByLabel("Project name").fill(name);
  await page
    .getByLabel("Brief description")
    .fill(
      "Clean cooking stoves for households in Mbale, cutting smoke indoors and the firewood women carry. ".repeat(
        3,
      ),
    );
  await page.getByLabel("Sector").selectOption("Energy");
  await page.getByLabel("SDG goal").selectOption("Affordable and Clean Energy");
  await page.getByLabel("Location").fill("Mbale");
  await page.getByLabel("Start date").fill("2026-02-01");
  await page.getByLabel("Status").selectOption("active");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await page.getByLabel("Women").check();
  await page.getByRole("button", { name: "Save & Next" }).click();
  await page.getByRole("button", { name: "Save Project" }).click();
  await expect(page.getByRole("dialog", { name: "Project created" })).toBeVisible();
  await page.goto(`/projects?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { name })).toBeVisible();

  // The project is on the admin's list, with its organization.
  await gotoHydrated(page, `/admin/projects?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("row", { name: new RegExp(name) }).getByText(account.orgName)).toBeVisible();

  // Delete the organization: its project goes from /projects and its login stops working.
  await gotoHydrated(page, "/admin/organizations");
  await page.getByLabel("Search organizations").fill(account.email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=/);
  // Its logo, stored at registration, is shown from DATA_DIR/uploads.
  const logoSrc = await page
    .getByRole("row", { name: new RegExp(account.orgName) })
    .locator("img")
    .getAttribute("src");
  const logoFile = path.join(DATA_DIR, "uploads", (logoSrc ?? "").replace(/^\/images\/\d+\//, ""));
  expect(logoSrc).toMatch(/^\/images\/\d+\/logos\//);
  expect(fs.existsSync(logoFile)).toBe(true);
  await page.getByRole("button", { name: `Delete ${account.orgName}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Organization" });
  await expect(confirm.getByText(/all associated data/)).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Organization deleted", { exact: true })).toBeVisible();
  await expect(
    page.getByText("No organizations match your search criteria.", { exact: false }),
  ).toBeVisible();
  expect(fs.existsSync(logoFile)).toBe(false);
  await page.goto(`/projects?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { name })).toHaveCount(0);

  await page.context().clearCookies();
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Login Failed").first()).toBeVisible();
});

test("the admin lists pass axe in both themes; Add Organization points to registration", async ({ page }) => {
  test.setTimeout(120_000);
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    for (const path of [
      "/admin/projects",
      "/admin/organizations",
      "/admin/events",
      "/admin/payments",
      "/admin/subscriptions",
      "/admin/approved-organizations",
    ]) {
      await gotoHydrated(page, path);
      expect(await axeViolations(page), `${path} ${theme}`).toEqual([]);
    }
  }
  await gotoHydrated(page, "/admin/organizations");
  await page.getByRole("button", { name: "Add Organization" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Organization" });
  await expect(dialog.getByText(/added through registration/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(dialog.getByRole("link", { name: "Go to Registration" })).toHaveAttribute("href", "/register");
});
