/**
 * Text made safe for markup: XML 1.0, the one way every XML we write (RSS, IATI, sitemap) carries a value, and
 * the HTML of our emails (htmlText).
 *
 * XML 1.0 (§2.2 Char) forbids the C0 control characters except tab, line feed and carriage return, lone
 * surrogates, U+FFFE and U+FFFF: one of them makes a strict parser reject the whole document, so they are
 * dropped, not escaped (no character reference can carry them either). The characters §2.2 discourages go
 * too: the other controls (U+007F–U+009F, but U+0085, the next-line character) and the noncharacters
 * (U+FDD0–U+FDEF and the last two code points of every plane). In a `u` regular expression \p{Cs} matches
 * only a surrogate that is not half of a pair.
 */
const NOT_XML = /(?![\t\n\r\u0085])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/gu;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
  "\t": "&#9;",
  "\n": "&#10;",
  "\r": "&#13;",
};

/** The value without the characters XML 1.0 forbids or discourages. */
export function xmlChars(value: string): string {
  return value.replace(NOT_XML, "");
}

/**
 * A value as element content: every `&`, `<`, `>` (so no `]]>` or markup survives), `"` and `'` escaped, and
 * the characters XML cannot carry dropped. A carriage return is kept as a reference (a parser would turn a
 * literal one into a line feed).
 */
export function xmlText(value: string): string {
  return xmlChars(value).replace(/[&<>"'\r]/g, (character) => ENTITIES[character]!);
}

/**
 * A value inside a double- or single-quoted attribute: as `xmlText`, and tab, line feed and carriage return
 * as references too (a parser would turn literal ones into spaces).
 */
export function xmlAttribute(value: string): string {
  return xmlChars(value).replace(/[&<>"'\t\n\r]/g, (character) => ENTITIES[character]!);
}

/**
 * A value in the HTML of an email, as text or in a quoted attribute: `&`, `<`, `>`, `"` and `'` escaped, the
 * characters XML cannot carry dropped (HTML refuses the same controls). The apostrophe is written `&#39;`:
 * HTML 4, which some mail programs still read, has no `&apos;`.
 */
export function htmlText(value: string): string {
  return xmlChars(value).replace(/[&<>"']/g, (character) =>
    character === "'" ? "&#39;" : ENTITIES[character]!,
  );
}
