import { logIn, registerAccount, subscribe } from "./auth-helpers";
import { ADMIN, axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/**
 * Results against targets (issue 21 item 2), as an organization records them: a result (its title forgotten
 * first), an indicator with a baseline and a target, and two reporting periods (the second with its end before
 * its start, then fixed); the project page then shows the progress on a phone and on a laptop, in words and as
 * a bar, and axe finds nothing there or on the Results page.
 */

const BRIEF =
  "Rainwater tanks for twelve primary schools in Moroto, each with a trained caretaker and a small repair fund, so that pupils have safe water through the whole dry season and girls no longer miss lessons to fetch it from far away.";

test("an organization records a result with a baseline, a target and two periods; the project page shows its progress", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = await registerAccount(page, testInfo, "results");

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
  const projectName = `Moroto School Tanks ${Date.now()}`;
  const created = await admin.request.post("/dashboard/projects/add", {
    form: {
      ownerId: ownerId!,
      name: projectName,
      brief: BRIEF,
      sector: "Water and Sanitation",
      sdg: "Clean Water and Sanitation",
      location: "Moroto",
      targetGroups: "children",
      startDate: "2025-01-15",
      status: "active",
    },
  });
  expect(created.status()).toBe(200);
  await adminContext.close();

  // The organization finds the Results page from My Projects.
  await gotoHydrated(page, "/dashboard/projects");
  await page.getByRole("link", { name: `Results of ${projectName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Results & budget" })).toBeVisible();
  await expect(page.getByText("No results yet.")).toBeVisible();
  const projectId = page.url().match(/\/dashboard\/projects\/([0-9a-f-]{36})\/results/)?.[1];
  expect(projectId).toBeTruthy();

  // A result: Save with its title left empty first, then the title and the type.
  await page.getByText("Add result", { exact: true }).click();
  await page.getByRole("button", { name: "Save result" }).click();
  await expect(page.getByText("Please enter a title")).toBeVisible();
  await page.getByLabel("Result title").fill("Schools with safe water all year");
  // Output or outcome: radios, each with what it means (issue 36).
  await page.getByRole("radio", { name: /^Outcome/ }).check();
  await page.getByRole("button", { name: "Save result" }).click();
  await expect(page.getByText("Saved", { exact: true }).first()).toBeVisible();
  const result = page.getByRole("article", { name: "Schools with safe water all year" });
  await expect(result).toBeVisible();

  // An indicator of it, counted with the other projects' people reached: a baseline and a target.
  await result.getByText("Add indicator", { exact: true }).click();
  await result
    .getByRole("textbox", { name: "Indicator", exact: true })
    .fill("Pupils with safe water at school");
  await result.getByLabel("Measured as").selectOption("number");
  await result.getByLabel("Standard measure").selectOption("people_reached");
  await result.getByLabel("Baseline year").fill("2024");
  await result.getByLabel("Baseline value").fill("0");
  await result.getByRole("textbox", { name: "Target", exact: true }).fill("4,000");
  await result.getByLabel("Target date").fill("2026-12-31");
  await result.getByRole("button", { name: "Save indicator" }).click();
  const indicator = page.getByRole("region", { name: "Pupils with safe water at school" });
  await expect(indicator).toBeVisible();

  // Two reporting periods; the second one's end first typed before its start.
  // The Add period disclosure (each saved period has an Edit one with the same fields).
  const periodForm = indicator
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: /^Add period$/ }) });
  const addPeriod = async (start: string, end: string, value: string, comment: string) => {
    if (!(await periodForm.evaluate((details) => (details as HTMLDetailsElement).open))) {
      await periodForm.locator("summary").click();
    }
    await periodForm.getByLabel("Period start").fill(start);
    await periodForm.getByLabel("Period end").fill(end);
    await periodForm.getByLabel("Actual value").fill(value);
    await periodForm.getByLabel("Comment").fill(comment);
    await periodForm.getByRole("button", { name: "Save period" }).click();
  };
  await addPeriod("2025-01-01", "2025-06-30", "1,200", "Four tanks in use");
  const periods = page.getByRole("list", { name: "Reported periods of Pupils with safe water at school" });
  await expect(periods.getByRole("listitem")).toHaveCount(1);
  await addPeriod("2025-07-01", "2025-06-01", "2600", "Nine tanks in use");
  await expect(periodForm.getByText("The end date must be after the start date")).toBeVisible();
  await expect(periods.getByRole("listitem")).toHaveCount(1);
  await periodForm.getByLabel("Period end").fill("2025-12-31");
  await periodForm.getByRole("button", { name: "Save period" }).click();
  await expect(periods.getByRole("listitem")).toHaveCount(2);
  for (const theme of ["light", "dark"] as const) {
    await useTheme(page, theme);
    await gotoHydrated(page, `/dashboard/projects/${projectId}/results`);
    expect(await axeViolations(page), `Results page, ${theme}`).toEqual([]);
  }

  // A visitor sees the progress toward the target on a phone and on a laptop: words and a bar that agree.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  for (const [width, theme] of [
    [360, "light"],
    [1280, "dark"],
  ] as const) {
    await visitor.setViewportSize({ width, height: 800 });
    await useTheme(visitor, theme);
    await gotoHydrated(visitor, `/projects/${projectId}`);
    const results = visitor.getByRole("region", { name: "Results", exact: true });
    await results.scrollIntoViewIfNeeded();
    await expect(results.getByRole("heading", { level: 3 })).toContainText(
      "Schools with safe water all year",
    );
    await expect(results.getByRole("heading", { level: 3 })).toContainText("Outcome");
    const bar = results.getByRole("progressbar", { name: "Progress: Pupils with safe water at school" });
    await expect(bar).toHaveAttribute("aria-valuenow", "65");
    await expect(bar).toHaveAttribute(
      "aria-valuetext",
      /^2,600 reached \(.+2025.+\), target 4,000 by .+2026, baseline 0 in 2024, 65% of the way$/,
    );
    await expect(results.getByText("65%", { exact: true })).toBeVisible();
    await expect(results.getByText("Nine tanks in use")).toBeVisible();
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
    expect(await axeViolations(visitor), `project page ${width} ${theme}`).toEqual([]);
  }
  await visitorContext.close();
});
