import { describe, expect, it } from "vitest";
import {
  cleanName,
  initials,
  normalizeName,
  oneLine,
  pluralize,
  usableImageUrl,
  websiteHref,
  websiteText,
} from "./text";

describe("initials", () => {
  it("takes the first letters of the first two words, upper-cased", () => {
    expect(initials("clean water for gulu")).toBe("CW");
    expect(initials("  Solar   schools ")).toBe("SS");
    expect(initials("Kampala")).toBe("K");
    expect(initials("")).toBe("?");
    expect(initials(null)).toBe("?");
  });
});

describe("websites", () => {
  it("prepends https:// when no scheme is given", () => {
    expect(websiteHref("example.org")).toBe("https://example.org");
    expect(websiteHref("http://example.org")).toBe("http://example.org");
    expect(websiteHref("HTTPS://Example.org")).toBe("HTTPS://Example.org");
    expect(websiteHref("  ")).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });
  it("shows a website without its scheme", () => {
    expect(websiteText("https://example.org/")).toBe("example.org");
    expect(websiteText("example.org/about")).toBe("example.org/about");
  });
});

describe("usableImageUrl", () => {
  it("accepts web addresses and our uploads only", () => {
    expect(usableImageUrl("https://cdn.example.org/logo.png")).toBe("https://cdn.example.org/logo.png");
    expect(usableImageUrl("/uploads/logos/a.webp")).toBe("/uploads/logos/a.webp");
    expect(usableImageUrl("javascript:alert(1)")).toBeNull();
    expect(usableImageUrl("logo.png")).toBeNull();
    expect(usableImageUrl(null)).toBeNull();
  });
});

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

describe("pluralize", () => {
  it("says 1 project and N projects", () => {
    expect(pluralize(1, "project")).toBe("1 project");
    expect(pluralize(0, "project")).toBe("0 projects");
    expect(pluralize(5, "project")).toBe("5 projects");
  });
});

describe("oneLine", () => {
  it("turns line breaks, tabs and control characters into single spaces and trims", () => {
    expect(oneLine("  Payment\r\nBcc: x@example.org\t\u0000done \u007f ")).toBe(
      "Payment Bcc: x@example.org done",
    );
    expect(oneLine("Plain subject")).toBe("Plain subject");
  });
});
