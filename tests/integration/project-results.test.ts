import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { budgetTotals, getProjectResults, standardMeasureTotals } from "~/db/queries/project-results.server";
import { adminAuditLog, projectFunders, projects } from "~/db/schema";
import { PROJECT_FORM_MESSAGES } from "~/domain/project-form";
import { RESULTS_MESSAGES, RESULTS_TEXT } from "~/domain/project-results";
import type { ImpactResultsView } from "~/domain/results-view";
import { action as resultsAction, loader as resultsLoader } from "~/routes/dashboard/project-results";
import { loader as impactLoader } from "~/routes/public/impact";
import { loader as projectLoader } from "~/routes/public/project";
import { deleteProject } from "~/services/projects/delete-project.server";
import { loadContext, useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  createOrganizationUser,
  createProject,
  makeAdmin,
  ownerActor,
  type TestOrganizationUser,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { count, getRequest, type Outcome, postRequest, toastOf, toOutcome } from "./auth-helpers";

useTempDataDir();

// biome-ignore lint/suspicious/noExplicitAny: route modules' own argument types
type Handler = (args: any) => unknown;

async function run(handler: Handler, request: Request, id: string): Promise<Outcome> {
  try {
    return toOutcome(await handler({ request, params: { id }, context: loadContext() }));
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as { type?: string })?.type === "DataWithResponseInit") {
      return toOutcome(thrown);
    }
    throw thrown;
  }
}

const path = (id: string) => `/dashboard/projects/${id}/results`;
const post = (id: string, fields: Record<string, string>, cookie: string) =>
  run(resultsAction, postRequest(path(id), fields, cookie), id);

