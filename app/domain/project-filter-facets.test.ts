import { describe, expect, it } from "vitest";
import { type FacetCounts, facetPanel } from "./project-filter-facets";
import { parseProjectFilters } from "./project-filter-schema";

describe("facetPanel (issue 22: the panel as the server decides it)", () => {
  const none: FacetCounts = {
    sector: [],
    sdg: [],
    region: [],
    district: [],
    target: [],
    status: [],
    org_type: [],
    year: [],
    budget: [],
  };

  it("lists each facet's options in the list's order with labels and counts, and leaves empty facets out", () => {
    const panel = facetPanel(parseProjectFilters("region=northern+region"), {
      ...none,
      region: [
        { value: "Western Region", count: 2 },
        { value: "Northern Region", count: 5 },
      ],
      district: [
        { value: "Gulu", count: 3 },
        { value: "Arua", count: 1 },
      ],
      status: [
        { value: "completed", count: 1 },
        { value: "active", count: 4 },
      ],
    });
    expect(panel.map((group) => group.key)).toEqual(["region", "district", "status"]);
    expect(panel[0]).toEqual({
      key: "region",
      title: "Region",
      options: [
        { value: "Western Region", label: "Western Region", count: 2, checked: false },
        { value: "Northern Region", label: "Northern Region", count: 5, checked: true },
      ],
    });
    // Districts alphabetically; statuses in the list's order, by their labels.
    expect(panel[1]?.options.map((option) => option.value)).toEqual(["Arua", "Gulu"]);
    expect(panel[2]?.options.map((option) => [option.value, option.label])).toEqual([
      ["active", "Active"],
      ["completed", "Completed"],
    ]);
  });

  it("keeps a chosen option that gives no project, at 0, so it can be unticked", () => {
    const panel = facetPanel(parseProjectFilters("district=Kotido&budget=yes"), none);
    expect(panel).toEqual([
      {
        key: "district",
        title: "District",
        options: [{ value: "Kotido", label: "Kotido", count: 0, checked: true }],
      },
      {
        key: "budget",
        title: "Budget",
        options: [{ value: "yes", label: "Has a budget", count: 0, checked: true }],
      },
    ]);
  });
});
