import { describe, expect, it } from "vitest";
import {
  CHANGES_LIMIT,
  capped,
  DASHBOARD_VISIT_GAP_MS,
  followedProjectItem,
  missingValueItem,
  NEXT_STEPS_TEXTS,
  needsUpdate,
  newestChanges,
  newFollowersItem,
  newVisitCutoff,
  paymentChangeItem,
  reportedThisYear,
  reportingYear,
  STALE_UPDATE_DAYS,
  staleProjectItem,
  staleUpdateCutoff,
  stampsAfterOpening,
  startsNewVisit,
  subscriptionEndedItem,
  type TeamChangeRow,
  teamChangeItem,
} from "./dashboard-next-steps";

// A fixed clock: Nov 29, 2026, 10:00 in Kampala (07:00 UTC).
const NOW = new Date("2026-11-29T07:00:00Z");
const minutes = (count: number) => new Date(NOW.getTime() - count * 60_000);
const days = (count: number) => new Date(NOW.getTime() - count * 24 * 60 * 60_000);

describe("visits", () => {
  it("a visit starts on the first opening and after the gap, not within it", () => {
    expect(DASHBOARD_VISIT_GAP_MS).toBe(30 * 60_000);
    expect(startsNewVisit(null, NOW)).toBe(true);
    expect(startsNewVisit(minutes(29), NOW)).toBe(false);
    expect(startsNewVisit(minutes(30), NOW)).toBe(true);
    expect(startsNewVisit(days(3), NOW)).toBe(true);
    // A stamp from a clock a little ahead is inside the visit, not a new one.
    expect(startsNewVisit(new Date(NOW.getTime() + 60_000), NOW)).toBe(false);
    expect(newVisitCutoff(NOW)).toEqual(minutes(30));
  });

  it("a new visit moves the last one back; within a visit nothing moves", () => {
    expect(stampsAfterOpening({ visitAt: null, previousVisitAt: null }, NOW)).toEqual({
      visitAt: NOW,
      previousVisitAt: null,
    });
    expect(stampsAfterOpening({ visitAt: days(2), previousVisitAt: days(9) }, NOW)).toEqual({
      visitAt: NOW,
      previousVisitAt: days(2),
    });
    const within = { visitAt: minutes(5), previousVisitAt: days(2) };
    expect(stampsAfterOpening(within, NOW)).toBe(within);
  });
});

describe("projects without a recent update", () => {
  it(`ask for one after ${STALE_UPDATE_DAYS} days, counted from the last update or, without one, from the project's creation`, () => {
    expect(staleUpdateCutoff(NOW)).toEqual(days(90));
    expect(needsUpdate({ createdAt: days(400), lastUpdateAt: days(89) }, NOW)).toBe(false);
    expect(needsUpdate({ createdAt: days(400), lastUpdateAt: days(91) }, NOW)).toBe(true);
    expect(needsUpdate({ createdAt: days(89), lastUpdateAt: null }, NOW)).toBe(false);
    expect(needsUpdate({ createdAt: days(91), lastUpdateAt: null }, NOW)).toBe(true);
  });

  it("say when the last update was, or that there was none since the project was added", () => {
    const id = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
    expect(
      staleProjectItem({ id, name: "Boreholes", createdAt: days(300), lastUpdateAt: days(120) }),
    ).toEqual({
      id,
      name: "Boreholes",
      detail: "Last update Aug 1, 2026",
      href: `/dashboard/projects/${id}/updates`,
    });
    expect(staleProjectItem({ id, name: "Boreholes", createdAt: days(100), lastUpdateAt: null }).detail).toBe(
      "No update yet · added Aug 21, 2026",
    );
  });
});

describe("results without a value this year", () => {
  it("the year is Kampala's calendar year: a period ending from Jan 1 to Dec 31 counts", () => {
    expect(reportingYear(NOW)).toEqual({ year: 2026, from: "2026-01-01", to: "2026-12-31" });
    // 22:30 UTC on Dec 31 is already Jan 1 in Kampala.
    expect(reportingYear(new Date("2026-12-31T22:30:00Z")).year).toBe(2027);
    expect(reportedThisYear("2026-01-01", NOW)).toBe(true);
    expect(reportedThisYear("2026-12-31", NOW)).toBe(true);
    expect(reportedThisYear("2025-12-31", NOW)).toBe(false);
    expect(reportedThisYear("2027-01-01", NOW)).toBe(false);
  });

  it("each links to its project's results page", () => {
    const item = missingValueItem({
      indicatorId: "i1",
      indicatorTitle: "Households with safe water",
      resultTitle: "Safe water close to home",
      projectId: "p1",
      projectName: "Boreholes",
    });
    expect(item).toEqual({
      id: "i1",
      indicator: "Households with safe water",
      result: "Safe water close to home",
      projectName: "Boreholes",
      href: "/dashboard/projects/p1/results",
    });
    expect(NEXT_STEPS_TEXTS.missingHeading(2026)).toBe("Results without a value for 2026");
  });
});

describe("followers", () => {
  it("count in words, linked to the public page", () => {
    expect(followedProjectItem({ id: "p1", name: "Boreholes", count: 1 })).toEqual({
      id: "p1",
      name: "Boreholes",
      count: 1,
      countText: "1 follower",
      href: "/projects/p1",
    });
    expect(followedProjectItem({ id: "p1", name: "Boreholes", count: 3 }).countText).toBe("3 followers");
    expect(NEXT_STEPS_TEXTS.organizationFollowers(2)).toBe("2 people follow your organization.");
  });
});

