import { describe, expect, it } from "vitest";
import {
  hasActiveFilters,
  landingFilterChips,
  MAX_FILTER_LENGTH,
  noStatusMatchText,
  paginationItems,
  parseProjectFilters,
  projectsHref,
  searchFormQuery,
  serializeProjectFilters,
} from "./project-filters";

describe("parseProjectFilters", () => {
  it("gives the defaults for an empty query", () => {
    expect(parseProjectFilters("")).toEqual({ sort: "newest", page: 1 });
  });

  it("reads every filter", () => {
    expect(
      parseProjectFilters(
        "q=water&status=active&sort=alphabetical&page=3&location=Gulu&sector=Health&sdg=Zero+Hunger&name=well&target=women&region=Northern+Region&district=%20Gulu%20",
      ),
    ).toEqual({
      region: "Northern Region",
      district: "Gulu",
      q: "water",
      status: "active",
      sort: "alphabetical",
      page: 3,
      location: "Gulu",
      sector: "Health",
      sdg: "Zero Hunger",
      name: "well",
      target: "women",
    });
  });

  it("normalizes the status and drops unknown ones", () => {
    expect(parseProjectFilters("status=On Hold").status).toBe("on_hold");
    expect(parseProjectFilters("status=in-progress").status).toBe("active");
    expect(parseProjectFilters("status=COMPLETED").status).toBe("completed");
    expect(parseProjectFilters("status=all").status).toBeUndefined();
    expect(parseProjectFilters("status=<script>").status).toBeUndefined();
    expect(parseProjectFilters("status=").status).toBeUndefined();
  });

  it("falls back to newest and page 1 for junk", () => {
    for (const page of ["0", "-2", "abc", "1.5", "1e9", "", "9999999"]) {
      expect(parseProjectFilters(`page=${page}`).page, page).toBe(1);
    }
    expect(parseProjectFilters("sort=oldest").sort).toBe("newest");
    expect(parseProjectFilters("sort=").sort).toBe("newest");
  });

  it("trims text, collapses whitespace, drops blanks and control characters, caps length", () => {
    expect(parseProjectFilters("q=  clean   water  ").q).toBe("clean water");
    expect(parseProjectFilters("location=%20%20").location).toBeUndefined();
    expect(parseProjectFilters("name=a%00b").name).toBe("a b");
    expect(parseProjectFilters(`q=${"x".repeat(500)}`).q).toHaveLength(MAX_FILTER_LENGTH);
  });

  it("takes the first of repeated keys and ignores unknown keys", () => {
    expect(parseProjectFilters("sector=Health&sector=Energy&foo=bar")).toEqual({
      sort: "newest",
      page: 1,
      sector: "Health",
    });
  });

  it("keeps % and _ as text (the query escapes them)", () => {
    expect(parseProjectFilters("q=100%25_done").q).toBe("100%_done");
  });
});

describe("serializeProjectFilters / projectsHref", () => {
  it("leaves out defaults and blanks and round-trips", () => {
    expect(serializeProjectFilters({ sort: "newest", page: 1 })).toBe("");
    const filters = parseProjectFilters(
      "target=women&sector=Health&status=active&sort=alphabetical&page=2&q=a b",
    );
    const query = serializeProjectFilters(filters);
    expect(query).toBe("q=a+b&status=active&sort=alphabetical&sector=Health&target=women&page=2");
    expect(parseProjectFilters(query)).toEqual(filters);
  });

  it("goes back to page 1 when a filter changes, and keeps the rest", () => {
    const filters = parseProjectFilters("sector=Health&page=4");
    expect(projectsHref(filters, { status: "completed" })).toBe("/projects?status=completed&sector=Health");
    expect(projectsHref(filters, { page: 5 })).toBe("/projects?sector=Health&page=5");
    expect(projectsHref(filters, { sector: undefined })).toBe("/projects");
  });
});

describe("landingFilterChips", () => {
  it("labels each landing filter and links to the list without it", () => {
    const filters = parseProjectFilters(
      "sector=Health&target=persons_with_disabilities&sdg=Zero+Hunger&status=active",
    );
    expect(landingFilterChips(filters)).toEqual([
      {
        key: "sector",
        name: "Sector",
        value: "Health",
        removeHref: "/projects?status=active&sdg=Zero+Hunger&target=persons_with_disabilities",
      },
      {
        key: "sdg",
        name: "SDG",
        value: "SDG 2: Zero Hunger",
        removeHref: "/projects?status=active&sector=Health&target=persons_with_disabilities",
      },
      {
        key: "target",
        name: "Target Group",
        value: "Persons with Disabilities",
        removeHref: "/projects?status=active&sector=Health&sdg=Zero+Hunger",
      },
    ]);
    expect(landingFilterChips(parseProjectFilters("q=x"))).toEqual([]);
  });

  it("knows whether anything narrows the list", () => {
    expect(hasActiveFilters(parseProjectFilters("sort=alphabetical&page=2"))).toBe(false);
    expect(hasActiveFilters(parseProjectFilters("name=well"))).toBe(true);
  });
});

describe("texts and pagination", () => {
  it("names the status in the empty state", () => {
    expect(noStatusMatchText("on_hold")).toBe("No projects match the 'On Hold' status criteria");
  });

  it("lists page numbers around the current one with gaps", () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
    expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(paginationItems(20, 20)).toEqual([1, null, 19, 20]);
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
    ).toBe("q=clean+water&sector=Health");
    expect(
      searchFormQuery([
        ["sort", "alphabetical"],
        ["status", "active"],
      ]),
    ).toBe("sort=alphabetical&status=active");
    expect(searchFormQuery([])).toBe("");
  });
});

describe("region and district", () => {
  it("are chips of their own that a link can drop, and count as filters", () => {
    const filters = parseProjectFilters("region=Central+Region&district=Kampala&status=active");
    expect(hasActiveFilters(parseProjectFilters("district=Kampala"))).toBe(true);
    expect(landingFilterChips(filters)).toEqual([
      {
        key: "region",
        name: "Region",
        value: "Central Region",
        removeHref: "/projects?status=active&district=Kampala",
      },
      {
        key: "district",
        name: "District",
        value: "Kampala",
        removeHref: "/projects?status=active&region=Central+Region",
      },
    ]);
    expect(projectsHref(filters, { page: 2 })).toBe(
      "/projects?status=active&region=Central+Region&district=Kampala&page=2",
    );
  });
});
