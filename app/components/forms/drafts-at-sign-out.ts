import { useEffect } from "react";
import { DRAFT_OWNER_KEY, draftKeysOf } from "~/domain/draft-owner";

/**
 * Drafts belong to the account that typed them: while someone is signed in their address is noted, and the
 * first page that shows nobody signed in removes their drafts (issue 24: drafts go at sign-out).
 */
export function useDraftsRemovedAtSignOut(email: string | null) {
  useEffect(() => {
    const store = localStorageOrNull();
    if (!store) return;
    if (email) {
      store.setItem(DRAFT_OWNER_KEY, email);
      return;
    }
    const owner = store.getItem(DRAFT_OWNER_KEY);
    if (!owner) return;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index) ?? "");
    for (const draft of draftKeysOf(owner, keys)) store.removeItem(draft);
    store.removeItem(DRAFT_OWNER_KEY);
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
