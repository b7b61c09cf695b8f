import { INTENT } from "@conform-to/dom";
import { describe, expect, it } from "vitest";
import { isPersonSubmit } from "./invalid-submit";
import { countFieldErrors, countInvalidFields, invalidFieldsSummary } from "./invalid-summary";

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

describe("countInvalidFields", () => {
  it("counts fields, not controls: a checkbox group once, a list with its items, hidden inputs never", () => {
    const targetGroups = Array.from({ length: 12 }, (_, index) => ({
      name: "targetGroups",
      id: `f-targetGroups-${index}`,
      type: "checkbox",
    }));
    // The figures: one missing field was "12 highlighted fields", four were 15.
    expect(countInvalidFields(targetGroups)).toBe(1);
    expect(
      countInvalidFields([
        { name: "name", type: "text" },
        { name: "brief" },
        { name: "sector" },
        ...targetGroups,
      ]),
    ).toBe(4);
    expect(
      countInvalidFields([
        { id: "objective-entry", type: "text" },
        { name: "coreObjectives[0]", type: "hidden" },
        { name: "milestones[2]", type: "text" },
        { name: "milestones[3]", type: "text" },
      ]),
    ).toBe(2);
    expect(countInvalidFields([])).toBe(0);
    // Controls with neither name nor id are each their own field.
    expect(countInvalidFields([{}, {}])).toBe(2);
  });
});
