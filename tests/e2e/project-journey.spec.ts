import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { UGANDA_DISTRICTS } from "~/domain/uganda-districts";
import { fillPayment, logIn, mailsBesidesVerification, registerAccount } from "./auth-helpers";
import { ADMIN, axeViolations, DATA_DIR, expect, gotoHydrated, test } from "./fixtures";

/**
 * A new organization's whole write side, the way a person goes through it: no subscription yet, so saving a
 * project opens the payment dialog; a reference and a PDF proof; the administrator approves (the organization is
 * then listed as approved with its days left, and gets an email saying until when); then a project with two
 * photos through the three sections, on the public pages with WebP images, edited, and deleted.
 */

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** The upload files behind the WebP variants a page shows (`/images/{w}/project-images/x.webp`). */
async function uploadFilesShown(page: Page): Promise<string[]> {
  const sources = await page
    .locator("main img")
    .evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src),
    );
  const paths = sources
    .map((src) => new URL(src).pathname.match(/^\/images\/\d+\/(project-images\/.+\.webp)$/)?.[1])
    .filter((found): found is string => Boolean(found));
  return [...new Set(paths)].map((relative) => path.join(DATA_DIR, "uploads", relative));
}

test("register, pay, get approved, publish a project with photos, edit it and delete it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await registerAccount(page, testInfo, "journey");
  await logIn(page, account);

  // The dashboard says there is no subscription yet.
  await expect(page.getByText("Subscribe to start").first()).toBeVisible();

  // Add Project: the gate card explains the fee; saving opens the payment dialog instead.
  await page
    .getByRole("navigation", { name: "Project Panel" })
    .getByRole("link", { name: "Add Project" })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/add$/);
  await expect(page.getByText("Yearly fee: UGX 45,000")).toBeVisible();
  await page.getByRole("button", { name: "Save Project" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole("button", { name: "Submit Payment" });
  await fillPayment(dialog, { method: "airtel" });
  await dialog
    .getByLabel(/proof/i)
    .setInputFiles({ name: "receipt.pdf", mimeType: "application/pdf", buffer: PDF });
  await submit.click();
  await expect(page.getByText("Payment request submitted")).toBeVisible();
  await expect(dialog).toBeHidden();

  await gotoHydrated(page, "/dashboard");
  await expect(page.getByText("Payment Pending Approval")).toBeVisible();

  // The administrator approves the payment on the admin screen (a browser of their own).
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN);
  await gotoHydrated(admin, "/admin/payments");
  const row = admin.getByRole("row", { name: new RegExp(account.orgName) });
  await expect(row.getByText("Airtel Money")).toBeVisible();
  await row.getByRole("link", { name: /Review/ }).click();
  await admin.getByRole("button", { name: /^Approve/ }).click();
  // Approve asks first, saying the amount and the period.
  const confirm = admin.getByRole("dialog");
  await expect(confirm.getByText(/UGX 45,000/)).toBeVisible();
  await confirm.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Payment approved")).toBeVisible();
  // Listed among the approved organizations with the days its year has left.
  await gotoHydrated(admin, "/admin/approved-organizations");
  const approved = admin.getByRole("row", { name: new RegExp(account.orgName) });
  await expect(approved.getByText(/^36[56] days left$/)).toBeVisible();
  await adminContext.close();

  // The organization is told by email: approved, until when, and what it can do now.
  // (Besides the verification email of the registration.)
  await expect.poll(() => mailsBesidesVerification(account.email).length).toBe(1);
  const approval = mailsBesidesVerification(account.email)[0]!.replace(/=\r?\n/g, "");
  expect(approval).toContain("Subject: Your UgandaImpact subscription is active");
  expect(approval).toMatch(/active until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  expect(approval).toContain("/dashboard/projects/add");

  await gotoHydrated(page, "/dashboard");
  await expect(page.getByText("Account Active")).toBeVisible();

  // The project, section by section, with a mistake on the way in each.
  await gotoHydrated(page, "/dashboard/projects/add");
  await expect(page.getByText("Yearly fee: UGX 45,000")).toHaveCount(0);
  const name = `Solar Light for Schools ${Date.now()}`;
  await page.getByLabel("Project name").fill(name);
  await page.getByLabel("Brief description").fill("Solar lamps for pupils.");
  await page.getByLabel("Sector").selectOption("Energy");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByText("Brief description must be at least 200 characters")).toBeVisible();
  await page
    .getByLabel("Brief description")
    .fill(
      "Solar lamps for 400 pupils in Kitgum who study after dark by paraffin light. Each school gets a charging station run by its parents' association, and teachers learn to keep the lamps working for years after the project ends.",
    );
  await page.getByLabel("SDG goal").selectOption("Affordable and Clean Energy");
  await page.getByLabel("Location").fill("Kitgum");
  await page.getByLabel("Start date").fill("2026-03-01");
  await page.getByLabel("Status").selectOption("active");
  await page.getByRole("button", { name: "Save & Next" }).click();

  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByText("Please specify target groups")).toBeVisible();
  await page.getByLabel("Students").check();
  await page.getByLabel("Core objectives").fill("Light 400 study desks");
  await page.getByLabel("Core objectives").press("Enter");
  await page.getByLabel("Project milestones").fill("Stations installed");
  await page.getByRole("button", { name: "Add milestone" }).click();
  await page.getByRole("button", { name: "Save & Next" }).click();

  await page.getByLabel("Region").selectOption("Northern Region");
  // The district is typed, with Uganda's districts offered as suggestions.
  const district = page.getByLabel("District");
  const suggestions = page.locator(`datalist#${await district.getAttribute("list")} > option`);
  await expect(suggestions).toHaveCount(UGANDA_DISTRICTS.length);
  await expect(suggestions.first()).toHaveAttribute("value", UGANDA_DISTRICTS[0]!);
  await district.fill("Kitgum");
  await page
    .getByLabel("Choose images")
    .setInputFiles([await photo("desk.jpg", "#f5b400"), await photo("station.jpg", "#1c7c54")]);
  // Choosing is uploading: each file goes at once, with its progress.
  await expect(page.getByText("Upload successful")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Remove image/ })).toHaveCount(2);
  await expect(page.getByText("Uploaded", { exact: true })).toHaveCount(2);
  await expect(page.getByLabel("Choose images")).toHaveValue("");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Save Project" }).click();
  const created = page.getByRole("dialog", { name: "Project created" });
  await expect(created).toBeVisible();
  await expect(page.getByText("Project created").first()).toBeVisible();
  await created.getByRole("link", { name: "View Project" }).click();

  // Public: the detail page with its WebP images, and the list finds it.
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const files = await uploadFilesShown(page);
  expect(files).toHaveLength(2);
  for (const file of files) expect(fs.existsSync(file), file).toBe(true);
  const variant = await page.request.get(
    `/images/640/${path.relative(path.join(DATA_DIR, "uploads"), files[0]!)}`,
  );
  expect(variant.headers()["content-type"]).toBe("image/webp");
  await gotoHydrated(page, `/projects?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();

  // Edit from My Projects.
  await gotoHydrated(page, "/dashboard/projects");
  const card = page.getByRole("article").filter({ hasText: name });
  await card.getByRole("link", { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/edit\//);
  await page.getByLabel("Project name").fill(`${name} (phase 2)`);
  await page.getByRole("button", { name: "Save Project" }).click();
  await expect(page.getByText("Project updated successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);

  // Delete, confirmed in a dialog: the row and its files are gone.
  const edited = page.getByRole("article").filter({ hasText: `${name} (phase 2)` });
  await edited.getByRole("button", { name: /Delete/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Project deleted")).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(0);
  for (const file of files) expect(fs.existsSync(file), file).toBe(false);
  const gone = await page.request.get(projectUrl);
  expect(gone.status()).toBe(404);
});
