import { describe, expect, it } from "vitest";
import {
  formatOrganizationName,
  guessOrganizationKind,
  projectOrganizationName,
  resolveOrganizationName,
  UNKNOWN_ORGANIZATION,
} from "./organization-name";
import { SDG_GOALS, SECTORS } from "./reference";

describe("resolveOrganizationName (ranked reading, spec §3)", () => {
  const all = {
    projectImplementer: "Gulu Water Trust",
    profileOrganizationName: "GREEN HILLS",
    organizationRecordName: "Green Hills Ltd",
    sector: "Health",
    sdg: "Good Health and Well-being",
  };

  it("takes metadata.projectImplementer first, at 100, shown without brackets", () => {
    expect(resolveOrganizationName(all)).toEqual({
      name: "Gulu Water Trust",
      confidence: 100,
      source: "implementer",
      text: "Gulu Water Trust",
    });
  });

  it("then the profile organization name at 95", () => {
    expect(resolveOrganizationName({ ...all, projectImplementer: "  " })).toEqual({
      name: "GREEN HILLS",
      confidence: 95,
      source: "profile",
      text: "GREEN HILLS (95%)",
    });
  });

  it("then the organization record name at 90", () => {
    const resolved = resolveOrganizationName({
      ...all,
      projectImplementer: null,
      profileOrganizationName: "",
    });
    expect(resolved).toMatchObject({ name: "Green Hills Ltd", confidence: 90, source: "organization" });
    expect(resolved.text).toBe("Green Hills Ltd (90%)");
  });

  it.each([
    ["Governance", "No Poverty", "Government Agency", 70],
    ["Infrastructure", "Climate Action", "Government Agency", 70],
    ["Agriculture", "Peace, Justice and Strong Institutions", "Government Agency", 70],
    ["Health", "Zero Hunger", "Health Organization", 65],
    ["Water and Sanitation", "Life on Land", "Health Organization", 65],
    ["Agriculture", "Good Health and Well-being", "Health Organization", 65],
    ["Education", "Climate Action", "Educational Institution", 60],
    ["Vocational skilling", "Life on Land", "Educational Institution", 60],
    ["Energy", "Quality Education", "Educational Institution", 60],
    ["Humanitarian Aid", "Climate Action", "Nonprofit Organization", 60],
    ["Human Rights", "Life on Land", "Nonprofit Organization", 60],
    ["Agriculture", "No Poverty", "Nonprofit Organization", 60],
    ["Community development", "Life on Land", "Nonprofit Organization", 60],
  ])("then guesses from sector %s / SDG %s: %s (%i)", (sector, sdg, name, confidence) => {
    const resolved = resolveOrganizationName({ sector, sdg });
    expect(resolved).toEqual({ name, confidence, source: "guess", text: `${name} (${confidence}%)` });
  });

  it("prefers the stronger guess when sector and SDG point two ways", () => {
    // Government (70) over health (65).
    expect(
      resolveOrganizationName({ sector: "Health", sdg: "Peace, Justice and Strong Institutions" }).name,
    ).toBe("Government Agency");
    // Health (65) over education (60).
    expect(resolveOrganizationName({ sector: "Education", sdg: "Good Health and Well-being" }).name).toBe(
      "Health Organization",
    );
  });

  it("else Unknown Organization at 0", () => {
    expect(resolveOrganizationName({ sector: "Energy", sdg: "Climate Action" })).toEqual({
      name: UNKNOWN_ORGANIZATION,
      confidence: 0,
      source: "unknown",
      text: "Unknown Organization (0%)",
    });
    expect(resolveOrganizationName({})).toMatchObject({ name: "Unknown Organization", confidence: 0 });
  });

  it("ignores blank names and collapses inner whitespace", () => {
    expect(
      resolveOrganizationName({ projectImplementer: "  Kampala   Youth  Hub ", profileOrganizationName: "X" })
        .name,
    ).toBe("Kampala Youth Hub");
  });

  it("gives every sector and goal of the reference lists an answer without throwing", () => {
    for (const sector of SECTORS) {
      for (const sdg of SDG_GOALS) {
        const resolved = resolveOrganizationName({ sector, sdg });
        expect(resolved.confidence).toBeLessThan(100);
        expect(resolved.text).toMatch(/\(\d+%\)$/);
      }
    }
    expect(guessOrganizationKind("Energy", "Affordable and Clean Energy")).toBeNull();
  });
});

describe("formatOrganizationName", () => {
  it("brackets the confidence only under 100", () => {
    expect(formatOrganizationName("GREEN HILLS", 100)).toBe("GREEN HILLS");
    expect(formatOrganizationName("GREEN HILLS", 95)).toBe("GREEN HILLS (95%)");
    expect(formatOrganizationName("Unknown Organization", 0)).toBe("Unknown Organization (0%)");
  });
});

describe("projectOrganizationName (simple reading)", () => {
  it("takes the profile name first, then the implementer, then Unknown Organization", () => {
    expect(
      projectOrganizationName({ profileOrganizationName: "GREEN HILLS", projectImplementer: "Trust" }),
    ).toBe("GREEN HILLS");
    expect(projectOrganizationName({ profileOrganizationName: " ", projectImplementer: "Gulu Trust" })).toBe(
      "Gulu Trust",
    );
    expect(projectOrganizationName({ profileOrganizationName: null, projectImplementer: "" })).toBe(
      "Unknown Organization",
    );
  });
});
