import { describe, expect, it } from "vitest";
import { isSavableData, isSavableImage, isSavablePage, mayStore, sessionChange } from "./offline";

describe("what the service worker may save", () => {
  it("saves the public pages a visitor reads", () => {
    for (const path of [
      "/",
      "/projects",
      "/projects/0b7c",
      "/organizations/9",
      "/events",
      "/events/x",
      "/impact",
      "/about",
      "/contact",
      "/privacy",
    ]) {
      expect(isSavablePage(path), path).toBe(true);
    }
  });

  it("never saves pages behind login, sign-in pages, exports or files", () => {
    for (const path of [
      "/dashboard",
      "/dashboard/projects",
      "/admin",
      "/admin/payments",
      "/payment",
      "/payment/proofs/a.pdf",
      "/login",
      "/register",
      "/projects.csv",
      "/projects.rss",
      "/events/1.ics",
      "/iati/activities.xml",
      "/api/v1/projects",
      "/projects/a/b",
    ]) {
      expect(isSavablePage(path), path).toBe(false);
    }
  });

  it("saves the data of those pages only", () => {
    expect(isSavableData("/_root.data")).toBe(true);
    expect(isSavableData("/projects/abc.data")).toBe(true);
    expect(isSavableData("/dashboard.data")).toBe(false);
    expect(isSavableData("/admin/payments.data")).toBe(false);
    expect(isSavableData("/projects")).toBe(false);
  });

  it("saves public pictures, never payment proofs", () => {
    expect(isSavableImage("/images/640/seed/a.jpg")).toBe(true);
    expect(isSavableImage("/uploads/projects/a.webp")).toBe(true);
    expect(isSavableImage("/payment/proofs/a.png")).toBe(false);
  });

  it("keeps only whole public answers", () => {
    expect(mayStore(200, "public, max-age=60")).toBe(true);
    expect(mayStore(200, null)).toBe(true);
    expect(mayStore(200, "private, no-store")).toBe(false);
    expect(mayStore(200, "no-store")).toBe(false);
    expect(mayStore(404, "public, max-age=60")).toBe(false);
    expect(mayStore(206, null)).toBe(false);
  });
});

describe("the session read off the answers", () => {
  it("an answer marked signed in means signed in", () => {
    expect(sessionChange(false, { status: 200, signedIn: true })).toBe("signed-in");
    expect(sessionChange(false, { status: 302, signedIn: true })).toBe("signed-in");
    expect(sessionChange(true, { status: 200, signedIn: true })).toBeNull();
  });

  it("a whole unmarked answer after that means signed out", () => {
    expect(sessionChange(true, { status: 200, signedIn: false })).toBe("signed-out");
    expect(sessionChange(false, { status: 200, signedIn: false })).toBeNull();
  });

  it("a failed or redirected unmarked answer tells nothing", () => {
    expect(sessionChange(true, { status: 404, signedIn: false })).toBeNull();
    expect(sessionChange(true, { status: 0, signedIn: false })).toBeNull();
  });
});
