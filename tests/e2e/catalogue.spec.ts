import { formatIsoDate } from "~/domain/dates";
import { isUpcomingEvent } from "~/domain/event-timing";
import { displayPhoneNumber } from "~/domain/phone";
import { SEED_EVENTS, type SeedEvent } from "~/seed/events";
import { SEED_ORGANIZATIONS } from "~/seed/organizations";
import { SEED_PROJECTS } from "~/seed/projects";
import { axeViolations, expect, gotoHydrated, test, useTheme } from "./fixtures";

/** The demo events that are paused, by title (the e2e server loads the demo data on its empty database). */
const PAUSED_TITLES = SEED_EVENTS.filter((event) => !event.isActive).map((event) => event.title);
const SHOWING = /^Showing (\d+) of (\d+) organizations$/;

/** A demo event's start and end as the seed stores them: days from today, Kampala wall-clock times. */
function seedEventTimes(event: SeedEvent) {
  const today = formatIsoDate(new Date());
  const at = (days: number, time: string) => {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return new Date(`${date.toISOString().slice(0, 10)}T${time}:00+03:00`);
  };
  return {
    eventDate: at(event.day, event.start),
    endDate: event.end ? at(event.end.day, event.end.time) : null,
  };
}

/** The demo events that the public lists show now: active and not past, soonest first. */
function upcomingSeedEvents() {
  return SEED_EVENTS.map((event) => ({ ...event, ...seedEventTimes(event) }))
    .filter((event) => isUpcomingEvent(event))
    .sort((a, b) => a.eventDate.getTime() - b.eventDate.getTime());
}

