import type { Page } from "@playwright/test";
import { seedEmail } from "~/seed/organizations";
import { logIn, resetLinkFrom } from "./auth-helpers";
import { axeViolations, expect, gotoHydrated, outboxMessages, test, useTheme } from "./fixtures";

/**
 * Issue 36 item 8, walked as a visitor does: the Follow form flags a bad address at the field, the confirmation link's page and the unsubscribe link's page name the project, and
 * their main action is the one strong button. On a phone and a desktop, light and dark.
 *
 * The unsubscribe link comes only in a mail about a new update: a demo organization with an active
 * subscription (Kampala Youth Tech Hub, which no other journey signs in as) posts one, signed in the way a demo
 * organization does (Forgot password, then the emailed link).
 */

const ORG = "kampala-youth-tech-hub";
const PROJECT = "Digital Market Access for Kampala Vendors";
const PASSWORD = "follow-journey-password-1";

/** The link of the newest mail to `to` that carries `path`, as path and query. */
function linkTo(to: string, path: string): string {
  const mail = outboxMessages(to)
    .map((text) => text.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
    .filter((text) => text.includes(path))
    .at(-1);
  const link = mail?.match(new RegExp(`https?://\\S+${path.replace(/[?]/g, "\\?")}[\\w-]+`))?.[0];
  if (!link) throw new Error(`no ${path} link to ${to}`);
  return `${new URL(link).pathname}${new URL(link).search}`;
}

/** The main action is the strong (brand) button; the way back beside it is a quiet outline. */
async function expectMainAction(page: Page, button: string) {
  await expect(page.getByRole("button", { name: button })).toHaveClass(/bg-brand-700/);
  const back = page.getByRole("link", { name: "Go to the home page" });
  await expect(back).toHaveClass(/border-default/);
  await expect(back).not.toHaveClass(/bg-brand-700|bg-accent-400/);
}

test("a visitor follows a project with a bad address first, confirms from the mail, then unsubscribes", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const answer = await (
    await page.request.get(`/api/v1/projects?q=${encodeURIComponent(PROJECT)}&per_page=5`)
  ).json();
  const projectId = (answer.data as Array<{ id: string; name: string }>).find(
    (project) => project.name === PROJECT,
  )?.id;
  expect(projectId, "the demo project").toBeTruthy();

  // On a phone: the Follow form, a typo first (no "@"), then an address without its domain's ending; each
  // is caught before sending (the server's own refusal of an address is in follow-pages.test.ts), the message
  // under the field, the field marked and focused.
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, `/projects/${projectId}`);
  const emailBox = page.getByLabel("Your email address");
  const message = page.getByText("Please enter a valid email address");
  await emailBox.fill("reader.example.org");
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(message).toBeVisible();
  await expect(emailBox).toHaveAttribute("aria-invalid", "true");
  await expect(emailBox).toBeFocused();
  await emailBox.fill("reader@example");
  await expect(message).toHaveCount(0);
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(message).toBeVisible();
  await expect(emailBox).toHaveAttribute("aria-invalid", "true");
  await expect(emailBox).toBeFocused();
  expect(await axeViolations(page), "the Follow form with its message").toEqual([]);
  const follower = `everyday-follower-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`;
  await emailBox.fill(follower);
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByText("Check your inbox")).toBeVisible();
  await expect(message).toHaveCount(0);
  await expect(emailBox).toHaveValue("");

  // The confirmation link's page names the project; confirming is the strong button.
  await expect.poll(() => outboxMessages(follower).length).toBe(1);
  const confirm = linkTo(follower, "/follow/confirm?token=");
  for (const [width, theme] of [
    [1280, "dark"],
    [1280, "light"],
    [360, "dark"],
    [360, "light"],
  ] as const) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await useTheme(page, theme);
    await gotoHydrated(page, confirm);
    await expect(
      page.getByRole("heading", { level: 1, name: `Follow updates from ${PROJECT}` }),
    ).toBeVisible();
    await expectMainAction(page, "Confirm and follow");
    expect(await axeViolations(page), `confirm page, ${width} ${theme}`).toEqual([]);
  }
  await page.getByRole("button", { name: "Confirm and follow" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are following" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the project" })).toHaveClass(/bg-brand-700/);

  // The organization posts an update (signed in as a demo organization is: a new password by mail).
  const orgContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const org = await orgContext.newPage();
  const orgEmail = seedEmail(ORG);
  const resets = outboxMessages(orgEmail).length;
  expect((await org.request.post("/forgot-password", { form: { email: orgEmail } })).ok()).toBe(true);
  await expect.poll(() => outboxMessages(orgEmail).length).toBe(resets + 1);
  const reset = resetLinkFrom(outboxMessages(orgEmail));
  const token = new URL(reset, "http://localhost").searchParams.get("token") ?? "";
  const changed = await org.request.post(reset, {
    form: { token, password: PASSWORD, confirmPassword: PASSWORD },
    maxRedirects: 0,
  });
  expect(changed.status()).toBe(302);
  await logIn(org, { email: orgEmail, password: PASSWORD });
  const posted = await org.request.post(`/dashboard/projects/${projectId}/updates`, {
    form: {
      intent: "save",
      title: "New solar kiosk in Kiyindi",
      body: "The kiosk charges lamps for 40 boats.",
    },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  await orgContext.close();

  // The mail about it carries the unsubscribe link; its page names the project; unsubscribing is the strong button.
  await expect.poll(() => outboxMessages(follower).length, { timeout: 30_000 }).toBe(2);
  const unsubscribe = linkTo(follower, "/follow/unsubscribe?token=");
  for (const [width, theme] of [
    [360, "dark"],
    [1280, "light"],
  ] as const) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await useTheme(page, theme);
    await gotoHydrated(page, unsubscribe);
    await expect(page.getByRole("heading", { level: 1, name: `Stop updates from ${PROJECT}` })).toBeVisible();
    await expectMainAction(page, "Unsubscribe");
    expect(await axeViolations(page), `unsubscribe page, ${width} ${theme}`).toEqual([]);
  }
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  // Used, the link's page says so at once, without a button.
  await gotoHydrated(page, unsubscribe);
  await expect(
    page.getByRole("heading", { level: 1, name: "This link is not valid any more" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
});
