import { describe, expect, it } from "vitest";
import { auditActionLabel } from "./audit";
import { auditDetailItems, auditTargetLabel } from "./audit-log";

describe("the Audit Log page's reading of a row", () => {
  it("names the record's kind, and reads an unknown one from its name", () => {
    expect(auditTargetLabel("payment_request")).toBe("Payment request");
    expect(auditTargetLabel("admin_user")).toBe("Admin user");
    expect(auditTargetLabel("newsletter_subscriber")).toBe("Newsletter subscriber");
    expect(auditActionLabel("admin.remove")).toBe("Removed admin rights");
  });

  it("writes details as label and value: known labels, days as dates, others from their key", () => {
    expect(
      auditDetailItems({
        reference: "MP-1",
        activeUntil: "2026-03-07",
        targetGroup: "youth",
        was_paused: true,
        count: 3,
        note: null,
      }),
    ).toEqual([
      { label: "Reference", value: "MP-1" },
      { label: "Active until", value: "Mar 7, 2026" },
      { label: "Target group", value: "youth" },
      { label: "Was paused", value: "Yes" },
      { label: "Count", value: "3" },
      { label: "Note", value: "None" },
    ]);
    expect(auditDetailItems(null)).toEqual([]);
    expect(auditDetailItems({})).toEqual([]);
  });
});
