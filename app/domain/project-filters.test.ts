import { describe, expect, it } from "vitest";
import {
  chosenFilterCount,
  type FacetCounts,
  facetPanel,
  filterChips,
  hasActiveFilters,
  ignoredFilterText,
  MAX_FILTER_LENGTH,
  noStatusMatchText,
  paginationItems,
  parseProjectFilters,
  projectFilterParams,
  projectsHref,
  readProjectFilters,
  readProjectFiltersStrict,
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
      region: ["Northern Region"],
      district: ["Gulu"],
      q: "water",
      status: ["active"],
      sort: "alphabetical",
      page: 3,
      location: "Gulu",
      sector: ["Health"],
      sdg: ["Zero Hunger"],
      name: "well",
      target: ["women"],
    });
  });

  it("normalizes the status and drops unknown ones", () => {
    expect(parseProjectFilters("status=On Hold").status).toEqual(["on_hold"]);
    expect(parseProjectFilters("status=in-progress").status).toEqual(["active"]);
    expect(parseProjectFilters("status=COMPLETED").status).toEqual(["completed"]);
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

  it("takes every value of a repeated facet (once each), the first of other keys, and ignores unknown keys", () => {
    expect(parseProjectFilters("sector=Health&sector=Energy&sector=Health&foo=bar&q=a&q=b")).toEqual({
      sort: "relevance",
      page: 1,
      q: "a",
      sector: ["Health", "Energy"],
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

describe("filterChips", () => {
  it("labels each filter value and links to the list without it", () => {
    const filters = parseProjectFilters(
      "sector=Health&target=persons_with_disabilities&sdg=Zero+Hunger&status=active&sector=Energy",
    );
    expect(filterChips(filters)).toEqual([
      {
        key: "sector:Health",
        name: "Sector",
        value: "Health",
        removeHref: "/projects?sector=Energy&sdg=Zero+Hunger&target=persons_with_disabilities&status=active",
      },
      {
        key: "sector:Energy",
        name: "Sector",
        value: "Energy",
        removeHref: "/projects?sector=Health&sdg=Zero+Hunger&target=persons_with_disabilities&status=active",
      },
      {
        key: "sdg:Zero Hunger",
        name: "SDG",
        value: "SDG 2: Zero Hunger",
        removeHref: "/projects?sector=Health&sector=Energy&target=persons_with_disabilities&status=active",
      },
      {
        key: "target:persons_with_disabilities",
        name: "Target Group",
        value: "Persons with Disabilities",
        removeHref: "/projects?sector=Health&sector=Energy&sdg=Zero+Hunger&status=active",
      },
      {
        key: "status:active",
        name: "Status",
        value: "Active",
        removeHref: "/projects?sector=Health&sector=Energy&sdg=Zero+Hunger&target=persons_with_disabilities",
      },
    ]);
    expect(filterChips(parseProjectFilters("q=x"))).toEqual([]);
  });

  it("knows whether anything narrows the list", () => {
    expect(hasActiveFilters(parseProjectFilters("sort=alphabetical&page=2"))).toBe(false);
    expect(hasActiveFilters(parseProjectFilters("name=well"))).toBe(true);
    expect(hasActiveFilters(parseProjectFilters("year=2024"))).toBe(true);
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

describe("region and district", () => {
  it("are chips of their own that a link can drop, and count as filters", () => {
    const filters = parseProjectFilters("region=Central+Region&district=Kampala&status=active");
    expect(hasActiveFilters(parseProjectFilters("district=Kampala"))).toBe(true);
    expect(filterChips(filters).slice(0, 2)).toEqual([
      {
        key: "region:Central Region",
        name: "Region",
        value: "Central Region",
        removeHref: "/projects?district=Kampala&status=active",
      },
      {
        key: "district:Kampala",
        name: "District",
        value: "Kampala",
        removeHref: "/projects?region=Central+Region&status=active",
      },
    ]);
    expect(projectsHref(filters, { page: 2 })).toBe(
      "/projects?region=Central+Region&district=Kampala&status=active&page=2",
    );
  });
});

describe("the one schema (issue 22)", () => {
  it("reads repeated facets as arrays, blanks left out", () => {
    expect(projectFilterParams("sector=Health&sector=&sector=Energy&q=&q=water&page=2")).toEqual({
      q: "water",
      page: "2",
      sector: ["Health", "Energy"],
    });
  });

  it("refuses a value that does not exist, naming the parameter (API and exports)", () => {
    const strict = (query: string) => readProjectFiltersStrict(projectFilterParams(query));
    expect(strict("status=bogus")).toEqual({ ok: false, parameter: "status", message: "Not a known status" });
    expect(strict("sector=Health&sector=Nope")).toEqual({
      ok: false,
      parameter: "sector",
      message: "Not a known sector",
    });
    expect(strict("region=Atlantis")).toMatchObject({ ok: false, parameter: "region" });
    expect(strict("sdg=Happiness")).toMatchObject({ ok: false, parameter: "sdg" });
    expect(strict("org_type=Club")).toMatchObject({ ok: false, parameter: "org_type" });
    expect(strict("year=20x4")).toMatchObject({ ok: false, parameter: "year", message: "A year, e.g. 2024" });
    expect(strict("year=1800")).toMatchObject({ ok: false, parameter: "year" });
    expect(strict("budget=maybe")).toMatchObject({ ok: false, parameter: "budget", message: "yes or no" });
    expect(strict("budget=yes&budget=no")).toMatchObject({ ok: true, filters: { budget: ["yes", "no"] } });
    expect(strict("sort=sideways")).toMatchObject({ ok: false, parameter: "sort" });
    expect(strict("page=0")).toMatchObject({ ok: false, parameter: "page" });
    expect(strict(`q=${"x".repeat(101)}`)).toMatchObject({ ok: false, parameter: "q" });
    expect(strict(Array.from({ length: 31 }, () => "district=Gulu").join("&"))).toMatchObject({
      ok: false,
      parameter: "district",
    });
  });

  it("reads every kind of value the same way as the page does", () => {
    const query =
      "status=In+Progress&status=on-hold&region=northern+region&target=Women&target=single+parent&org_type=Community+Based&year=2024&year=2024&district=%20gulu%20&district=Gulu";
    const strict = readProjectFiltersStrict(projectFilterParams(query));
    expect(strict).toEqual({
      ok: true,
      filters: {
        sort: "newest",
        page: 1,
        status: ["active", "on_hold"],
        region: ["Northern Region"],
        target: ["women", "single parent"],
        org_type: ["Community Based"],
        year: [2024],
        district: ["gulu"],
      },
    });
    expect(readProjectFilters(query)).toEqual({ filters: strict.ok && strict.filters, ignored: [] });
  });

  it("on the page, leaves out only the values that do not exist, with a notice for each", () => {
    const { filters, ignored } = readProjectFilters(
      "status=bogus&status=active&sector=Nope&sector=Health&year=abc&sort=sideways&page=-4&q=%25",
    );
    expect(filters).toEqual({ sort: "relevance", page: 1, q: "%", status: ["active"], sector: ["Health"] });
    expect(ignored).toEqual([
      { key: "sector", value: "Nope", message: "Not a known sector" },
      { key: "status", value: "bogus", message: "Not a known status" },
      { key: "year", value: "abc", message: "A year, e.g. 2024" },
    ]);
    expect(ignoredFilterText(ignored[1]!)).toBe("Status “bogus” ignored: not a known status.");
  });

  it("sorts by best match while searching, by the newest otherwise", () => {
    expect(parseProjectFilters("q=water").sort).toBe("relevance");
    expect(parseProjectFilters("q=water&sort=newest").sort).toBe("newest");
    expect(parseProjectFilters("sort=relevance").sort).toBe("newest");
    expect(serializeProjectFilters(parseProjectFilters("q=water"))).toBe("q=water");
    expect(serializeProjectFilters(parseProjectFilters("q=water&sort=newest"))).toBe("q=water&sort=newest");
  });
});

describe("the budget range (issue 21)", () => {
  it("reads a range in its currency, UGX when none is given, and a currency alone as nothing", () => {
    expect(parseProjectFilters("budget_currency=USD&budget_min=10000&budget_max=250000.5")).toMatchObject({
      budget_currency: "USD",
      budget_min: 10000,
      budget_max: 250000.5,
    });
    expect(parseProjectFilters("budget_max=5000000")).toEqual({
      sort: "newest",
      page: 1,
      budget_currency: "UGX",
      budget_max: 5000000,
    });
    expect(parseProjectFilters("budget_currency=USD")).toEqual({ sort: "newest", page: 1 });
  });

  it("refuses a reversed, negative or unknown range naming the parameter; the page leaves it out and says so", () => {
    const strict = (query: string) => readProjectFiltersStrict(projectFilterParams(query));
    expect(strict("budget_min=500&budget_max=100")).toEqual({
      ok: false,
      parameter: "budget_max",
      message: "Below the lowest budget",
    });
    expect(strict("budget_min=-5")).toMatchObject({ ok: false, parameter: "budget_min" });
    expect(strict("budget_min=lots")).toMatchObject({ ok: false, parameter: "budget_min" });
    expect(strict("budget_currency=EUR&budget_min=5")).toMatchObject({
      ok: false,
      parameter: "budget_currency",
    });

    const page = readProjectFilters("budget_min=500&budget_max=100&sector=Health");
    expect(page.filters).toMatchObject({ budget_currency: "UGX", budget_min: 500, sector: ["Health"] });
    expect(page.filters.budget_max).toBeUndefined();
    expect(page.ignored.map(ignoredFilterText)).toEqual([
      "Highest budget “100” ignored: below the lowest budget.",
    ]);
    expect(readProjectFilters("budget_min=-5").ignored.map(ignoredFilterText)).toEqual([
      "Lowest budget “-5” ignored: from 0.",
    ]);
  });

  it("round-trips through the address, is a chip that removes the whole range, and counts as a filter", () => {
    const filters = parseProjectFilters("budget_min=1000000&budget_max=5000000&budget_currency=UGX&page=2");
    expect(serializeProjectFilters(filters)).toBe(
      "budget_currency=UGX&budget_min=1000000&budget_max=5000000&page=2",
    );
    expect(hasActiveFilters(filters)).toBe(true);
    expect(filterChips(filters)).toEqual([
      {
        key: "budget_range",
        name: "Budget Range",
        value: "UGX 1,000,000 to 5,000,000",
        removeHref: "/projects",
      },
    ]);
    expect(filterChips(parseProjectFilters("budget_currency=USD&budget_min=10000"))[0]?.value).toBe(
      "from USD 10,000",
    );
    expect(filterChips(parseProjectFilters("budget_max=500000"))[0]?.value).toBe("up to UGX 500,000");
  });

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
