import { describe, expect, it } from "vitest";
import {
  type DirectoryOrganizationRow,
  type DirectoryProfileRow,
  directoryHref,
  filterDirectory,
  mergeDirectory,
  parseDirectoryQuery,
} from "./directory";

const at = (day: number) => new Date(Date.UTC(2025, 0, day));

function profile(id: string, name: string, extra: Partial<DirectoryProfileRow> = {}): DirectoryProfileRow {
  return {
    id,
    organizationId: null,
    organizationName: name,
    organizationBrief: null,
    organizationType: null,
    phone: null,
    address: null,
    website: null,
    logoUrl: null,
    createdAt: at(1),
    ...extra,
  };
}

function organization(
  id: string,
  name: string,
  extra: Partial<DirectoryOrganizationRow> = {},
): DirectoryOrganizationRow {
  return {
    id,
    name,
    description: null,
    organizationType: null,
    phone: null,
    address: null,
    website: null,
    logoUrl: null,
    createdAt: at(1),
    ...extra,
  };
}

describe("mergeDirectory", () => {
  it("merges profiles and organization records, one entry per normalized name, profiles first", () => {
    const entries = mergeDirectory(
      [profile("u1", "GREEN HILLS", { organizationBrief: "Profile brief" })],
      [
        organization("o1", "  green   hills ", { description: "Record description" }),
        organization("o2", "Blue Nile Trust", { description: "Rivers" }),
      ],
      new Map([["u1", 4]]),
    );
    expect(entries).toEqual([
      expect.objectContaining({ id: "o2", source: "organization", name: "Blue Nile Trust", brief: "Rivers" }),
      expect.objectContaining({
        id: "u1",
        source: "profile",
        name: "GREEN HILLS",
        brief: "Profile brief",
        projectsCount: 4,
      }),
    ]);
  });

  it("lets a profile stand for the organization record it points to, whatever the record's name", () => {
    const entries = mergeDirectory(
      [profile("u1", "NEW NAME", { organizationId: "o1" })],
      [organization("o1", "Old Name")],
      new Map(),
    );
    expect(entries.map((entry) => entry.id)).toEqual(["u1"]);
  });

  it("leaves out entries whose name is empty or only spaces", () => {
    const entries = mergeDirectory(
      [profile("u1", ""), profile("u2", "   "), profile("u3", "Real")],
      [organization("o1", " \t ")],
      new Map(),
    );
    expect(entries.map((entry) => entry.id)).toEqual(["u3"]);
  });

  it("never lets one profile hide another: profiles that share a name (from before names were unique) both show", () => {
    const entries = mergeDirectory(
      [
        profile("u2", "Twin", { createdAt: at(2), nameKey: "twin\u0001u2" }),
        profile("u1", "twin", { createdAt: at(1), nameKey: "twin" }),
      ],
      [organization("o1", "TWIN")],
      new Map([["u2", 5]]),
    );
    expect(entries.map((entry) => [entry.id, entry.projectsCount])).toEqual([
      ["u1", 0],
      ["u2", 5],
    ]);
  });

  it("keeps, of organization records with one normalized name and no profile, the first registered, then the smaller id", () => {
    const byAge = mergeDirectory(
      [],
      [organization("o2", "Twin", { createdAt: at(1) }), organization("o1", "twin", { createdAt: at(2) })],
      new Map(),
    );
    expect(byAge.map((entry) => entry.id)).toEqual(["o2"]);
    const byId = mergeDirectory([], [organization("o2", "Twin"), organization("o1", "twin")], new Map());
    expect(byId.map((entry) => entry.id)).toEqual(["o1"]);
  });

  it("reads names through normalizeName: invisible characters and compatibility forms do not make a new name", () => {
    const entries = mergeDirectory(
      [profile("u1", "GREEN HILLS"), profile("u2", "\u200b\u200b")],
      [
        organization("o1", "\u200bGreen\u00a0Hills"),
        organization("o2", "\uff27reen Hills\u2060"),
        organization("o3", "\u00ad"),
      ],
      new Map(),
    );
    expect(entries.map((entry) => entry.id)).toEqual(["u1"]);
  });

  it("counts no projects for an entry that owns none, and trims the shown name", () => {
    const [entry] = mergeDirectory([], [organization("o1", "  Kampala Youth  ")], new Map([["u9", 3]]));
    expect(entry).toMatchObject({ name: "Kampala Youth", projectsCount: 0 });
  });

  it("orders entries by normalized name", () => {
    const entries = mergeDirectory(
      [profile("u1", "beta"), profile("u2", "ALPHA")],
      [organization("o1", "Gamma"), organization("o2", "alpha two")],
      new Map(),
    );
    expect(entries.map((entry) => entry.name)).toEqual(["ALPHA", "alpha two", "beta", "Gamma"]);
  });
});

describe("filterDirectory", () => {
  const entries = mergeDirectory(
    [
      profile("u1", "Green Hills", {
        organizationBrief: "Boreholes for SCHOOLS",
        address: "Gulu",
        organizationType: "NGO/Non-Profit",
      }),
      profile("u2", "Solar Uganda", { address: "Mbarara Road", organizationType: "Social Enterprise" }),
    ],
    [
      organization("o1", "Ministry of Water", {
        description: "Policy",
        organizationType: "Government/Public",
      }),
    ],
    new Map(),
  );

  it("searches name, brief and address, case-insensitively", () => {
    expect(filterDirectory(entries, { q: "schools" }).map((entry) => entry.id)).toEqual(["u1"]);
    expect(filterDirectory(entries, { q: "MBARARA" }).map((entry) => entry.id)).toEqual(["u2"]);
    expect(filterDirectory(entries, { q: " ministry " }).map((entry) => entry.id)).toEqual(["o1"]);
    expect(filterDirectory(entries, { q: "nowhere" })).toEqual([]);
    expect(filterDirectory(entries, { q: "" })).toHaveLength(3);
  });

  it("filters by type, together with the search", () => {
    expect(filterDirectory(entries, { type: "Social Enterprise" }).map((entry) => entry.id)).toEqual(["u2"]);
    expect(filterDirectory(entries, { type: "NGO/Non-Profit", q: "solar" })).toEqual([]);
    expect(filterDirectory(entries, { type: null })).toHaveLength(3);
  });

  it("does not search other fields", () => {
    expect(filterDirectory(entries, { q: "Social" })).toEqual([]);
  });
});

describe("directory query", () => {
  it("reads the search, a known type and the page", () => {
    expect(parseDirectoryQuery(new URLSearchParams("q=+water+&type=Community+Based&page=2"))).toEqual({
      q: "water",
      type: "Community Based",
      page: 2,
    });
  });

  it("treats an unknown type as all and a bad page as the first", () => {
    expect(parseDirectoryQuery(new URLSearchParams("type=Cartel&page=-3"))).toEqual({
      q: "",
      type: null,
      page: 1,
    });
    expect(parseDirectoryQuery(new URLSearchParams("page=abc")).page).toBe(1);
  });

  it("writes only the parameters that matter", () => {
    expect(directoryHref({})).toBe("/organizations");
    expect(directoryHref({ q: " x ", type: "NGO/Non-Profit", page: 1 })).toBe(
      "/organizations?q=x&type=NGO%2FNon-Profit",
    );
    expect(directoryHref({ page: 3 })).toBe("/organizations?page=3");
  });
});
