import { validateXML } from "xmllint-wasm";

/**
 * A document read by a strict XML 1.0 parser (libxml2, compiled to WebAssembly): whether it is well-formed, the
 * parser's errors, and its canonical form (C14N). In the canonical form CDATA sections are gone and every `<`
 * in text is `&lt;`, so a tag found by a regular expression there is a real element, never text that looks
 * like one.
 */
export async function parseStrictXml(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: "document.xml", contents: xml }],
    normalization: "c14n",
  });
  return {
    wellFormed: result.valid,
    errors: result.errors.map((error) => error.rawMessage),
    canonical: result.normalized,
  };
}

/** The character references and entities C14N writes, back to their characters. */
function unescapeCanonical(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#x([0-9A-F]+));/g, (entity, hex: string | undefined) =>
    hex
      ? String.fromCodePoint(Number.parseInt(hex, 16))
      : { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' }[entity]!,
  );
}

/** The elements named `name` of a canonical document (not nested in one another), as their raw content. */
export function canonicalElements(canonical: string, name: string): string[] {
  return [...canonical.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, "g"))].map(
    (match) => match[1]!,
  );
}

/** The text of the first element named `name` in a piece of canonical XML (child elements' tags removed). */
export function canonicalText(canonical: string, name: string): string | undefined {
  const content = canonicalElements(canonical, name)[0];
  return content === undefined ? undefined : unescapeCanonical(content.replace(/<[^>]*>/g, ""));
}

/** Every value of the attribute `name` in a canonical document. */
export function canonicalAttributes(canonical: string, name: string): string[] {
  return [...canonical.matchAll(new RegExp(`\\s${name}="([^"]*)"`, "g"))].map((match) =>
    unescapeCanonical(match[1]!),
  );
}

/** U+0001–U+001F (U+0000 too is forbidden, but PostgreSQL text cannot hold it, so no row can carry it). */
const CONTROLS = Array.from({ length: 0x1f }, (_, index) => String.fromCharCode(index + 1)).join("");

/**
 * Values that break XML written carelessly: `]]>` that closes a CDATA section early and forges items and links
 * (https://evil.test/…), several `]]>` in one value, markup characters, and characters XML 1.0 forbids or
 * discourages (a lone surrogate is stored as U+FFFD; compare with what the database returns).
 */
export const HOSTILE = {
  title:
    "A]]>B]]></title></item><item><title>FAKE ITEM</title><link>https://evil.test/</link></item><item><title><![CDATA[C",
  brief:
    "x]]>y]]></description></item><item><title>FAKE BRIEF</title><link>https://evil.test/brief</link></item><item><description><![CDATA[z",
  organization: "Org]]>]]></description><link>https://evil.test/org</link><description><![CDATA[ & <i>",
  cdataEnds: "]]>]]>]]]]><![CDATA[>]]> & <b>&amp;</b> ]]",
  characters: `Bad${CONTROLS}\uFFFE\uFFFF\uD800-\uDFFF\u0085\u0086\uFDD0\u{1FFFF} & < > " ' end`,
};
