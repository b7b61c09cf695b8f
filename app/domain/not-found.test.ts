import { describe, expect, it } from "vitest";
import { ERROR_PAGES, errorPageFor, isNotFoundData } from "./not-found";

describe("errorPageFor", () => {
  it("reads a 404 as the route's subject not found, with its way back", () => {
    expect(errorPageFor("project", { status: 404, data: null })).toEqual({
      subject: "project",
      notFound: true,
      ...ERROR_PAGES.project.notFound,
      back: { to: "/projects", label: "Back to Projects" },
    });
  });

  it("lets a 404 name its own subject (a notFound('event') reaching the root boundary)", () => {
    const page = errorPageFor("page", { status: 404, data: { notFound: "event" } });
    expect(page).toMatchObject({ subject: "event", notFound: true, title: "Event Not Found" });
    expect(page.back.to).toBe("/events");
  });

  it("reads anything else as the subject's failure: another status, or a thrown exception", () => {
    expect(errorPageFor("organization", { status: 500, data: { notFound: "project" } })).toMatchObject({
      subject: "organization",
      notFound: false,
      title: "Error",
      description: "Failed to load organization",
    });
    expect(errorPageFor("page", null)).toMatchObject({
      subject: "page",
      notFound: false,
      title: "Error",
      description: "An unexpected error occurred",
      back: { to: "/", label: "Home" },
    });
  });

  it("ignores data that does not name a known subject", () => {
    expect(isNotFoundData({ notFound: "nothing" })).toBe(false);
    expect(errorPageFor("event", { status: 404, data: { notFound: "nothing" } }).subject).toBe("event");
  });
});
