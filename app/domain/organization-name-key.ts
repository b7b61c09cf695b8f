/**
 * The key two organization names are compared by (issue 7 "Directory impersonation", issue 18 "Look-alike
 * names"): names that look alike on screen share one key, and profiles.name_key keeps it unique.
 *
 * Server-side only (the prototypes table is large): forms check names with mixesScripts() of ./clean-name.
 *
 * The rule, for a name as cleanName() leaves it (NFKC, invisible characters out, whitespace as one space):
 * 1. Unicode NFD, then each code point on its own: upper-cased (names are shown in capitals, so look-alikes are
 *    judged the way they are shown: a Cyrillic "Н" is an "H"), NFD again, and each code point replaced by its
 *    prototype in Unicode's confusables table (UTS #39 skeleton; the table of the `unhomoglyph` package,
 *    confusables.txt 13.0.0): Cyrillic and Greek "А", "Α" become "A", "0" becomes "O", "I" and "1" become "l".
 * 2. Read back in small letters, for a key that sorts like the name: ASCII capitals lower-cased, and the
 *    prototype "l" (I, 1, |, the Cyrillic and Greek I) read as "i" ("ILLINOIS" keys as "illinois").
 * 3. Whitespace as one space, trailing ASCII punctuation and symbols dropped ("HUB." and "HUB!" are "HUB"; a
 *    look-alike of a full stop was made one in step 1) unless nothing else is left, Unicode NFC.
 *
 * Step 1-2 depend on one code point at a time: the database reads names with the same rule through a table of
 * every code point that changes (`prototypeOf`, migration 0012, organization_name_key()), for rows written
 * without a key. A test holds the migration's table to this module's.
 */
import CONFUSABLES from "unhomoglyph/data.json";
import { cleanName } from "./clean-name";

const confusables = CONFUSABLES as Record<string, string>;

/** Trailing ASCII punctuation and symbols, and spaces between them. */
const TRAILING_PUNCTUATION = /[ !-/:-@[-`{-~]+$/;

/** What one code point of an NFD name stands for in the key (steps 1 and 2). */
export function prototypeOf(codePoint: string): string {
  let out = "";
  for (const upper of codePoint.toUpperCase().normalize("NFD")) {
    for (const char of (confusables[upper] ?? upper).normalize("NFD")) {
      out += char === "l" ? "i" : char >= "A" && char <= "Z" ? char.toLowerCase() : char;
    }
  }
  return out;
}

/** Organization names' comparison key; empty means no name. */
export function organizationNameKey(name: string | null | undefined): string {
  let mapped = "";
  for (const codePoint of cleanName(name).normalize("NFD")) mapped += prototypeOf(codePoint);
  const spaced = mapped.replace(/\s+/g, " ").trim();
  return (spaced.replace(TRAILING_PUNCTUATION, "") || spaced).normalize("NFC");
}

/**
 * The database's copy of prototypeOf(): every code point that can stand in a cleaned name (it is its own NFKD)
 * and that prototypeOf() changes, in code point order.
 */
export function prototypeTable(): Map<string, string> {
  const table = new Map<string, string>();
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCodePoint(code);
    if (char.normalize("NFKD") !== char) continue;
    const prototype = prototypeOf(char);
    if (prototype !== char) table.set(char, prototype);
  }
  return table;
}
