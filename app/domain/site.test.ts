import { describe, expect, it } from "vitest";
import { isNavActive } from "./site";

describe("isNavActive", () => {
  it("highlights by path prefix, Home only on /", () => {
    expect(isNavActive("/", "/")).toBe(true);
    expect(isNavActive("/", "/projects")).toBe(false);
    expect(isNavActive("/projects", "/projects")).toBe(true);
    expect(isNavActive("/projects", "/projects/123")).toBe(true);
    expect(isNavActive("/projects", "/projectsx")).toBe(false);
  });
});
