import { describe, expect, it } from "vitest";
import {
  type DraftEntries,
  draftEntries,
  draftKey,
  draftKeysOfOthers,
  draftOnOpen,
  hasContent,
  isKeptField,
  keepsDraft,
  parseDraft,
  sameEntries,
} from "./drafts";

describe("form drafts", () => {
  it("are kept per account and per form", () => {
    expect(draftKey("amina@example.org", "project")).toBe("ui-draft:v1:amina@example.org:project");
    expect(draftKey(null, "contact")).toBe("ui-draft:v1:visitor:contact");
  });

  it("never keep passwords, files, tokens or hidden fields", () => {
    expect(isKeptField("password", "password")).toBe(false);
    expect(isKeptField("confirmPassword", "text")).toBe(false);
    expect(isKeptField("logo", "file")).toBe(false);
    expect(isKeptField("csrf", "hidden")).toBe(false);
    expect(isKeptField("redirectTo", "hidden")).toBe(false);
    expect(isKeptField("coreObjectives[0]", "hidden")).toBe(true);
    expect(isKeptField("resetToken", "text")).toBe(false);
    expect(isKeptField("__intent__", null)).toBe(false);
    expect(isKeptField("message", null)).toBe(true);
    expect(isKeptField("targetGroups", "checkbox")).toBe(true);
  });

  it("take the text of kept fields, in order, repeated names included", () => {
    const types: Record<string, string> = { password: "password", logo: "file" };
    const file = new File(["x"], "a.png");
    const entries = draftEntries(
      [
        ["name", "Amina"],
        ["password", "secret"],
        ["logo", file],
        ["targetGroups", "youth"],
        ["targetGroups", "women"],
      ],
      (name) => types[name] ?? null,
    );
    expect(entries).toEqual([
      ["name", "Amina"],
      ["targetGroups", "youth"],
      ["targetGroups", "women"],
    ]);
  });

  it("tell an empty form from one with something typed", () => {
    expect(hasContent([["name", "  "]])).toBe(false);
    expect(hasContent([["name", " Amina "]])).toBe(true);
    expect(sameEntries([["a", "1"]], [["a", "1"]])).toBe(true);
    expect(sameEntries([["a", "1"]], [["a", "2"]])).toBe(false);
  });

  it("read back only what they wrote", () => {
    const draft = { savedAt: "2026-11-27T10:00:00.000Z", entries: [["message", "Hello"]] };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
    expect(parseDraft("not json")).toBeNull();
    expect(parseDraft(JSON.stringify({ savedAt: 1, entries: [] }))).toBeNull();
    expect(parseDraft(JSON.stringify({ savedAt: "x", entries: [["a", 1]] }))).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });

  it("of other accounts are found for removal: all but the signed-in account's and a visitor's", () => {
    const keys = [
      "ui-draft:v1:a@x.org:project",
      "ui-draft:v1:a@x.org:profile",
      "ui-draft:v1:b@x.org:project",
      "ui-draft:v1:visitor:contact",
      "ui-draft-owner",
      "theme",
    ];
    expect(draftKeysOfOthers("a@x.org", keys)).toEqual(["ui-draft:v1:b@x.org:project"]);
    expect(draftKeysOfOthers("b@x.org", keys)).toEqual([
      "ui-draft:v1:a@x.org:project",
      "ui-draft:v1:a@x.org:profile",
    ]);
    // Nobody signed in: every account's drafts go, a visitor's stay.
    expect(draftKeysOfOthers(null, keys)).toEqual([
      "ui-draft:v1:a@x.org:project",
      "ui-draft:v1:a@x.org:profile",
      "ui-draft:v1:b@x.org:project",
    ]);
  });

  it("are put back at once when the form shows, or offered when the person typed before the page was ready", () => {
    const empty: DraftEntries = [
      ["title", ""],
      ["body", ""],
    ];
    const draft = {
      savedAt: "2026-12-01T10:00:00.000Z",
      entries: [
        ["title", "Pump fixed"],
        ["body", ""],
      ] as DraftEntries,
    };
    expect(draftOnOpen(draft, empty, false)).toBe("restore");
    expect(draftOnOpen(draft, empty, true)).toBe("offer");
    // Nothing to put back: no draft, an empty one, or one the form shows already.
    expect(draftOnOpen(null, empty, false)).toBe("none");
    expect(draftOnOpen({ ...draft, entries: [["title", "  "]] }, empty, false)).toBe("none");
    expect(draftOnOpen(draft, draft.entries, true)).toBe("none");
  });

  it("keep what differs from what the form opened with, and nothing else", () => {
    const saved: DraftEntries = [["address", "Plot 4, Gulu"]];
    expect(keepsDraft([["address", "Plot 5, Gulu"]], saved)).toBe(true);
    expect(keepsDraft([["address", "Plot 4, Gulu"]], saved)).toBe(false);
    expect(keepsDraft([["address", "  "]], saved)).toBe(false);
    expect(keepsDraft([["message", "Hello"]], null)).toBe(true);
    expect(keepsDraft([["message", ""]], null)).toBe(false);
  });
});
