import { describe, expect, it } from "vitest";
import { DISTRICT_POINTS } from "./district-points";
import { REGIONS, type Region } from "./reference";
import { UGANDA_DISTRICTS } from "./uganda-districts";
import { districtPoint, insideUganda } from "./uganda-map";

/**
 * Each region's side of the country, coarse on purpose (boxes in degrees, drawn around the regions on Uganda's
 * administrative map): the north above the Kyoga basin, the east beyond the Nile at Jinja, the west beyond the
 * Kafu and Katonga rivers, the centre around Lake Victoria's northern shore. A district whose point is typed
 * with a wrong digit or with latitude and longitude swapped falls outside its region's side or the country.
 */
const SIDES: Record<Region, (latitude: number, longitude: number) => boolean> = {
  "Northern Region": (latitude) => latitude >= 1.6,
  "Eastern Region": (latitude, longitude) => longitude >= 33 && latitude <= 2.2,
  "Western Region": (latitude, longitude) => longitude <= 32.1 && latitude <= 2.3,
  "Central Region": (latitude, longitude) => latitude <= 1.5 && longitude >= 31 && longitude <= 33.4,
};

describe("district points", () => {
  it("has a point for every district the project form offers, and none other", () => {
    expect(Object.keys(DISTRICT_POINTS).sort()).toEqual([...UGANDA_DISTRICTS].sort());
  });

  it.each(Object.entries(DISTRICT_POINTS))("places %s inside Uganda's outline", (_name, point) => {
    expect(insideUganda(point.latitude, point.longitude)).toBe(true);
  });

  it.each(Object.entries(DISTRICT_POINTS))(
    "places %s on its region's side of the country",
    (_name, point) => {
      expect(REGIONS).toContain(point.region);
      expect(SIDES[point.region](point.latitude, point.longitude)).toBe(true);
    },
  );

  it("refuses a swapped or mistyped coordinate", () => {
    const gulu = DISTRICT_POINTS.Gulu;
    expect(insideUganda(gulu.longitude, gulu.latitude)).toBe(false);
    // Gulu's latitude with a digit dropped (0.78 for 2.78) is still in Uganda, but in the centre, not the north.
    expect(insideUganda(0.78, gulu.longitude)).toBe(true);
    expect(SIDES["Northern Region"](0.78, gulu.longitude)).toBe(false);
    // Jinja's longitude one degree off lands west of the Nile.
    expect(SIDES["Eastern Region"](DISTRICT_POINTS.Jinja.latitude, 32.2)).toBe(false);
  });
});

describe("insideUganda", () => {
  it("takes towns inside and refuses points beyond each border", () => {
    expect(insideUganda(0.32, 32.58)).toBe(true); // Kampala
    expect(insideUganda(-1.29, 36.82)).toBe(false); // Nairobi
    expect(insideUganda(-1.95, 30.06)).toBe(false); // Kigali
    expect(insideUganda(4.85, 31.58)).toBe(false); // Juba
    expect(insideUganda(-6.8, 39.28)).toBe(false); // Dar es Salaam
    expect(insideUganda(0, 0)).toBe(false);
  });
});

describe("districtPoint", () => {
  it("finds a district whatever its case and spacing, and nothing for free text", () => {
    expect(districtPoint(" gulu ")).toMatchObject({ name: "Gulu", region: "Northern Region" });
    expect(districtPoint("Madi-okollo")?.name).toBe("Madi-Okollo");
    expect(districtPoint("Somewhere else")).toBeNull();
    expect(districtPoint(null)).toBeNull();
  });
});
