import { describe, expect, it } from "vitest";
import {
  normalizeStatus,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUS_OPTIONS,
  PROJECT_STATUSES,
  statusLabel,
  statusTone,
} from "./project-status";

describe("project status", () => {
  it("offers the five statuses with their labels", () => {
    expect(PROJECT_STATUS_OPTIONS).toEqual([
      { value: "planning", label: "Planning" },
      { value: "active", label: "Active" },
      { value: "completed", label: "Completed" },
      { value: "on_hold", label: "On Hold" },
      { value: "cancelled", label: "Cancelled" },
    ]);
  });

  it.each([
    ["Active", "active"],
    ["On Hold", "on_hold"],
    ["on-hold", "on_hold"],
    ["in-progress", "active"],
    ["in_progress", "active"],
    ["In Progress", "active"],
    ["  COMPLETED ", "completed"],
    ["", ""],
    [null, ""],
  ])("normalizes %j to %j", (raw, expected) => {
    expect(normalizeStatus(raw)).toBe(expected);
  });

  it("colours badges by status, grey when unknown", () => {
    expect(statusTone("planning")).toBe("blue");
    expect(statusTone("active")).toBe("green");
    expect(statusTone("in progress")).toBe("green");
    expect(statusTone("completed")).toBe("purple");
    expect(statusTone("on_hold")).toBe("amber");
    expect(statusTone("cancelled")).toBe("red");
    expect(statusTone("archived")).toBe("grey");
  });

  it("labels with spaces and capitalised words", () => {
    expect(statusLabel("on_hold")).toBe("On Hold");
    expect(statusLabel("some_new_state")).toBe("Some New State");
    expect(statusLabel(undefined)).toBe("Unknown");
  });

  it("gives each status one word, whatever the stored spelling (cards and the project page alike)", () => {
    for (const status of PROJECT_STATUSES) expect(statusLabel(status)).toBe(PROJECT_STATUS_LABELS[status]);
    for (const spelling of [
      "active",
      "Active",
      "in-progress",
      "in_progress",
      "In Progress",
      " IN PROGRESS ",
    ]) {
      expect(statusLabel(spelling), spelling).toBe("Active");
    }
    for (const spelling of ["on_hold", "on-hold", "On Hold"])
      expect(statusLabel(spelling), spelling).toBe("On Hold");
    expect(Object.values(PROJECT_STATUS_LABELS)).not.toContain("in-progress");
  });
});
