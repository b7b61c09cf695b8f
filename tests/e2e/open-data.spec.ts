import fs from "node:fs";
import { parse } from "csv-parse/sync";
import ical, { type VEvent } from "node-ical";
import { normalizeStatus, statusLabel } from "~/domain/project-status";
import { SEED_PROJECTS } from "~/seed/projects";
import { axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/** The demo's projects with the status a reader picks ("Completed"), whatever spelling the seed stored. */
const COMPLETED = SEED_PROJECTS.filter((project) => normalizeStatus(project.status) === "completed");

test("a reader filters /projects, downloads the list as CSV and gets exactly those projects", async ({
  page,
}) => {
  await gotoHydrated(page, "/projects");
  // The status facet's box applies at once (issue 22).
  await page
    .getByRole("group", { name: "Status", exact: true })
    .getByRole("checkbox", { name: /^Completed \d/ })
    .check();
  await expect(page).toHaveURL(/status=completed/);
  const found = page.getByRole("main").getByRole("status");
  await expect(found).toHaveText(new RegExp(`^${COMPLETED.length} projects? found`));

  const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(feed).toHaveAttribute("href", "/projects.rss?status=completed");

  // The open-data links wait under one "Download or subscribe" line, right after the count.
  await expect(page.getByRole("navigation", { name: "Open data for these projects" })).toBeHidden();
  await page.locator("summary", { hasText: "Download or subscribe" }).click();
  const downloading = page.waitForEvent("download");
  await page
    .getByRole("navigation", { name: "Open data for these projects" })
    .getByRole("link", { name: "Download CSV" })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ugandaimpact-projects-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync(await download.path(), "utf8");
  expect(text.startsWith("\uFEFFid,name,organization")).toBe(true);
  const rows = parse(text.slice(1), { columns: true }) as Record<string, string>[];
  expect(rows.map((row) => row.name).sort()).toEqual(COMPLETED.map((project) => project.name).sort());
  for (const row of rows) {
    expect(row.status).toBe(statusLabel("completed"));
    expect(row.url).toMatch(/^http:\/\/[^/]+\/projects\/[0-9a-f-]{36}$/);
  }

  // Their results beside them: every row one of these projects.
  const results = page
    .getByRole("navigation", { name: "Open data for these projects" })
    .getByRole("link", { name: "Results CSV" });
  await expect(results).toHaveAttribute("href", "/results.csv?status=completed");
  const resultsText = await (await page.request.get("/results.csv?status=completed")).text();
  const resultRows = parse(resultsText.slice(1), { columns: true }) as Record<string, string>[];
  const completedIds = new Set(rows.map((row) => row.id));
  expect(resultRows.length).toBeGreaterThan(0);
  expect(resultRows.filter((row) => !completedIds.has(row.project_id ?? ""))).toEqual([]);

  // The same selection in the JSON API, page by page.
  const api = page
    .getByRole("navigation", { name: "Open data for these projects" })
    .getByRole("link", { name: "JSON API" });
  await expect(api).toHaveAttribute("href", "/api/v1/projects?status=completed");
  const json = await (await page.request.get("/api/v1/projects?status=completed&per_page=100")).json();
  expect(json.meta.total).toBe(COMPLETED.length);
  expect(json.data.map((project: { name: string }) => project.name).sort()).toEqual(
    COMPLETED.map((project) => project.name).sort(),
  );

  // The same selection as IATI activities: one per project, each closed (IATI activity status 4).
  const iati = page
    .getByRole("navigation", { name: "Open data for these projects" })
    .getByRole("link", { name: "IATI XML" });
  await expect(iati).toHaveAttribute("href", "/iati/activities.xml?status=completed");
  const xml = await (await page.request.get("/iati/activities.xml?status=completed")).text();
  expect(xml.match(/<iati-activity /g)).toHaveLength(COMPLETED.length);
  expect(xml.match(/<activity-status code="4"\/>/g)).toHaveLength(COMPLETED.length);
});

test("a reader adds an event to the calendar from its page", async ({ page }) => {
  await gotoHydrated(page, "/events");
  const first = page.getByRole("main").getByRole("article").first();
  const title = (await first.getByRole("heading").textContent())!.trim();
  await first.getByRole("link", { name: /Event Details/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^event-[0-9a-f-]{36}\.ics$/);
  const text = fs.readFileSync(await download.path(), "utf8");
  const events = Object.values(ical.sync.parseICS(text)).filter(
    (entry): entry is VEvent => entry?.type === "VEVENT",
  );
  expect(events.map((event) => event.summary)).toEqual([title]);
  expect(text).toContain("TZID=Africa/Kampala");

  // The whole list is one subscription away on /events.
  await gotoHydrated(page, "/events");
  const subscribe = page.getByRole("link", { name: "Subscribe in your calendar (iCal)" });
  await expect(subscribe).toHaveAttribute("href", "/events.ics");
  const calendar = await page.request.get("/events.ics");
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const listed = Object.values(ical.sync.parseICS(await calendar.text())).filter(
    (entry): entry is VEvent => entry?.type === "VEVENT",
  );
  expect(listed.map((event) => event.summary)).toContain(title);
});

for (const theme of ["light", "dark"] as const) {
  test(`/impact draws its charts and passes axe in the ${theme} theme, on a phone too`, async ({ page }) => {
    await useTheme(page, theme);
    await gotoHydrated(page, "/impact");
    await expect(page.getByRole("heading", { level: 1, name: "Impact" })).toBeVisible();
    for (const title of [
      "Projects by status",
      "Projects by Sustainable Development Goal",
      "Organizations by type",
    ]) {
      await expect(page.getByRole("figure", { name: title })).toBeVisible();
    }
    const goals = page
      .getByRole("figure", { name: "Projects by Sustainable Development Goal" })
      .getByRole("row");
    // A header row and the 17 goals.
    await expect(goals).toHaveCount(18);
    // The results reported, as the loader writes them: the totals against their targets first, then the
    // budgets per currency and the tables.
    const achieved = page.getByRole("region", { name: "What was achieved" });
    await expect(
      achieved.getByRole("heading", { level: 3, name: "People reached", exact: true }),
    ).toBeVisible();
    await expect(achieved.getByText(/^[\d,.]+ people reached of an? [\d,.]+ target$/)).toBeVisible();
    const results = page.getByRole("region", { name: "Budgets and results in detail" });
    await expect(results.getByText(/^Budgets in UGX \(\d+ projects\)$/)).toBeVisible();
    await expect(results.getByText(/^UGX [\d,]+$/).first()).toBeVisible();
    await results.getByText("Results and budgets by sector").click();
    const bySector = results.getByRole("table", { name: "Standard measures by sector" });
    await expect(bySector.getByRole("row").nth(1).getByRole("cell").last()).toHaveText(/^[\d,.]+$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("a chart's bar leads to the matching filtered list, and home links to the live figures", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const live = page.getByRole("region", { name: "Impact at a Glance" });
  await expect(live.getByText("Live today")).toBeVisible();
  await live.getByRole("link", { name: "See live impact" }).click();
  await expect(page).toHaveURL(/\/impact$/);

  const sectors = page.getByRole("figure", { name: "Projects by sector" });
  const first = sectors.getByRole("rowheader").first().getByRole("link");
  const name = (await first.textContent())!;
  const [sector, counted] = name.split(/: (?=\d+ projects?$)/);
  const expected = Number.parseInt(counted!, 10);
  await first.click();
  await expect(page).toHaveURL(
    new RegExp(`/projects\\?sector=${encodeURIComponent(sector!).replace(/%20/g, "\\+")}$`),
  );
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    new RegExp(`^${expected} projects? found`),
  );
});
