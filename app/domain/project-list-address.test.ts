import { describe, expect, it } from "vitest";
import { parseProjectFilters } from "./project-filter-schema";
import {
  facetFoldHref,
  paginationItems,
  projectsHref,
  readExpandedFacets,
  searchFormQuery,
  serializeProjectFilters,
} from "./project-list-address";

describe("serializeProjectFilters / projectsHref", () => {
  it("leaves out defaults and blanks and round-trips", () => {
    expect(serializeProjectFilters({ sort: "newest", page: 1 })).toBe("");
    const filters = parseProjectFilters(
      "target=women&sector=Health&status=active&sort=alphabetical&page=2&q=a b&sector=Energy&year=2024",
    );
    const query = serializeProjectFilters(filters);
    expect(query).toBe(
      "q=a+b&sector=Health&sector=Energy&target=women&status=active&year=2024&sort=alphabetical&page=2",
    );
    expect(parseProjectFilters(query)).toEqual(filters);
  });

  it("goes back to page 1 when a filter changes, and keeps the rest", () => {
    const filters = parseProjectFilters("sector=Health&page=4");
    expect(projectsHref(filters, { status: ["completed"] })).toBe("/projects?sector=Health&status=completed");
    expect(projectsHref(filters, { page: 5 })).toBe("/projects?sector=Health&page=5");
    expect(projectsHref(filters, { sector: undefined })).toBe("/projects");
  });
});

describe("searchFormQuery", () => {
  it("keeps the filled fields, drops blanks, the default sort and the page", () => {
    expect(
      searchFormQuery([
        ["q", "  clean water "],
        ["status", ""],
        ["sort", "newest"],
        ["sector", "Health"],
        ["page", "3"],
      ]),
    ).toBe("q=clean+water&sector=Health&sort=newest");
    expect(
      searchFormQuery([
        ["sort", "alphabetical"],
        ["status", "active"],
        ["status", "planning"],
        ["status", "active"],
      ]),
    ).toBe("status=active&status=planning&sort=alphabetical");
    // Best match is the default while searching, and means nothing without words.
    expect(
      searchFormQuery([
        ["q", "water"],
        ["sort", "relevance"],
      ]),
    ).toBe("q=water");
    expect(searchFormQuery([["sort", "relevance"]])).toBe("");
    expect(
      searchFormQuery([
        ["q", "water"],
        ["sort", "newest"],
      ]),
    ).toBe("q=water&sort=newest");
    expect(searchFormQuery([])).toBe("");
  });
});

describe("pagination", () => {
  it("lists page numbers around the current one with gaps", () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
    expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(paginationItems(20, 20)).toEqual([1, null, 19, 20]);
  });
});

describe("the budget range (issue 21)", () => {
  it("is sent by the search form only with an amount (the form always sends a currency)", () => {
    expect(
      searchFormQuery([
        ["q", "water"],
        ["budget_currency", "UGX"],
        ["budget_min", ""],
        ["budget_max", ""],
      ]),
    ).toBe("q=water");
    expect(
      searchFormQuery([
        ["budget_max", "900"],
        ["budget_currency", "USD"],
        ["q", "water"],
      ]),
    ).toBe("q=water&budget_currency=USD&budget_max=900");
  });
});

describe("the facets drawn whole (issue 39: the address's `more`)", () => {
  it("reads the known facets once each, in the panel's order", () => {
    expect(
      readExpandedFacets(new URLSearchParams("more=district&more=junk&more=sector&more=district")),
    ).toEqual(["sector", "district"]);
  });

  it("links to the same list and page with a facet drawn whole, or folded again", () => {
    const filters = parseProjectFilters("q=water&sector=Health&page=2");
    expect(facetFoldHref(filters, [], "district")).toBe(
      "/projects?q=water&sector=Health&page=2&more=district",
    );
    expect(facetFoldHref(filters, ["sector", "district"], "district")).toBe(
      "/projects?q=water&sector=Health&page=2&more=sector",
    );
    expect(facetFoldHref(parseProjectFilters(""), ["district"], "district")).toBe("/projects");
  });

  it("keeps every facet drawn whole when the search form is sent", () => {
    expect(
      searchFormQuery([
        ["more", "sector"],
        ["q", "x"],
        ["more", "district"],
      ]),
    ).toBe("q=x&more=sector&more=district");
  });
});
