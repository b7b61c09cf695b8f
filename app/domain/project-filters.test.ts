import { describe, expect, it } from "vitest";
import { parseProjectFilters } from "./project-filter-schema";
import { chosenFilterCount, hasActiveFilters, PROJECT_SORT_OPTIONS, PROJECT_SORTS } from "./project-filters";
import { searchFormQuery, serializeProjectFilters } from "./project-list-address";

describe("what the filters hold", () => {
  it("knows whether anything narrows the list", () => {
    expect(hasActiveFilters(parseProjectFilters("sort=alphabetical&page=2"))).toBe(false);
    expect(hasActiveFilters(parseProjectFilters("name=well"))).toBe(true);
    expect(hasActiveFilters(parseProjectFilters("year=2024"))).toBe(true);
  });

  it("counts each chosen value once, and a budget range as one choice", () => {
    expect(chosenFilterCount(parseProjectFilters(""))).toBe(0);
    expect(chosenFilterCount(parseProjectFilters("q=water"))).toBe(0);
    expect(chosenFilterCount(parseProjectFilters("sector=Health&sector=Energy&region=Northern+Region"))).toBe(
      3,
    );
    expect(
      chosenFilterCount(parseProjectFilters("budget_currency=USD&budget_min=10&budget_max=20&status=active")),
    ).toBe(2);
  });
});

describe("the list's orders", () => {
  it("offers recently updated and budget beside the others, each with its label", () => {
    expect(PROJECT_SORT_OPTIONS.map((option) => option.value)).toEqual([...PROJECT_SORTS]);
    expect(PROJECT_SORT_OPTIONS.map((option) => option.label)).toEqual([
      "Best match",
      "Newest",
      "Recently updated",
      "Alphabetical",
      "Budget (largest first)",
    ]);
  });

  it("reads them from the address and writes them back, with or without search words", () => {
    for (const sort of ["updated", "budget"] as const) {
      const filters = parseProjectFilters(`sort=${sort}&status=active`);
      expect(filters.sort).toBe(sort);
      expect(serializeProjectFilters(filters)).toBe(`status=active&sort=${sort}`);
      expect(parseProjectFilters(`q=water&sort=${sort}`).sort).toBe(sort);
      expect(
        searchFormQuery([
          ["q", "water"],
          ["sort", sort],
        ]),
      ).toBe(`q=water&sort=${sort}`);
    }
    // An order that does not exist is the default one.
    expect(parseProjectFilters("sort=cheapest").sort).toBe("newest");
  });
});
