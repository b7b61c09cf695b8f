/**
 * What every page needs of the drafts' rules (components/forms/drafts-at-sign-out.ts: drafts go at sign-out),
 * apart from drafts.ts so that the rest of them travel only with the forms that keep drafts.
 */

export const DRAFT_PREFIX = "ui-draft:v1:";
/** The account whose drafts this browser holds; when a page shows nobody signed in, they are removed. */
export const DRAFT_OWNER_KEY = "ui-draft-owner";

/** The storage keys of one account's drafts, among all the keys. */
export function draftKeysOf(account: string, keys: Iterable<string>): string[] {
  const prefix = `${DRAFT_PREFIX}${account}:`;
  return [...keys].filter((key) => key.startsWith(prefix));
}
