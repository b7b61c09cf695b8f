import { describe, expect, it } from "vitest";
import { initials, oneLine, pluralize, usableImageUrl, websiteHref, websiteText } from "./text";

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
