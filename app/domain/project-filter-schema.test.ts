import { describe, expect, it } from "vitest";
import { ignoredFilterText } from "./project-filter-labels";
import {
  parseProjectFilters,
  projectFilterParams,
  readProjectFilters,
  readProjectFiltersStrict,
} from "./project-filter-schema";
import { MAX_FILTER_LENGTH } from "./project-filters";
import { serializeProjectFilters } from "./project-list-address";

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
});
