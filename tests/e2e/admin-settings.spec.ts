import type { Locator, Page } from "@playwright/test";
import { fillPayment, logIn, mailsBesidesVerification, registerAccount } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * The Admin area's settings and its record of what admins did: admin users added (existing accounts only, never
 * twice) and removed (never oneself; on a 360px phone, from the person's card), a subscription rejected (the
 * organization is told), each listed on the Audit Log; both pages axe-clean in both themes. (How every admin
 * list fits a phone and a desktop: admin-lists.spec.ts.)
 */

/** The element lies inside the viewport's width (nothing to scroll sideways to reach it). */
async function expectWithinWidth(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, "no box").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function openAddAdmin(page: Page) {
  await page.getByRole("button", { name: "Add Admin" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Admin" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("admin users: add an existing account, refuse an unknown or duplicate one, remove it; audited; axe", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const person = await registerAccount(page, testInfo, "newadmin");
  await logIn(page, ADMIN);
  await gotoHydrated(page, "/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Settings" })).toBeVisible();

  // One's own row says so and offers no Remove.
  const own = page.getByRole("row", { name: new RegExp(ADMIN.email) });
  await expect(own.getByText("You", { exact: true })).toBeVisible();
  await expect(own.getByRole("button")).toHaveCount(0);

  // Add Admin: an email is required, and it must be someone's account.
  let dialog = await openAddAdmin(page);
  expect(await axeViolations(page), "settings, Add Admin dialog, light").toEqual([]);
  const email = dialog.getByLabel("Email");
  const add = dialog.getByRole("button", { name: "Add Admin" });
  await add.click();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await email.fill(`nobody-${Date.now()}@e2e-test.org`);
  await add.click();
  await expect(dialog.getByText(/^No account uses this email\./)).toBeVisible();
  await expect(page.getByText(/^Failed to create admin account: No account uses this email/)).toBeVisible();

  await email.fill(person.email);
  await add.click();
  await expect(page.getByText("Admin user added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const added = page.getByRole("row", { name: new RegExp(person.email) });
  await expect(added).toBeVisible();
  // Newest first.
  await expect(page.getByRole("row").nth(1)).toContainText(person.email);

  // The same person again.
  dialog = await openAddAdmin(page);
  await dialog.getByLabel("Email").fill(person.email);
  await dialog.getByRole("button", { name: "Add Admin" }).click();
  await expect(dialog.getByText("This email is already registered as an admin")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // Remove Admin Access, confirmed, on a 360px phone: the person's card has its long address wrapped inside it
  // and Remove on screen, the page does not scroll sideways; the row goes (the account stays: the person can
  // still log in).
  await page.setViewportSize({ width: 360, height: 800 });
  const remove = added.getByRole("button", { name: `Remove ${person.email}` });
  await expectWithinWidth(page, remove);
  await expectWithinWidth(page, added.getByText(person.email, { exact: true }).first());
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await remove.click();
  const confirm = page.getByRole("dialog", { name: "Remove Admin Access" });
  await expect(confirm).toContainText(`${person.email} will no longer be able to use the Admin area`);
  await expectWithinWidth(page, confirm.getByRole("button", { name: "Remove Admin Access" }));
  await confirm.getByRole("button", { name: "Remove Admin Access" }).click();
  await expect(page.getByText("Admin user removed successfully")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(person.email) })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The audit log has both, newest first.
  await gotoHydrated(page, "/admin/audit");
  const rows = page.getByRole("row").filter({ hasText: person.email });
  await expect(rows.nth(0)).toContainText("Removed admin rights");
  await expect(rows.nth(1)).toContainText("Granted admin rights");
  await expect(rows.nth(0)).toContainText(ADMIN.email);
  expect(await axeViolations(page), "audit, light").toEqual([]);

  // Dark theme (the fit at 360px: layout.spec.ts walks every admin page at both widths).
  await useTheme(page, "dark");
  await gotoHydrated(page, "/admin/audit");
  expect(await axeViolations(page), "audit, dark").toEqual([]);
  await gotoHydrated(page, "/admin/settings");
  await openAddAdmin(page);
  expect(await axeViolations(page), "settings, Add Admin dialog, dark").toEqual([]);
});

test("a rejected payment request is kept with its reason, its organization is told why, and the audit log says so", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const org = await registerAccount(page, testInfo, "rejected");
  await logIn(page, org);
  await gotoHydrated(page, "/payment");
  const transactionId = await fillPayment(page, { method: "mtn" });
  await page.getByRole("button", { name: "Submit Payment" }).click();
  await expect(page.getByText("Payment request submitted")).toBeVisible();

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN);
  await gotoHydrated(admin, "/admin/payments");
  await admin
    .getByRole("row", { name: new RegExp(org.orgName) })
    .getByRole("link", { name: /Review/ })
    .click();
  await admin.getByRole("radio", { name: "Other (write the reason)" }).check();
  await admin.getByRole("textbox", { name: "Write the reason" }).fill("Paid to another merchant code");
  await admin.getByRole("button", { name: /^Reject/ }).click();
  await expect(admin.getByText("Payment rejected")).toBeVisible();
  // Kept, under Rejected, with its reason.
  await gotoHydrated(admin, "/admin/payments?status=rejected");
  await expect(admin.getByRole("row", { name: new RegExp(org.orgName) })).toHaveCount(1);

  // The registration's verification email went to the same address first.
  await expect.poll(() => mailsBesidesVerification(org.email).length).toBe(1);
  const mail = mailsBesidesVerification(org.email)[0]!.replace(/=\r?\n/g, "");
  expect(mail).toContain("Subject: Your UgandaImpact payment was not approved");
  expect(mail).toContain("Reason: Paid to another merchant code");

  await gotoHydrated(admin, "/admin/audit");
  const entry = admin.getByRole("row").filter({ hasText: org.orgName }).first();
  await expect(entry).toContainText("Rejected payment");
  await expect(entry).toContainText(transactionId);
  await expect(entry).toContainText("Paid to another merchant code");
  await adminContext.close();
});
