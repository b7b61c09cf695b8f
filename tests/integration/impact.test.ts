import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { getImpactCounts, getLiveTotals } from "~/db/queries/impact.server";
import { standardMeasureAchievements } from "~/db/queries/project-results.server";
import {
  events,
  indicatorPeriods,
  organizations,
  profiles,
  projectResults,
  projects,
  resultIndicators,
  subscriptionRequestHistory,
  subscriptionRequests,
  users,
} from "~/db/schema";
import type { ImpactResultsView } from "~/domain/results-view";
import { loader as homeLoader } from "~/routes/public/home";
import { loader as impactLoader } from "~/routes/public/impact";
import { call, getRequest } from "../setup/routes";
import { describeEachDatabase } from "../setup/test-database";

const DAY = 86_400_000;
type DataResult<T> = { data: T };

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
    const seeded = await db
      .insert(projects)
      .values([
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
      ])
      .returning({ id: projects.id, name: projects.name });
    // Results against targets: A and B reach people (A with two indicators), C plants trees but has not
    // reported yet and measures a percentage and a measure of its own (neither added up), D passed its target.
    const project = (name: string) => seeded.find((row) => row.name === name)!.id;
    const indicator = async (
      name: string,
      values: { standardMeasure: string | null; measure?: string; targetValue: number },
      periods: [string, string, number][],
    ) => {
      const [result] = await db
        .insert(projectResults)
        .values({ projectId: project(name), type: "output", title: `Result of ${name}` })
        .returning({ id: projectResults.id });
      const [row] = await db
        .insert(resultIndicators)
        .values({
          resultId: result!.id,
          title: `Indicator of ${name}`,
          measure: values.measure ?? "number",
          standardMeasure: values.standardMeasure,
          targetValue: values.targetValue,
          targetDate: "2027-12-31",
        })
        .returning({ id: resultIndicators.id });
      for (const [periodStart, periodEnd, value] of periods) {
        await db.insert(indicatorPeriods).values({ indicatorId: row!.id, periodStart, periodEnd, value });
      }
    };
    await indicator("A", { standardMeasure: "people_reached", targetValue: 5000 }, [
      ["2025-01-01", "2025-06-30", 1200],
      ["2025-07-01", "2025-12-31", 3000],
    ]);
    await indicator("A", { standardMeasure: "people_reached", targetValue: 1000 }, [
      ["2025-01-01", "2025-12-31", 500],
    ]);
    await indicator("B", { standardMeasure: "people_reached", targetValue: 3000 }, [
      ["2025-01-01", "2025-06-30", 4000],
    ]);
    await indicator("C", { standardMeasure: "trees_planted", targetValue: 20_000 }, []);
    await indicator("C", { standardMeasure: "people_reached", measure: "percentage", targetValue: 80 }, [
      ["2025-01-01", "2025-06-30", 60],
    ]);
    await indicator("C", { standardMeasure: null, targetValue: 50 }, [["2025-01-01", "2025-06-30", 45]]);
    await indicator("D", { standardMeasure: "jobs_created", targetValue: 10 }, [
      ["2025-01-01", "2025-06-30", 4],
      ["2025-07-01", "2025-12-31", 12],
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
    const result = (await call(impactLoader, getRequest("/impact"))) as unknown as DataResult<{
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

  it("adds up each standard measure's latest results against the targets of all its indicators", async () => {
    expect(await standardMeasureAchievements()).toEqual([
      { measure: "jobs_created", achieved: 12, target: 10, projects: 1, reporting: 1 },
      // A's latest 3,000 and 500, B's 4,000; A counted once among the projects.
      { measure: "people_reached", achieved: 7500, target: 9000, projects: 2, reporting: 2 },
      { measure: "trees_planted", achieved: 0, target: 20_000, projects: 1, reporting: 0 },
    ]);
  });

  it("/impact's loader leads with what was achieved: people reached first, nothing reported said plainly", async () => {
    const result = (await call(impactLoader, getRequest("/impact"))) as unknown as DataResult<{
      results: ImpactResultsView;
    }>;
    expect(result.data.results.achievements).toEqual([
      {
        measure: "people_reached",
        label: "People reached",
        achieved: "7,500",
        sentence: "people reached of a 9,000 target",
        share: { percent: 83, bar: 83, words: "83% of the target" },
        reporting: "2 of 2 projects reporting",
      },
      {
        measure: "trees_planted",
        label: "Trees planted",
        achieved: null,
        sentence: "No results reported yet. Target: 20,000 trees planted",
        share: null,
        reporting: "Target set by 1 project",
      },
      {
        measure: "jobs_created",
        label: "Jobs created",
        achieved: "12",
        sentence: "jobs created of a 10 target",
        share: { percent: 120, bar: 100, words: "Target passed: 120%, 2 more than planned" },
        reporting: "1 of 1 project reporting",
      },
    ]);
  });

  it("the home page's live figures come with its other data", async () => {
    expect(await getLiveTotals()).toEqual({ projects: 4, activeProjects: 2, organizations: 3 });
    const home = (await homeLoader()) as unknown as DataResult<{ live: unknown }>;
    expect(home.data.live).toEqual({ projects: 4, activeProjects: 2, organizations: 3 });
  });
});