test.describe("landing search", () => {
  test("Sector and Target Group lead to /projects with exactly those two filters", async ({ page }) => {
    await gotoHydrated(page, "/");
    const search = page.getByRole("form", { name: "Find projects" });
    await search.getByRole("tab", { name: "Sector" }).click();
    await search.getByRole("combobox", { name: "Sector" }).selectOption("Agriculture");
    await search.getByRole("tab", { name: "Target Group" }).click();
    await expect(search.getByRole("combobox", { name: "Sector" })).toBeHidden();
    await search.getByRole("combobox", { name: "Target group" }).selectOption("farmers");
    await search.getByRole("button", { name: "Search Projects" }).click();

    await page.waitForURL(/\/projects\?/);
    const url = new URL(page.url());
    expect([...url.searchParams.keys()].sort()).toEqual(["sector", "target"]);
    expect(url.searchParams.get("sector")).toBe("Agriculture");
    expect(url.searchParams.get("target")).toBe("farmers");

    const expected = SEED_PROJECTS.filter(
      (project) =>
        project.sector === "Agriculture" && project.targetGroups.some((group) => group.includes("farmers")),
    ).map((project) => project.name);
    expect(expected.length).toBeGreaterThan(1);
    const headings = page.getByRole("main").getByRole("article").getByRole("heading");
    await expect(headings).toHaveCount(expected.length);
    expect((await headings.allTextContents()).sort()).toEqual([...expected].sort());
  });

  test("the tabs are keyboard operable and every tab keeps its value", async ({ page }) => {
    await gotoHydrated(page, "/");
    const search = page.getByRole("form", { name: "Find projects" });
    await search.getByRole("tab", { name: "Location" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(search.getByRole("tab", { name: "Target Group" })).toHaveAttribute("aria-selected", "true");
    await expect(search.getByRole("tab", { name: "Target Group" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(search.getByRole("tab", { name: "Location" })).toHaveAttribute("aria-selected", "true");
    await expect(search.getByRole("textbox", { name: "Project location" })).toBeVisible();
    await expect(search.getByRole("combobox", { name: "Sector" })).toBeHidden();
    await page.keyboard.press("ArrowRight");
    await expect(search.getByRole("tab", { name: "Sector" })).toHaveAttribute("aria-selected", "true");
    // One tab stop: Tab leaves the tab list for the open panel's field.
    await page.keyboard.press("Tab");
    await expect(search.getByRole("combobox", { name: "Sector" })).toBeFocused();
    await search.getByRole("tab", { name: "Sector" }).focus();
    await page.keyboard.press("ArrowRight");
    const sdg = search.getByRole("combobox", { name: "Sustainable Development Goal" });
    await expect(sdg.locator("option").nth(1)).toHaveText("SDG 1: No Poverty");
    await sdg.selectOption("Zero Hunger");
    await search.getByRole("tab", { name: "Project Name" }).click();
    await search.getByRole("textbox", { name: "Project name" }).fill("  ");
    await search.getByRole("tab", { name: "Location" }).click();
    await search.getByRole("textbox", { name: "Project location" }).fill("Gulu");
    await search.getByRole("button", { name: "Search Projects" }).click();
    await page.waitForURL(/\/projects\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ location: "Gulu", sdg: "Zero Hunger" });
  });
});

test.describe("before hydration", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing search is a plain GET form to /projects", async ({ page }) => {
    await page.goto("/");
    // Enter submits the form as the button does (implicit submission), with no script at all.
    await page.getByRole("textbox", { name: "Project location" }).fill("Gulu");
    await page.getByRole("textbox", { name: "Project location" }).press("Enter");
    await page.waitForURL(/\/projects\?/);
    expect(new URL(page.url()).searchParams.get("location")).toBe("Gulu");
    const expected = SEED_PROJECTS.filter((project) => project.location.toLowerCase().includes("gulu"));
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(expected.length);
  });

  test("the organizations search and type filter work without JavaScript", async ({ page }) => {
    await page.goto("/organizations");
    await page.getByRole("link", { name: "NGO/Non-Profit", exact: true }).click();
    await page.getByRole("searchbox", { name: "Search organizations" }).fill("kampala");
    await page.getByRole("button", { name: "Search" }).click();
    const url = new URL(page.url());
    expect(url.searchParams.get("q")).toBe("kampala");
    expect(url.searchParams.get("type")).toBe("NGO/Non-Profit");
  });
});

test.describe("organizations directory", () => {
  test("search, type filter and the counter change together", async ({ page }) => {
    await gotoHydrated(page, "/organizations");
    const main = page.getByRole("main");
    const counter = main.getByText(SHOWING);
    const cards = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: /^View Organization/ }) });
    const total = SEED_ORGANIZATIONS.length;
    await expect(counter).toHaveText(`Showing ${total} of ${total} organizations`);
    await expect(cards).toHaveCount(total);

    const type = "Community Based";
    const ofType = SEED_ORGANIZATIONS.filter((organization) => organization.type === type);
    await main.getByRole("link", { name: type, exact: true }).click();
    await expect(page).toHaveURL(/\/organizations\?type=Community\+Based$/);
    await expect(counter).toHaveText(`Showing ${ofType.length} of ${total} organizations`);
    await expect(cards).toHaveCount(ofType.length);
    await expect(main.getByRole("link", { name: type, exact: true })).toHaveAttribute("aria-current", "true");
    for (const card of await cards.all()) await expect(card.getByText(type, { exact: true })).toBeVisible();

    const matches = (text: string) => (organization: (typeof SEED_ORGANIZATIONS)[number]) =>
      [organization.name, organization.brief, organization.address].some((field) =>
        field.toLowerCase().includes(text),
      );
    await main.getByRole("searchbox", { name: "Search organizations" }).fill("GULU");
    await main.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/organizations\?q=GULU&type=Community\+Based$/);
    const guluOfType = ofType.filter(matches("gulu"));
    expect(guluOfType.length).toBeGreaterThan(0);
    await expect(counter).toHaveText(`Showing ${guluOfType.length} of ${total} organizations`);
    await expect(cards).toHaveCount(guluOfType.length);

    await main.getByRole("link", { name: "All", exact: true }).click();
    await expect(page).toHaveURL(/\/organizations\?q=GULU$/);
    const gulu = SEED_ORGANIZATIONS.filter(matches("gulu"));
    await expect(counter).toHaveText(`Showing ${gulu.length} of ${total} organizations`);
    await expect(cards).toHaveCount(gulu.length);

    await main.getByRole("searchbox", { name: "Search organizations" }).fill("no such organization anywhere");
    await main.getByRole("button", { name: "Search" }).click();
    await expect(counter).toHaveText(`Showing 0 of ${total} organizations`);
    await expect(main.getByRole("heading", { name: "No organizations found" })).toBeVisible();
  });

  test("an organization's page shows its details and projects", async ({ page }) => {
    const seed = SEED_ORGANIZATIONS.find((organization) => organization.key === "gulu-womens-agro")!;
    const projects = SEED_PROJECTS.filter((project) => project.org === seed.key);
    await gotoHydrated(page, `/organizations?q=${encodeURIComponent(seed.name)}`);
    await page.getByRole("link", { name: new RegExp(`^View Organization\\s*: ${seed.name}`, "i") }).click();
    await expect(page).toHaveURL(/\/organizations\/[^/?]+$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(seed.name.toUpperCase());
    await expect(main.getByText(seed.brief)).toBeVisible();
    await expect(main.getByText(seed.address)).toBeVisible();
    await expect(main.getByText(displayPhoneNumber(seed.phone))).toBeVisible();
    await expect(main.getByRole("heading", { name: `Projects by ${seed.name.toUpperCase()}` })).toBeVisible();
    // The projects' cards (the page's latest updates are articles of their own, in their own section).
    const projectsSection = main.getByRole("region", { name: `Projects by ${seed.name.toUpperCase()}` });
    await expect(projectsSection.getByRole("article")).toHaveCount(projects.length);
    const active = projects.filter((project) =>
      ["active", "in_progress", "in progress"].includes(project.status.toLowerCase()),
    ).length;
    await expect(main.getByText("Active Projects").locator("xpath=..")).toContainText(String(active));
    await main.getByRole("link", { name: "Back to Organizations" }).click();
    await expect(page).toHaveURL(/\/organizations$/);
  });

  test("an unknown organization is Organization Not Found with a 404", async ({ page }) => {
    const response = await page.request.get("/organizations/no-such-organization");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Organization Not Found");
    expect(html).toContain("<title>Organization Not Found | UgandaImpact</title>");
    expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
  });
});

