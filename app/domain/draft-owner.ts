/**
 * What every page needs of the drafts' rules (components/forms/drafts-at-sign-out.ts: other accounts' drafts
 * go), apart from drafts.ts so that the rest of them travel only with the forms that keep drafts.
 */

export const DRAFT_PREFIX = "ui-draft:v1:";
/** The account part of a draft typed by nobody signed in (the contact form of a visitor). */
export const VISITOR = "visitor";
/** Where an earlier version noted the account whose drafts the browser held; removed where found. */
export const LEGACY_DRAFT_OWNER_KEY = "ui-draft-owner";

/**
 * The storage keys of drafts typed by an account other than the one signed in (`account`; null for nobody),
 * among all the keys. One browser has one session for all its tabs, so these are drafts of someone who signed
 * out or was replaced by another sign-in, in this tab or another: none of them may stay (issue 33 item 5). A
 * visitor's drafts stay: they belong to no account.
 */
export function draftKeysOfOthers(account: string | null, keys: Iterable<string>): string[] {
  return [...keys].filter((key) => {
    if (!key.startsWith(DRAFT_PREFIX)) return false;
    const owner = key.slice(DRAFT_PREFIX.length).split(":", 1)[0];
    return owner !== VISITOR && owner !== account;
  });
}
