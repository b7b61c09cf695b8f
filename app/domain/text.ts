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
