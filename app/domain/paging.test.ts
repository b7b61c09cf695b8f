import { describe, expect, it } from "vitest";
import { pageCount, pageOffset } from "./paging";

describe("pageCount", () => {
  it("is at least 1 and rounds up", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(5, 2)).toBe(3);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });
});

describe("pageOffset", () => {
  it("counts the rows before the page", () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
    expect(pageOffset(0, 20)).toBe(0);
  });
});
