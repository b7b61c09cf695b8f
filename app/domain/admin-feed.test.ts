import { describe, expect, it } from "vitest";
import { ADMIN_FEED_TOASTS, parseAdminFeedEvent } from "./admin-feed";

describe("parseAdminFeedEvent", () => {
  it("reads the trigger's payload", () => {
    expect(parseAdminFeedEvent('{"kind":"organization","count":1}')).toEqual({
      kind: "organization",
      count: 1,
    });
    expect(parseAdminFeedEvent('{"kind":"project","count":40}')).toEqual({ kind: "project", count: 40 });
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
});
