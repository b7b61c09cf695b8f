import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  followers,
  indicatorPeriods,
  projectResults,
  projectUpdates,
  resultIndicators,
  users,
} from "~/db/schema";
import { NEXT_STEPS_LIST_LIMIT, type NextSteps } from "~/domain/dashboard-next-steps";
import { formatDate, formatTime } from "~/domain/dates";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { recordDashboardVisit } from "~/services/dashboard/record-dashboard-visit.server";
import { submitPaymentRequest } from "~/services/payments/submit-payment-request.server";
import { saveUpdate } from "~/services/updates/save-update.server";
import { useTempDataDir } from "../setup/app-env";
import {
  activateSubscription,
  addMember,
  approvePendingPayment,
  createOrganizationUser,
  createProject,
  isoDay,
  ownerActor,
  type TestOrganizationUser,
  type TestUser,
} from "../setup/factories";
import { describeEachDatabase } from "../setup/test-database";
import { call, getRequest } from "./auth-helpers";

useTempDataDir();

const DAY_MS = 24 * 60 * 60_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
const year = Number(isoDay().slice(0, 4));

async function nextStepsOf(user: TestUser): Promise<NextSteps> {
  const outcome = await call(dashboardLoader, getRequest("/dashboard", user.cookie));
  expect(outcome.status).toBe(200);
  const { nextSteps } = outcome.data as { nextSteps: NextSteps | "unavailable" | null };
  if (nextSteps === null || nextSteps === "unavailable") throw new Error(`no next steps: ${nextSteps}`);
  return nextSteps;
}

