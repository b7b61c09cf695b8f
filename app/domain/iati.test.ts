import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  activityDates,
  activityScopeCode,
  activityStatusCode,
  DAC_SECTORS,
  funderRef,
  IATI_OWN_FILES_TEXT,
  iatiOrganisationType,
  iatiPublishing,
  iatiSectors,
  ORGANISATION_IDENTIFIER,
  ORGANISATION_TYPES,
  OWN_SECTOR_TOO,
  ownSectorCode,
  sdgGoalNumber,
} from "./iati";
import { FUNDER_TYPE_IATI, FUNDER_TYPES } from "./project-results";
import { PROJECT_STATUSES } from "./project-status";
import { ORGANIZATION_TYPES, SDG_GOALS, SECTORS } from "./reference";
import { organisationIdentifier } from "./registration-number";

const CODELISTS = path.resolve(__dirname, "../../tests/fixtures/iati/codelists");

/** A codelist of the standard (a copy of IATI's file): each code and whether it is withdrawn. */
function codelist(name: string): Map<string, "active" | "withdrawn"> {
  const xml = fs.readFileSync(path.join(CODELISTS, `${name}.xml`), "utf8");
  const codes = new Map<string, "active" | "withdrawn">();
  for (const [, attributes, code] of xml.matchAll(/<codelist-item([^>]*)>\s*<code>([^<]+)<\/code>/g)) {
    codes.set(code!.trim(), /status="withdrawn"/.test(attributes!) ? "withdrawn" : "active");
  }
  return codes;
}

describe("who publishes an organization's projects", () => {
  const organization = {
    name: "Gulu Youth",
    type: "NGO/Non-Profit",
    registration: { agency: "UG-NGB", number: "INDR1/23" },
    selfPublished: true,
  };

  it("the organization itself, under its identifier, once it has one and chose to", () => {
    expect(iatiPublishing(organization)).toEqual({
      own: true,
      publisher: { ref: "UG-NGB-INDR1-23", name: "Gulu Youth", type: "22", secondary: false },
    });
    // reporting-org/@type is required: 90 Other for an organization that gave no type.
    expect(iatiPublishing({ ...organization, type: null })).toMatchObject({ publisher: { type: "90" } });
  });

  it("else the platform, and the organization is told what it needs", () => {
    expect(iatiPublishing({ ...organization, selfPublished: false })).toEqual({
      own: false,
      missing: "choice",
    });
    for (const registration of [null, { agency: null, number: null }, { agency: "XX-NOPE", number: "1" }]) {
      expect(iatiPublishing({ ...organization, registration })).toEqual({
        own: false,
        missing: "identifier",
      });
    }
    expect(IATI_OWN_FILES_TEXT.missing.identifier).toMatch(/NGO Bureau or URSB registration/);
  });
});

