import { describe, expect, it } from "vitest";
import {
  deleteProjectWarning,
  OWN_PROJECT_STATUS_FILTERS,
  ownProjectsEmptyState,
  ownProjectsHref,
  parseOwnProjectFilters,
  serializeOwnProjectFilters,
} from "./own-projects";
import { MAX_FILTER_LENGTH } from "./project-filters";

describe("parseOwnProjectFilters", () => {
  it("gives All, no search and page 1 for an empty query", () => {
    expect(parseOwnProjectFilters("")).toEqual({ page: 1 });
    expect(parseOwnProjectFilters(new URLSearchParams())).toEqual({ page: 1 });
  });

  it("reads the search, the status and the page", () => {
    expect(parseOwnProjectFilters("q=water&status=completed&page=3")).toEqual({
      q: "water",
      status: "completed",
      page: 3,
    });
  });

  it("trims the search, collapses its whitespace, drops control characters and caps its length", () => {
    expect(parseOwnProjectFilters("q=  clean   water  ").q).toBe("clean water");
    expect(parseOwnProjectFilters("q=a%00b%0Ac").q).toBe("a b c");
    expect(parseOwnProjectFilters("q=%20%20%20").q).toBeUndefined();
    expect(parseOwnProjectFilters("q=").q).toBeUndefined();
    expect(parseOwnProjectFilters(`q=${"x".repeat(500)}`).q).toHaveLength(MAX_FILTER_LENGTH);
    // LIKE's wildcards stay text: the query escapes them.
    expect(parseOwnProjectFilters("q=100%25_done").q).toBe("100%_done");
  });

  it("takes only active, completed or planning as the status (any spelling), else All", () => {
    expect(parseOwnProjectFilters("status=active").status).toBe("active");
    expect(parseOwnProjectFilters("status=Planning").status).toBe("planning");
    expect(parseOwnProjectFilters("status=%20COMPLETED%20").status).toBe("completed");
    expect(parseOwnProjectFilters("status=in-progress").status).toBe("active");
    for (const status of ["on_hold", "cancelled", "all", "", "<script>", "active;drop"]) {
      expect(parseOwnProjectFilters(`status=${encodeURIComponent(status)}`).status, status).toBeUndefined();
    }
  });

  it("takes the page only as a positive whole number, else page 1", () => {
    expect(parseOwnProjectFilters("page=1").page).toBe(1);
    expect(parseOwnProjectFilters("page=42").page).toBe(42);
    expect(parseOwnProjectFilters("page=%2007").page).toBe(7);
    for (const page of ["0", "-2", "abc", "1.5", "1e3", "", "0x10", "9999999", "100001", "Infinity"]) {
      expect(parseOwnProjectFilters(`page=${page}`).page, page).toBe(1);
    }
  });

  it("takes the first of repeated keys and ignores unknown keys", () => {
    expect(parseOwnProjectFilters("status=planning&status=active&q=a&q=b&sort=alphabetical&foo=1")).toEqual({
      q: "a",
      status: "planning",
      page: 1,
    });
  });
});

describe("serializeOwnProjectFilters / ownProjectsHref", () => {
  it("leaves out blanks and page 1 and round-trips", () => {
    expect(serializeOwnProjectFilters({ page: 1 })).toBe("");
    const filters = parseOwnProjectFilters("page=2&status=active&q=clean water");
    const query = serializeOwnProjectFilters(filters);
    expect(query).toBe("q=clean+water&status=active&page=2");
    expect(parseOwnProjectFilters(query)).toEqual(filters);
  });

  it("keeps the search when the status changes, and goes back to page 1", () => {
    const filters = { q: "well", status: "active" as const, page: 4 };
    expect(ownProjectsHref(filters, { status: "completed" })).toBe(
      "/dashboard/projects?q=well&status=completed",
    );
    expect(ownProjectsHref(filters, { status: undefined })).toBe("/dashboard/projects?q=well");
    expect(ownProjectsHref(filters, { page: 5 })).toBe("/dashboard/projects?q=well&status=active&page=5");
    expect(ownProjectsHref({ page: 3 }, { page: 1 })).toBe("/dashboard/projects");
    expect(ownProjectsHref(filters, { ...filters })).toBe("/dashboard/projects?q=well&status=active&page=4");
  });

  it("offers All, Active, Completed, Planning", () => {
    expect(OWN_PROJECT_STATUS_FILTERS.map((filter) => filter.label)).toEqual([
      "All",
      "Active",
      "Completed",
      "Planning",
    ]);
    expect(OWN_PROJECT_STATUS_FILTERS[0]?.value).toBeUndefined();
  });
});

describe("ownProjectsEmptyState", () => {
  it("invites an organization without projects to add one", () => {
    expect(ownProjectsEmptyState({ page: 1 }, false)).toMatchObject({ kind: "no-projects" });
    expect(ownProjectsEmptyState({ q: "x", status: "active", page: 1 }, false).kind).toBe("no-projects");
  });

  it("names the status when only a status filter found nothing (spec §8)", () => {
    expect(ownProjectsEmptyState({ status: "completed", page: 1 }, true)).toEqual({
      kind: "no-match",
      title: "No projects found",
      detail: "No projects match the 'Completed' status criteria",
    });
  });

  it("asks to adjust the search when a search found nothing", () => {
    const expected = {
      kind: "no-match",
      title: "No projects found",
      detail: "Try adjusting your search or filter criteria",
    };
    expect(ownProjectsEmptyState({ q: "nothing", page: 1 }, true)).toEqual(expected);
    expect(ownProjectsEmptyState({ q: "nothing", status: "planning", page: 1 }, true)).toEqual(expected);
  });
});

describe("deleteProjectWarning", () => {
  it("names the project and says it cannot be undone", () => {
    const text = deleteProjectWarning("Clean Water for Gulu");
    expect(text).toContain('"Clean Water for Gulu"');
    expect(text).toContain("cannot be undone");
  });
});
