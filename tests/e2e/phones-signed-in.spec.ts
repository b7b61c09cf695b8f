import { logIn, registerAccount } from "./auth-helpers";
import { axeViolations, expect, gotoHydrated, height, test } from "./fixtures";

/**
 * Issue 20, phones, signed in: an empty My Projects offers only Add Project; the objectives example fits its
 * field; the project form's main button comes last (phones.spec.ts has the public pages).
 */
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

test.describe("signed in, on a phone", () => {
  test("an empty My Projects offers Add Project, not a search; the project form fits and ends with Save Project", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    const account = await registerAccount(page, testInfo, "phones");
    await logIn(page, account);

    // Nothing to search yet: no search box, no status filters, the empty state and its Add Project.
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((value) => window.localStorage.setItem("theme", value), theme);
      await gotoHydrated(page, "/dashboard/projects");
      await expect(page.getByRole("heading", { name: "You have not added any projects yet" })).toBeVisible();
      await expect(page.getByRole("searchbox")).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Filter by status" })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    }
    const emptyState = page
      .getByRole("heading", { name: "You have not added any projects yet" })
      .locator("..");
    await emptyState.getByRole("link", { name: "Add Project" }).click();
    await page.waitForURL("**/dashboard/projects/add");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    const order = async () => {
      // The form's closing row, read top to bottom and left to right as it is shown; the row
      // is waited for, as evaluateAll alone would read an empty list before the form is drawn.
      const cancel = page.getByRole("link", { name: "Cancel" });
      await expect(cancel).toBeVisible();
      const row = cancel.locator("..");
      const boxes = await row.locator(":scope > *").evaluateAll((elements) =>
        elements.map((element) => {
          const rect = element.getBoundingClientRect();
          return { text: element.textContent?.trim() ?? "", x: rect.x, y: rect.y, width: rect.width };
        }),
      );
      return boxes
        .sort((a, b) => (Math.abs(a.y - b.y) > 2 ? a.y - b.y : a.x - b.x))
        .map((box) => ({ text: box.text, width: Math.round(box.width) }));
    };

    // Section 1: Cancel beside Save & Next, Save Project alone on the last line.
    let rows = await order();
    expect(rows.map((row) => row.text)).toEqual(["Cancel", "Save & Next", "Save Project"]);
    expect(rows[2]!.width).toBeGreaterThan(rows[0]!.width * 1.8);

    // Section 2: two by two, Save Project last; the objectives example fits its field.
    await page.getByRole("button", { name: /^2\s*Project Details/ }).click();
    rows = await order();
    expect(rows.map((row) => row.text)).toEqual(["Cancel", "Previous", "Save & Next", "Save Project"]);
    for (const label of ["Core objectives", "Project milestones"]) {
      const field = page.getByLabel(label, { exact: true });
      const fits = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return { text: context.measureText(input.placeholder).width, room };
      });
      expect(fits.text, `${label}'s placeholder`).toBeLessThanOrEqual(fits.room);
    }
    // The mistake on the way: a blank objective is not added; a real one is.
    const objectives = page.getByLabel("Core objectives", { exact: true });
    await objectives.fill("   ");
    await page.getByRole("button", { name: "Add objective" }).click();
    await expect(page.getByRole("button", { name: /^Remove objective/ })).toHaveCount(0);
    await objectives.fill("Train 200 young people in digital skills");
    await objectives.press("Enter");
    await expect(
      page.getByRole("button", { name: "Remove objective: Train 200 young people in digital skills" }),
    ).toBeVisible();

    // Section 3, the last: Cancel beside Previous, then Save Project across the row, last.
    await page.getByRole("button", { name: /^3\s*Location/ }).click();
    rows = await order();
    expect(rows.map((row) => row.text)).toEqual(["Cancel", "Previous", "Save Project"]);
    expect(rows[2]!.width).toBeGreaterThan(rows[0]!.width * 1.8);
    expect(await height(page.getByRole("button", { name: "Save Project" }))).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((value) => {
        document.documentElement.classList.toggle("dark", value === "dark");
        document.documentElement.style.colorScheme = value;
      }, theme);
      expect(await axeViolations(page)).toEqual([]);
    }

    // On a desktop the row is one line: Cancel on the left, Save Project on the right.
    await page.setViewportSize(DESKTOP);
    rows = await order();
    expect(rows.map((row) => row.text)).toEqual(["Cancel", "Previous", "Save Project"]);
  });
});
