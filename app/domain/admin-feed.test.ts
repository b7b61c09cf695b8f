import { describe, expect, it } from "vitest";
import { ADMIN_FEED_KINDS, ADMIN_FEED_TOASTS, adminFeedToast, parseAdminFeedEvent } from "./admin-feed";

describe("parseAdminFeedEvent", () => {
  it("reads the trigger's payload", () => {
    expect(parseAdminFeedEvent('{"kind":"organization","count":1}')).toEqual({
      kind: "organization",
      count: 1,
    });
    expect(parseAdminFeedEvent('{"kind":"project","count":40}')).toEqual({ kind: "project", count: 40 });
  });

  it("reads the review queue's kinds (migration 0014)", () => {
    for (const kind of ["payment", "subscription", "review"]) {
      expect(parseAdminFeedEvent(`{"kind":"${kind}","count":2}`)).toEqual({ kind, count: 2 });
    }
  });

  it("counts one when the count is missing or odd", () => {
    expect(parseAdminFeedEvent('{"kind":"project"}')).toEqual({ kind: "project", count: 1 });
    expect(parseAdminFeedEvent('{"kind":"project","count":-3}')).toEqual({ kind: "project", count: 1 });
    expect(parseAdminFeedEvent('{"kind":"project","count":"2"}')).toEqual({ kind: "project", count: 1 });
  });

  it("refuses anything else", () => {
    for (const payload of ["", "not json", "null", "[]", '{"kind":"user"}', '"project"']) {
      expect(parseAdminFeedEvent(payload)).toBeNull();
    }
  });

  it("has the spec's toast texts", () => {
    expect(ADMIN_FEED_TOASTS.organization).toEqual({
      title: "New Organization",
      description: "A new organization has been registered",
    });
    expect(ADMIN_FEED_TOASTS.project).toEqual({
      title: "New Project",
      description: "A new project has been created",
    });
  });

  it("toasts a new payment request; a new subscription and a review decision only refresh", () => {
    expect(adminFeedToast({ kind: "payment", count: 1 })).toEqual({
      title: "New Payment Request",
      description: "A payment request is waiting for review",
    });
    expect(adminFeedToast({ kind: "organization", count: 2 })).toEqual(ADMIN_FEED_TOASTS.organization);
    expect(adminFeedToast({ kind: "subscription", count: 1 })).toBeNull();
    expect(adminFeedToast({ kind: "review", count: 3 })).toBeNull();
    expect(ADMIN_FEED_KINDS.filter((kind) => adminFeedToast({ kind, count: 1 }))).toEqual([
      "organization",
      "project",
      "payment",
    ]);
  });
});
