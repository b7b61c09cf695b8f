import type { Page } from "@playwright/test";
import sharp from "sharp";
import { logIn, registerAccount, subscribe } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, outboxMessages, test, useTheme } from "./fixtures";

/**
 * Progress updates and following (issue 21 items 1 and 4), the way people go through them: an organization
 * posts an update with two photos (an empty title first, then fixed); the project page shows it on a phone and
 * a laptop; a visitor follows the project by email, confirms from the outbox, receives the next update's mail
 * and unsubscribes with one click. Axe finds nothing on the changed pages in either theme.
 */

const BRIEF =
  "Ten boreholes with hand pumps for villages around Lira, each with a water committee trained to keep it running. Families now walk kilometres for water; the project brings safe water within 500 metres of every home.";

async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** The outbox's messages to `email`, quoted-printable undone enough to read links and headers. */
function mailsTo(email: string): string[] {
  return outboxMessages(`To: ${email}`).map((mail) =>
    mail
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=")
      .replace(/\r\n/g, "\n")
      // Long headers are folded onto the next line.
      .replace(/\n[ \t]+/g, " "),
  );
}

function linkIn(mail: string, path: string): string {
  const found = mail.match(new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, "\\$&")}[^\\s"<>]*`))?.[0];
  if (!found) throw new Error(`no ${path} link`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("an organization posts updates with photos; a visitor follows, gets the next one by mail and unsubscribes", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = await registerAccount(page, testInfo, "updates");

  // The organization pays its subscription, which publishing needs; the administrator approves it and adds a
  // project for the organization (neither is what this is about).
  await logIn(page, account);
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN);
  await subscribe(page, admin, account);
  await gotoHydrated(admin, "/dashboard/projects/add");
  const ownerId = await admin
    .getByLabel("Organization")
    .locator("option", { hasText: account.orgName })
    .getAttribute("value");
  expect(ownerId).toBeTruthy();
  const projectName = `Lira Boreholes ${Date.now()}`;
  const created = await admin.request.post("/dashboard/projects/add", {
    form: {
      ownerId: ownerId!,
      name: projectName,
      brief: BRIEF,
      sector: "Water and Sanitation",
      sdg: "Clean Water and Sanitation",
      location: "Lira",
      targetGroups: "children",
      startDate: "2026-01-15",
      status: "active",
    },
  });
  expect(created.status()).toBe(200);
  await adminContext.close();

  // The organization finds the Updates page from My Projects.
  await gotoHydrated(page, "/dashboard/projects");
  await page.getByRole("link", { name: `Updates of ${projectName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Updates" })).toBeVisible();
  await expect(page.getByTestId("follower-counts")).toContainText("No one follows this project by email yet");
  const projectId = page.url().match(/\/dashboard\/projects\/([0-9a-f-]{36})\/updates/)?.[1];
  expect(projectId).toBeTruthy();

  // Two photos, chosen at once: they upload straight away.
  await page
    .getByLabel("Choose photos")
    .setInputFiles([await photo("pump.jpg", "#1030d0"), await photo("crowd.jpg", "#10a020")]);
  await expect(page.getByRole("list", { name: "Chosen photos" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByText("Uploaded", { exact: true })).toHaveCount(2);

  // A mistake on the way: no title.
  await page
    .getByLabel("What happened")
    .fill("The pump at Adyel is fixed.\nThe water committee report: https://example.org/adyel-report");
  await page.getByRole("button", { name: "Post update" }).click();
  await expect(page.getByText("Please give the update a title")).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();
  await page.getByLabel("Title").fill("First borehole flowing again");
  await expect(page.getByText("Please give the update a title")).toHaveCount(0);
  await page.getByRole("button", { name: "Post update" }).click();
  await expect(page.getByText("Update posted")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "First borehole flowing again" })).toBeVisible();
  await expect(page.getByText(/· 2 photos$/)).toBeVisible();
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    await gotoHydrated(page, `/dashboard/projects/${projectId}/updates`);
    expect(await axeViolations(page), theme).toEqual([]);
  }

  // The Updates page works on a phone too.
  await page.setViewportSize({ width: 360, height: 800 });
  await gotoHydrated(page, `/dashboard/projects/${projectId}/updates`);
  await expect(page.getByRole("button", { name: "Post update" })).toBeVisible();
  await noSidewaysScroll(page);

  // A visitor sees the update on the project page, on a phone and on a laptop, in both themes.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const visitor = await visitorContext.newPage();
  for (const [width, theme] of [
    [360, "light"],
    [1280, "dark"],
  ] as const) {
    await visitor.setViewportSize({ width, height: 800 });
    await useTheme(visitor, theme);
    await gotoHydrated(visitor, `/projects/${projectId}`);
    const update = visitor.getByRole("article", { name: "First borehole flowing again" });
    await update.scrollIntoViewIfNeeded();
    await expect(update).toBeVisible();
    await expect(update.getByText("The pump at Adyel is fixed.")).toBeVisible();
    const link = update.getByRole("link", { name: "https://example.org/adyel-report" });
    await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
    const photos = update.getByRole("img", { name: /First borehole flowing again \(photo \d of 2\)/ });
    await expect(photos).toHaveCount(2);
    await expect
      .poll(() => photos.first().evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/images\/\d+\/project-images\/.+\.webp$/);
    await expect
      .poll(() => photos.nth(1).evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await noSidewaysScroll(visitor);
    expect(await axeViolations(visitor), `${width} ${theme}`).toEqual([]);
  }

  // The visitor follows the project (on a phone), and confirms from the mail.
  await visitor.setViewportSize({ width: 360, height: 800 });
  const follower = `follower-${Date.now()}@example.org`;
  await visitor.getByLabel("Your email address").fill(follower);
  await visitor.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(visitor.getByText("Check your inbox")).toBeVisible();
  await expect.poll(() => mailsTo(follower).length).toBe(1);
  await gotoHydrated(visitor, linkIn(mailsTo(follower)[0]!, "/follow/confirm?token="));
  expect(await axeViolations(visitor)).toEqual([]);
  await visitor.getByRole("button", { name: "Confirm and follow" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "You are following" })).toBeVisible();

  // The organization posts the next update; the follower counts show one person.
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, `/dashboard/projects/${projectId}/updates`);
  await expect(page.getByTestId("follower-counts")).toContainText("1 person follows this project");
  await page.getByLabel("Title").fill("Second borehole drilled");
  await page.getByLabel("What happened").fill("Drilling reached water at 42 metres.");
  await page.getByRole("button", { name: "Post update" }).click();
  await expect(page.getByText("Update posted")).toBeVisible();

  // The mail comes once, with its one-click unsubscribe link and headers.
  await expect.poll(() => mailsTo(follower).length, { timeout: 20_000 }).toBe(2);
  const mail = mailsTo(follower)[1]!;
  expect(mail).toContain(`Subject: ${projectName}: Second borehole drilled`);
  expect(mail).toContain("Drilling reached water at 42 metres.");
  expect(mail).toMatch(/List-Unsubscribe: <https?:\/\/[^>]+\/follow\/unsubscribe\?token=[\w-]+>/);
  expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

  // One click on the mail's link's button, and the address is gone.
  await gotoHydrated(visitor, linkIn(mail, "/follow/unsubscribe?token="));
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  expect(await axeViolations(visitor)).toEqual([]);
  await gotoHydrated(page, `/dashboard/projects/${projectId}/updates`);
  await expect(page.getByTestId("follower-counts")).toContainText("No one follows this project by email yet");
  await visitorContext.close();
});
