/**
 * Local drafts of forms (issue 24): what a person types is kept in the browser's storage, per account and per
 * form, until it is sent or they sign out. Pure rules; the browser side is components/forms/form-draft.tsx.
 */

import { DRAFT_PREFIX, VISITOR } from "./draft-owner";

export { DRAFT_PREFIX, draftKeysOfOthers } from "./draft-owner";

export type DraftEntries = Array<[name: string, value: string]>;
export type Draft = { savedAt: string; entries: DraftEntries };

export function draftKey(account: string | null, form: string): string {
  return `${DRAFT_PREFIX}${account ?? VISITOR}:${form}`;
}

/** Never kept: passwords, files, tokens, where to go after saving, and the form library's own fields. (Hidden
 * fields are kept otherwise: a list's entries and uploaded images live in them.) */
export function isKeptField(name: string, type: string | null): boolean {
  if (type === "password" || type === "file") return false;
  return !/password|token|csrf|^__|^intent$|^redirectTo$/i.test(name);
}

/** The entries worth keeping: text values of kept fields (files are never stored). */
export function draftEntries(
  entries: Iterable<[string, FormDataEntryValue]>,
  typeOf: (name: string) => string | null,
): DraftEntries {
  const kept: DraftEntries = [];
  for (const [name, value] of entries) {
    if (typeof value === "string" && isKeptField(name, typeOf(name))) kept.push([name, value]);
  }
  return kept;
}

export function hasContent(entries: DraftEntries): boolean {
  return entries.some(([, value]) => value.trim() !== "");
}

export function sameEntries(a: DraftEntries, b: DraftEntries): boolean {
  return (
    a.length === b.length &&
    a.every(([name, value], index) => b[index]?.[0] === name && b[index]?.[1] === value)
  );
}

/** A stored draft, or null for anything that is not one (an old format, a hand-edited value). */
export function parseDraft(raw: string | null): Draft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Draft;
    const valid =
      typeof value?.savedAt === "string" &&
      Array.isArray(value.entries) &&
      value.entries.every(
        (entry) => Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string",
      );
    return valid ? value : null;
  } catch {
    return null;
  }
}

/**
 * What a form does with its stored draft when it shows (issue 36 item 2): nothing when there is none, or it
 * holds nothing, or it is what the form shows already; else it is put back at once ("restore", the notice
 * offering Undo), unless the person typed into the form before it was ready (the page still loading its
 * scripts): then both are kept, and the draft is offered ("offer") and left untouched until they choose.
 */
export function draftOnOpen(
  stored: Draft | null,
  shown: DraftEntries,
  typedBeforeReady: boolean,
): "none" | "restore" | "offer" {
  if (!stored || !hasContent(stored.entries) || sameEntries(stored.entries, shown)) return "none";
  return typedBeforeReady ? "offer" : "restore";
}

/**
 * Whether what the form holds now is worth keeping as its draft: something typed that differs from what the
 * form showed when it opened (`saved`, its stored values). Otherwise there is nothing to keep, and a stored
 * draft goes.
 */
export function keepsDraft(entries: DraftEntries, saved: DraftEntries | null): boolean {
  return hasContent(entries) && !(saved && sameEntries(entries, saved));
}
