import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { htmlText, xmlAttribute, xmlChars, xmlText } from "./xml-text";

/** Every BMP code unit (lone surrogates included), and astral characters: plain ones and noncharacters. */
const EVERYTHING =
  Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).join("") +
  ["😀", "\u{10000}", "\u{1FFFD}", "\u{1FFFE}", "\u{1FFFF}", "\u{10FFFD}", "\u{10FFFE}", "\u{10FFFF}"].join(
    "",
  ) +
  "\uDBFF\uD800x\uDC00";

describe("xmlChars", () => {
  it("drops what XML 1.0 forbids: C0 controls but tab/LF/CR, U+FFFE, U+FFFF, lone surrogates", () => {
    const controls = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).join("");
    expect(xmlChars(`a${controls}b`)).toBe("a\t\n\rb");
    expect(xmlChars("a\uFFFEb\uFFFFc")).toBe("abc");
    expect(xmlChars("a\uD800b\uDFFFc\uDBFF")).toBe("abc");
  });

  it("drops what XML 1.0 discourages: other controls (but NEL) and the noncharacters of every plane", () => {
    expect(xmlChars("a\u007F\u0080\u0084\u0085\u0086\u009Fb")).toBe("a\u0085b");
    expect(xmlChars("a\uFDD0\uFDEFb\u{1FFFE}\u{2FFFF}\u{10FFFE}\u{10FFFF}c")).toBe("abc");
  });

  it("keeps every other character, surrogate pairs whole", () => {
    const kept = "Ŋaali 😀 \u{10000}\u{1FFFD}\u{10FFFD} \uFDCF\uFDF0\uFFFD \u00A0 \u200B \uE000";
    expect(xmlChars(kept)).toBe(kept);
  });
});

describe("xmlText and xmlAttribute", () => {
  it("escape every markup character, every ]]> included", () => {
    expect(xmlText(`<a href="x">&'</a>\u0000\u0007\uD800`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;",
    );
    expect(xmlText("A]]>B]]></title>]]>")).toBe("A]]&gt;B]]&gt;&lt;/title&gt;]]&gt;");
    expect(xmlText("line\r\nnext\ttab")).toBe("line&#13;\nnext\ttab");
    expect(xmlAttribute("a\tb\nc\rd\"e'f<&>")).toBe("a&#9;b&#10;c&#13;d&quot;e&apos;f&lt;&amp;&gt;");
  });

  it("make any string well-formed XML that reads back as the string less the dropped characters", async () => {
    const document = `<a b="${xmlAttribute(EVERYTHING)}">${xmlText(EVERYTHING)}</a>`;
    const result = await validateXML({
      xml: [{ fileName: "everything.xml", contents: document }],
      normalization: "c14n",
    });
    expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);
    // What C14N writes for the characters that remain (https://www.w3.org/TR/xml-c14n/ §2.3).
    const kept = xmlChars(EVERYTHING);
    const canonicalAttribute = kept
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/"/g, "&quot;")
      .replace(/\t/g, "&#x9;")
      .replace(/\n/g, "&#xA;")
      .replace(/\r/g, "&#xD;");
    const canonicalText = kept
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/\r/g, "&#xD;");
    // (xmllint ends its output with a line feed.)
    expect(result.normalized === `<a b="${canonicalAttribute}">${canonicalText}</a>\n`).toBe(true);
    expect(kept.length).toBeGreaterThan(60_000);
  });
});

describe("htmlText", () => {
  it("escapes the markup characters, the apostrophe as HTML 4 knows it, and drops what XML forbids", () => {
    expect(htmlText(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(htmlText("Ŋaali\u0000 & Co\u0007\nline")).toBe("Ŋaali &amp; Co\nline");
  });
});
