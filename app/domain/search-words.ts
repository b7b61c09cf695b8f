/**
 * The words of a project search (`q`) and how a misspelt one is corrected (issue 36 item 7): the rules the
 * query builder (db/queries/project-search.server.ts) applies, without the database.
 *
 * - Each word must be in a project's search text (a substring). Text in double quotes is one term, searched as
 *   typed and never corrected: "Search instead for helth" links to `"helth"`.
 * - A word of CORRECTABLE_MIN_LENGTH letters or more that is in no project's text takes the closest known word
 *   (the database's trigram similarity). The corrected words replace the typed ones when the search as typed
 *   finds nothing, or far fewer projects than the corrected one (`shouldCorrect`); the page then says "Showing
 *   results for health" and offers the search as typed.
 */

/** Most words of `q` that count; the rest are ignored. */
export const MAX_SEARCH_WORDS = 8;
/** The shortest word that is corrected (shorter ones are too ambiguous). */
export const CORRECTABLE_MIN_LENGTH = 3;
/** The corrected words must find this many times as many projects as the words as typed ("far fewer"). */
export const CORRECTION_RATIO = 5;
/** Counting for the choice stops here on each side: enough to see "far fewer", cheap on 100,000 projects. */
export const CORRECTION_COUNT_CAP = 500;

/** One term of a search: a word, or text that was in double quotes (searched as typed). */
export type SearchToken = { text: string; quoted: boolean };

/**
 * The terms of a search: words split at white space, text in double quotes kept together (its spaces
 * collapsed), a stray quote dropped; each term once (whatever its case), at most MAX_SEARCH_WORDS.
 */
export function searchTokens(q: string | undefined): SearchToken[] {
  if (!q) return [];
  const tokens: SearchToken[] = [];
  const seen = new Set<string>();
  for (const match of q.matchAll(/"([^"]*)"|([^\s"]+)/g)) {
    const quoted = match[1] !== undefined;
    const text = (quoted ? match[1]! : match[2]!).trim().replace(/\s+/g, " ");
    const key = `${quoted}:${text.toLowerCase()}`;
    if (!text || seen.has(key)) continue;
    seen.add(key);
    tokens.push({ text, quoted });
    if (tokens.length === MAX_SEARCH_WORDS) break;
  }
  return tokens;
}

/** True for a term that may be corrected: a word (not quoted) of 3 letters or more with a letter or digit. */
export function isCorrectable(token: SearchToken): boolean {
  return (
    !token.quoted && [...token.text].length >= CORRECTABLE_MIN_LENGTH && /[\p{L}\p{N}]/u.test(token.text)
  );
}

/**
 * Whether the corrected search replaces the search as typed: it must find something, and the search as typed
 * nothing or far fewer (CORRECTION_RATIO). Counts may be capped at CORRECTION_COUNT_CAP.
 */
export function shouldCorrect(asTyped: number, corrected: number): boolean {
  if (corrected <= 0) return false;
  return asTyped <= 0 || corrected >= asTyped * CORRECTION_RATIO;
}

/** The known word in the case it was typed in: "Helth" → "Health", "HELTH" → "HEALTH", "helth" → "health". */
export function inTypedCase(typed: string, known: string): string {
  const letters = typed.replace(/[^\p{L}]/gu, "");
  if (letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) {
    return known.toUpperCase();
  }
  const first = typed.match(/\p{L}/u)?.[0];
  if (first && first !== first.toLowerCase()) return known.charAt(0).toUpperCase() + known.slice(1);
  return known;
}

const write = (token: SearchToken, text = token.text) => (token.quoted ? `"${text}"` : text);

/**
 * A search written back from its terms, each corrected one (`corrections[i]` for `tokens[i]`, undefined where
 * none) replaced by its correction in the case it was typed in.
 */
export function correctedSearch(tokens: SearchToken[], corrections: (string | undefined)[]): string {
  return tokens
    .map((token, index) => {
      const known = corrections[index];
      return known === undefined ? write(token) : inTypedCase(token.text, known);
    })
    .join(" ");
}

/** The search as typed, its corrected words in quotes so that the list searches them as typed. */
export function asTypedSearch(tokens: SearchToken[], corrections: (string | undefined)[]): string {
  return tokens
    .map((token, index) => (corrections[index] === undefined ? write(token) : `"${token.text}"`))
    .join(" ");
}

/** The search as the reader typed it (the words of "Search instead for …"), without the quotes added. */
export function typedSearch(tokens: SearchToken[]): string {
  return tokens.map((token) => write(token)).join(" ");
}