describe("IATI mapping", () => {
  it("gives every kind of funder an OrganisationType code: a national NGO 22, an international one 21", () => {
    const types = codelist("OrganisationType");
    for (const type of FUNDER_TYPES) expect(types.get(FUNDER_TYPE_IATI[type]), type).toBe("active");
    expect(FUNDER_TYPE_IATI.ngo).toBe("22");
    expect(FUNDER_TYPE_IATI.international_ngo).toBe("21");
  });

  it("takes a funder's ref from its registration here first, else the identifier given, never a malformed one", () => {
    const registered = { agency: "UG-NGB", number: "INDR1NB" };
    expect(funderRef(registered, "XM-DAC-41114")).toBe("UG-NGB-INDR1NB");
    expect(funderRef({ agency: null, number: null }, "XM-DAC-41114")).toBe("XM-DAC-41114");
    expect(funderRef(null, "UNDP")).toBeNull();
    expect(funderRef(null, null)).toBeNull();
  });

  it("gives every status an ActivityStatus code, legacy spellings included", () => {
    expect(PROJECT_STATUSES.map(activityStatusCode)).toEqual(["1", "2", "4", "6", "5"]);
    const statuses = codelist("ActivityStatus");
    for (const status of PROJECT_STATUSES) expect(statuses.get(activityStatusCode(status))).toBe("active");
    expect(activityStatusCode("In Progress")).toBe("2");
  });

  it("maps sectors only to DAC 5-digit codes of the Sector codelist that are not withdrawn", () => {
    const sectors = codelist("Sector");
    expect(sectors.size).toBeGreaterThan(200);
    expect(sectors.get("23010")).toBe("withdrawn");
    for (const [sector, code] of Object.entries(DAC_SECTORS)) {
      expect(sectors.get(code), `${sector} → ${code}`).toBe("active");
    }
    expect(iatiSectors("Energy", "https://x.test")).toEqual([{ vocabulary: "1", code: "23110" }]);
    expect(iatiSectors("Health", "https://x.test")).toEqual([{ vocabulary: "1", code: "12220" }]);
  });

  it("gives every activity a DAC code; a sector it only approximates names our own code (vocabulary 99) too", () => {
    expect(codelist("SectorVocabulary").get("99")).toBe("active");
    expect(iatiSectors("Community development", "https://ugandaimpact.org")).toEqual([
      { vocabulary: "1", code: "43040" },
      {
        vocabulary: "99",
        code: "community-development",
        narrative: "Community development",
        vocabularyUri: "https://ugandaimpact.org/developers#sectors",
      },
    ]);
    // A sector no longer on the list (stored before it changed): sectors not specified, and its own words.
    expect(iatiSectors("Water & Sanitation", "https://x.test")).toEqual([
      { vocabulary: "1", code: "99810" },
      expect.objectContaining({ vocabulary: "99", code: "water-sanitation" }),
    ]);
    expect(iatiSectors("toString", "https://x.test")[0]).toEqual({ vocabulary: "1", code: "99810" });
    for (const sector of SECTORS) {
      const sectors = iatiSectors(sector, "https://x.test");
      // One DAC code first, at most one of ours: 100 % per vocabulary.
      expect(sectors[0]).toEqual({ vocabulary: "1", code: expect.stringMatching(/^\d{5}$/) });
      expect(sectors.map((entry) => entry.vocabulary)).toEqual(
        OWN_SECTOR_TOO.has(sector) ? ["1", "99"] : ["1"],
      );
      for (const entry of sectors.slice(1)) expect(entry.code).toMatch(/^[a-z0-9-]+$/);
    }
    expect(ownSectorCode(`Odd "sector" <&>\n\tline`)).toBe("odd-sector-line");
    expect(ownSectorCode("<&>")).toBe("other");
  });

  it("gives every organization type an OrganisationType code of the codelist", () => {
    const types = codelist("OrganisationType");
    for (const type of ORGANIZATION_TYPES) {
      expect(types.get(ORGANISATION_TYPES[type]), type).toBe("active");
      expect(iatiOrganisationType(type)).toBe(ORGANISATION_TYPES[type]);
    }
    expect(iatiOrganisationType(null)).toBeNull();
    expect(iatiOrganisationType("Something else")).toBeNull();
  });

  it("writes organisation identifiers as {agency}-{number}, and scopes a district or a region", () => {
    expect(organisationIdentifier({ agency: "UG-NGB", number: "INDR123456789NB" })).toBe(
      "UG-NGB-INDR123456789NB",
    );
    expect(organisationIdentifier({ agency: "UG-RSB", number: "S.5914/1234" })).toBe("UG-RSB-S.5914-1234");
    expect(organisationIdentifier({ agency: "XX-FAKE", number: "1" })).toBeNull();
    expect(organisationIdentifier({ agency: "UG-NGB", number: null })).toBeNull();
    expect("UG-NGB-INDR123456789NB").toMatch(ORGANISATION_IDENTIFIER);
    expect("UG-UGANDAIMPACT").not.toMatch(ORGANISATION_IDENTIFIER);
    expect(activityScopeCode({ district: "Gulu", region: "Northern Region" })).toBe("7");
    expect(activityScopeCode({ district: null, region: "Northern Region" })).toBe("6");
    expect(activityScopeCode({ district: null, region: null })).toBeNull();
  });

  it("numbers the SDGs 1 to 17 and knows nothing else", () => {
    expect(SDG_GOALS.map(sdgGoalNumber)).toEqual(Array.from({ length: 17 }, (_, index) => index + 1));
    expect(sdgGoalNumber(" no poverty ")).toBe(1);
    expect(sdgGoalNumber("Happiness")).toBeNull();
  });

  it("calls a start actual once under way, an end actual once completed", () => {
    const today = "2026-01-01";
    expect(activityDates({ status: "active", startDate: "2025-01-01", endDate: null }, today)).toEqual([
      { type: "2", isoDate: "2025-01-01" },
    ]);
    expect(
      activityDates({ status: "active", startDate: "2026-06-01", endDate: "2027-01-01" }, today),
    ).toEqual([
      { type: "1", isoDate: "2026-06-01" },
      { type: "3", isoDate: "2027-01-01" },
    ]);
    expect(
      activityDates({ status: "completed", startDate: "2020-01-01", endDate: "2021-01-01" }, today),
    ).toEqual([
      { type: "2", isoDate: "2020-01-01" },
      { type: "4", isoDate: "2021-01-01" },
    ]);
  });

  it("never publishes an actual date in the future; an on-hold project that began has an actual start", () => {
    const today = "2026-01-01";
    // Marked completed ahead of its end date: the end stays planned.
    expect(
      activityDates({ status: "completed", startDate: "2024-01-01", endDate: "2026-06-30" }, today),
    ).toEqual([
      { type: "2", isoDate: "2024-01-01" },
      { type: "3", isoDate: "2026-06-30" },
    ]);
    expect(activityDates({ status: "on_hold", startDate: "2019-03-01", endDate: null }, today)).toEqual([
      { type: "2", isoDate: "2019-03-01" },
    ]);
    // On hold before it began, planning and cancelled: planned.
    for (const status of ["on_hold", "planning", "cancelled"]) {
      expect(activityDates({ status, startDate: "2026-03-01", endDate: null }, today)).toEqual([
        { type: "1", isoDate: "2026-03-01" },
      ]);
    }
    // Whatever the status, no actual date after today.
    for (const status of PROJECT_STATUSES) {
      for (const [startDate, endDate] of [
        ["2025-01-01", "2027-01-01"],
        ["2027-01-01", "2028-01-01"],
        ["2020-01-01", "2021-01-01"],
      ] as const) {
        for (const date of activityDates({ status, startDate, endDate }, today)) {
          if (date.type === "2" || date.type === "4") expect(date.isoDate <= today).toBe(true);
        }
      }
    }
  });
});
