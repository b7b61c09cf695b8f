import { describe, expect, it } from "vitest";
import { parseProjectFilters } from "./project-filter-schema";
import { chosenFilterCount, hasActiveFilters } from "./project-filters";

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
