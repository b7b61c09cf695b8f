import type { Browser, Page } from "@playwright/test";
import { approveFromQueue, fillPayment, logIn, registerAccount } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, outboxMessages, test, useTheme } from "./fixtures";

/**
 * An organization as a team (issue 35), walked as people do: the owner, on a desktop, invites an editor and a
 * finance member (a mistyped address first); each opens the mail's link on a phone and registers a person only
 * (a password that does not match first); the editor edits a project and posts an update but sees no billing;
 * the finance member pays the fee but cannot open the project; the owner removes the editor, whose open page
 * is refused at the next request; the last owner cannot leave until ownership is handed over.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

const members = (page: Page) => page.getByRole("region", { name: "Members" });
const inviteCard = (page: Page) => page.getByRole("region", { name: "Invite a member" });

/** The newest invitation link mailed to `email`, as a path. */
function invitationLink(email: string): string {
  const mail = outboxMessages(`To: ${email}`)
    .map((text) => text.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
    .at(-1);
  const link = mail?.match(/https?:\/\/[^\s"<>]+\/invitations\/[\w%-]+/)?.[0];
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return new URL(link).pathname;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/** The owner invites `email` with `role` from My Account's Members, field by field. */
async function invite(owner: Page, email: string, role: "Editor" | "Finance") {
  const card = inviteCard(owner);
  await card.getByLabel("Email address").fill(email);
  await card.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await card.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByText("Invitation sent", { exact: true })).toBeVisible();
  await expect(owner.getByRole("list", { name: "Pending invitations" })).toContainText(email);
}

/** The invitee opens the link on a phone and registers a person: a mismatched confirmation first. */
async function joinThroughLink(browser: Browser, email: string, name: string, organization: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await gotoHydrated(page, invitationLink(email));
  await expect(
    page.getByRole("heading", { level: 1, name: `Join ${organization} on UgandaImpact` }),
  ).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByLabel("Full Name").fill(name);
  await page
    .locator("main")
    .getByLabel(/^Password\*?$/)
    .fill("team-password-1", { timeout: 10_000 });
  // A confirmation that does not match, said when the field is left; then set right.
  await page.getByLabel("Confirm Password").fill("team-password-2");
  await page.getByLabel("Confirm Password").press("Tab");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill("team-password-1");
  await page.getByLabel("Confirm Password").press("Tab");
  await expect(page.getByText("Passwords do not match")).toHaveCount(0);
  // Sent without the terms accepted: the form says so at the box.
  await page.getByRole("button", { name: "Create account and join" }).click();
  await expect(page.getByText("You must accept the terms and conditions").first()).toBeVisible();
  await page.getByRole("checkbox", { name: /I accept the terms/ }).check();
  await page.getByRole("button", { name: "Create account and join" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome to ${organization}`)).toBeVisible();
  await noSidewaysScroll(page);
  return { context, page };
}

test("an owner's team: invite an editor and a finance member, each does their part, remove one, hand over and leave", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const owner = await registerAccount(page, testInfo, "team-owner");
  await logIn(page, owner);

  const adminContext = await browser.newContext({ viewport: DESKTOP });
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN);

  // The owner finds Members in My Account and invites, a mistyped address first.
  await gotoHydrated(page, "/dashboard/account");
  await expect(members(page).getByText("(you)")).toBeVisible();
  const editorEmail = `editor-${Date.now()}@e2e-test.org`;
  const financeEmail = `finance-${Date.now()}@e2e-test.org`;
  await inviteCard(page).getByLabel("Email address").fill("maria@");
  await inviteCard(page)
    .getByRole("radio", { name: /^Editor/ })
    .check();
  await inviteCard(page).getByRole("button", { name: "Send invitation" }).click();
  await expect(inviteCard(page).getByText("Please enter a valid email address")).toBeVisible();
  await invite(page, editorEmail, "Editor");
  await invite(page, financeEmail, "Finance");
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    await gotoHydrated(page, "/dashboard/account");
    expect(await axeViolations(page), theme).toEqual([]);
  }
  await useTheme(page, "light");

  // The editor joins on a phone: projects yes, billing no.
  const editor = await joinThroughLink(browser, editorEmail, "Maria Editor", owner.orgName);
  await gotoHydrated(editor.page, "/dashboard/account");
  await expect(editor.page.getByRole("region", { name: "Billing" })).toHaveCount(0);
  await expect(members(editor.page)).toContainText("Editor");
  await expect(editor.page.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
  await gotoHydrated(editor.page, "/payment");
  await expect(editor.page).toHaveURL(/\/dashboard$/);
  await expect(editor.page.getByText("Access Denied")).toBeVisible();

  // The finance member joins, pays the fee, and cannot open the project.
  const finance = await joinThroughLink(browser, financeEmail, "Okello Finance", owner.orgName);
  await gotoHydrated(finance.page, "/payment");
  await fillPayment(finance.page, { method: "mtn" });
  await finance.page.getByRole("button", { name: "Submit Payment" }).click();
  await expect(finance.page.getByText("Payment request submitted")).toBeVisible();

  // The administrator approves the payment, and adds a project for the organization (how is not what this
  // is about).
  await approveFromQueue(admin, owner.orgName);
  await gotoHydrated(admin, "/dashboard/projects/add");
  const ownerId = await admin
    .getByLabel("Organization")
    .locator("option", { hasText: owner.orgName })
    .getAttribute("value");
  const projectName = `Team Borehole ${Date.now()}`;
  const created = await admin.request.post("/dashboard/projects/add", {
    form: {
      ownerId: ownerId ?? "",
      name: projectName,
      brief:
        "Ten boreholes with hand pumps for villages around Lira, each with a water committee trained to keep it running. Families walk kilometres for water today; the project brings safe water within 500 metres of every home.",
      sector: "Water and Sanitation",
      sdg: "Clean Water and Sanitation",
      location: "Lira",
      targetGroups: "children",
      startDate: "2026-01-15",
      status: "active",
    },
  });
  expect(created.status()).toBe(200);

  await gotoHydrated(finance.page, "/dashboard/projects");
  await expect(finance.page.getByText("Access Denied")).toBeVisible();
  await expect(finance.page.getByRole("link", { name: "My Projects" })).toHaveCount(0);
  const projectId = await admin.evaluate(
    async ({ name }) => {
      const answer = await fetch(`/api/v1/projects?q=${encodeURIComponent(name)}`);
      const body = (await answer.json()) as { data: { id: string }[] };
      return body.data[0]?.id ?? "";
    },
    { name: projectName },
  );
  expect(projectId).toMatch(/^[0-9a-f-]{36}$/);
  await gotoHydrated(finance.page, `/dashboard/projects/edit/${projectId}`);
  await expect(finance.page).not.toHaveURL(/\/edit\//);

  await adminContext.close();

  // The editor edits the project and posts an update; the team sees who posted it.
  await gotoHydrated(editor.page, `/dashboard/projects/edit/${projectId}`);
  await editor.page.getByLabel("Project name").fill(`${projectName} (phase 2)`);
  await editor.page.getByRole("button", { name: "Save Project" }).click();
  await expect(editor.page.getByText("Project updated successfully")).toBeVisible();
  await gotoHydrated(editor.page, `/dashboard/projects/${projectId}/updates`);
  await editor.page.getByLabel("Title").fill("Pump installed at Adyel");
  await editor.page.getByLabel("What happened").fill("The first pump is in and the committee is trained.");
  await editor.page.getByRole("button", { name: "Post update" }).click();
  await expect(editor.page.getByText("Update posted")).toBeVisible();
  await expect(editor.page.getByText(/Posted by Maria Editor/)).toBeVisible();

  // The owner removes the editor; the editor's open page is refused at the next request.
  await gotoHydrated(page, "/dashboard/account");
  await members(page).getByRole("button", { name: "Remove Maria Editor" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText(editorEmail);
  await confirm.getByRole("button", { name: "Remove member" }).click();
  await expect(page.getByText("Member removed")).toBeVisible();
  await expect(members(page)).not.toContainText("Maria Editor");
  await editor.page.reload();
  await expect(editor.page).toHaveURL(/\/login/);
  await editor.context.close();

  // The last owner cannot leave; once the finance member is made Owner, they can.
  await members(page).getByRole("button", { name: "Leave organization" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Leave organization" }).click();
  await expect(page.getByText("Could not leave the organization")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(members(page)).toContainText("An organization needs an owner");
  await members(page).getByLabel("Role of Okello Finance").selectOption("owner");
  await members(page).getByRole("button", { name: "Change role of Okello Finance" }).click();
  await expect(page.getByText("Okello Finance is now Owner.")).toBeVisible();
  await members(page).getByRole("button", { name: "Leave organization" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Leave organization" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`You left ${owner.orgName}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "You are not a member of an organization" })).toBeVisible();

  // The new owner sees the team they now run, alone.
  await gotoHydrated(finance.page, "/dashboard/account");
  await expect(members(finance.page).getByRole("listitem")).toHaveCount(1);
  await expect(finance.page.getByRole("region", { name: "Invite a member" })).toBeVisible();
  await noSidewaysScroll(finance.page);
  await finance.context.close();
});

test("an invitation's link refuses clearly: unknown, revoked, and for another address", async ({
  page,
  browser,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, "/invitations/not-a-real-token");
  await expect(page.getByRole("heading", { level: 1, name: "Invitation not found" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const owner = await registerAccount(page, testInfo, "team-revoke");
  const ownerContext = await browser.newContext({ viewport: DESKTOP });
  const ownerPage = await ownerContext.newPage();
  await logIn(ownerPage, owner);
  await gotoHydrated(ownerPage, "/dashboard/account");
  const invited = `revoked-${Date.now()}@e2e-test.org`;
  await invite(ownerPage, invited, "Editor");
  const link = invitationLink(invited);

  // Signed in as someone else, the link says whose it is and accepts nothing.
  await logIn(page, owner);
  await gotoHydrated(page, link);
  await expect(
    page.getByRole("heading", { level: 1, name: "This invitation is for another address" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);

  // Revoked by the owner, the link says so.
  await ownerPage
    .getByRole("list", { name: "Pending invitations" })
    .getByRole("button", { name: `Revoke the invitation to ${invited}` })
    .click();
  await ownerPage.getByRole("dialog").getByRole("button", { name: "Revoke invitation" }).click();
  await expect(ownerPage.getByText("Invitation revoked")).toBeVisible();
  await ownerContext.close();
  await page.context().clearCookies();
  await gotoHydrated(page, link);
  await expect(page.getByRole("heading", { level: 1, name: "Invitation withdrawn" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create account and join" })).toHaveCount(0);
});
