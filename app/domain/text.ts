/** Small display rules shared by every screen. */

/** First letters of the first two words, upper-cased: the placeholder where an image is missing. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("");
  return letters.toUpperCase() || "?";
}

/** A website as a link target: https:// is prepended when no scheme is given. */
export function websiteHref(website: string | null | undefined): string | null {
  const value = website?.trim();
  if (!value) return null;
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/** A website as text: without its scheme and trailing slash. */
export function websiteText(website: string | null | undefined): string | null {
  const href = websiteHref(website);
  return href ? href.replace(/^https?:\/\//i, "").replace(/\/$/, "") : null;
}

/** Logos and images are only used when they are web addresses or our own uploads. */
export function usableImageUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  return /^https?:\/\//i.test(value) || value.startsWith("/uploads/") ? value : null;
}

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

/**
 * Line breaks, tabs and other control characters become single spaces, the ends trimmed: a value for one
 * header line of an email (a subject, a reply-to name), which a line break would end or split.
 */
export function oneLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is replaced
  return value.replace(/[\s\u0000-\u001f\u007f]+/g, " ").trim();
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