async function fingerprint() {
  const tables = ["projects", "project_results", "result_indicators", "indicator_periods", "project_funders"];
  const digests: Record<string, string | null> = {};
  for (const table of tables) {
    const rows = await getDb().execute<{ digest: string | null }>(
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`),
    );
    digests[table] = rows.rows[0]?.digest ?? null;
  }
  return digests;
}

type ReplyData = { formKey: string; result: { error?: Record<string, string[]> } };

describeEachDatabase("results, budgets and funders", () => {
  let owner: TestOrganizationUser;
  let other: TestOrganizationUser;
  let admin: TestOrganizationUser;
  let projectId = "";

  beforeAll(async () => {
    owner = await createOrganizationUser({ organizationName: "RESULTS OWNER" });
    other = await createOrganizationUser({ organizationName: "SOMEBODY ELSE" });
    admin = await createOrganizationUser({ organizationName: "THE ADMINS" });
    await makeAdmin(admin);
    await activateSubscription(owner.organizationId);
    await activateSubscription(other.organizationId);
    const project = await createProject(owner.userId, {
      name: "Water for Gulu",
      startDate: "2025-01-01",
      sdg: "Clean Water and Sanitation",
      sector: "Water",
      metadata: { region: "Northern" },
    });
    projectId = project.id;
  });

  describe("the owner", () => {
    let resultId = "";
    let indicatorId = "";

    it("adds a result, an indicator with a baseline and target, and two periods", async () => {
      const added = await post(
        projectId,
        { intent: "save-result", title: "Clean water", type: "outcome" },
        owner.cookie,
      );
      expect(added.status).toBe(302);
      expect(added.location).toBe(path(projectId));
      expect(await toastOf(added)).toMatchObject({ type: "success", title: "Saved" });
      const [result] = await getProjectResults(projectId);
      resultId = result!.id;
      expect(result).toMatchObject({ title: "Clean water", type: "outcome", indicators: [] });

      const indicator = await post(
        projectId,
        {
          intent: "save-indicator",
          resultId,
          title: "People with safe water",
          measure: "number",
          standardMeasure: "people_reached",
          baselineYear: "2024",
          baselineValue: "200",
          targetValue: "5,000",
          targetDate: "2027-12-31",
        },
        owner.cookie,
      );
      expect(indicator.status).toBe(302);
      indicatorId = (await getProjectResults(projectId))[0]!.indicators[0]!.id;

      // A mistake first: the end before the start, answered beside the field, nothing saved.
      const before = await fingerprint();
      const wrong = await post(
        projectId,
        {
          intent: "save-period",
          indicatorId,
          measure: "number",
          periodStart: "2025-06-30",
          periodEnd: "2025-01-01",
          value: "1200",
        },
        owner.cookie,
      );
      expect(wrong.status).toBe(400);
      const reply = wrong.data as ReplyData;
      expect(reply.formKey).toBe(`save-period-new-${indicatorId}`);
      expect(reply.result.error?.periodEnd).toEqual([RESULTS_MESSAGES.periodEnd]);
      expect(await fingerprint()).toEqual(before);

      for (const [periodStart, periodEnd, value] of [
        ["2025-01-01", "2025-06-30", "1200"],
        ["2025-07-01", "2025-12-31", "2,400"],
      ] as const) {
        const saved = await post(
          projectId,
          {
            intent: "save-period",
            indicatorId,
            measure: "number",
            periodStart,
            periodEnd,
            value,
            comment: "Counted",
          },
          owner.cookie,
        );
        expect(saved.status).toBe(302);
      }
      const [stored] = await getProjectResults(projectId);
      expect(stored!.indicators[0]).toMatchObject({
        baselineYear: 2024,
        baselineValue: 200,
        targetValue: 5000,
        standardMeasure: "people_reached",
        periods: [
          { periodStart: "2025-01-01", periodEnd: "2025-06-30", value: 1200, comment: "Counted" },
          { periodStart: "2025-07-01", periodEnd: "2025-12-31", value: 2400 },
        ],
      });
    });

    it("checks a value against the indicator's stored measure, whatever the form says", async () => {
      const percent = await post(
        projectId,
        {
          intent: "save-indicator",
          resultId,
          title: "Share of households treating water",
          measure: "percentage",
          targetValue: "80",
          targetDate: "2027-12-31",
        },
        owner.cookie,
      );
      expect(percent.status).toBe(302);
      const id = (await getProjectResults(projectId))[0]!.indicators[1]!.id;
      const before = await fingerprint();
      const forged = await post(
        projectId,
        {
          intent: "save-period",
          indicatorId: id,
          measure: "number",
          periodStart: "2025-01-01",
          periodEnd: "2025-12-31",
          value: "250",
        },
        owner.cookie,
      );
      expect(forged.status).toBe(400);
      expect((forged.data as ReplyData).result.error?.value).toEqual([RESULTS_MESSAGES.percentage]);
      expect(await fingerprint()).toEqual(before);
      // Its measure cannot change under recorded values.
      await post(
        projectId,
        {
          intent: "save-period",
          indicatorId: id,
          measure: "percentage",
          periodStart: "2025-01-01",
          periodEnd: "2025-12-31",
          value: "35",
        },
        owner.cookie,
      );
      const change = await post(
        projectId,
        {
          intent: "save-indicator",
          id,
          resultId,
          title: "Share",
          measure: "number",
          targetValue: "80",
          targetDate: "2027-12-31",
        },
        owner.cookie,
      );
      expect(change.status).toBe(400);
      expect((change.data as ReplyData).result.error?.measure?.[0]).toMatch(/delete its periods/);
    });

    it("sets a budget with spending and a funder linked to a registered organization", async () => {
      const over = await post(
        projectId,
        { intent: "save-budget", currency: "UGX", budgetAmount: "45,000,000", spentAmount: "50000000" },
        owner.cookie,
      );
      expect(over.status).toBe(400);
      expect((over.data as ReplyData).result.error?.spentAmount).toEqual([RESULTS_MESSAGES.spentOverBudget]);
      const saved = await post(
        projectId,
        { intent: "save-budget", currency: "UGX", budgetAmount: "45,000,000", spentAmount: "12,500,000" },
        owner.cookie,
      );
      expect(saved.status).toBe(302);
      const funder = await post(
        projectId,
        { intent: "save-funder", name: "Somebody Else Trust", type: "foundation", profileId: other.userId },
        owner.cookie,
      );
      expect(funder.status).toBe(302);
      const unknown = await post(
        projectId,
        { intent: "save-funder", name: "Ghost", type: "other", profileId: "no-such-profile" },
        owner.cookie,
      );
      expect(unknown.status).toBe(400);
      expect((unknown.data as ReplyData).result.error?.profileId).toEqual([
        RESULTS_MESSAGES.funderOrganization,
      ]);

      const page = await run(resultsLoader, getRequest(path(projectId), owner.cookie), projectId);
      expect(page.status).toBe(200);
      expect(page.data).toMatchObject({
        budget: { currency: "UGX", budget: 45_000_000, spent: 12_500_000 },
        funders: [{ name: "Somebody Else Trust", type: "foundation", profileId: other.userId }],
      });
    });

    it("shows them on the public project page", async () => {
      const page = await run(projectLoader, getRequest(`/projects/${projectId}`), projectId);
      expect(page.status).toBe(200);
      // The loader writes the section's words (domain/results-view.ts): the page's script carries no results domain.
      expect(page.data).toMatchObject({
        funding: {
          budget: "UGX 45,000,000",
          spent: "UGX 12,500,000",
          spentShare: 28,
          funders: [{ name: "Somebody Else Trust", type: "Foundation", profileId: other.userId }],
        },
        results: [{ title: "Clean water", indicators: [{ title: "People with safe water" }, {}] }],
      });
    });

    it("adds up the latest actual of standard measures and budgets per currency for /impact", async () => {
      expect(await standardMeasureTotals("sdg")).toEqual([
        { group: "Clean Water and Sanitation", measure: "people_reached", total: 2400, projects: 1 },
      ]);
      expect(await standardMeasureTotals("region")).toEqual([
        { group: "Northern", measure: "people_reached", total: 2400, projects: 1 },
      ]);
      const impact = await run(impactLoader, getRequest("/impact"), "");
      expect(impact.status).toBe(200);
      const shown = (impact.data as { results: ImpactResultsView }).results;
      expect(shown.achievements).toEqual([
        {
          measure: "people_reached",
          label: "People reached",
          achieved: "2,400",
          sentence: "people reached of a 5,000 target",
          share: { percent: 48, bar: 48, words: "48% of the target" },
          reporting: "1 of 1 project reporting",
        },
      ]);
      expect(shown.budgets).toEqual([
        { currency: "UGX", projects: 1, budget: "UGX 45,000,000", spent: "UGX 12,500,000" },
      ]);
      expect(shown.groups.find((group) => group.key === "sector")).toEqual({
        key: "sector",
        name: "Sector",
        measures: [
          { key: "Water-people_reached", group: "Water", measure: "People reached", total: "2,400" },
        ],
        budgets: [{ key: "Water-UGX", group: "Water", budget: "UGX 45,000,000", spent: "UGX 12,500,000" }],
      });
      expect(await budgetTotals("sector")).toEqual([
        { group: "Water", currency: "UGX", budget: 45_000_000, spent: 12_500_000, projects: 1 },
      ]);
    });
  });

  describe("a result with its first indicator and value, in one save (issue 36)", () => {
    let oneSave = "";
    beforeAll(async () => {
      oneSave = (await createProject(owner.userId, { name: "Wells for Lira", startDate: "2025-01-01" })).id;
    });
    // The last test of the file counts every table empty once the first project is deleted.
    afterAll(async () => {
      await deleteProject({ actor: ownerActor(owner), projectId: oneSave });
    });
    const firstResult = {
      intent: "save-result",
      title: "Wells in use",
      type: "output",
      indicatorTitle: "Wells drilled and working",
      measure: "number",
      baselineYear: "2024",
      baselineValue: "0",
      targetValue: "40",
      targetDate: "2027-12-31",
      periodStart: "2025-01-01",
      periodEnd: "2025-06-30",
      value: "10",
    };

    it("refuses the whole when the value is wrong, beside every field at once, and writes nothing", async () => {
      const before = await fingerprint();
      const wrong = await post(
        oneSave,
        { ...firstResult, baselineYear: "26", periodEnd: "2024-12-31", value: "ten" },
        owner.cookie,
      );
      expect(wrong.status).toBe(400);
      const reply = wrong.data as ReplyData;
      expect(reply.formKey).toBe("save-result-new");
      expect(reply.result.error).toEqual({
        baselineYear: [RESULTS_MESSAGES.baselineYear],
        periodEnd: [RESULTS_MESSAGES.periodEnd],
        value: [RESULTS_MESSAGES.number],
      });
      expect(await toastOf(wrong)).toMatchObject({ type: "error", description: RESULTS_TEXT.checkFields });
      expect(await fingerprint()).toEqual(before);
      expect(await getProjectResults(oneSave)).toEqual([]);
    });

    it("creates the result, its indicator and its first value together; the project page shows the progress", async () => {
      const saved = await post(oneSave, firstResult, owner.cookie);
      expect(saved.status).toBe(302);
      expect(await toastOf(saved)).toMatchObject({ type: "success", title: "Saved" });
      const stored = await getProjectResults(oneSave);
      expect(stored).toEqual([
        {
          id: expect.any(String),
          title: "Wells in use",
          type: "output",
          indicators: [
            expect.objectContaining({
              title: "Wells drilled and working",
              measure: "number",
              standardMeasure: null,
              baselineYear: 2024,
              baselineValue: 0,
              targetValue: 40,
              targetDate: "2027-12-31",
              periods: [
                expect.objectContaining({ periodStart: "2025-01-01", periodEnd: "2025-06-30", value: 10 }),
              ],
            }),
          ],
        },
      ]);
      // Each part is in the audit log, as the three separate saves would have left it.
      const changes = await getDb()
        .select({ detail: adminAuditLog.detail })
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetId, oneSave));
      expect(changes.map((row) => (row.detail as { change: string }).change).sort()).toEqual([
        "indicator.create",
        "period.create",
        "result.create",
      ]);
      const page = await run(projectLoader, getRequest(`/projects/${oneSave}`), oneSave);
      expect(page.data).toMatchObject({
        results: [{ title: "Wells in use", type: "Output", indicators: [{ percent: 25, latest: "10" }] }],
      });
      // More indicators and periods are still added with their own forms.
      const resultId = stored[0]!.id;
      const indicatorId = stored[0]!.indicators[0]!.id;
      const more = await post(
        oneSave,
        {
          intent: "save-period",
          indicatorId,
          measure: "number",
          periodStart: "2025-07-01",
          periodEnd: "2025-12-31",
          value: "20",
        },
        owner.cookie,
      );
      expect(more.status).toBe(302);
      const second = await post(
        oneSave,
        {
          intent: "save-indicator",
          resultId,
          title: "Water committees trained",
          measure: "number",
          targetValue: "40",
          targetDate: "2027-12-31",
        },
        owner.cookie,
      );
      expect(second.status).toBe(302);
      const [after] = await getProjectResults(oneSave);
      expect(after!.indicators.map((indicator) => indicator.periods.length)).toEqual([2, 0]);
    });

    it("adds a result alone, and asks for the indicator once a value is given", async () => {
      const alone = await post(
        oneSave,
        { intent: "save-result", title: "Spare parts", type: "output" },
        owner.cookie,
      );
      expect(alone.status).toBe(302);
      expect((await getProjectResults(oneSave)).find((r) => r.title === "Spare parts")?.indicators).toEqual(
        [],
      );
      const before = await fingerprint();
      const orphan = await post(
        oneSave,
        { intent: "save-result", title: "Orphan value", type: "outcome", measure: "number", value: "3" },
        owner.cookie,
      );
      expect(orphan.status).toBe(400);
      expect((orphan.data as ReplyData).result.error).toEqual({
        indicatorTitle: [RESULTS_MESSAGES.indicatorTitleRequired],
        targetValue: [RESULTS_MESSAGES.targetRequired],
        targetDate: [RESULTS_MESSAGES.targetDate],
        periodStart: [RESULTS_MESSAGES.date],
        periodEnd: [RESULTS_MESSAGES.date],
      });
      expect(await fingerprint()).toEqual(before);
    });

    it("saves a funder's amount with its currency, refuses one without a currency or not above 0, shows it", async () => {
      const before = await fingerprint();
      const refusals: [Record<string, string>, Record<string, string[]>][] = [
        [{ amount: "5,000,000" }, { currency: [RESULTS_MESSAGES.currency] }],
        [{ amount: "-500", currency: "UGX" }, { amount: [RESULTS_MESSAGES.funderAmount] }],
        [{ amount: "0", currency: "USD" }, { amount: [RESULTS_MESSAGES.funderAmount] }],
        [{ amount: "500", currency: "EUR" }, { currency: [RESULTS_MESSAGES.currency] }],
        [{ identifier: "Rotary Intl" }, { identifier: [RESULTS_MESSAGES.funderIdentifier] }],
      ];
      for (const [fields, errors] of refusals) {
        const refused = await post(
          oneSave,
          { intent: "save-funder", name: "Lira Rotary", type: "ngo", ...fields },
          owner.cookie,
        );
        expect(refused.status, JSON.stringify(fields)).toBe(400);
        expect((refused.data as ReplyData).result.error, JSON.stringify(fields)).toEqual(errors);
      }
      expect(await fingerprint()).toEqual(before);

      const saved = await post(
        oneSave,
        { intent: "save-funder", name: "Lira Rotary", type: "ngo", amount: "5,000,000.50", currency: "UGX" },
        owner.cookie,
      );
      expect(saved.status).toBe(302);
      // A currency without an amount keeps neither.
      const plain = await post(
        oneSave,
        {
          intent: "save-funder",
          name: "Lira Parish",
          type: "other",
          currency: "USD",
          identifier: "GB-CHC-202918",
        },
        owner.cookie,
      );
      expect(plain.status).toBe(302);
      const rows = await getDb()
        .select({
          name: projectFunders.name,
          amount: projectFunders.amount,
          currency: projectFunders.currency,
          identifier: projectFunders.identifier,
        })
        .from(projectFunders)
        .where(eq(projectFunders.projectId, oneSave))
        .orderBy(projectFunders.name);
      expect(
        rows.map((row) => ({ ...row, amount: row.amount === null ? null : Number(row.amount) })),
      ).toEqual([
        { name: "Lira Parish", amount: null, currency: null, identifier: "GB-CHC-202918" },
        { name: "Lira Rotary", amount: 5_000_000.5, currency: "UGX", identifier: null },
      ]);
      const page = await run(projectLoader, getRequest(`/projects/${oneSave}`), oneSave);
      expect(
        (page.data as { funding: { funders: { name: string; amount: string | null }[] } }).funding.funders,
      ).toEqual([
        expect.objectContaining({ name: "Lira Rotary", type: "National NGO", amount: "UGX 5,000,000.5" }),
        expect.objectContaining({ name: "Lira Parish", type: "Other", amount: null }),
      ]);
      // Editing it away clears both.
      const id = (
        await getDb()
          .select({ id: projectFunders.id })
          .from(projectFunders)
          .where(eq(projectFunders.name, "Lira Rotary"))
      )[0]!.id;
      const cleared = await post(
        oneSave,
        { intent: "save-funder", id, name: "Lira Rotary", type: "ngo", currency: "UGX" },
        owner.cookie,
      );
      expect(cleared.status).toBe(302);
      const [row] = await getDb()
        .select({ amount: projectFunders.amount, currency: projectFunders.currency })
        .from(projectFunders)
        .where(eq(projectFunders.id, id));
      expect(row).toEqual({ amount: null, currency: null });
    });
  });

  it("adds no result, indicator or period once the subscription has lapsed, and still edits what exists", async () => {
    const [result] = await getProjectResults(projectId);
    const indicator = result!.indicators[0]!;
    const lapse = (endDate: string) =>
      getDb().execute(
        sql`update subscription_requests set end_date = ${endDate}::date where organization_id = ${owner.organizationId} and status = 'approved'`,
      );
    const [{ end_date: endDate }] = (
      await getDb().execute<{ end_date: string }>(
        sql`select end_date::text from subscription_requests where organization_id = ${owner.organizationId} and status = 'approved'`,
      )
    ).rows as [{ end_date: string }];
    await lapse("2020-01-01");
    try {
      const before = await fingerprint();
      const additions: Record<string, string>[] = [
        { intent: "save-result", title: "Another result", type: "output" },
        {
          intent: "save-indicator",
          resultId: result!.id,
          title: "Schools reached",
          measure: "number",
          standardMeasure: "people_reached",
          baselineYear: "2024",
          baselineValue: "0",
          targetValue: "10",
          targetDate: "2027-12-31",
        },
        {
          intent: "save-period",
          indicatorId: indicator.id,
          measure: "number",
          periodStart: "2026-01-01",
          periodEnd: "2026-06-30",
          value: "1500",
        },
      ];
      for (const fields of additions) {
        const refused = await post(projectId, fields, owner.cookie);
        expect(refused.status, fields.intent).toBe(403);
        expect(await toastOf(refused), fields.intent).toMatchObject({
          type: "error",
          title: PROJECT_FORM_MESSAGES.subscriptionRequired,
          description: PROJECT_FORM_MESSAGES.subscriptionRequiredDetail,
        });
      }
      expect(await fingerprint()).toEqual(before);
      // Correcting what is published stays possible.
      const edited = await post(
        projectId,
        { intent: "save-result", id: result!.id, title: "Clean water for all", type: "outcome" },
        owner.cookie,
      );
      expect(edited.status).toBe(302);
      expect((await getProjectResults(projectId))[0]?.title).toBe("Clean water for all");
    } finally {
      await lapse(endDate);
    }
  });

  it("answers another organization with 404 on the page and every write, changing nothing", async () => {
    const page = await run(resultsLoader, getRequest(path(projectId), other.cookie), projectId);
    expect(page.status).toBe(404);
    const [result] = await getProjectResults(projectId);
    const indicator = result!.indicators[0]!;
    const theirs = await createProject(other.userId);
    const before = await fingerprint();
    for (const fields of [
      { intent: "save-result", title: "Hijacked", type: "output" },
      { intent: "save-result", id: result!.id, title: "Hijacked", type: "output" },
      { intent: "delete-result", id: result!.id },
      { intent: "delete-indicator", id: indicator.id },
      { intent: "delete-period", id: indicator.periods[0]!.id },
      { intent: "save-budget", currency: "USD", budgetAmount: "1" },
      { intent: "save-funder", name: "Hijacked", type: "other" },
    ]) {
      const outcome = await post(projectId, fields as unknown as Record<string, string>, other.cookie);
      expect(outcome.status, fields.intent).toBe(404);
    }
    // Their own project cannot reach into this one's entries either.
    for (const fields of [
      { intent: "delete-result", id: result!.id },
      { intent: "delete-indicator", id: indicator.id },
      { intent: "delete-period", id: indicator.periods[0]!.id },
      {
        intent: "save-period",
        indicatorId: indicator.id,
        measure: "number",
        periodStart: "2026-01-01",
        periodEnd: "2026-06-30",
        value: "1",
      },
    ]) {
      const outcome = await post(theirs.id, fields as unknown as Record<string, string>, other.cookie);
      expect(outcome.status, fields.intent).toBe(302);
      expect(await toastOf(outcome)).toMatchObject({ type: "error" });
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("answers junk with 400 and never a 500", async () => {
    const before = await fingerprint();
    for (const fields of [
      { intent: "explode" },
      { intent: "delete-result", id: "1 or 1=1" },
      { intent: "save-period", indicatorId: "x", periodStart: "yesterday" },
      { intent: "save-budget", currency: "EUR", budgetAmount: "1e400" },
      { intent: "save-indicator", resultId: "00000000-0000-4000-8000-000000000000", title: "x".repeat(5000) },
    ]) {
      const outcome = await post(projectId, fields as unknown as Record<string, string>, owner.cookie);
      expect(outcome.status, JSON.stringify(fields).slice(0, 60)).toBe(400);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("lets an admin edit any project's results, audited as an edit of the project", async () => {
    const outcome = await post(
      projectId,
      { intent: "save-result", title: "Admin added", type: "output" },
      admin.cookie,
    );
    expect(outcome.status).toBe(302);
    // The owner's own writes are audited too (issue 35); the admin's is one edit of the owner's project.
    const rows = await getDb()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, projectId), eq(adminAuditLog.actorId, admin.userId)));
    expect(rows).toEqual([
      expect.objectContaining({
        action: "project.update",
        detail: { change: "result.create" },
        organizationId: owner.userId,
      }),
    ]);
  });

  it("deletes results, indicators, periods and funders with their project", async () => {
    const [owned] = await getDb()
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, projectId));
    expect(owned).toBeDefined();
    expect(await count("indicator_periods")).toBeGreaterThan(0);
    const deleted = await deleteProject({
      actor: ownerActor(owner),
      projectId,
    });
    expect(deleted).toMatchObject({ ok: true });
    for (const table of ["project_results", "result_indicators", "indicator_periods", "project_funders"]) {
      expect(await count(table), table).toBe(0);
    }
  });
});
