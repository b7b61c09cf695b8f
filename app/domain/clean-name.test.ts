import { describe, expect, it } from "vitest";
import { cleanName, normalizeName } from "./clean-name";

describe("normalizeName", () => {
  it("trims, lower-cases and collapses whitespace", () => {
    expect(normalizeName("  Green   Hills\tTrust ")).toBe("green hills trust");
    expect(normalizeName("Green\u00a0Hills\u3000\nTrust")).toBe("green hills trust");
  });

  it("drops zero-width, format and other invisible characters", () => {
    for (const invisible of [
      "\u200b",
      "\u200c",
      "\u200d",
      "\u2060",
      "\ufeff",
      "\u00ad",
      "\u200e",
      "\u202e",
      "\u2066",
      "\u180e",
      "\u3164",
      "\ufe0f",
      "\u{e0041}",
      "\u0000",
      "\u0007",
    ]) {
      expect(normalizeName(`${invisible}Green Hi${invisible}lls${invisible}`)).toBe("green hills");
    }
  });

  it("reads fullwidth and compatibility forms as their plain letters (NFKC)", () => {
    expect(normalizeName("\uff27\uff52\uff45\uff45\uff4e Hills")).toBe("green hills");
    expect(normalizeName("\ufb01eld \u2168")).toBe("field ix");
    expect(normalizeName("Cafe\u0301")).toBe(normalizeName("Caf\u00e9"));
  });

  it("is empty for a name of only invisible characters and spaces", () => {
    expect(normalizeName("\u200b\u200b")).toBe("");
    expect(normalizeName(" \u00ad\u2060 \ufeff ")).toBe("");
    expect(normalizeName(null)).toBe("");
  });
});

describe("cleanName", () => {
  it("keeps the letters' case and removes what cannot be seen", () => {
    expect(cleanName("  \u200bGreen\u200d  Hills\u00ad ")).toBe("Green Hills");
    expect(cleanName("\uff27REEN")).toBe("GREEN");
  });
});
