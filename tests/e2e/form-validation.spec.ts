import type { Page } from "@playwright/test";
import { logIn, registerAccount } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * Validation in one pass (issue 20): a press of Save & Next, Save Project or Save Event flags every invalid
 * field at once, at every width, even while a field still has the focus (its check on blur used to push the
 * button away under the mouse, losing the press); the toast counts fields (a group of checkboxes is one); each
 * section header says how many of its fields need correcting; the first takes the focus. These tests press
 * with the mouse, at 360px and at 1280px.
 */

const WIDTHS = [
  { width: 360, theme: "dark" },
  { width: 1280, theme: "light" },
] as const;

/** The section's header: a tab from 768px, the accordion's button below. */
function sectionHeader(page: Page, width: number, title: string) {
  const headers =
    width >= 768
      ? page.getByRole("navigation", { name: "Form sections" }).getByRole("button")
      : page.locator("h2").getByRole("button");
  return headers.filter({ hasText: title });
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

for (const { width, theme } of WIDTHS) {
  test(`Save & Next flags the whole section in one press, counted, at ${width}px`, async ({
    page,
  }, testInfo) => {
    await useTheme(page, theme);
    await page.setViewportSize({ width, height: 800 });
    const account = await registerAccount(page, testInfo, `valid${width}`);
    await logIn(page, account);
    await gotoHydrated(page, "/dashboard/projects/add");
    const basic = sectionHeader(page, width, "Basic Information");
    await expect(basic).toHaveAccessibleName(/^\d\s*Basic Information$/);

    // Someone starts in the name, then presses Save & Next with the mouse while it still has the focus.
    await page.getByLabel("Project name").click();
    await page.getByRole("button", { name: "Save & Next" }).click();
    const required = ["Project name", "Brief description", "Sector", "SDG goal", "Location", "Start date"];
    for (const label of required) {
      await expect(page.getByLabel(label), label).toHaveAttribute("aria-invalid", "true");
    }
    // Status starts as Planning, End date is optional: nothing else is flagged.
    await expect(page.getByLabel("Status")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("End date")).not.toHaveAttribute("aria-invalid", "true");
    await expect(toast(page, "Please correct the 6 highlighted fields")).toBeVisible();
    await expect(basic).toHaveAccessibleName(/Basic Information\s*, 6 errors$/);
    await expect(page.getByLabel("Project name")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // One fixed: one fewer, and the focus goes to the next field to correct.
    await page.getByLabel("Project name").fill("Boreholes for Lira");
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(toast(page, "Please correct the 5 highlighted fields")).toBeVisible();
    await expect(basic).toHaveAccessibleName(/Basic Information\s*, 5 errors$/);
    await expect(page.getByLabel("Project name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Brief description")).toBeFocused();

    // The rest, with a location too short on the way: one field left.
    await page
      .getByLabel("Brief description")
      .fill(
        "Ten boreholes with hand pumps for villages around Lira, each with a water committee trained to keep it running. Families now walk kilometres for water; the project brings safe water within 500 metres of every home.",
      );
    await page.getByLabel("Sector").selectOption("Water and Sanitation");
    await page.getByLabel("SDG goal").selectOption("Clean Water and Sanitation");
    await page.getByLabel("Start date").fill("2026-01-15");
    await page.getByLabel("Location").fill("Li");
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(toast(page, "Please correct the highlighted field")).toBeVisible();
    await expect(basic).toHaveAccessibleName(/Basic Information\s*, 1 error$/);
    await expect(page.getByText("Please provide a location")).toBeVisible();
    await expect(page.getByLabel("Location")).toBeFocused();
    await page.getByLabel("Location").fill("Lira");
    await page.getByRole("button", { name: "Save & Next" }).click();
    const details = sectionHeader(page, width, "Project Details");
    if (width >= 768) await expect(details).toHaveAttribute("aria-current", "step");
    else await expect(details).toHaveAttribute("aria-expanded", "true");
    await expect(basic).toHaveAccessibleName(/^\d\s*Basic Information$/);

    // Details: twelve target-group checkboxes are one field.
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(toast(page, "Please correct the highlighted field")).toBeVisible();
    await expect(details).toHaveAccessibleName(/Project Details\s*, 1 error$/);
    await expect(page.getByLabel("Children")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`the event dialog flags every missing field at once, Location included, at ${width}px`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, ADMIN);
    await gotoHydrated(page, "/admin/events");
    await page.getByRole("button", { name: "Add New Event" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add New Event" });
    // The dialog opens with the focus in Title; Save Event is pressed with the mouse straight away.
    await expect(dialog.getByLabel("Title")).toBeFocused();
    await dialog.getByRole("button", { name: "Save Event" }).click();
    // The toast first: it says why at once, and goes after a few seconds (on a slow machine, before the checks
    // of every field below were done).
    await expect(page.getByText("Missing required fields").first()).toBeVisible();
    // The date and time by role: "Date" and "Time" are also in "End date" and "End time".
    const field = (label: string) =>
      label === "Date" || label === "Time"
        ? dialog.getByRole("textbox", { name: label, exact: true })
        : dialog.getByLabel(label);
    const required = ["Title", "Location", "Date", "Time"];
    for (const label of required) {
      await expect(field(label), label).toHaveAttribute("aria-invalid", "true");
    }
    await expect(dialog.getByText("Please fill in all required fields")).toHaveCount(required.length);
    await expect(dialog.getByLabel("Description")).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("End date")).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Title")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // The title given, the rest still flagged; an online event asks for its link instead of a location.
    await dialog.getByLabel("Title").fill("Water Forum");
    await dialog.getByLabel("Event type").selectOption("online");
    await dialog.getByRole("button", { name: "Save Event" }).click();
    await expect(dialog.getByLabel("Title")).not.toHaveAttribute("aria-invalid", "true");
    for (const label of ["Online link", "Date", "Time"]) {
      await expect(field(label), label).toHaveAttribute("aria-invalid", "true");
    }
    await expect(dialog.getByLabel("Online link")).toBeFocused();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
}

test("Save Project counts fields across sections: twelve target-group checkboxes are one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, ADMIN);
  // An admin may save projects (no subscription step), for an organization they choose.
  await gotoHydrated(page, "/dashboard/projects/add?from=admin");
  await page.getByLabel("Organization").selectOption({ index: 1 });
  await page.getByLabel("Project name").fill("Solar for Gulu");
  await page
    .getByLabel("Brief description")
    .fill(
      "Solar lights for forty households around Gulu, with a repair group trained in the village so that every lamp keeps working. Children study after dark and families spend less on paraffin; the repair group earns a small income.",
    );
  await page.getByLabel("Sector").selectOption("Energy");
  await page.getByLabel("SDG goal").selectOption("Affordable and Clean Energy");
  await page.getByLabel("Location").fill("Gulu");
  await page.getByLabel("Start date").fill("2026-02-01");
  const tabs = page.getByRole("navigation", { name: "Form sections" });
  await tabs.getByRole("button", { name: /Location & Team/ }).click();
  // A website without its scheme, and target groups left out two sections back.
  await page.getByLabel("Implementer's website").fill("www.gulu-solar.example.org");
  await page.getByRole("button", { name: "Save Project" }).click();
  await expect(toast(page, "Please correct the 2 highlighted fields")).toBeVisible();
  await expect(tabs.getByRole("button", { name: /Project Details\s*, 1 error$/ })).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expect(tabs.getByRole("button", { name: /Location & Team\s*, 1 error$/ })).toBeVisible();
  await expect(page.getByLabel("Children")).toBeFocused();
  await expect(page.getByText("Please specify target groups")).toBeVisible();
});
