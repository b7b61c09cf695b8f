import { useEffect } from "react";
import { draftKeysOfOthers, LEGACY_DRAFT_OWNER_KEY } from "~/domain/draft-owner";

/**
 * Drafts belong to the account that typed them: every page removes the drafts of any account but the one
 * signed in now, so a sign-out or another person's sign-in, in any tab, leaves nothing of theirs behind
 * (issue 24: drafts go at sign-out; issue 33: and at another's sign-in).
 */
export function useDraftsOfOthersRemoved(email: string | null) {
  useEffect(() => {
    const store = localStorageOrNull();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index) ?? "");
    for (const draft of draftKeysOfOthers(email, keys)) store.removeItem(draft);
    store.removeItem(LEGACY_DRAFT_OWNER_KEY);
  }, [email]);
}

/** The browser's storage, or null where it is refused (private mode, a full disk). */
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
