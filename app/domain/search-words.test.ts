import { describe, expect, it } from "vitest";
import {
  asTypedSearch,
  CORRECTION_RATIO,
  correctedSearch,
  inTypedCase,
  isCorrectable,
  MAX_SEARCH_WORDS,
  searchTokens,
  shouldCorrect,
  typedSearch,
} from "./search-words";

describe("the terms of a search", () => {
  it("splits words at white space, once each whatever their case, at most eight", () => {
    expect(searchTokens(undefined)).toEqual([]);
    expect(searchTokens("  clean   water Clean ")).toEqual([
      { text: "clean", quoted: false },
      { text: "water", quoted: false },
    ]);
    const many = searchTokens("a b c d e f g h i j");
    expect(many).toHaveLength(MAX_SEARCH_WORDS);
    expect(many.at(-1)!.text).toBe("h");
  });

  it("keeps text in double quotes together, searched as typed; a stray quote is dropped", () => {
    expect(searchTokens('"clean  water" gulu')).toEqual([
      { text: "clean water", quoted: true },
      { text: "gulu", quoted: false },
    ]);
    expect(searchTokens('"helth')).toEqual([{ text: "helth", quoted: false }]);
    expect(searchTokens('"" helth "helth"')).toEqual([
      { text: "helth", quoted: false },
      { text: "helth", quoted: true },
    ]);
  });

  it("corrects only words of three letters or more, with a letter or a digit, not quoted", () => {
    expect(isCorrectable({ text: "helth", quoted: false })).toBe(true);
    expect(isCorrectable({ text: "helth", quoted: true })).toBe(false);
    expect(isCorrectable({ text: "hw", quoted: false })).toBe(false);
    expect(isCorrectable({ text: "---", quoted: false })).toBe(false);
    expect(isCorrectable({ text: "öl2", quoted: false })).toBe(true);
  });
});

describe("choosing the corrected search", () => {
  it("corrects when the words as typed find nothing, or far fewer, and the corrected ones find something", () => {
    expect(shouldCorrect(0, 0)).toBe(false);
    expect(shouldCorrect(0, 1)).toBe(true);
    expect(shouldCorrect(2, 2 * CORRECTION_RATIO)).toBe(true);
    expect(shouldCorrect(2, 2 * CORRECTION_RATIO - 1)).toBe(false);
    expect(shouldCorrect(30, 40)).toBe(false);
    expect(shouldCorrect(5, 0)).toBe(false);
  });

  it("writes the corrected search in the case it was typed, and the typed one with its corrected words quoted", () => {
    const tokens = searchTokens('Helth "gulu city" watr clinic');
    const corrections = ["health", undefined, "water", undefined];
    expect(correctedSearch(tokens, corrections)).toBe('Health "gulu city" water clinic');
    expect(asTypedSearch(tokens, corrections)).toBe('"Helth" "gulu city" "watr" clinic');
    expect(typedSearch(tokens)).toBe('Helth "gulu city" watr clinic');
    // Searching the quoted words again corrects nothing: they are searched as typed.
    expect(
      searchTokens(asTypedSearch(tokens, corrections))
        .filter(isCorrectable)
        .map((t) => t.text),
    ).toEqual(["clinic"]);
  });

  it("keeps the typed case: capitalised, all capitals, lower case", () => {
    expect(inTypedCase("helth", "health")).toBe("health");
    expect(inTypedCase("Helth", "health")).toBe("Health");
    expect(inTypedCase("HELTH", "health")).toBe("HEALTH");
    expect(inTypedCase("H", "health")).toBe("Health");
    expect(inTypedCase("2nd", "2nd")).toBe("2nd");
  });
});
