import { Validator } from "@seriousme/openapi-schema-validator";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type * as z from "zod";
import { getDb } from "~/db/client.server";
import {
  events,
  indicatorPeriods,
  organizations,
  profiles,
  projectFunders,
  projectResults,
  projects,
  rateLimits,
  resultIndicators,
  subscriptionRequestHistory,
  subscriptionRequests,
  users,
} from "~/db/schema";
import {
  ApiError,
  ChangesPage,
  EventRecord,
  EventsPage,
  OrganizationDetail,
  OrganizationsPage,
  ProjectDetail,
  ProjectsPage,
} from "~/domain/open-api";
import { RATE_LIMITS } from "~/services/rate-limit.server";
import { useTempDataDir } from "../setup/app-env";
import { type HttpApp, startHttpApp } from "../setup/http-app";
import { describeEachDatabase } from "../setup/test-database";

const DAY = 86_400_000;

/** Private values planted in the database: no API answer may carry any of them. */
const SECRETS = [
  "owner@example.org",
  "+256 772 123456",
  "0772123456",
  "REF-SECRET-1",
  "SUB-SECRET-2",
  "proof-secret",
  "REJECTED-SECRET-3",
  "reason-secret",
];
const PRIVATE_KEY = /e-?mail|phone|payment|proof|reference|transaction|receipt|password|token|session/i;

/** Walks every key and value of an answer; fails on a private field name or value. */
function expectNothingPrivate(value: unknown, path = "$"): void {
  if (typeof value === "string") {
    for (const secret of SECRETS) expect(value, path).not.toContain(secret);
    expect(value, path).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) expectNothingPrivate(item, `${path}[${index}]`);
    return;
  }
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      expect(key, `${path}.${key}`).not.toMatch(PRIVATE_KEY);
      expectNothingPrivate(child, `${path}.${key}`);
    }
  }
}

