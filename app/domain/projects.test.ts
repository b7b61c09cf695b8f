import { describe, expect, it } from "vitest";
import { chipOverflow, projectImageUrls, splitLines, withProjectDefaults } from "./projects";

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

describe("projectImageUrls", () => {
  it("lists the image column first, then every metadata image once, blanks and non-strings left out", () => {
    expect(
      projectImageUrls({
        image: "/uploads/p/a.webp",
        metadata: { images: ["/uploads/p/a.webp", " /uploads/p/b.webp ", "", 7 as unknown as string] },
      }),
    ).toEqual(["/uploads/p/a.webp", "/uploads/p/b.webp"]);
    expect(projectImageUrls({ image: null, metadata: { images: ["/uploads/p/c.webp"] } })).toEqual([
      "/uploads/p/c.webp",
    ]);
    expect(projectImageUrls({ image: "/uploads/p/d.webp", metadata: {} })).toEqual(["/uploads/p/d.webp"]);
    expect(projectImageUrls({ image: null, metadata: null })).toEqual([]);
    expect(projectImageUrls({ image: "", metadata: { images: "oops" } })).toEqual([]);
  });

  it("keeps the column's image even when the list leaves it out, and only usable addresses", () => {
    expect(
      projectImageUrls({
        image: "/uploads/seed/cover.jpg",
        metadata: {
          images: ["/uploads/p/e.webp", "https://cdn.example.org/f.png", "javascript:alert(1)", "g.png"],
        },
      }),
    ).toEqual(["/uploads/seed/cover.jpg", "/uploads/p/e.webp", "https://cdn.example.org/f.png"]);
  });
});
