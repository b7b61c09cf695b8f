import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { getImpactCounts, getLiveTotals } from "~/db/queries/impact.server";
import {
  events,
  organizations,
  profiles,
  projects,
  subscriptionRequestHistory,
  subscriptionRequests,
  users,
} from "~/db/schema";
import { loader as homeLoader } from "~/routes/public/home";
import { loader as impactLoader } from "~/routes/public/impact";
import { describeEachDatabase } from "../setup/test-database";

const DAY = 86_400_000;
type DataResult<T> = { data: T; init: ResponseInit | null };

describeEachDatabase("impact figures", () => {
  beforeAll(async () => {
    const db = getDb();
    await db.insert(users).values([
      { id: "u1", name: "One", email: "one@example.org" },
      { id: "u2", name: "Two", email: "two@example.org" },
    ]);
    await db.insert(profiles).values([
      { id: "u1", organizationName: "Gulu Women Group", organizationType: "Community Based" },
      { id: "u2", organizationName: "Water Trust", organizationType: "NGO/Non-Profit" },
    ]);
    const [record] = await db
      .insert(organizations)
      .values({ name: "Ministry of Water", organizationType: "Government/Public" })
      .returning({ id: organizations.id });
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 200 * DAY).toISOString().slice(0, 10);
    // One request approved and running, one waiting for review: only the approved one is a subscription.
    await db.transaction(async (tx) => {
      const common = {
        organizationId: record!.id,
        organizationName: "Ministry of Water",
        method: "bank",
        amount: 45000,
        currency: "UGX",
        paidOn: today,
      };
      const rows = await tx
        .insert(subscriptionRequests)
        .values([
          {
            ...common,
            transactionId: "FT26001R1",
            transactionKey: "FT26001R1",
            status: "approved",
            startDate: today,
            endDate: later,
            decidedByEmail: "admin",
            decidedAt: new Date(),
            receiptNumber: sql`nextval('payment_receipt_number_seq')`,
          },
          { ...common, transactionId: "FT26002R2", transactionKey: "FT26002R2", status: "submitted" },
        ])
        .returning({ id: subscriptionRequests.id, status: subscriptionRequests.status });
      for (const row of rows) {
        await tx
          .insert(subscriptionRequestHistory)
          .values([
            { requestId: row.id, action: "submitted", status: "submitted" },
            ...(row.status === "approved"
              ? [{ requestId: row.id, action: "approved", status: "approved" }]
              : []),
          ]);
      }
    });
    const base = { brief: "Brief", location: "Gulu", startDate: "2025-01-01", organizationId: "u1" };
    await db.insert(projects).values([
      {
        ...base,
        name: "A",
        sector: "Health",
        sdg: "No Poverty",
        status: "active",
        metadata: { region: "Northern Region", district: "Gulu" },
      },
      {
        ...base,
        name: "B",
        sector: "Health",
        sdg: "No Poverty",
        status: "In Progress",
        metadata: { region: "Northern Region", district: "Gulu" },
      },
      {
        ...base,
        name: "C",
        sector: "Energy",
        sdg: "Climate Action",
        status: "completed",
        metadata: { region: "Central Region", district: "Kampala" },
      },
      {
        ...base,
        name: "D",
        sector: "Energy",
        sdg: "Climate Action",
        status: "planning",
        organizationId: "u2",
      },
    ]);
    await db.insert(events).values([
      { title: "Soon", eventDate: new Date(Date.now() + 2 * DAY) },
      { title: "Paused", eventDate: new Date(Date.now() + 2 * DAY), isActive: false },
      { title: "Past", eventDate: new Date(Date.now() - 9 * DAY) },
    ]);
  });

  it("counts projects by status (legacy spellings included), SDG, sector, region and district", async () => {
    const counts = await getImpactCounts();
    const asMap = (rows: { key: string | null; count: number }[]) =>
      Object.fromEntries(rows.map((row) => [row.key ?? "(none)", row.count]));
    expect(asMap(counts.byStatus)).toEqual({ active: 2, completed: 1, planning: 1 });
    expect(asMap(counts.bySdg)).toEqual({ "No Poverty": 2, "Climate Action": 2 });
    expect(asMap(counts.bySector)).toEqual({ Health: 2, Energy: 2 });
    expect(asMap(counts.byRegion)).toEqual({ "Northern Region": 2, "Central Region": 1, "(none)": 1 });
    expect(asMap(counts.byDistrict)).toEqual({ Gulu: 2, Kampala: 1, "(none)": 1 });
    expect(asMap(counts.byOrganizationType)).toEqual({
      "Community Based": 1,
      "NGO/Non-Profit": 1,
      "Government/Public": 1,
    });
    expect(counts.activeSubscriptions).toBe(1);
    expect(counts.upcomingEvents).toBe(1);
  });

  it("/impact's loader gives the charts with links to the filtered lists, and the totals", async () => {
    const result = (await impactLoader()) as unknown as DataResult<{
      charts: { id: string; bars: { label: string; count: number; href: string | null }[] }[];
      totals: Record<string, number>;
    }>;
    expect(result.data.totals).toEqual({ projects: 4, organizations: 3, subscriptions: 1, events: 1 });
    const bars = (id: string) => result.data.charts.find((chart) => chart.id === id)!.bars;
    expect(bars("sdg").find((bar) => bar.count === 2 && bar.label.endsWith("Climate Action"))?.href).toBe(
      "/projects?sdg=Climate+Action",
    );
    expect(bars("district")[0]).toMatchObject({ label: "Gulu", count: 2, href: "/projects?district=Gulu" });
    expect(bars("status").find((bar) => bar.label === "Active")).toMatchObject({ count: 2 });
  });

  it("the home page's live figures come with its other data", async () => {
    expect(await getLiveTotals()).toEqual({ projects: 4, activeProjects: 2, organizations: 3 });
    const home = (await homeLoader()) as unknown as DataResult<{ live: unknown }>;
    expect(home.data.live).toEqual({ projects: 4, activeProjects: 2, organizations: 3 });
  });
});
