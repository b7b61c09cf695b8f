import { describe, expect, it } from "vitest";
import {
  ORGANIZATION_TYPES,
  REGIONS,
  SDG_OPTIONS,
  SECTORS,
  sdgLabel,
  TARGET_GROUPS,
  targetGroupLabel,
} from "./reference";

// The reference lists of spec §3, written out again so a change to either side is caught.
describe("reference lists", () => {
  it("has the 20 sectors in the spec's order, with its spelling", () => {
    expect(SECTORS).toEqual([
      "Agriculture",
      "Education",
      "Health",
      "Environment",
      "Economic Development",
      "Human Rights",
      "Water and Sanitation",
      "Energy",
      "Children and Youth",
      "Gender Equality",
      "Governance",
      "Humanitarian Aid",
      "Infrastructure",
      "Social Development",
      "Civic leadership",
      "Vocational skilling",
      "Entreprenuership",
      "Community development",
      "Technology & Innovation",
      "Other",
    ]);
  });

  it("labels the 17 SDGs 'SDG n: name' with the goal name as value", () => {
    expect(SDG_OPTIONS).toHaveLength(17);
    expect(SDG_OPTIONS[0]).toEqual({ value: "No Poverty", label: "SDG 1: No Poverty" });
    expect(SDG_OPTIONS[1]).toEqual({ value: "Zero Hunger", label: "SDG 2: Zero Hunger" });
    expect(SDG_OPTIONS[16]).toEqual({
      value: "Partnerships for the Goals",
      label: "SDG 17: Partnerships for the Goals",
    });
    SDG_OPTIONS.forEach((option, index) => {
      expect(option.label).toBe(`SDG ${index + 1}: ${option.value}`);
    });
    expect(sdgLabel("Climate Action")).toBe("SDG 13: Climate Action");
    expect(sdgLabel("Something else")).toBe("Something else");
  });

  it("has the 12 target group values", () => {
    expect(TARGET_GROUPS.map((group) => group.value)).toEqual([
      "children",
      "youth",
      "students",
      "women",
      "elderly",
      "orphans",
      "refugees",
      "persons_with_disabilities",
      "business_owners",
      "farmers",
      "community_leaders",
      "other",
    ]);
    expect(targetGroupLabel("persons_with_disabilities")).toBe("Persons with Disabilities");
    expect(targetGroupLabel("street_vendors")).toBe("street vendors");
  });

  it("has the 6 organization types and 4 regions", () => {
    expect(ORGANIZATION_TYPES).toEqual([
      "Government/Public",
      "Corporate/Private",
      "Social Enterprise",
      "Foreign Organization",
      "NGO/Non-Profit",
      "Community Based",
    ]);
    expect(REGIONS).toEqual(["Central Region", "Western Region", "Eastern Region", "Northern Region"]);
  });
});
