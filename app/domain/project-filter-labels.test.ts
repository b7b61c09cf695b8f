import { describe, expect, it } from "vitest";
import { filterChips, noStatusMatchText } from "./project-filter-labels";
import { parseProjectFilters } from "./project-filter-schema";
import { hasActiveFilters } from "./project-filters";
import { projectsHref, serializeProjectFilters } from "./project-list-address";

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

describe("texts", () => {
  it("names the status in the empty state", () => {
    expect(noStatusMatchText("on_hold")).toBe("No projects match the 'On Hold' status criteria");
  });
});

describe("the budget range (issue 21)", () => {
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
});
