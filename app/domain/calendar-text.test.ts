import { describe, expect, it } from "vitest";
import { calendarLine, calendarNameText, calendarParagraphs } from "./calendar-text";

describe("calendar text (RFC 5545 TEXT)", () => {
  it("keeps a one-line property on its line: breaks and tabs as one space, controls and noncharacters out", () => {
    expect(calendarLine("Launch\r\nNAME:Evil")).toBe("Launch NAME:Evil");
    expect(calendarLine("a\rb\nc\u2028d\te")).toBe("a b c d e");
    expect(calendarLine("x\u0001\u001b\u007f\u0085\uFFFE\uFFFF\uFDD0\u{1FFFF}\uD800y")).toBe("xy");
    expect(calendarLine("  Gulu  ")).toBe("Gulu");
  });

  it("keeps the lines of a description as line feeds", () => {
    expect(calendarParagraphs("one\r\ntwo\rthree\u2029four\n\tfive\u0007")).toBe(
      "one\ntwo\nthree\nfour\n\tfive",
    );
  });

  it("escapes a calendar's name as TEXT: backslash, semicolon and comma", () => {
    expect(calendarNameText("Water; Gulu, \\day\r\nX-WR-CALNAME:x")).toBe(
      "Water\\; Gulu\\, \\\\day X-WR-CALNAME:x",
    );
    // A surrogate pair (an emoji) is one character, and stays.
    expect(calendarNameText("Launch 🚀")).toBe("Launch 🚀");
  });
});
