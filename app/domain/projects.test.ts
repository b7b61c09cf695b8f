import { describe, expect, it } from "vitest";
import { chipOverflow, projectFileUrls, splitLines, withProjectDefaults } from "./projects";

describe("project defaults (spec §3)", () => {
  it("fills blank fields", () => {
    expect(withProjectDefaults({ name: "", location: null, sector: undefined, sdg: " ", brief: "" })).toEqual(
      {
        name: "Untitled Project",
        location: "Unknown Location",
        sector: "Unspecified Sector",
        sdg: "Unspecified SDG",
        brief: "No description available",
      },
    );
  });
  it("keeps given fields", () => {
    expect(withProjectDefaults({ name: "Clean Water", location: "Gulu" }).name).toBe("Clean Water");
  });
});

describe("splitLines", () => {
  it("drops blank lines and trims", () => {
    expect(splitLines("Build wells\n\n  Train staff \n")).toEqual(["Build wells", "Train staff"]);
    expect(splitLines(undefined)).toEqual([]);
  });
});

describe("chipOverflow", () => {
  it("shows three chips and counts the rest", () => {
    expect(chipOverflow(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], hidden: 2 });
    expect(chipOverflow(["a"])).toEqual({ shown: ["a"], hidden: 0 });
  });
});

describe("projectFileUrls", () => {
  it("lists the image column and every metadata image once, blanks and non-strings left out", () => {
    expect(
      projectFileUrls("/uploads/p/a.webp", {
        images: ["/uploads/p/a.webp", " /uploads/p/b.webp ", "", 7 as unknown as string],
      }),
    ).toEqual(["/uploads/p/a.webp", "/uploads/p/b.webp"]);
    expect(projectFileUrls(null, { images: ["/uploads/p/c.webp"] })).toEqual(["/uploads/p/c.webp"]);
    expect(projectFileUrls("/uploads/p/d.webp", {})).toEqual(["/uploads/p/d.webp"]);
    expect(projectFileUrls(null, null)).toEqual([]);
    expect(projectFileUrls("", { images: "oops" as unknown as string[] })).toEqual([]);
  });
});