async function stampsOf(userId: string) {
  const [row] = await getDb()
    .select({ visitAt: users.dashboardVisitAt, previousVisitAt: users.dashboardPreviousVisitAt })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

async function setStamps(userId: string, visitAt: Date | null, previousVisitAt: Date | null = null) {
  await getDb()
    .update(users)
    .set({ dashboardVisitAt: visitAt, dashboardPreviousVisitAt: previousVisitAt })
    .where(eq(users.id, userId));
}

async function addUpdate(projectId: string, createdAt: Date) {
  await getDb()
    .insert(projectUpdates)
    .values({ projectId, title: "An update", body: "What happened.", createdAt });
}

async function addFollowers(
  target: { projectId?: string; organizationId?: string },
  confirmedAt: (Date | null)[],
) {
  await getDb()
    .insert(followers)
    .values(
      confirmedAt.map((at, index) => ({
        email: `follower-${crypto.randomUUID()}-${index}@example.org`,
        projectId: target.projectId ?? null,
        organizationId: target.organizationId ?? null,
        confirmedAt: at,
      })),
    );
}

/** A result with one indicator, and periods ending on the given days. */
async function addIndicator(projectId: string, title: string, periodEnds: string[]) {
  const [result] = await getDb()
    .insert(projectResults)
    .values({ projectId, type: "output", title: `${title} result` })
    .returning({ id: projectResults.id });
  const [indicator] = await getDb()
    .insert(resultIndicators)
    .values({
      resultId: result!.id,
      title,
      measure: "number",
      targetValue: 100,
      targetDate: `${year + 1}-12-31`,
    })
    .returning({ id: resultIndicators.id });
  for (const end of periodEnds) {
    await getDb()
      .insert(indicatorPeriods)
      .values({
        indicatorId: indicator!.id,
        periodStart: `${Number(end.slice(0, 4)) - 1}${end.slice(4)}`,
        periodEnd: end,
        value: 10,
      });
  }
}

describeEachDatabase("the dashboard's next steps", () => {
  let org: TestOrganizationUser;
  let editor: Awaited<ReturnType<typeof addMember>>;
  let finance: Awaited<ReturnType<typeof addMember>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    org = await createOrganizationUser();
    await activateSubscription(org.organizationId);
    editor = await addMember(org, "editor", { name: "Okello Editor" });
    finance = await addMember(org, "finance", { name: "Nakato Finance" });
    const project = async (key: string, overrides: Parameters<typeof createProject>[1]) => {
      ids[key] = (await createProject(org.userId, { name: key, startDate: isoDay(-400), ...overrides })).id;
    };
    // Silent for 120 days; never updated and 100 days old; updated 10 days ago; new (30 days, no update);
    // completed and silent (done with: never asks).
    await project("Silent Boreholes", { status: "active", createdAt: ago(300) });
    await project("Quiet Clinic", { status: "In Progress", createdAt: ago(100) });
    await project("Busy School", { status: "active", createdAt: ago(300) });
    await project("New Garden", { status: "planning", createdAt: ago(30) });
    await project("Finished Road", { status: "completed", createdAt: ago(500) });
    await project("Future Camp", { status: "planning", createdAt: ago(20), startDate: isoDay(30) });
    await addUpdate(ids["Silent Boreholes"]!, ago(120));
    await addUpdate(ids["Busy School"]!, ago(200));
    await addUpdate(ids["Busy School"]!, ago(10));
    await addUpdate(ids["Finished Road"]!, ago(400));

    // Confirmed followers (and one not confirmed, which does not count), of projects and of the organization.
    await addFollowers({ projectId: ids["Busy School"] }, [ago(40), ago(30), ago(20), null]);
    await addFollowers({ projectId: ids["Silent Boreholes"] }, [ago(50)]);
    await addFollowers({ organizationId: org.userId }, [ago(60), ago(5)]);

    // Indicators: one reported this year (done), one last year only, one never; one of a completed project and
    // one of a project not started yet (neither asks).
    await addIndicator(ids["Busy School"]!, "Pupils enrolled", [`${year}-06-30`, `${year - 1}-12-31`]);
    await addIndicator(ids["Silent Boreholes"]!, "Households with water", [`${year - 1}-12-31`]);
    await addIndicator(ids["Quiet Clinic"]!, "Mothers reached", []);
    await addIndicator(ids["Finished Road"]!, "Kilometres built", []);
    await addIndicator(ids["Future Camp"]!, "Girls trained", []);

    // Another organization's project, silent, followed and unreported: never on this dashboard.
    const other = await createOrganizationUser();
    const theirs = await createProject(other.userId, {
      name: "Their Project",
      status: "active",
      createdAt: ago(300),
      startDate: isoDay(-400),
    });
    await addFollowers({ projectId: theirs.id }, [ago(3)]);
    await addIndicator(theirs.id, "Their indicator", []);
  });

  it("lists followers per project, projects without an update for 90 days, and results without this year's value", async () => {
    const steps = await nextStepsOf(org);
    expect(steps.followers).toEqual({
      projects: [
        expect.objectContaining({
          name: "Busy School",
          count: 3,
          countText: "3 followers",
          href: `/projects/${ids["Busy School"]}`,
        }),
        expect.objectContaining({ name: "Silent Boreholes", count: 1, countText: "1 follower" }),
      ],
      organization: 2,
      more: false,
    });
    // Never updated first, then the longest silent; not the updated, the new, nor the finished one.
    expect(steps.stale?.items.map((item) => item.name)).toEqual(["Quiet Clinic", "Silent Boreholes"]);
    expect(steps.stale?.items[0]).toMatchObject({
      detail: `No update yet · added ${formatDate(ago(100))}`,
      href: `/dashboard/projects/${ids["Quiet Clinic"]}/updates`,
    });
    expect(steps.stale?.items[1]?.detail).toBe(`Last update ${formatDate(ago(120))}`);
    expect(steps.missing).toEqual({
      year,
      items: [
        expect.objectContaining({
          indicator: "Mothers reached",
          projectName: "Quiet Clinic",
          href: `/dashboard/projects/${ids["Quiet Clinic"]}/results`,
        }),
        expect.objectContaining({ indicator: "Households with water", projectName: "Silent Boreholes" }),
      ],
      more: false,
    });
  });

  it("shows each role only what it may act on: finance neither posts updates nor reports results", async () => {
    const forFinance = await nextStepsOf(finance);
    expect(forFinance.stale).toBeNull();
    expect(forFinance.missing).toBeNull();
    expect(forFinance.followers?.projects).toHaveLength(2);
    const forEditor = await nextStepsOf(editor);
    expect(forEditor.stale?.items).toHaveLength(2);
    expect(forEditor.missing?.items).toHaveLength(2);
  });

  it("says when every project is up to date", async () => {
    const tidy = await createOrganizationUser();
    const project = await createProject(tidy.userId, {
      status: "active",
      createdAt: ago(200),
      startDate: isoDay(-200),
    });
    await addUpdate(project.id, ago(3));
    await addIndicator(project.id, "Trees planted", [isoDay(-1)]);
    const steps = await nextStepsOf(tidy);
    expect(steps.stale).toEqual({ items: [], more: false });
    expect(steps.missing).toEqual({ year, items: [], more: false });
    expect(steps.followers).toEqual({ projects: [], organization: 0, more: false });
  });

  it("shows at most NEXT_STEPS_LIST_LIMIT rows of a list, and says there are more", async () => {
    const busy = await createOrganizationUser();
    for (let n = 0; n < NEXT_STEPS_LIST_LIMIT + 2; n += 1) {
      await createProject(busy.userId, { name: `Silent ${n}`, status: "active", createdAt: ago(100 + n) });
    }
    const steps = await nextStepsOf(busy);
    expect(steps.stale?.items).toHaveLength(NEXT_STEPS_LIST_LIMIT);
    expect(steps.stale?.more).toBe(true);
    // The longest silent first.
    expect(steps.stale?.items[0]?.name).toBe(`Silent ${NEXT_STEPS_LIST_LIMIT + 1}`);
  });

  it("an organization without projects has nothing to do yet, and no followers list", async () => {
    const fresh = await createOrganizationUser();
    const steps = await nextStepsOf(fresh);
    expect(steps).toMatchObject({ followers: null, stale: null, missing: null });
  });

  describe("since the last visit", () => {
    it("a first visit has nothing to compare with; the stamps advance only after the gap", async () => {
      const person = await createOrganizationUser();
      const first = await nextStepsOf(person);
      expect(first.since).toEqual({ previousVisit: null, items: [], more: false });
      const afterFirst = await stampsOf(person.userId);
      expect(afterFirst.visitAt).toBeInstanceOf(Date);
      expect(afterFirst.previousVisitAt).toBeNull();

      // Again within the gap: nothing moves.
      await nextStepsOf(person);
      expect(await stampsOf(person.userId)).toEqual(afterFirst);

      // 31 minutes later: a new visit, the last one becomes the previous one.
      const earlier = new Date(Date.now() - 31 * 60_000);
      await setStamps(person.userId, earlier);
      const second = await nextStepsOf(person);
      expect(second.since.previousVisit).toBe(`${formatDate(earlier)}, ${formatTime(earlier)}`);
      // Nothing happened since: the list says so.
      expect(second.since.items).toEqual([]);
      const afterSecond = await stampsOf(person.userId);
      expect(afterSecond.previousVisitAt).toEqual(earlier);
      expect(afterSecond.visitAt!.getTime()).toBeGreaterThan(earlier.getTime());
    });

    it("with a fixed clock: 29 minutes after the last visit nothing moves, 31 minutes after a visit starts", async () => {
      const person = await createOrganizationUser();
      const t0 = new Date("2026-06-01T08:00:00Z");
      await setStamps(person.userId, t0, new Date("2026-05-01T08:00:00Z"));
      const within = await recordDashboardVisit(person.userId, new Date(t0.getTime() + 29 * 60_000));
      expect(within).toEqual({ visitAt: t0, previousVisitAt: new Date("2026-05-01T08:00:00Z") });
      const later = new Date(t0.getTime() + 31 * 60_000);
      expect(await recordDashboardVisit(person.userId, later)).toEqual({
        visitAt: later,
        previousVisitAt: t0,
      });
      expect(await stampsOf(person.userId)).toEqual({ visitAt: later, previousVisitAt: t0 });
    });

    it("lists what the team changed, new followers and payment news since then, never one's own changes", async () => {
      const team = await createOrganizationUser();
      const teamEditor = await addMember(team, "editor", { name: "Okello Editor" });
      const teamFinance = await addMember(team, "finance", { name: "Nakato Finance" });
      const member = (person: TestUser, role: "editor" | "finance") => ({
        id: person.userId,
        email: person.email,
        isAdmin: false,
        organizationId: team.userId,
        role,
      });
      const project = await createProject(team.userId, {
        name: "Lira Boreholes",
        status: "active",
        createdAt: ago(50),
      });
      await addFollowers({ projectId: project.id }, [ago(10)]);
      const lastVisit = new Date(Date.now() - 2 * 60 * 60_000);
      for (const person of [team, teamEditor, teamFinance]) await setStamps(person.userId, lastVisit, ago(7));

      // After the last visit: finance pays and an administrator approves; the editor and the owner post an
      // update each; two people follow the project.
      const paid = await submitPaymentRequest({
        user: member(teamFinance, "finance"),
        input: { method: "mtn", transactionId: "7845129901", currency: "UGX", paidOn: isoDay() },
      });
      expect(paid.ok).toBe(true);
      await approvePendingPayment(team.organizationId);
      const posted = await saveUpdate({
        actor: member(teamEditor, "editor"),
        projectId: project.id,
        values: { title: "Pump fixed", body: "The pump works again.", photos: [] },
      });
      expect(posted.ok).toBe(true);
      const own = await saveUpdate({
        actor: ownerActor(team),
        projectId: project.id,
        values: { title: "Owner's note", body: "Written by the owner.", photos: [] },
      });
      expect(own.ok).toBe(true);
      await addFollowers({ projectId: project.id }, [new Date(), new Date()]);

      const forOwner = await nextStepsOf(team);
      expect(forOwner.since.previousVisit).toBe(`${formatDate(lastVisit)}, ${formatTime(lastVisit)}`);
      const texts = forOwner.since.items.map((item) => item.text);
      expect(texts).toContain("Okello Editor posted an update: Pump fixed (Lira Boreholes)");
      expect(texts).toContain("2 new followers of Lira Boreholes");
      expect(texts).toContain("Nakato Finance sent a payment for approval");
      expect(
        texts.filter((text) =>
          text.startsWith("Your payment was approved: the subscription is active until"),
        ),
      ).toHaveLength(1);
      // The owner's own update is not news to them; the follower of 10 days ago came before the visit.
      expect(texts.join("\n")).not.toContain("Owner's note");
      expect(texts).toHaveLength(4);
      // Newest first.
      const times = forOwner.since.items.map((item) => item.isoAt);
      expect([...times].sort().reverse()).toEqual(times);

      // The editor reads the owner's update, not their own; no payment news for a role that does not pay.
      const editorTexts = (await nextStepsOf(teamEditor)).since.items.map((item) => item.text);
      expect(editorTexts).toContain("Test Person posted an update: Owner's note (Lira Boreholes)");
      expect(editorTexts.join("\n")).not.toContain("Pump fixed");
      expect(editorTexts.join("\n")).not.toContain("payment");

      // Finance reads both updates and the approval, not its own payment.
      const financeTexts = (await nextStepsOf(teamFinance)).since.items.map((item) => item.text);
      expect(financeTexts.filter((text) => text.includes("posted an update"))).toHaveLength(2);
      expect(financeTexts.some((text) => text.startsWith("Your payment was approved"))).toBe(true);
      expect(financeTexts.join("\n")).not.toContain("sent a payment");

      // Reloading within the visit shows the same changes.
      expect((await nextStepsOf(team)).since.items.map((item) => item.text)).toEqual(texts);
    });
  });
});
