import { INTENT } from "@conform-to/dom";
import { describe, expect, it } from "vitest";
import { isPersonSubmit } from "./invalid-submit";
import { countFieldErrors, invalidFieldsSummary } from "./invalid-summary";

describe("isPersonSubmit", () => {
  it("is false for Conform's validation submits (its hidden button is named INTENT)", () => {
    expect(INTENT).toBe("__intent__");
    expect(isPersonSubmit({ name: INTENT })).toBe(false);
  });
  it("is true for the form's own button, Enter in a field (no submitter) and requestSubmit()", () => {
    expect(isPersonSubmit({ name: "" })).toBe(true);
    expect(isPersonSubmit(null)).toBe(true);
    expect(isPersonSubmit(undefined)).toBe(true);
  });
});

describe("invalidFieldsSummary", () => {
  it("points to the highlighted fields without repeating their messages", () => {
    expect(invalidFieldsSummary(1)).toBe("Please correct the highlighted field");
    expect(invalidFieldsSummary(3)).toBe("Please correct the 3 highlighted fields");
  });
});

describe("countFieldErrors", () => {
  it("counts fields with a message, not the form's own errors", () => {
    expect(countFieldErrors(undefined)).toBe(0);
    expect(countFieldErrors({ "": ["Too many attempts"], email: ["Email is invalid"], phone: null })).toBe(1);
    expect(countFieldErrors({ email: ["a"], orgBrief: ["b"], website: [] })).toBe(2);
  });
});
