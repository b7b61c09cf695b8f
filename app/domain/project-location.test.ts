import { describe, expect, it } from "vitest";
import { toProjectFormDefaults, toProjectRecord } from "./project-form";
import { ProjectFormSchema } from "./project-form-schema";
import { locationProblems, PROJECT_LOCATION_MESSAGES, parseDegrees } from "./project-location";

describe("a project's exact location", () => {
  it("reads decimal degrees, a comma taken as the point", () => {
    expect(parseDegrees(" 0.3136 ")).toBe(0.3136);
    expect(parseDegrees("-1,25")).toBe(-1.25);
    expect(parseDegrees("32")).toBe(32);
    expect(parseDegrees("0°18'N")).toBeNull();
    expect(parseDegrees("")).toBeNull();
  });

  it("takes a point in Uganda, or none", () => {
    expect(locationProblems("0.3136", "32.5811")).toEqual({});
    expect(locationProblems("", "")).toEqual({});
    expect(locationProblems(undefined, undefined)).toEqual({});
  });

  it("refuses half a pair, a word, and a point outside Uganda", () => {
    expect(locationProblems("0.31", "")).toEqual({ longitude: PROJECT_LOCATION_MESSAGES.both });
    expect(locationProblems("", "32.58")).toEqual({ latitude: PROJECT_LOCATION_MESSAGES.both });
    expect(locationProblems("north", "32.58")).toEqual({ latitude: PROJECT_LOCATION_MESSAGES.notANumber });
    // Nairobi, and Kampala with latitude and longitude swapped.
    expect(locationProblems("-1.2921", "36.8219")).toEqual({ latitude: PROJECT_LOCATION_MESSAGES.outside });
    expect(locationProblems("32.5811", "0.3136")).toEqual({ latitude: PROJECT_LOCATION_MESSAGES.outside });
  });
});

describe("the project form's location", () => {
  const valid = {
    name: "Boreholes for Gulu",
    brief: "x".repeat(200),
    sector: "Agriculture",
    sdg: "Zero Hunger",
    location: "Gulu",
    targetGroups: ["women"],
    startDate: "2025-01-01",
    status: "active",
  };

  it("stores the pair as numbers, and gives them back to the form", () => {
    const record = toProjectRecord(
      ProjectFormSchema.parse({ ...valid, latitude: "2.7746", longitude: "32.2990" }),
    );
    expect(record).toMatchObject({ latitude: 2.7746, longitude: 32.299 });
    expect(toProjectFormDefaults(record)).toMatchObject({ latitude: "2.7746", longitude: "32.299" });
    expect(toProjectRecord(ProjectFormSchema.parse(valid))).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it("refuses a point outside Uganda on the latitude field", () => {
    const result = ProjectFormSchema.safeParse({ ...valid, latitude: "-1.2921", longitude: "36.8219" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["latitude"], message: PROJECT_LOCATION_MESSAGES.outside }),
    ]);
  });
});
