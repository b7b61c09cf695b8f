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
      fold: null,
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
        fold: null,
      },
      {
        key: "budget",
        title: "Budget",
        options: [{ value: "yes", label: "Has a budget", count: 0, checked: true }],
        fold: null,
      },
    ]);
  });

  describe("a long facet (issue 39: the most useful options, the rest when asked)", () => {
    // Ten districts, Arua the fewest: alphabetically as always, but only the six with the most projects drawn.
    const districts = [
      "Arua",
      "Gulu",
      "Hoima",
      "Jinja",
      "Kabale",
      "Lira",
      "Masaka",
      "Mbale",
      "Soroti",
      "Tororo",
    ].map((value, index) => ({ value, count: index === 0 ? 1 : 20 - index }));
    const counts = { ...none, district: districts };

    it("draws the six giving the most projects, in the list's order, and says how many more there are", () => {
      const [group] = facetPanel(parseProjectFilters(""), counts);
      expect(group?.options.map((option) => option.value)).toEqual([
        "Gulu",
        "Hoima",
        "Jinja",
        "Kabale",
        "Lira",
        "Masaka",
      ]);
      expect(group?.fold).toEqual({ more: 4 });
    });

    it("always draws a chosen option, however few projects it gives", () => {
      const [group] = facetPanel(parseProjectFilters("district=Arua"), counts);
      expect(group?.options.map((option) => [option.value, option.checked])).toEqual([
        ["Arua", true],
        ["Gulu", false],
        ["Hoima", false],
        ["Jinja", false],
        ["Kabale", false],
        ["Lira", false],
        ["Masaka", false],
      ]);
      expect(group?.fold).toEqual({ more: 3 });
    });

    it("draws every option once asked, with a way to fold them again", () => {
      const [group] = facetPanel(parseProjectFilters(""), counts, ["district"]);
      expect(group?.options).toHaveLength(10);
      expect(group?.fold).toEqual({ fewer: true });
    });

    it("draws seven options whole: a fold for one would save nothing", () => {
      const [group] = facetPanel(parseProjectFilters(""), { ...none, district: districts.slice(0, 7) }, [
        "district",
      ]);
      expect(group?.options).toHaveLength(7);
      expect(group?.fold).toBeNull();
    });
  });
});