describe("since the last visit", () => {
  const row = (action: string, extra: Partial<TeamChangeRow> = {}): TeamChangeRow => ({
    id: "a1",
    action,
    targetId: "p1",
    targetLabel: "Boreholes",
    detail: null,
    actorName: "Akello Grace",
    actorEmail: "grace@example.org",
    createdAt: minutes(90),
    ...extra,
  });

  it("reads each team change as a sentence, naming who did it", () => {
    const text = (action: string, extra?: Partial<TeamChangeRow>) => teamChangeItem(row(action, extra))?.text;
    expect(text("project.create")).toBe("Akello Grace added the project Boreholes");
    expect(text("project.update")).toBe("Akello Grace edited the project Boreholes");
    expect(text("project.update", { detail: { change: "period.create" } })).toBe(
      "Akello Grace reported a value on Boreholes",
    );
    expect(text("project.update", { detail: { change: "indicator.update" } })).toBe(
      "Akello Grace changed the results of Boreholes",
    );
    expect(text("project.update", { detail: { change: "budget.update" } })).toBe(
      "Akello Grace changed the budget of Boreholes",
    );
    expect(text("project.delete")).toBe("Akello Grace deleted the project Boreholes");
    expect(text("update.create", { targetLabel: "Pump fixed (Boreholes)" })).toBe(
      "Akello Grace posted an update: Pump fixed (Boreholes)",
    );
    expect(text("member.join", { detail: { role: "editor" } })).toBe(
      "Akello Grace joined the team as Editor",
    );
    expect(text("member.role", { detail: { email: "bo@example.org", role: "finance" } })).toBe(
      "Akello Grace made bo@example.org Finance",
    );
    // Without a name (an account since deleted), the address it acted under.
    expect(text("project.create", { actorName: null })).toBe("grace@example.org added the project Boreholes");
    // An action the list does not read is left out.
    expect(teamChangeItem(row("event.create"))).toBeNull();
  });

  it("links a project's change to its page, but not a deleted one's", () => {
    expect(teamChangeItem(row("project.update"))?.href).toBe("/projects/p1");
    expect(teamChangeItem(row("project.delete"))?.href).toBeNull();
    expect(teamChangeItem(row("project.create"))).toMatchObject({
      at: "Nov 29, 2026, 8:30 AM",
      isoAt: "2026-11-29T05:30:00.000Z",
    });
  });

  it("reads payments as the payer does", () => {
    const payment = (action: string, extra: { reason?: string; endDate?: string } = {}) =>
      paymentChangeItem({
        id: "h1",
        action,
        reason: extra.reason ?? null,
        endDate: extra.endDate ?? null,
        actorName: "Finance Person",
        actorEmail: "fin@example.org",
        createdAt: minutes(60),
      })?.text;
    expect(payment("approved", { endDate: "2027-11-28" })).toBe(
      "Your payment was approved: the subscription is active until Nov 28, 2027",
    );
    expect(payment("rejected", { reason: "No money arrived" })).toBe(
      "Your payment was not approved. Reason: No money arrived",
    );
    expect(payment("submitted")).toBe("Finance Person sent a payment for approval");
    expect(payment("withdrawn")).toBe("Finance Person withdrew the payment waiting for approval");
  });

  it("says how many new followers, of which project or of the organization", () => {
    expect(
      newFollowersItem({ projectId: "p1", projectName: "Boreholes", count: 2, lastAt: minutes(10) }),
    ).toMatchObject({ text: "2 new followers of Boreholes", href: "/projects/p1" });
    expect(
      newFollowersItem({ projectId: null, projectName: null, count: 1, lastAt: minutes(10) }),
    ).toMatchObject({ text: "1 new follower of your organization", href: null });
  });

  it("a subscription that ran out after the previous visit is news; one that ended before is not", () => {
    // Nov 27's last day ends at midnight in Kampala: 21:00 UTC.
    expect(subscriptionEndedItem("2026-11-27", days(3))?.text).toBe(
      "Your subscription ended on Nov 27, 2026",
    );
    expect(subscriptionEndedItem("2026-11-27", new Date("2026-11-27T21:00:00Z"))).toBeNull();
    expect(subscriptionEndedItem("2026-11-20", days(3))).toBeNull();
  });

  it("lists the newest first, at most CHANGES_LIMIT", () => {
    const item = (n: number) =>
      newFollowersItem({ projectId: `p${n}`, projectName: `P${n}`, count: 1, lastAt: minutes(n) });
    const many = Array.from({ length: CHANGES_LIMIT + 2 }, (_, n) => item(n + 1)).reverse();
    const { items, more } = newestChanges([null, ...many]);
    expect(items).toHaveLength(CHANGES_LIMIT);
    expect(more).toBe(true);
    expect(items[0]?.key).toBe("followers-p1");
    expect(newestChanges([item(1)])).toEqual({ items: [item(1)], more: false });
  });
});

describe("capped", () => {
  it("shows the limit and says whether there were more", () => {
    expect(capped([1, 2, 3], 2)).toEqual({ items: [1, 2], more: true });
    expect(capped([1, 2], 2)).toEqual({ items: [1, 2], more: false });
  });
});