describeEachDatabase("JSON API /api/v1 (real Express app)", () => {
  let app: HttpApp;
  const ids: Record<string, string> = {};

  /** A GET through the real app; every answer with a body is walked for private data. */
  async function get(path: string, headers: Record<string, string> = {}) {
    const answer = await app.request("GET", path, { headers });
    const body = answer.body ? JSON.parse(answer.body) : null;
    if (answer.status === 200 || answer.status === 400 || answer.status === 404) expectNothingPrivate(body);
    return { ...answer, json: body };
  }

  function expectShape<T extends z.ZodType>(schema: T, body: unknown) {
    const parsed = schema.safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  }

  beforeAll(async () => {
    useTempDataDir();
    const db = getDb();
    await db.insert(users).values([
      { id: "owner", name: "Owner", email: "owner@example.org" },
      { id: "other", name: "Other", email: "other@example.org" },
    ]);
    await db.insert(profiles).values([
      {
        id: "owner",
        organizationName: "Gulu Water Trust",
        organizationType: "NGO/Non-Profit",
        phone: "+256 772 123456",
        address: "Gulu",
        website: "gulu-water.example",
        logoUrl: "/uploads/logos/gulu.png",
      },
      {
        id: "other",
        organizationName: "Kampala Tech Hub",
        organizationType: "Social Enterprise",
        phone: "0772123456",
      },
    ]);
    const [record] = await db
      .insert(organizations)
      .values({ name: "Solar Uganda Ltd", organizationType: "Corporate/Private", phone: "0772123456" })
      .returning({ id: organizations.id });
    const today = new Date().toISOString().slice(0, 10);
    // Its subscription requests: one approved (running today), one waiting, one rejected with a reason.
    await db.transaction(async (tx) => {
      const common = {
        organizationId: record!.id,
        organizationName: "Solar Uganda Ltd",
        submittedBy: "owner",
        method: "bank",
        amount: 45000,
        currency: "UGX",
        paidOn: today,
        proofUrl: "/payment/proofs/proof-secret.pdf",
      };
      const requests = await tx
        .insert(subscriptionRequests)
        .values([
          {
            ...common,
            transactionId: "SUB-SECRET-2",
            transactionKey: "SUB-SECRET-2",
            status: "approved",
            startDate: today,
            endDate: today,
            decidedByEmail: "approver@example.org",
            decidedAt: new Date(),
            receiptNumber: sql`nextval('payment_receipt_number_seq')`,
          },
          { ...common, transactionId: "REF-SECRET-1", transactionKey: "REF-SECRET-1", status: "submitted" },
          {
            ...common,
            transactionId: "REJECTED-SECRET-3",
            transactionKey: "REJECTED-SECRET-3",
            status: "rejected",
            rejectionReason: "The reason-secret of a rejection",
            decidedByEmail: "approver@example.org",
            decidedAt: new Date(),
          },
        ])
        .returning({ id: subscriptionRequests.id, status: subscriptionRequests.status });
      for (const request of requests) {
        await tx
          .insert(subscriptionRequestHistory)
          .values([
            { requestId: request.id, action: "submitted", status: "submitted", actorId: "owner" },
            ...(request.status === "submitted"
              ? []
              : [{ requestId: request.id, action: request.status, status: request.status }]),
          ]);
      }
    });
    const rows = await db
      .insert(projects)
      .values([
        {
          name: "Clean Water",
          brief: "Boreholes for schools",
          location: "Gulu",
          sector: "Water and Sanitation",
          sdg: "Clean Water and Sanitation",
          startDate: "2025-01-01",
          status: "In Progress",
          organizationId: "owner",
          image: "/uploads/seed/water.jpg",
          targetGroups: ["children"],
          metadata: { region: "Northern Region", district: "Gulu" },
          budgetCurrency: "UGX",
          budgetAmount: 250_000_000,
          spentAmount: 90_000_000,
          updatedAt: new Date(Date.now() - 10 * DAY),
        },
        {
          name: "Coding Clubs",
          brief: "Clubs",
          location: "Kampala",
          sector: "Technology & Innovation",
          sdg: "Quality Education",
          startDate: "2024-01-01",
          status: "completed",
          organizationId: "other",
        },
        {
          name: "Solar Lanterns",
          brief: "Lanterns",
          location: "Lira",
          sector: "Energy",
          sdg: "Affordable and Clean Energy",
          startDate: "2023-01-01",
          organizationId: "owner",
        },
      ])
      .returning({ id: projects.id, name: projects.name });
    for (const row of rows) ids[row.name] = row.id;
    // Clean Water reports (its budget above): a funder on the platform and one outside it (with the amount it
    // gives), a result with two periods.
    await db.insert(projectFunders).values([
      { projectId: ids["Clean Water"]!, name: "Kampala Tech Hub", type: "ngo", profileId: "other" },
      {
        projectId: ids["Clean Water"]!,
        name: "Gulu District Local Government",
        type: "government",
        amount: 20_000_000,
        currency: "UGX",
        identifier: "UG-LG-GULU",
      },
    ]);
    const [result] = await db
      .insert(projectResults)
      .values({ projectId: ids["Clean Water"]!, type: "outcome", title: "Schools with safe water" })
      .returning({ id: projectResults.id });
    const [indicator] = await db
      .insert(resultIndicators)
      .values({
        resultId: result!.id,
        title: "Pupils with a working borehole",
        measure: "number",
        standardMeasure: "people_reached",
        baselineYear: 2024,
        baselineValue: 0,
        targetValue: 4000,
        targetDate: "2026-12-31",
      })
      .returning({ id: resultIndicators.id });
    await db.insert(indicatorPeriods).values([
      { indicatorId: indicator!.id, periodStart: "2025-07-01", periodEnd: "2025-12-31", value: 2600 },
      {
        indicatorId: indicator!.id,
        periodStart: "2025-01-01",
        periodEnd: "2025-06-30",
        value: 1200,
        comment: "Two boreholes drilled",
      },
    ]);
    const eventRows = await db
      .insert(events)
      .values([
        { title: "Forum", eventDate: new Date(Date.now() + 3 * DAY), location: "Gulu" },
        {
          title: "Webinar",
          eventDate: new Date(Date.now() + 20 * DAY),
          eventType: "online",
          onlineLink: "https://meet.example.org/w",
        },
        { title: "Paused", eventDate: new Date(Date.now() + 5 * DAY), isActive: false },
        { title: "Past", eventDate: new Date(Date.now() - 30 * DAY), location: "Lira" },
      ])
      .returning({ id: events.id, title: events.title });
    for (const row of eventRows) ids[row.title] = row.id;
    app = await startHttpApp({
      PUBLIC_URL: "https://ugandaimpact.example",
      TRUST_PROXY: "1",
      NODE_ENV: "development",
    });
  }, 120_000);
  afterAll(async () => app?.close());

  it("lists projects with the /projects filters, pages with next links, and updated_since", async () => {
    const all = await get("/api/v1/projects?per_page=2");
    expect(all.status).toBe(200);
    expectShape(ProjectsPage, all.json);
    expect(all.json.meta).toEqual({ page: 1, per_page: 2, total: 3, page_count: 2 });
    expect(all.json.links.next).toBe("https://ugandaimpact.example/api/v1/projects?per_page=2&page=2");
    const second = await get("/api/v1/projects?per_page=2&page=2");
    expect(second.json.links.next).toBeNull();
    expect([...all.json.data, ...second.json.data].map((project: { name: string }) => project.name)).toEqual([
      "Clean Water",
      "Coding Clubs",
      "Solar Lanterns",
    ]);
    const water = all.json.data[0];
    expect(water).toMatchObject({
      status: "active",
      status_label: "Active",
      sdg_goal: 6,
      region: "Northern Region",
      district: "Gulu",
      image_url: "https://ugandaimpact.example/images/960/seed/water.jpg",
      organization: {
        id: "owner",
        name: "Gulu Water Trust",
        url: "https://ugandaimpact.example/organizations/owner",
      },
      url: `https://ugandaimpact.example/projects/${ids["Clean Water"]}`,
    });

    const filtered = await get("/api/v1/projects?status=completed&sort=alphabetical");
    expect(filtered.json.data.map((project: { name: string }) => project.name)).toEqual(["Coding Clubs"]);
    const byDistrict = await get("/api/v1/projects?district=gulu");
    expect(byDistrict.json.meta.total).toBe(1);
    // Clean Water's own row is ten days old, but its results and funders were written today: part of its record.
    const yesterday = new Date(Date.now() - DAY).toISOString();
    const recent = await get(`/api/v1/projects?updated_since=${yesterday}`);
    expect(recent.json.data.map((project: { name: string }) => project.name).sort()).toEqual([
      "Clean Water",
      "Coding Clubs",
      "Solar Lanterns",
    ]);
    const tenDaysAgo = new Date(Date.now() - 10 * DAY);
    await getDb()
      .update(projects)
      .set({ updatedAt: tenDaysAgo, openDataUpdatedAt: tenDaysAgo })
      .where(eq(projects.id, ids["Clean Water"]!));
    const since = await get(`/api/v1/projects?updated_since=${yesterday}`);
    expect(since.json.data.map((project: { name: string }) => project.name).sort()).toEqual([
      "Coding Clubs",
      "Solar Lanterns",
    ]);
  });

  it("answers a bad parameter with 400 and its name", async () => {
    for (const [query, parameter] of [
      ["status=finished", "status"],
      ["page=0", "page"],
      ["page=two", "page"],
      ["per_page=101", "per_page"],
      ["sort=random", "sort"],
      ["updated_since=yesterday", "updated_since"],
    ] as const) {
      const answer = await get(`/api/v1/projects?${query}`);
      expect(answer.status, query).toBe(400);
      expectShape(ApiError, answer.json);
      expect(answer.json.error.parameter, query).toBe(parameter);
    }
    const type = await get("/api/v1/organizations?type=Club");
    expect(type.json.error.parameter).toBe("type");
    const range = await get("/api/v1/events?from=2026-02-01&to=2026-01-01");
    expect(range.json.error.parameter).toBe("to");
  });

  it("gives one project, one organization with its projects, and 404 JSON for unknown ones", async () => {
    const project = await get(`/api/v1/projects/${ids["Coding Clubs"]}`);
    expectShape(ProjectDetail, project.json);
    expect(project.json).toMatchObject({ name: "Coding Clubs", budget: null, funders: [], results: [] });

    // A project that reports: its budget, funders and results, periods oldest first (issue 21 item 5).
    const reporting = await get(`/api/v1/projects/${ids["Clean Water"]}`);
    expectShape(ProjectDetail, reporting.json);
    expect(reporting.json.budget).toEqual({ currency: "UGX", amount: 250_000_000, spent: 90_000_000 });
    // Funders in the owner's order (by when they were added; these two were added at one instant).
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect([...reporting.json.funders].sort(byName)).toEqual([
      // What a funder gives, when the organization says (issue 36): an amount with its currency, or neither.
      {
        name: "Gulu District Local Government",
        type: "government",
        organization: null,
        amount: 20_000_000,
        currency: "UGX",
        // The identifier the organization gave, as IATI's participating-org/@ref carries it.
        identifier: "UG-LG-GULU",
      },
      {
        name: "Kampala Tech Hub",
        type: "ngo",
        organization: { id: "other", url: "https://ugandaimpact.example/organizations/other" },
        amount: null,
        currency: null,
        // On the platform without a registration: none known.
        identifier: null,
      },
    ]);
    expect(reporting.json.results).toEqual([
      {
        title: "Schools with safe water",
        type: "outcome",
        indicators: [
          {
            title: "Pupils with a working borehole",
            measure: "number",
            standard_measure: "people_reached",
            baseline: { year: 2024, value: 0 },
            target: { value: 4000, date: "2026-12-31" },
            periods: [
              { start: "2025-01-01", end: "2025-06-30", value: 1200, comment: "Two boreholes drilled" },
              { start: "2025-07-01", end: "2025-12-31", value: 2600, comment: null },
            ],
          },
        ],
      },
    ]);
    for (const path of ["/api/v1/projects/00000000-0000-4000-8000-000000000000", "/api/v1/projects/nope"]) {
      const missing = await get(path);
      expect(missing.status).toBe(404);
      expectShape(ApiError, missing.json);
    }

    const owner = await get("/api/v1/organizations/owner");
    expectShape(OrganizationDetail, owner.json);
    expect(owner.json).toMatchObject({
      name: "Gulu Water Trust",
      type: "NGO/Non-Profit",
      website: "https://gulu-water.example",
      logo_url: "https://ugandaimpact.example/images/960/logos/gulu.png",
      projects_count: 2,
    });
    expect(owner.json.projects.map((item: { name: string }) => item.name)).toEqual([
      "Clean Water",
      "Solar Lanterns",
    ]);
    expect((await get("/api/v1/organizations/nobody")).status).toBe(404);
  });

  it("lists the directory with its filters, and no contact details", async () => {
    const directory = await get("/api/v1/organizations");
    expectShape(OrganizationsPage, directory.json);
    expect(directory.json.data.map((item: { name: string }) => item.name).sort()).toEqual([
      "Gulu Water Trust",
      "Kampala Tech Hub",
      "Solar Uganda Ltd",
    ]);
    const search = await get("/api/v1/organizations?q=tech&type=Social+Enterprise");
    expect(search.json.data.map((item: { name: string }) => item.name)).toEqual(["Kampala Tech Hub"]);
  });

  it("lists upcoming active events within from and to, and one event", async () => {
    const upcoming = await get("/api/v1/events");
    expectShape(EventsPage, upcoming.json);
    expect(upcoming.json.data.map((event: { title: string }) => event.title)).toEqual(["Forum", "Webinar"]);
    const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
    const soon = await get(`/api/v1/events?from=${day(0)}&to=${day(10)}`);
    expect(soon.json.data.map((event: { title: string }) => event.title)).toEqual(["Forum"]);
    const webinar = await get(`/api/v1/events/${ids.Webinar}`);
    expectShape(EventRecord, webinar.json);
    expect(webinar.json).toMatchObject({
      event_type: "online",
      online_url: "https://meet.example.org/w",
      location: null,
    });
    expect((await get(`/api/v1/events/${ids.Paused}`)).status).toBe(404);
    // `from` reaches into the past: an event that has ended is still found by the days it took place.
    const past = await get(`/api/v1/events?from=${day(-40)}&to=${day(-20)}`);
    expect(past.json.data.map((event: { title: string }) => event.title)).toEqual(["Past"]);
    expect(
      (await get(`/api/v1/events?from=${day(-40)}`)).json.data.map((event: { title: string }) => event.title),
    ).toEqual(["Past", "Forum", "Webinar"]);
  });

  it("is open to other sites, cacheable with an ETag (304), and read-only", async () => {
    const first = await get("/api/v1/projects", { Origin: "https://data.example" });
    expect(first.headers["access-control-allow-origin"]).toBe("*");
    expect(first.headers["cache-control"]).toBe("public, max-age=60");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.request("GET", "/api/v1/projects", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");

    const preflight = await app.request("OPTIONS", "/api/v1/projects", {
      headers: { Origin: "https://data.example", "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-methods"]).toBe("GET, HEAD, OPTIONS");
    const write = await app.request("DELETE", `/api/v1/projects/${ids["Coding Clubs"]}`);
    expect(write.status).toBeGreaterThanOrEqual(400);
    expect((await get(`/api/v1/projects/${ids["Coding Clubs"]}`)).status).toBe(200);
  });

  it("counts requests per address and says so in RateLimit headers, then answers 429", async () => {
    const address = { "X-Forwarded-For": "203.0.113.77" };
    const first = await app.request("GET", "/api/v1/events", { headers: address });
    expect(first.headers["ratelimit-limit"]).toBe(String(RATE_LIMITS.api.points));
    expect(first.headers["ratelimit-remaining"]).toBe(String(RATE_LIMITS.api.points - 1));
    expect(Number(first.headers["ratelimit-reset"])).toBeGreaterThan(0);
    const db = getDb();
    // Spend the rest of the window without sending 300 requests: the counter lives in the database.
    await db
      .update(rateLimits)
      .set({ points: RATE_LIMITS.api.points })
      .where(like(rateLimits.key, "api%203.0.113.77"));
    const refused = await app.request("GET", "/api/v1/events", { headers: address });
    expect(refused.status).toBe(429);
    expect(refused.headers["ratelimit-remaining"]).toBe("0");
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("gives every export CORS, the licence, validators with 304, and the API's rate limit", async () => {
    const address = { "X-Forwarded-For": "203.0.113.90" };
    const exports = [
      "/projects.csv?sector=Energy",
      "/results.csv?sector=Energy",
      "/organizations.csv",
      "/projects.csv-metadata.json?sector=Energy",
      "/organizations.csv-metadata.json",
      "/projects.rss",
      `/projects/${ids["Clean Water"]}.rss`,
      "/organizations/owner.rss",
      "/events.ics",
      `/events/${ids.Forum}.ics`,
      "/iati/activities.xml",
      "/iati/organisations.xml",
      "/organizations/owner/iati.xml",
    ];
    for (const path of exports) {
      const first = await app.request("GET", path, {
        headers: { ...address, Origin: "https://data.example" },
      });
      expect(first.status, path).toBe(200);
      expect(first.headers["access-control-allow-origin"], path).toBe("*");
      // The licence on every file; a CSV names its description (CSV on the Web) as well.
      expect(first.headers.link, path).toBe(
        path.includes(".csv?") || path.endsWith(".csv")
          ? `<https://creativecommons.org/licenses/by/4.0/>; rel="license", <${path.replace(/\.csv/, ".csv-metadata.json")}>; rel="describedby"; type="application/csvw+json"`
          : '<https://creativecommons.org/licenses/by/4.0/>; rel="license"',
      );
      expect(first.headers["ratelimit-limit"], path).toBe(String(RATE_LIMITS.api.points));
      expect(first.headers["access-control-expose-headers"], path).toContain("ETag");
      const etag = first.headers.etag as string;
      const lastModified = first.headers["last-modified"] as string;
      expect(etag, path).toMatch(/^W\/".+"$/);
      expect(Number.isNaN(Date.parse(lastModified)), path).toBe(false);
      const byTag = await app.request("GET", path, { headers: { ...address, "If-None-Match": etag } });
      expect(byTag.status, path).toBe(304);
      expect(byTag.body, path).toBe("");
      expect(byTag.headers.etag, path).toBe(etag);
      const byDate = await app.request("GET", path, {
        headers: { ...address, "If-Modified-Since": lastModified },
      });
      expect(byDate.status, path).toBe(304);
      const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
      expect(
        (await app.request("GET", path, { headers: { ...address, "If-Modified-Since": older } })).status,
      ).toBe(200);
    }
    // A change anywhere in the open data gives the files new validators.
    const before = await app.request("GET", "/projects.csv", { headers: address });
    await getDb()
      .update(projects)
      .set({ brief: "Boreholes for schools and clinics", updatedAt: new Date() })
      .where(eq(projects.id, ids["Clean Water"]!));
    const after = await app.request("GET", "/projects.csv", {
      headers: { ...address, "If-None-Match": before.headers.etag as string },
    });
    expect(after.status).toBe(200);
    expect(after.body).toContain("Boreholes for schools and clinics");
    // The same limit as the API: once spent, an export answers 429 with Retry-After, and CORS still open.
    await getDb()
      .update(rateLimits)
      .set({ points: RATE_LIMITS.api.points })
      .where(like(rateLimits.key, "api%203.0.113.90"));
    for (const path of ["/projects.csv", "/events.ics", "/iati/activities.xml", "/api/v1/projects"]) {
      const refused = await app.request("GET", path, { headers: address });
      expect(refused.status, path).toBe(429);
      expect(refused.headers["retry-after"], path).toBeDefined();
      expect(refused.headers["access-control-allow-origin"], path).toBe("*");
    }
  });

  it("lists what changed since a time, then after a cursor: created, updated and deleted ids per kind", async () => {
    const db = getDb();
    // The seeded rows are older than \`since\` and every write below is newer, however fast the tests before ran.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [added] = await db
      .insert(projects)
      .values({
        name: "New Wells",
        brief: "Wells",
        location: "Arua",
        sector: "Health",
        sdg: "Clean Water and Sanitation",
        startDate: "2026-01-01",
        organizationId: "other",
      })
      .returning({ id: projects.id });
    await db
      .update(projects)
      .set({ name: "Solar Lanterns for Lira", updatedAt: new Date() })
      .where(eq(projects.id, ids["Solar Lanterns"]!));
    await db.delete(projects).where(eq(projects.id, ids["Coding Clubs"]!));
    await db.update(events).set({ isActive: false }).where(eq(events.id, ids.Webinar!));
    const answer = await get(`/api/v1/changes?since=${encodeURIComponent(since)}`);
    expect(answer.status).toBe(200);
    expectShape(ChangesPage, answer.json);
    expect(answer.json.data.projects).toEqual({
      created: [added!.id],
      updated: [ids["Solar Lanterns"]],
      deleted: [ids["Coding Clubs"]],
    });
    expect(answer.json.data.events.deleted).toEqual([ids.Webinar]);
    expect(answer.json.meta).toEqual({ since, cursor: null, more: false });
    const next = new URL(answer.json.links.next);
    expect(`${next.origin}${next.pathname}`).toBe("https://ugandaimpact.example/api/v1/changes");
    const cursor = next.searchParams.get("cursor");
    expect(cursor).toMatch(/^[\w-]+$/);
    // After the cursor: only what came later. An event shown again is back in the public data: created.
    await db.update(events).set({ isActive: true }).where(eq(events.id, ids.Webinar!));
    const after = await get(`/api/v1/changes?cursor=${cursor}`);
    expect(after.json.data.events).toEqual({ created: [ids.Webinar], updated: [], deleted: [] });
    expect(after.json.data.projects).toEqual({ created: [], updated: [], deleted: [] });
    expect(after.json.meta).toEqual({ since: null, cursor, more: false });
    // A `since` older than the changes kept is refused, and so is a missing one, both, or a made-up cursor.
    const old = await get(`/api/v1/changes?since=${new Date(Date.now() - 91 * DAY).toISOString()}`);
    expect(old.status).toBe(400);
    expect(old.json.error.parameter).toBe("since");
    expect((await get("/api/v1/changes")).json.error.parameter).toBe("since");
    expect((await get("/api/v1/changes?since=yesterday")).status).toBe(400);
    const both = await get(`/api/v1/changes?since=${encodeURIComponent(since)}&cursor=${cursor}`);
    expect(both.status).toBe(400);
    expect(both.json.error.parameter).toBe("cursor");
    const madeUp = await get("/api/v1/changes?cursor=bm90LWEtY3Vyc29y");
    expect(madeUp.status).toBe(400);
    expect(madeUp.json.error.parameter).toBe("cursor");
  });

  it("publishes a valid OpenAPI 3.1 document that names every endpoint", async () => {
    const answer = await get("/api/v1/openapi.json");
    const result = await new Validator().validate(answer.json);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(answer.json.openapi).toBe("3.1.0");
    expect(Object.keys(answer.json.paths).sort()).toEqual(
      expect.arrayContaining([
        "/changes",
        "/events",
        "/events.ics",
        "/events/{id}",
        "/events/{id}.ics",
        "/iati/activities.xml",
        "/iati/organisations.xml",
        "/organizations",
        "/organizations.csv",
        "/organizations/{id}",
        "/organizations/{id}/iati.xml",
        "/organizations/{id}/iati-organisation.xml",
        "/organizations/{id}.rss",
        "/projects",
        "/projects.csv",
        "/projects.geojson",
        "/projects.rss",
        "/projects/{id}",
        "/results.csv",
      ]),
    );
    // /developers names every column of each CSV and links its CSV on the Web description.
    const developers = await app.request("GET", "/developers");
    expect(developers.status).toBe(200);
    for (const text of [
      "<code",
      ">created_at</code>",
      ">spent</code>",
      ">updated_at</code>",
      ">indicator_id</code>",
    ])
      expect(developers.body).toContain(text);
    for (const path of [
      "/projects.geojson",
      "/projects.csv-metadata.json",
      "/results.csv-metadata.json",
      "/organizations.csv-metadata.json",
    ])
      expect(developers.body).toContain(`href="${path}"`);
    // The data's licence, and every answer's 304 and 429 with their headers.
    expect(answer.json.info.license).toEqual({
      name: "Creative Commons Attribution 4.0 International",
      identifier: "CC-BY-4.0",
    });
    for (const path of ["/projects", "/changes", "/projects.csv", "/events.ics", "/iati/activities.xml"]) {
      const responses = answer.json.paths[path].get.responses;
      expect(Object.keys(responses), path).toEqual(expect.arrayContaining(["200", "304", "429"]));
      expect(Object.keys(responses["200"].headers), path).toEqual(
        expect.arrayContaining(["ETag", "Link", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]),
      );
      expect(Object.keys(responses["429"].headers), path).toContain("Retry-After");
    }
    expect(answer.json.paths["/projects.csv"].servers).toEqual([{ url: "https://ugandaimpact.example" }]);
    expect(Object.keys(answer.json.paths["/projects.csv"].get.responses["200"].headers)).toContain(
      "Last-Modified",
    );
    expect(answer.json.servers).toEqual([{ url: "https://ugandaimpact.example/api/v1" }]);
    const parameters = answer.json.paths["/projects"].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(
      expect.arrayContaining(["q", "status", "district", "updated_since", "page", "per_page"]),
    );
  });
});
