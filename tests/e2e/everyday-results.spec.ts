import { logIn, registerAccount, subscribe } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * The organization's everyday results work (issue 36 items 3 and 4), on a phone: a result given with its first
 * indicator and first reported value in one form — three mistakes first, all flagged at once, then fixed — the
 * budget with its total and its spending both wrong, flagged together, and a funder with the amount it gives.
 * A visitor then sees the progress ("25%") and the funder's amount on the project page, on a phone and a laptop.
 */

const BRIEF =
  "Solar lamps for the evening study hours of six secondary schools in Kotido, with a caretaker trained at each school and a small fund for spare parts, so that boarders can revise after dark without paraffin smoke in their dormitories.";

test("a result with its first indicator and value in one form, the budget and a funder's amount; the project page shows them", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const account = await registerAccount(page, testInfo, "everyday");
  await logIn(page, account);
  // Publishing needs the yearly fee, approved by the administrator (not what this is about).
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN);
  await subscribe(page, admin, account);
  await adminContext.close();
  const projectName = `Kotido Study Lamps ${Date.now()}`;
  const created = await page.request.post("/dashboard/projects/add", {
    form: {
      name: projectName,
      brief: BRIEF,
      sector: "Energy",
      sdg: "Affordable and Clean Energy",
      location: "Kotido",
      targetGroups: "youth",
      startDate: "2025-01-15",
      status: "active",
    },
  });
  expect(created.status()).toBe(200);

  // On a phone: My Projects, then the project's Results page.
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, "/dashboard/projects");
  await page.getByRole("link", { name: `Results of ${projectName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Results & budget" })).toBeVisible();
  const projectId = page.url().match(/\/dashboard\/projects\/([0-9a-f-]{36})\/results/)?.[1];
  expect(projectId).toBeTruthy();

  // One form: the result, its first indicator, its first value. Output and Outcome each say what they mean.
  await page.getByText("Add result", { exact: true }).click();
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Save result" }) });
  await form.getByLabel("Result title").fill("Boarders revise after dark");
  const outcome = form.getByRole("radio", { name: /^Outcome/ });
  await expect(outcome).toHaveAccessibleDescription(
    "The change that follows: more children in school, fewer cases of malaria.",
  );
  await expect(form.getByRole("radio", { name: /^Output/ })).toHaveAccessibleDescription(
    "What the project delivers directly: trainings held, wells dug, people trained.",
  );
  await outcome.check();
  const indicatorPart = form.getByRole("group", { name: "First indicator (optional)" });
  await indicatorPart
    .getByRole("textbox", { name: "Indicator", exact: true })
    .fill("Boarders studying by lamp");
  await indicatorPart.getByLabel("Measured as").selectOption("number");
  // Three mistakes: a year of two digits, a target in words, the target date forgotten.
  await indicatorPart.getByLabel("Baseline year").fill("26");
  await indicatorPart.getByLabel("Baseline value").fill("0");
  await indicatorPart.getByRole("textbox", { name: "Target", exact: true }).fill("lots");
  const valuePart = form.getByRole("group", { name: "First reported value (optional)" });
  await valuePart.getByLabel("Period start").fill("2025-01-01");
  await valuePart.getByLabel("Period end").fill("2025-06-30");
  await valuePart.getByLabel("Actual value").fill("1,000");
  await form.getByRole("button", { name: "Save result" }).click();
  // All three at once, each beside its field.
  await expect(indicatorPart.getByLabel("Baseline year")).toHaveAccessibleDescription(
    "Enter a year from 1990 to 2100",
  );
  await expect(
    indicatorPart.getByRole("textbox", { name: "Target", exact: true }),
  ).toHaveAccessibleDescription(/^Enter a number from 0 \(digits, at most two decimals\)/);
  await expect(indicatorPart.getByLabel("Target date")).toHaveAccessibleDescription(
    "Please enter the date the target should be reached",
  );
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(3);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow(), "the open form at 360px").toBeLessThanOrEqual(0);
  expect(await axeViolations(page), "Results page, the form's mistakes, light").toEqual([]);

  await indicatorPart.getByLabel("Baseline year").fill("2024");
  await indicatorPart.getByRole("textbox", { name: "Target", exact: true }).fill("4,000");
  await indicatorPart.getByLabel("Target date").fill("2026-12-31");
  await form.getByRole("button", { name: "Save result" }).click();
  await expect(page.getByText("Saved", { exact: true }).first()).toBeVisible();
  const result = page.getByRole("article", { name: "Boarders revise after dark" });
  await expect(result.getByRole("region", { name: "Boarders studying by lamp" })).toBeVisible();
  await expect(
    result.getByRole("list", { name: "Reported periods of Boarders studying by lamp" }).getByRole("listitem"),
  ).toHaveCount(1);

  // The budget: a total written with its currency and spending above it, both flagged at once; then fixed.
  const budget = page.locator("form").filter({ has: page.getByRole("button", { name: "Save budget" }) });
  await budget.getByLabel("Total budget").fill("12,000,000 UGX");
  await budget.getByLabel("Spent to date").fill("15,000,000");
  await budget.getByRole("button", { name: "Save budget" }).click();
  await expect(budget.getByLabel("Total budget")).toHaveAccessibleDescription(
    /^Enter an amount from 0 \(digits, at most two decimals\)/,
  );
  await expect(budget.getByLabel("Spent to date")).toHaveAccessibleDescription(
    /^The amount spent can't be more than the total budget/,
  );
  await budget.getByLabel("Total budget").fill("20,000,000");
  await budget.getByRole("button", { name: "Save budget" }).click();
  await expect(page.getByText("UGX 20,000,000 · spent UGX 15,000,000")).toBeVisible();
  // The saved amounts show again as they were typed, grouped.
  await expect(budget.getByLabel("Total budget")).toHaveValue("20,000,000");
  await expect(budget.getByLabel("Spent to date")).toHaveValue("15,000,000");

  // A funder with the amount it gives.
  await page.getByText("Add funder", { exact: true }).click();
  const funder = page.locator("form").filter({ has: page.getByRole("button", { name: "Save funder" }) });
  await funder.getByLabel("Funder name").fill("Kotido Parents Association");
  await funder.getByLabel("Kind of funder").selectOption("ngo");
  await funder.getByLabel("Amount given").fill("2,500,000");
  await expect(funder.getByLabel("Currency of the amount")).toHaveValue("UGX");
  await funder.getByRole("button", { name: "Save funder" }).click();
  await expect(page.getByText("National NGO · UGX 2,500,000")).toBeVisible();

  await useTheme(page, "dark");
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByText("Add result", { exact: true }).click();
  expect(await axeViolations(page), "Results page, dark").toEqual([]);

  // A visitor sees the progress and the funder's amount, on a phone and on a laptop.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  for (const [width, theme] of [
    [360, "dark"],
    [1280, "light"],
  ] as const) {
    await visitor.setViewportSize({ width, height: 800 });
    await useTheme(visitor, theme);
    await gotoHydrated(visitor, `/projects/${projectId}`);
    // Scanned as it opens: scrolled, the header's links lie over the cover's placeholder (the header has no
    // background of its own: reported apart, not this item's).
    expect(await axeViolations(visitor), `project page ${width} ${theme}`).toEqual([]);
    const results = visitor.getByRole("region", { name: "Results", exact: true });
    await results.scrollIntoViewIfNeeded();
    const bar = results.getByRole("progressbar", { name: "Progress: Boarders studying by lamp" });
    await expect(bar).toHaveAttribute("aria-valuenow", "25");
    await expect(results.getByText("25%", { exact: true })).toBeVisible();
    const funding = visitor.getByRole("region", { name: "Budget & funders" });
    await expect(
      funding.getByRole("listitem").filter({ hasText: "Kotido Parents Association" }),
    ).toContainText("NGO · UGX 2,500,000");
    const wide = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide, `project page at ${width}px`).toBeLessThanOrEqual(0);
  }
  await visitorContext.close();
});
