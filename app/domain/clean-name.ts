/**
 * Organization names as they are stored, compared and checked: what the registration and profile forms (and
 * the server) apply. Apart from text.ts, whose display rules every public page carries: the bundler places
 * whole modules, so these would otherwise travel with every page. Server-side comparison is
 * organizationNameKey() (./organization-name-key.ts).
 */

/**
 * Characters that show nothing or steer the text without being letters: control characters other than the
 * whitespace ones (those collapse to one space), format characters (zero-width space and joiners, soft hyphen,
 * bidi controls, byte order mark) and the other default-ignorable code points (variation selectors, Hangul
 * fillers). They make look-alike names, so names lose them.
 */
const INVISIBLE = /(?![\t\n\v\f\r])[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * An organization name as it is stored and shown: Unicode NFKC (fullwidth and compatibility forms become their
 * plain letters), invisible characters removed, whitespace collapsed to one space, trimmed. Empty means no name.
 */
export function cleanName(name: string | null | undefined): string {
  return (name ?? "").normalize("NFKC").replace(INVISIBLE, "").replace(/\s+/g, " ").trim();
}

/**
 * The clean name, lower-cased. Organization names are compared by organizationNameKey()
 * (./organization-name-key.ts, server-side), which also reads look-alike letters as one.
 */
export function normalizeName(name: string | null | undefined): string {
  return cleanName(name).toLowerCase();
}

const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/**
 * Whether a word of the name mixes letters of the Latin, Cyrillic and Greek alphabets ("KАMPАLА" with Cyrillic
 * "А"): such names are refused. A word in one alphabet, or words in different alphabets, are fine.
 */
export function mixesScripts(name: string | null | undefined): boolean {
  return cleanName(name)
    .split(" ")
    .some((word) => SCRIPTS.filter((script) => script.test(word)).length > 1);
}
