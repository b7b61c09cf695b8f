import { describe, expect, it } from "vitest";
import { reminderDue, reminderMail, reminderWindow, shiftIsoDay } from "./subscription-reminders";

const site = { siteUrl: "https://ugandaimpact.org/", contactEmail: "info@ugandaimpact.org" };
const fee = "UGX 45,000 or USD 15 for one year";

describe("reminderDue (calendar days in Kampala)", () => {
  const end = "2026-04-30";

  it("is due 30 days before the end date, and not a day earlier", () => {
    expect(reminderDue(end, "2026-03-30")).toBeNull();
    expect(reminderDue(end, "2026-03-31")).toEqual({ kind: "expiring", daysLeft: 30 });
  });

  it("catches up on a missed day while the subscription still runs", () => {
    expect(reminderDue(end, "2026-04-02")).toEqual({ kind: "expiring", daysLeft: 28 });
    expect(reminderDue(end, "2026-04-29")).toEqual({ kind: "expiring", daysLeft: 1 });
  });

  it("on the last day says it ends today; a missed last day catches up for a week, then never", () => {
    expect(reminderDue(end, "2026-04-30")).toEqual({ kind: "expired", daysLeft: 0 });
    expect(reminderDue(end, "2026-05-07")).toEqual({ kind: "expired", daysLeft: -7 });
    expect(reminderDue(end, "2026-05-08")).toBeNull();
  });

  it("counts across months, leap days and years", () => {
    expect(reminderDue("2028-03-01", "2028-01-31")).toEqual({ kind: "expiring", daysLeft: 30 });
    expect(reminderDue("2027-01-15", "2026-12-16")).toEqual({ kind: "expiring", daysLeft: 30 });
    expect(reminderDue("not a day", "2026-01-01")).toBeNull();
  });

  it("names the window of end dates a run reads", () => {
    expect(reminderWindow("2026-03-01")).toEqual({ from: "2026-02-22", to: "2026-03-31" });
    expect(shiftIsoDay("2024-02-28", 1)).toBe("2024-02-29");
  });
});

describe("the reminder emails", () => {
  it("reminds 30 days before, on the last day, and after a missed last day", () => {
    const base = { organizationName: "GAMMA", endDate: "2026-04-30", fee };
    const expiring = reminderMail(site, { ...base, kind: "expiring", daysLeft: 30 });
    expect(expiring.subject).toBe("Your UgandaImpact subscription ends on Apr 30, 2026");
    expect(expiring.text).toContain("ends on Apr 30, 2026, in 30 days.");
    expect(expiring.text).toContain("From May 1, 2026 you cannot add new projects");
    expect(expiring.text).toContain(fee);
    const today = reminderMail(site, { ...base, kind: "expired", daysLeft: 0 });
    expect(today.subject).toBe("Your UgandaImpact subscription ends today");
    expect(today.text).toContain("ends today, Apr 30, 2026");
    const late = reminderMail(site, { ...base, kind: "expired", daysLeft: -2 });
    expect(late.subject).toBe("Your UgandaImpact subscription has ended");
    expect(late.text).toContain("ended on Apr 30, 2026");
  });

  it("keeps a subject on one line", () => {
    const mail = reminderMail(site, {
      organizationName: "X",
      endDate: "2026-04-30",
      fee,
      kind: "expiring",
      daysLeft: 1,
    });
    expect(mail.subject).not.toMatch(/\n/);
    expect(mail.text).toContain("in 1 day.");
  });
});