test.describe("events", () => {
  test("the list shows upcoming active events, soonest first, and never a paused one", async ({ page }) => {
    expect(PAUSED_TITLES.length).toBeGreaterThan(0);
    await gotoHydrated(page, "/events");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Upcoming Events" })).toBeVisible();
    const upcoming = upcomingSeedEvents();
    expect(upcoming.length).toBeGreaterThan(3);
    const titles = main.getByRole("article").getByRole("heading");
    await expect(titles).toHaveText(upcoming.map((event) => event.title));
    for (const title of PAUSED_TITLES) await expect(page.getByText(title)).toHaveCount(0);
    const online = upcoming.find((event) => event.type === "online")!;
    await expect(main.getByRole("article").filter({ hasText: online.title })).toContainText("Online Event");
  });

  test("the home page shows up to three upcoming events and never a paused one", async ({ page }) => {
    await gotoHydrated(page, "/");
    const section = page.getByRole("region", { name: "Upcoming Events" });
    const soonest = upcomingSeedEvents().slice(0, 3);
    await expect(section.getByRole("article").getByRole("heading")).toHaveText(
      soonest.map((event) => event.title),
    );
    for (const title of PAUSED_TITLES) await expect(page.getByText(title)).toHaveCount(0);
  });

  test("on small screens the home events loop on their own every 4 seconds, with a pause button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, "/");
    const section = page.getByRole("region", { name: "Upcoming Events" });
    const pause = section.getByRole("button", { name: "Pause the events carousel" });
    // The carousel starts when the reader comes near it, not while it is screens away.
    await section.scrollIntoViewIfNeeded();
    await expect(pause).toBeVisible();
    await expect(section).toHaveAttribute("aria-roledescription", "carousel");
    const row = section.getByRole("list").first();
    // The row's horizontal offset: one slide is about 300px at this width.
    const position = () => row.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    const start = await position();
    await expect
      .poll(async () => Math.abs((await position()) - start), { timeout: 9000 })
      .toBeGreaterThan(100);

    await pause.click();
    await expect(section.getByRole("button", { name: "Play the events carousel" })).toBeVisible();
    // Let a slide that was moving settle, then nothing moves for longer than the autoplay delay.
    await page.waitForTimeout(1000);
    const paused = await position();
    await page.waitForTimeout(4500);
    expect(Math.abs((await position()) - paused)).toBeLessThan(2);
  });

  test("with reduced motion the home events stay a plain swipeable row", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, "/");
    const section = page.getByRole("region", { name: "Upcoming Events" });
    await expect(section.getByRole("article")).toHaveCount(3);
    await page.waitForTimeout(2500);
    await expect(section.getByRole("button", { name: /events carousel/ })).toHaveCount(0);
    await expect(section).not.toHaveAttribute("aria-roledescription", "carousel");
  });

  test("Share Event copies the link where the device cannot share, and says so", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    // Headless Chromium has no share sheet on the desktop; make sure the phone falls back as well.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await gotoHydrated(page, "/events");
    await page
      .getByRole("link", { name: /^Event Details/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "About This Event" })).toBeVisible();
    await page.getByRole("button", { name: "Share Event" }).click();
    await expect(page.getByText("Event link copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("Share Event uses the device's share sheet where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.defineProperty(window, "sharedData", { value: shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: unknown) => {
          shared.push(data);
        },
      });
    });
    await gotoHydrated(page, "/events");
    await page
      .getByRole("link", { name: /^Event Details/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
    // The address changes before a busy machine has drawn the new page: read the title once it is there.
    await expect(page.getByRole("heading", { name: "About This Event" })).toBeVisible();
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    await page.getByRole("button", { name: "Share Event" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: unknown[] }).sharedData))
      .toEqual([{ title, url: page.url() }]);
    await expect(page.getByText("Event link copied to clipboard!")).toHaveCount(0);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`an online event without a picture: a placeholder in its place, and online said once (${theme})`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      const online = upcomingSeedEvents().find((event) => event.type === "online" && !event.image)!;
      expect(online, "an upcoming online demo event without a picture").toBeTruthy();
      await gotoHydrated(page, "/events");
      await page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: online.title }) })
        .getByRole("link", { name: /^Event Details/ })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: online.title })).toBeVisible();
      const main = page.getByRole("main");

      // The picture's place is taken by a panel as wide as the column, not a small tile of initials.
      const placeholder = main.getByTestId("event-image-placeholder");
      await expect(placeholder).toBeVisible();
      const box = (await placeholder.boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.height).toBeGreaterThan(90);
      expect(box.height).toBeLessThan(200);

      // "Location: Online Event", once: no "Online" term over "Online Event", no separate type line.
      const location = main.locator("dl > div", { has: page.getByText("Location", { exact: true }) });
      await expect(location.locator("dd").first()).toHaveText("Online Event");
      await expect(main.getByText(/^Online$/)).toHaveCount(0);
      await expect(main.getByText("Online Event", { exact: true })).toHaveCount(1);
      await expect(main.getByText("Online event", { exact: true })).toHaveCount(0);
      await expect(location.getByRole("link", { name: /^Join Online Event/ })).toBeVisible();

      // At 1280px it fills the picture's column beside the details.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(async () => (await placeholder.boundingBox())?.width ?? 0).toBeGreaterThan(700);

      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      expect(await axeViolations(page), `online event without a picture (${theme})`).toEqual([]);
    });
  }

  test("an unknown or malformed event id is the spec's error with a 404", async ({ page }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await page.request.get(`/events/${id}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain("Error loading event details or event not found.");
    }
  });
});

test.describe("accessibility", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`the catalogue pages pass axe in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await gotoHydrated(page, "/events");
      const eventHref = await page
        .getByRole("link", { name: /^Event Details/ })
        .first()
        .getAttribute("href");
      await gotoHydrated(page, "/organizations");
      const organizationHref = await page
        .getByRole("link", { name: /^View Organization/ })
        .first()
        .getAttribute("href");
      for (const url of ["/", "/organizations", organizationHref!, "/events", eventHref!]) {
        await gotoHydrated(page, url);
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
        expect(await axeViolations(page), `${url} (${theme})`).toEqual([]);
      }
    });
  }
});
