import { describe, expect, it } from "vitest";
import {
  COUNTRIES,
  COUNTRY_OPTIONS,
  countryByIso,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_COUNTRY_ISO,
  isCountryIso,
} from "./countries";

describe("country calling codes", () => {
  it("lists about 100 countries, sorted by name, each once", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(95);
    expect(COUNTRIES.length).toBeLessThanOrEqual(130);
    const names = COUNTRIES.map((country) => country.name);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
    expect(names).toEqual(sorted);
    expect(new Set(COUNTRIES.map((country) => country.iso)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
  });

  it("defaults to Uganda, +256, and has its neighbours", () => {
    expect(DEFAULT_COUNTRY_CODE).toBe("+256");
    expect(countryByIso(DEFAULT_COUNTRY_ISO)).toEqual({ name: "Uganda", iso: "UG", dialCode: "+256" });
    for (const iso of ["KE", "TZ", "RW", "SS", "CD"]) expect(isCountryIso(iso)).toBe(true);
    expect(isCountryIso("XX")).toBe(false);
  });

  it("labels options with name and code; values are unique even where codes are shared", () => {
    expect(COUNTRY_OPTIONS.find((option) => option.value === "UG")?.label).toBe("Uganda (+256)");
    expect(COUNTRY_OPTIONS.filter((option) => option.label.endsWith("(+1)")).length).toBeGreaterThan(1);
  });
});
